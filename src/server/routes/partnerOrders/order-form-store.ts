import { sql, type Kysely, type Transaction } from "kysely";
import type { DB, OrderFormDataType, OrderFormOption } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { assertFresh, nextVersion, staleVersion } from "../../db/record-version.ts";
import type { AnswerOf } from "../types.ts";
import { checkPropertyInput, type OrderFormPropertyInput, type PropertyDefinition } from "./order-form-input.ts";

export type OrderFormProperty = AnswerOf<"getOrderFormTemplateProperty">;
type Db = Kysely<DB> | Transaction<DB>;

/** The template code that names the properties' own definitions (no template may take it, migration 0002). */
export const DEFAULT_TEMPLATE = "default";

interface DefinitionRow {
  display_name: string;
  data_type: OrderFormDataType;
  options: OrderFormOption[] | string;
  unit: string | null;
  min_value: number | null;
  max_value: number | null;
  default_value: string | null;
  updated_at: Date | string;
}

const DEFINITION_COLUMNS = [
  "display_name",
  "data_type",
  "options",
  "unit",
  "min_value",
  "max_value",
  "default_value",
  "updated_at",
] as const;

function toProperty(code: string, templateCode: string, row: DefinitionRow, isNew: boolean): OrderFormProperty {
  const options = typeof row.options === "string" ? (JSON.parse(row.options) as OrderFormOption[]) : row.options;
  return {
    code,
    displayName: row.display_name,
    dataType: row.data_type,
    options: options.map((o) => ({ code: o.code, displayName: o.displayName })),
    unit: row.unit,
    minValue: row.min_value === null ? null : Number(row.min_value),
    maxValue: row.max_value === null ? null : Number(row.max_value),
    defaultValue: row.default_value,
    templateCode,
    isNew,
    // A template without an override shows the default, whose version is not the override's.
    updatedAt: isNew ? null : new Date(row.updated_at).toISOString(),
  };
}

/** What a save or delete changed, for the audit log (record id: the property's). */
export interface PropertyChange {
  id: number;
  before: OrderFormProperty | null;
  after: OrderFormProperty | null;
}

/**
 * The order form: properties with their default definitions, templates, and each template's
 * overrides (its 'differences', spec part 2 section 8).
 */
export class OrderFormStore {
  constructor(private readonly db: Kysely<DB>) {}

  async overview(): Promise<AnswerOf<"getOrderFormOverview">> {
    const [properties, templates, overrides] = await Promise.all([
      this.db
        .selectFrom("order_form_properties")
        .select(["code", ...DEFINITION_COLUMNS])
        .orderBy("sort_order")
        .orderBy("code")
        .execute(),
      this.db.selectFrom("order_form_templates").select(["id", "code", "display_name"]).orderBy("code").execute(),
      this.db
        .selectFrom("order_form_template_properties as tp")
        .innerJoin("order_form_properties as p", "p.id", "tp.property_id")
        .select(["tp.template_id", "p.code"])
        .orderBy("p.sort_order")
        .orderBy("p.code")
        .execute(),
    ]);
    return {
      properties: properties.map((p) => toProperty(p.code, DEFAULT_TEMPLATE, p, false)),
      templates: [
        { code: DEFAULT_TEMPLATE, displayName: null, differences: [] },
        ...templates.map((t) => ({
          code: t.code,
          displayName: t.display_name,
          differences: overrides.filter((o) => o.template_id === t.id).map((o) => o.code),
        })),
      ],
    };
  }

  /** The default definition, or the template's override (the default with isNew true when it has none). */
  async get(templateCode: string, propertyCode: string): Promise<OrderFormProperty> {
    const property = await findProperty(this.db, propertyCode);
    if (templateCode === DEFAULT_TEMPLATE) return toProperty(property.code, DEFAULT_TEMPLATE, property, false);
    const template = await findTemplate(this.db, templateCode);
    const override = await selectOverride(this.db, template.id, property.id).executeTakeFirst();
    return override ? toProperty(property.code, template.code, override, false) : toProperty(property.code, template.code, property, true);
  }

  /**
   * Saves the default definition (creating the property when isNew) or the template's override
   * (creating it when isNew, so the code joins the template's differences). An existing record
   * needs the version it was read at (409 when stale); isNew for one that exists meanwhile is 409
   * too, as is a save of an override deleted meanwhile.
   */
  async save(templateCode: string, propertyCode: string, input: OrderFormPropertyInput): Promise<PropertyChange> {
    const values = checkPropertyInput(propertyCode, input);
    const isNew = input.isNew === true;
    return this.db
      .transaction()
      .execute(async (trx) =>
        templateCode === DEFAULT_TEMPLATE
          ? this.saveDefault(trx, propertyCode, values, isNew, input.updatedAt)
          : this.saveOverride(trx, templateCode, propertyCode, values, isNew, input.updatedAt),
      );
  }

