import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import type { LocationInfo } from "./locations.ts";
import { BED_MODELS, TOP_MATTRESSES } from "./products.ts";
import { DAY_MS, slugify, type Random } from "./random.ts";
import type { QuoteStatus } from "../schema.ts";

type PropertyDefinition = {
  displayName: string;
  dataType: "measurement" | "choice";
  options?: string[];
  unit?: string;
  minValue?: number;
  maxValue?: number;
  defaultValue: string;
};

const choice = (displayName: string, options: string[], defaultValue = options[0]!): PropertyDefinition => ({
  displayName,
  dataType: "choice",
  options,
  defaultValue,
});
const measurement = (displayName: string, minValue: number, maxValue: number, defaultValue: number, unit = "cm"): PropertyDefinition => ({
  displayName,
  dataType: "measurement",
  unit,
  minValue,
  maxValue,
  defaultValue: String(defaultValue),
});

/** Order-form properties with their defaults. */
const PROPERTIES: readonly [string, PropertyDefinition][] = [
  [
    "bedModel",
    choice(
      "Bed Model",
      BED_MODELS.map((m) => m.name),
    ),
  ],
  ["width", measurement("Width", 80, 210, 160)],
  ["length", measurement("Length", 190, 230, 200)],
  ["height", measurement("Height", 40, 70, 55)],
  ["legHeight", measurement("Leg height", 10, 25, 15)],
  ["firmness", choice("Firmness", ["Soft", "Medium", "Firm", "Extra firm"], "Medium")],
  ["fabric", choice("Fabric", ["Blue check", "Natural linen", "Charcoal", "Ivory", "Customer's own"])],
  ["topMattress", choice("Top mattress", TOP_MATTRESSES)],
  ["bedLegs", choice("Bed legs", ["Oak", "Walnut", "Black", "Chrome"])],
  ["headboard", choice("Headboard", ["None", "Classic", "Wingback", "Upholstered"])],
  ["splitMattress", choice("Split mattress", ["No", "Yes"])],
  ["zipTogether", choice("Zip together", ["No", "Yes"])],
  ["headboardHeight", measurement("Headboard height", 80, 140, 110)],
  ["ecoLabel", choice("Eco-label", ["FSC", "PEFC", "Svanen"])],
];

/** Templates and the properties each overrides (its 'differences'). */
const TEMPLATES: readonly { code: string; displayName: string; overrides: Record<string, PropertyDefinition> }[] = [
  {
    code: "hotel",
    displayName: "Hotel",
    overrides: {
      width: measurement("Width", 90, 200, 90),
      firmness: choice("Firmness", ["Medium", "Firm"], "Firm"),
      splitMattress: choice("Split mattress", ["No", "Yes"], "Yes"),
    },
  },
  {
    code: "contract",
    displayName: "Contract",
    overrides: { fabric: choice("Fabric", ["Charcoal", "Ivory"]), legHeight: measurement("Leg height", 15, 15, 15) },
  },
  {
    code: "shop-in-shop",
    displayName: "Shop in shop",
    overrides: {
      bedModel: choice(
        "Bed Model",
        BED_MODELS.slice(0, 4).map((m) => m.name),
      ),
    },
  },
  {
    code: "export",
    displayName: "Export (inches)",
    overrides: {
      width: measurement("Width", 38, 76, 60, "in"),
      length: measurement("Length", 75, 84, 80, "in"),
      ecoLabel: choice("Eco-label", ["FSC", "PEFC"]),
    },
  },
];

const PROPERTY_COLUMNS = {
  display_name: "text",
  data_type: "text",
  options: "jsonb",
  unit: "text",
  min_value: "float8",
  max_value: "float8",
  default_value: "text",
};

function propertyColumns(p: PropertyDefinition): Record<string, unknown> {
  return {
    display_name: p.displayName,
    data_type: p.dataType,
    options: (p.options ?? []).map((o) => ({ code: slugify(o) || o, displayName: o })),
    unit: p.unit ?? null,
    min_value: p.minValue ?? null,
    max_value: p.maxValue ?? null,
    default_value: p.dataType === "choice" ? slugify(p.defaultValue) || p.defaultValue : p.defaultValue,
  };
}

/** Tax codes of spec part 1, section 3: code and rate. */
const TAX_CODES: readonly [number, number][] = [
  [1, 25],
  [2, 0],
  [3, 0],
  [4, 0],
  [5, 6],
];

