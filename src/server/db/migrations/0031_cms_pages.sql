-- The CMS editor (issue 18). Sites, pages, content items (the tree) and blocks are 0002's
-- tables; this adds what the editor's operations need besides them.

-- A content item shows one page, and a page hangs on at most one item: the tree answers a
-- page's item and an item's page by one index each way.
create unique index content_items_page_key on content_items (page_id) where page_id is not null;

-- Blocks kept for the preview page (set-preview-block, then GET /en/preview-block): a throwaway
-- copy per identifier, kept an hour, in the database so any server instance can render it.
create table cms_preview_blocks (
  identifier text primary key check (identifier ~ '^[A-Za-z0-9_-]{1,64}$'),
  block jsonb not null check (jsonb_typeof(block) = 'object'),
  account_id bigint references accounts (id) on delete cascade,
  expires_at timestamptz not null
);
create index cms_preview_blocks_expiry_idx on cms_preview_blocks (expires_at);