  private async saveDefault(
    trx: Transaction<DB>,
    code: string,
    values: PropertyDefinition,
    isNew: boolean,
    version: string | null | undefined,
  ): Promise<PropertyChange> {
    const current = await trx
      .selectFrom("order_form_properties")
      .select(["id", "updated_at"])
      .where("code", "=", code)
      .forUpdate()
      .executeTakeFirst();
    if (!current) {
      if (!isNew) throw notFound("Order-form property");
      // After every existing property; a create racing this one hits the unique code (409).
      const inserted = await trx
        .insertInto("order_form_properties")
        .values((eb) => ({
          code,
          ...stored(values),
          sort_order: eb.selectFrom("order_form_properties").select(sql<number>`coalesce(max(sort_order), -1) + 1`.as("next")),
        }))
        .returning("id")
        .executeTakeFirstOrThrow();
      return { id: inserted.id, before: null, after: await readDefault(trx, code) };
    }
    if (isNew) throw conflict("A property with this code exists already.", { code: "is already in use" });
    assertFresh(current, version);
    const before = await readDefault(trx, code);
    await trx
      .updateTable("order_form_properties")
      .set({ ...stored(values), updated_at: nextVersion })
      .where("id", "=", current.id)
      .execute();
    return { id: current.id, before, after: await readDefault(trx, code) };
  }

  private async saveOverride(
    trx: Transaction<DB>,
    templateCode: string,
    propertyCode: string,
    values: PropertyDefinition,
    isNew: boolean,
    version: string | null | undefined,
  ): Promise<PropertyChange> {
    const template = await findTemplate(trx, templateCode);
    const property = await findProperty(trx, propertyCode);
    const current = await trx
      .selectFrom("order_form_template_properties")
      .select(["updated_at"])
      .where("template_id", "=", template.id)
      .where("property_id", "=", property.id)
      .forUpdate()
      .executeTakeFirst();
    const read = async () => {
      const row = await selectOverride(trx, template.id, property.id).executeTakeFirstOrThrow();
      return toProperty(property.code, template.code, row, false);
    };
    if (!current) {
      // The override was read as absent (isNew); without isNew the client read one that is gone.
      if (!isNew) throw staleVersion();
      await trx
        .insertInto("order_form_template_properties")
        .values({ template_id: template.id, property_id: property.id, ...stored(values) })
        .execute();
      return { id: property.id, before: null, after: await read() };
    }
    if (isNew) throw conflict("The template overrides this property already.", { isNew: "the override exists; reload it" });
    assertFresh(current, version);
    const before = await read();
    await trx
      .updateTable("order_form_template_properties")
      .set({ ...stored(values), updated_at: nextVersion })
      .where("template_id", "=", template.id)
      .where("property_id", "=", property.id)
      .execute();
    return { id: property.id, before, after: await read() };
  }

  /** Removes the template's override: it falls back to the default. 'default' is 400; no override 404. */
  async deleteOverride(templateCode: string, propertyCode: string): Promise<PropertyChange> {
    if (templateCode === DEFAULT_TEMPLATE)
      throw badRequest("The default definition cannot be deleted, only a template's override.", {
        templateCode: "must be a template, not default",
      });
    return this.db.transaction().execute(async (trx) => {
      const template = await findTemplate(trx, templateCode);
      const property = await findProperty(trx, propertyCode);
      const row = await selectOverride(trx, template.id, property.id).forUpdate().executeTakeFirst();
      if (!row) throw notFound("Template override");
      await trx
        .deleteFrom("order_form_template_properties")
        .where("template_id", "=", template.id)
        .where("property_id", "=", property.id)
        .execute();
      return { id: property.id, before: toProperty(property.code, template.code, row, false), after: null };
    });
  }
}

function stored(values: PropertyDefinition) {
  return { ...values, options: JSON.stringify(values.options) };
}

async function findProperty(db: Db, code: string) {
  const row = await db
    .selectFrom("order_form_properties")
    .select(["id", "code", ...DEFINITION_COLUMNS])
    .where("code", "=", code)
    .executeTakeFirst();
  if (!row) throw notFound("Order-form property");
  return row;
}

async function findTemplate(db: Db, code: string) {
  const row = await db.selectFrom("order_form_templates").select(["id", "code"]).where("code", "=", code).executeTakeFirst();
  if (!row) throw notFound("Template");
  return row;
}

function selectOverride(db: Db, templateId: number, propertyId: number) {
  return db
    .selectFrom("order_form_template_properties")
    .select([...DEFINITION_COLUMNS])
    .where("template_id", "=", templateId)
    .where("property_id", "=", propertyId);
}

async function readDefault(db: Db, code: string): Promise<OrderFormProperty> {
  const row = await findProperty(db, code);
  return toProperty(row.code, DEFAULT_TEMPLATE, row, false);
}
