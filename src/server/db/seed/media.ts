import { sql } from "kysely";
import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import type { PersonFactory } from "./contacts.ts";
import type { LocationInfo } from "./locations.ts";
import { BRAND_NAME } from "./markets.ts";
import { BED_MODELS } from "./products.ts";
import { DAY_MS, slugify, type Random } from "./random.ts";
import type { MediaOrderStatus, MediaSortMethod } from "../schema.ts";
import type { FileStorage } from "../../adapters/file-storage.ts";
import { makeDemoImages } from "./media-images.ts";

interface FolderDraft {
  name: string;
  description: string | null;
  sortMethod: MediaSortMethod;
  children: FolderDraft[];
}

const folder = (
  name: string,
  sortMethod: MediaSortMethod = "published_date",
  children: FolderDraft[] = [],
  description: string | null = null,
): FolderDraft => ({
  name,
  description,
  sortMethod,
  children,
});

function folderTree(year: number): FolderDraft[] {
  return [
    folder(
      "Beds",
      "custom",
      BED_MODELS.map((m) => folder(m.name, "custom")),
      "Product images of every bed model.",
    ),
    folder("Campaigns", "published_date", [
      folder(`Spring ${year}`),
      folder(`Christmas ${year - 1}`),
      folder(`Autumn ${year - 1}`, "published_date", [folder("Social media"), folder("Print")]),
      folder(`Black Friday ${year - 1}`),
    ]),
    folder(
      "Brand assets",
      "alphabetical",
      [folder("Logotypes", "alphabetical"), folder("Guidelines", "alphabetical"), folder("Craftsmanship")],
      `${BRAND_NAME} identity.`,
    ),
    folder("Store material", "custom", [folder("Window displays"), folder("Shop-in-shop"), folder("Signage", "alphabetical")]),
    folder("Press", "published_date", [folder("Press images"), folder("Portraits", "alphabetical")]),
  ];
}

const SHOTS = ["front view", "side view", "detail", "lifestyle", "close-up", "in store", "bedroom", "fabric swatch", "headboard", "legs"];
/** Labels of the demo's generated images; each media item shows one of them. */
const IMAGE_LABELS = ["Beds", "Bedroom", "Craftsmanship", "Campaign", "Store", "Detail", "Press", "Fabric"];
const SOURCES = [`${BRAND_NAME} studio`, "Photographer: Lina Ek", "Photographer: Jonas Berg", "Agency: Northlight", "Press office"];

/**
 * Media folders, media items with their three files (generated images, files stored in
 * `files`), media orders and who downloaded what.
 */
