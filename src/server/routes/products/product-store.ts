import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** The bed range as stored: models by name with their colours by name, top mattresses by name (ids as values). */
export interface ProductCatalog {
  models: ReadonlyMap<string, { id: number; colors: ReadonlyMap<string, number> }>;
  topMattresses: ReadonlyMap<string, number>;
}
export type BedModel = AnswerOf<"listBedModels">[number];
export type TopMattress = AnswerOf<"listTopMattresses">[number];

/**
 * The bed range the warranty dialog offers: bed models with their colours, and top mattresses.
 * A few dozen rows, read whole; the order is the range's own (sort_order), then the name.
 */
export class ProductStore {
  constructor(private readonly db: Kysely<DB>) {}

  async bedModels(): Promise<BedModel[]> {
    const rows = await this.db
      .selectFrom("bed_models as m")
      .leftJoin("bed_colors as c", "c.bed_model_id", "m.id")
      .select(["m.id", "m.name", "c.name as color"])
      .orderBy("m.sort_order")
      .orderBy("m.name")
      .orderBy("c.sort_order")
      .orderBy("c.name")
      .execute();
    const models = new Map<number, BedModel>();
    for (const row of rows) {
      const model = models.get(row.id) ?? { name: row.name, colors: [] };
      models.set(row.id, model);
      if (row.color !== null) model.colors.push({ name: row.color });
    }
    return [...models.values()];
  }

  async topMattresses(): Promise<TopMattress[]> {
    const rows = await this.db.selectFrom("top_mattresses").select("name").orderBy("sort_order").orderBy("name").execute();
    return rows.map((r) => ({ name: r.name }));
  }
}

/** The bed range by name with ids, to check a registration against (registration-input.ts). */
export async function loadProductCatalog(db: Db): Promise<ProductCatalog> {
  const [colors, mattresses] = await Promise.all([
    db
      .selectFrom("bed_models as m")
      .leftJoin("bed_colors as c", "c.bed_model_id", "m.id")
      .select(["m.id", "m.name", "c.id as color_id", "c.name as color"])
      .execute(),
    db.selectFrom("top_mattresses").select(["id", "name"]).execute(),
  ]);
  const models = new Map<string, { id: number; colors: Map<string, number> }>();
  for (const row of colors) {
    const model = models.get(row.name) ?? { id: row.id, colors: new Map<string, number>() };
    models.set(row.name, model);
    if (row.color !== null && row.color_id !== null) model.colors.set(row.color, row.color_id);
  }
  return { models, topMattresses: new Map(mattresses.map((m) => [m.name, m.id])) };
}
