import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import type { ContactInfo } from "./contacts.ts";
import type { LocationInfo } from "./locations.ts";
import { BED_MODELS, TOP_MATTRESSES } from "./products.ts";
import { DAY_MS, type Random } from "./random.ts";

/** First year the registration form offers (spec part 2, section 9). */
const FIRST_YEAR = 1993;

/** Bed models with their colours, top mattresses, and registrations of beds to contacts. */
export async function seedWarranty(
  ctx: SeedContext,
  random: Random,
  contacts: readonly ContactInfo[],
  locations: readonly LocationInfo[],
  count: number,
): Promise<void> {
  const modelIds = await bulkInsert(
    ctx.db,
    "bed_models",
    { name: "text", sort_order: "integer" },
    BED_MODELS.map((m, i) => ({ name: m.name, sort_order: i })),
    { returning: true },
  );
  const colorRows = BED_MODELS.flatMap((m, i) => m.colors.map((name, k) => ({ bed_model_id: modelIds[i], name, sort_order: k })));
  const colorIds = await bulkInsert(ctx.db, "bed_colors", { bed_model_id: "bigint", name: "text", sort_order: "integer" }, colorRows, {
    returning: true,
  });
  const mattressIds = await bulkInsert(
    ctx.db,
    "top_mattresses",
    { name: "text", sort_order: "integer" },
    TOP_MATTRESSES.map((name, i) => ({ name, sort_order: i })),
    {
      returning: true,
    },
  );
  const colorsOf = BED_MODELS.map((_, i) =>
    colorRows.map((c, k) => ({ ...c, id: colorIds[k]! })).filter((c) => c.bed_model_id === modelIds[i]),
  );

  const stores = new Map<string, LocationInfo[]>();
  for (const l of locations) if (l.type !== null) stores.set(l.countryCode, [...(stores.get(l.countryCode) ?? []), l]);
  const ref = ctx.referenceDate;
  const thisYear = ref.getUTCFullYear();
  const rows = Array.from({ length: Math.min(count, contacts.length * 2) }, (_, i) => {
    const contact = random.pick(contacts);
    const model = random.int(0, BED_MODELS.length - 1);
    // Recent years dominate; a few beds are decades old.
    const year = Math.max(FIRST_YEAR, thisYear - Math.floor(Math.pow(random.next(), 2.2) * (thisYear - FIRST_YEAR + 1)));
    const month = year === thisYear ? random.int(1, ref.getUTCMonth() + 1) : random.int(1, 12);
    const purchase = Date.UTC(year, month - 1, random.int(1, 28));
    const created = new Date(Math.min(ref.getTime(), Math.max(purchase, ref.getTime() - 6 * 365 * DAY_MS) + random.int(1, 120) * DAY_MS));
    const nearby = stores.get(contact.countryCode);
    return {
      bed_model_id: modelIds[model],
      bed_color_id: random.chance(0.95) ? random.pick(colorsOf[model]!).id : null,
      top_mattress_id: random.chance(0.8) ? random.pick(mattressIds) : null,
      bed_id: `${BED_MODELS[model]!.code}${String(year).slice(2)}-${String(100000 + i * 7 + random.int(0, 6)).padStart(6, "0")}`,
      purchased_month: month,
      purchased_year: year,
      care_reminders: random.chance(0.4),
      purchase_location_id: nearby && random.chance(0.9) ? random.pick(nearby).id : null,
      contact_id: contact.id,
      created_date: created,
      updated_at: created,
    };
  }).sort((a, b) => a.created_date.getTime() - b.created_date.getTime());
  await bulkInsert(
    ctx.db,
    "warranty_registrations",
    {
      bed_model_id: "bigint",
      bed_color_id: "bigint",
      top_mattress_id: "bigint",
      bed_id: "text",
      purchased_month: "smallint",
      purchased_year: "smallint",
      care_reminders: "boolean",
      purchase_location_id: "bigint",
      contact_id: "bigint",
      created_date: "timestamptz",
      updated_at: "timestamptz",
    },
    rows,
  );
}
