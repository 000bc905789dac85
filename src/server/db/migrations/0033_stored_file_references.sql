-- Stored files are content-addressed: a media upload and a CMS upload of the same bytes share
-- one key. Deleting media frees the files nothing references any more, so a CMS upload must be
-- known as one: blocks name it by its key (also deep in their data), and it may be uploaded
-- before its block is saved. A row uploaded through uploadCmsFile is never freed by a media
-- delete (stored-file-references.ts).
alter table stored_files add column cms_upload boolean not null default false;

-- Rows from before this column: an upload no media names cannot be told apart from a CMS
-- upload, so it is kept (losing a page's image is worse than keeping an unused file).
update stored_files f set cms_upload = true
  where not exists (
    select 1 from media m where f.storage_key in (m.thumbnail, m.low_res, m.high_res)
  )
  and not exists (
    -- A rendition of a file media names is that file's, not an upload of its own.
    select 1 from stored_files o join media m on o.storage_key in (m.thumbnail, m.low_res, m.high_res)
    where f.storage_key in (o.thumbnail_key, o.low_res_key)
  );

-- The blocks naming a file by their image column (the rest of a block is searched as text).
create index blocks_image_idx on blocks (image) where image is not null;