export async function seedMedia(
  ctx: SeedContext,
  random: Random,
  people: PersonFactory,
  locations: readonly LocationInfo[],
  orderCount: number,
  files?: FileStorage,
): Promise<void> {
  const db = ctx.db;
  const ref = ctx.referenceDate.getTime();
  const leaves: { id: number; name: string }[] = [];

  const insertLevel = async (drafts: FolderDraft[], parentId: number | null) => {
    for (const [i, draft] of drafts.entries()) {
      // A folder's own slug (the contract's pattern: no slashes); the path shows in the tree.
      const slug = slugify(draft.name);
      const created = new Date(ref - random.int(200, 1500) * DAY_MS);
      const row = await db
        .insertInto("media_folders")
        .values({
          parent_id: parentId,
          name: draft.name,
          slug,
          description: draft.description,
          media_sort_method: draft.sortMethod,
          sort_order: i,
          is_root_folder: parentId === null,
          created_at: created,
          updated_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (draft.children.length > 0) await insertLevel(draft.children, row.id);
      else leaves.push({ id: row.id, name: draft.name });
    }
  };
  await insertLevel(folderTree(ctx.referenceDate.getUTCFullYear()), null);

  const images = await makeDemoImages(IMAGE_LABELS, files);
  const en = ctx.faker("GB");
  const media: Record<string, unknown>[] = [];
  for (const leaf of leaves) {
    const n = random.int(6, 18);
    for (let i = 0; i < n; i++) {
      const shot = random.pick(SHOTS);
      const name = `${leaf.name} – ${shot} ${i + 1}`;
      const slug = `${slugify(leaf.name)}-${slugify(shot)}-${i + 1}`;
      const created = new Date(ref - random.int(1, 900) * DAY_MS);
      const image = random.pick(images);
      const original = `IMG_${random.int(1000, 9999)}`;
      media.push({
        folder_id: leaf.id,
        name,
        description: random.chance(0.5) ? en.lorem.sentence() : null,
        slug,
        published_date: random.chance(0.85) ? new Date(Math.floor(created.getTime() / 1000) * 1000) : null,
        thumbnail: image.thumbnail.key,
        thumbnail_original_filename: `${original}_thumb.jpg`,
        low_res: image.lowRes.key,
        low_res_original_filename: `${original}_web.jpg`,
        high_res: image.original.key,
        high_res_original_filename: `${original}.jpg`,
        sort_order: i,
        source: random.pick(SOURCES),
        created_at: created,
        updated_at: created,
      });
    }
  }
  const mediaIds = await bulkInsert(
    ctx.db,
    "media",
    {
      folder_id: "bigint",
      name: "text",
      description: "text",
      slug: "text",
      published_date: "timestamptz",
      thumbnail: "text",
      thumbnail_original_filename: "text",
      low_res: "text",
      low_res_original_filename: "text",
      high_res: "text",
      high_res_original_filename: "text",
      sort_order: "integer",
      source: "text",
      created_at: "timestamptz",
      updated_at: "timestamptz",
    },
    media,
    { returning: true },
  );
  await ctx.db
    .insertInto("stored_files")
    .values(
      images.flatMap((image, i) =>
        [image.original, image.thumbnail, image.lowRes].map((f) => ({
          storage_key: f.key,
          original_filename: `${IMAGE_LABELS[i]!.toLowerCase()}.jpg`,
          content_type: f.contentType,
          size_bytes: f.sizeBytes,
          sha256: f.sha256,
          thumbnail_key: f.thumbnailKey ?? null,
          low_res_key: f.lowResKey ?? null,
          width: f.width ?? null,
          height: f.height ?? null,
          created_at: new Date(ref - 1000 * DAY_MS),
        })),
      ),
    )
    .onConflict((oc) => oc.column("storage_key").doNothing())
    .execute();

  // Store staff order material again and again: a few people per store.
  const stores = locations.filter((l) => l.active);
  const staff = stores.flatMap((l) =>
    Array.from({ length: random.int(1, 3) }, () => {
      const p = people.person(random, "", l.countryCode);
      return { name: `${p.firstname} ${p.lastname}`, email: p.email, store: l };
    }),
  );
  const orders: Record<string, unknown>[] = [];
  const downloads: { order: number; media: number; variant: string; name: string; email: string; at: Date }[] = [];
  for (let i = 0; i < orderCount && staff.length > 0; i++) {
    const who = random.pick(staff);
    const orderDate = new Date(ref - random.int(0, 730) * DAY_MS - random.int(0, DAY_MS - 1));
    const ageDays = (ref - orderDate.getTime()) / DAY_MS;
    const n =
      ageDays < 2
        ? random.int(0, 2)
        : random.weighted([
            [0, 10],
            [random.int(1, 4), 50],
            [random.int(5, 15), 40],
          ] as const);
    for (let k = 0; k < n; k++) {
      downloads.push({
        order: i,
        media: random.pick(mediaIds),
        variant: random.weighted([
          ["highRes", 70],
          ["lowRes", 25],
          ["thumbnail", 5],
        ] as const),
        name: who.name,
        email: who.email,
        at: new Date(Math.min(ref, orderDate.getTime() + random.int(60, (20 * DAY_MS) / 1000) * 1000)),
      });
    }
    const status: MediaOrderStatus = n > 0 ? "downloaded" : ageDays < 3 ? "new" : ageDays < 60 ? "sent" : "expired";
    orders.push({
      name: who.name,
      email: who.email,
      company: who.store.name,
      status,
      order_date: orderDate,
      total_downloads: n,
      location_id: who.store.id,
      created_at: orderDate,
      updated_at: orderDate,
    });
  }
  const orderIds = await bulkInsert(
    ctx.db,
    "media_orders",
    {
      name: "text",
      email: "text",
      company: "text",
      status: "text",
      order_date: "timestamptz",
      total_downloads: "integer",
      location_id: "bigint",
      created_at: "timestamptz",
      updated_at: "timestamptz",
    },
    orders,
    { returning: true },
  );
  await bulkInsert(
    ctx.db,
    "media_downloads",
    {
      media_id: "bigint",
      media_order_id: "bigint",
      variant: "text",
      downloaded_by_name: "text",
      downloaded_by_email: "text",
      downloaded_at: "timestamptz",
    },
    downloads.map((d) => ({
      media_id: d.media,
      media_order_id: orderIds[d.order],
      variant: d.variant,
      downloaded_by_name: d.name,
      downloaded_by_email: d.email,
      downloaded_at: d.at,
    })),
    { batchSize: 5000 },
  );
  await sql`update media m set downloaded_times = d.n
    from (select media_id, count(*)::int as n from media_downloads group by media_id) d
    where m.id = d.media_id`.execute(db);
}