export async function seedOrderForm(ctx: SeedContext): Promise<void> {
  const propertyIds = await bulkInsert(
    ctx.db,
    "order_form_properties",
    { code: "text", sort_order: "integer", ...PROPERTY_COLUMNS },
    PROPERTIES.map(([code, p], i) => ({ code, sort_order: i, ...propertyColumns(p) })),
    { returning: true },
  );
  const templateIds = await bulkInsert(
    ctx.db,
    "order_form_templates",
    { code: "text", display_name: "text" },
    TEMPLATES.map((t) => ({ code: t.code, display_name: t.displayName })),
    {
      returning: true,
    },
  );
  const byCode = new Map(PROPERTIES.map(([code], i) => [code, propertyIds[i]!]));
  await bulkInsert(
    ctx.db,
    "order_form_template_properties",
    { template_id: "bigint", property_id: "bigint", ...PROPERTY_COLUMNS },
    TEMPLATES.flatMap((t, i) =>
      Object.entries(t.overrides).map(([code, p]) => ({
        template_id: templateIds[i],
        property_id: byCode.get(code),
        ...propertyColumns(p),
      })),
    ),
  );
}

/** Partner quotes in every status, each with order lines in its payload; a few deleted. */
export async function seedQuotes(ctx: SeedContext, random: Random, locations: readonly LocationInfo[], count: number): Promise<void> {
  const partners = locations.filter((l) => l.type !== null);
  if (partners.length === 0) return;
  const ref = ctx.referenceDate.getTime();
  const rows = Array.from({ length: count }, (_, i) => {
    const location = random.pick(partners);
    const pool = ctx.people(location.countryCode);
    const created = new Date(ref - random.int(0, 365) * DAY_MS - random.int(0, DAY_MS - 1));
    const ageDays = (ref - created.getTime()) / DAY_MS;
    const status: QuoteStatus =
      ageDays < 14
        ? random.weighted([
            ["new", 60],
            ["waiting", 30],
            ["ordered", 10],
          ] as const)
        : random.weighted([
            ["new", 10],
            ["waiting", 25],
            ["ordered", 65],
          ] as const);
    const customer = random.chance(0.7) ? `${random.pick(pool.firstNames)} ${random.pick(pool.lastNames)}` : random.pick(pool.companies);
    const [taxCode, taxRate] = location.countryCode === "SE" ? TAX_CODES[0]! : random.pick(TAX_CODES.slice(2, 4));
    const lines = Array.from({ length: random.int(1, 3) }, (_, k) => {
      const model = random.pick(BED_MODELS);
      const width = random.pick([90, 105, 120, 140, 160, 180, 200]);
      return {
        lineNumber: k + 1,
        productCode: `${model.code}-${width}`,
        description: `${model.name} ${width} cm`,
        quantity: random.weighted([
          [1, 85],
          [2, 15],
        ] as const),
        unit: "PCE",
        unitPrice: random.int(40, 600) * 500,
        properties: [
          // Measurements as numbers, choices as option codes (as the order form defines them).
          { code: "bedModel", displayName: "Bed Model", value: slugify(model.name) },
          { code: "width", displayName: "Width", value: String(width) },
          { code: "length", displayName: "Length", value: String(random.pick([200, 210, 220])) },
          { code: "firmness", displayName: "Firmness", value: random.pick(["soft", "medium", "firm"]) },
          { code: "fabric", displayName: "Fabric", value: slugify(random.pick(model.colors)) },
          { code: "topMattress", displayName: "Top mattress", value: slugify(random.pick(TOP_MATTRESSES)) },
        ],
      };
    });
    const street = ctx.people(location.countryCode).streets;
    return {
      status,
      customer_name1: customer,
      customer_country: location.countryCode,
      location_id: location.id,
      payload: {
        reference: `Q${created.getUTCFullYear()}-${String(i + 1).padStart(5, "0")}`,
        customerName2: random.chance(0.3) ? `c/o ${random.pick(pool.lastNames)}` : null,
        customerStreet: `${random.pick(street)} ${random.int(1, 90)}`,
        customerZipCode: location.zip?.zipCode ?? null,
        customerCity: location.city,
        customerEmail: random.chance(0.8) ? `${slugify(customer).replace(/-/g, ".")}@example.com` : null,
        customerTelephone: random.chance(0.7) ? random.digits(pool.phone) : null,
        deliveryDate: new Date(created.getTime() + random.int(6, 14) * 7 * DAY_MS).toISOString().slice(0, 10),
        currency:
          ({ SE: "SEK", NO: "NOK", DK: "DKK", GB: "GBP", US: "USD", CH: "CHF" } as Record<string, string>)[location.countryCode] ?? "EUR",
        totalAmount: lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0),
        taxCode,
        taxRate,
        ecoLabel: random.pick(["FSC", "PEFC", "Svanen"]),
        lines,
      },
      created_time: created,
      updated_at: created,
      deleted_at: random.chance(0.03) ? new Date(Math.min(ref, created.getTime() + random.int(1, 30) * DAY_MS)) : null,
    };
  }).sort((a, b) => a.created_time.getTime() - b.created_time.getTime());
  await bulkInsert(
    ctx.db,
    "quotes",
    {
      status: "text",
      customer_name1: "text",
      customer_country: "text",
      location_id: "bigint",
      payload: "jsonb",
      created_time: "timestamptz",
      updated_at: "timestamptz",
      deleted_at: "timestamptz",
    },
    rows,
  );
}
