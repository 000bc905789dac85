-- Media uploads (issue 17): an uploaded image is stored three times, content-addressed (the
-- name is the SHA-256 of the stored bytes): the original with its orientation applied and its
-- metadata stripped, a thumbnail and a low-resolution rendition. The original's row names its
-- renditions, so the thumbnail of any stored image is one lookup (getMediaThumbnail), and
-- keeps its size in pixels. Two uploads of the same file share one row and one file.
alter table stored_files add column thumbnail_key text;
alter table stored_files add column low_res_key text;
alter table stored_files add column width integer check (width > 0);
alter table stored_files add column height integer check (height > 0);

-- Whether a stored file is still named by some media item (deleting media frees files nobody
-- else uses): one index per file field.
create index media_thumbnail_idx on media (thumbnail) where thumbnail is not null;
create index media_low_res_idx on media (low_res) where low_res is not null;
create index media_high_res_idx on media (high_res) where high_res is not null;

-- Downloads by one person: the orders grouped by e-mail (or name when there is none), newest
-- order first within a person.
create index media_orders_person_idx on media_orders ((coalesce(lower(email), lower(name))), order_date desc, id desc);
