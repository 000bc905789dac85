import type { OrderFormOverview, OrderFormProperty, Quote, QuoteDetail } from "./partnerOrderTypes.ts";

/** Quotes of the three tables (newest first), partners and customers as the demo data has them. */
export const QUOTES: Quote[] = [
  {
    id: 31,
    createdTime: "2026-11-20T09:15:00Z",
    customerName1: "Anna Lindqvist",
    customerCountry: "SE",
    status: "ordered",
    location: {
      id: 7,
      name: "Sängkompaniet Göteborg",
      address: { street: "Avenyn 1", displayAddress: "Avenyn 1, Göteborg", country: null },
    },
  },
  { id: 30, createdTime: "2026-11-18T14:02:00Z", customerName1: "Ole Hansen", customerCountry: "NO", status: "ordered", location: null },
  {
    id: 29,
    createdTime: "2026-11-02T08:40:00Z",
    customerName1: "Anna Lindqvist",
    customerCountry: "SE",
    status: "ordered",
    location: null,
  },
];

export const QUOTE_DETAIL: QuoteDetail = {
  ...QUOTES[0]!,
  reference: "PO-4711",
  customerName2: null,
  customerStreet: "Kungsgatan 12",
  customerZipCode: "411 19",
  customerCity: "Göteborg",
  customerEmail: "anna.lindqvist@example.se",
  customerTelephone: "+46 31 123 45 67",
  deliveryDate: "2026-12-15",
  currency: "SEK",
  totalAmount: 64990,
  lines: [
    {
      lineNumber: 1,
      productCode: "VIV-CONT-180",
      description: "Continental bed 180×200",
      quantity: 1,
      unit: "PCE",
      unitPrice: 59990,
      properties: [
        { code: "width", displayName: "Width", value: "180" },
        { code: "firmness", displayName: "Firmness", value: "Medium" },
      ],
    },
    { lineNumber: 2, productCode: "VIV-LEG-OAK", description: "Oak legs", quantity: 4, unit: "PCE", unitPrice: 1250, properties: [] },
  ],
};

/** The list answer for some quotes: filterable counts every quote, as the server does. */
export function quotePage(rows: Quote[] = QUOTES) {
  const count = (values: Array<string | null>) =>
    [...new Set(values)].map((property) => ({ property, name: property, count: values.filter((v) => v === property).length }));
  return {
    list: rows,
    total: rows.length,
    totalIsEstimate: false,
    nextCursor: null,
    previousCursor: null,
    filterable: { customerName1: count(QUOTES.map((q) => q.customerName1)), customerCountry: count(QUOTES.map((q) => q.customerCountry)) },
  };
}

const WIDTH: OrderFormProperty = {
  code: "width",
  displayName: "Width",
  dataType: "measurement",
  options: [],
  unit: "cm",
  minValue: 80,
  maxValue: 210,
  defaultValue: "160",
  templateCode: "default",
  isNew: false,
  updatedAt: "2026-11-01T10:00:00.000Z",
};

const FIRMNESS: OrderFormProperty = {
  code: "firmness",
  displayName: "Firmness",
  dataType: "choice",
  options: [
    { code: "soft", displayName: "Soft" },
    { code: "medium", displayName: "Medium" },
    { code: "firm", displayName: "Firm" },
  ],
  unit: null,
  minValue: null,
  maxValue: null,
  defaultValue: "medium",
  templateCode: "default",
  isNew: false,
  updatedAt: "2026-11-01T10:00:00.000Z",
};

/** Two properties, the default template and two more; the hotel template overrides firmness. */
export const OVERVIEW: OrderFormOverview = {
  properties: [WIDTH, FIRMNESS],
  templates: [
    { code: "default", displayName: "Default", differences: [] },
    { code: "hotel", displayName: "Hotel", differences: ["firmness"] },
    { code: "export", displayName: "Export", differences: [] },
  ],
};

/** The property as GET …/template/{templateCode}/property/{propertyCode} answers it. */
export function propertyAt(
  templateCode: string,
  propertyCode: string,
  overview: OrderFormOverview = OVERVIEW,
): OrderFormProperty | undefined {
  const property = overview.properties.find((p) => p.code === propertyCode);
  if (!property) return undefined;
  if (templateCode === "default") return property;
  const template = overview.templates.find((t) => t.code === templateCode);
  if (!template) return undefined;
  const overrides = template.differences.includes(propertyCode);
  // No override yet: the default, new for the template (no version to send back).
  if (!overrides) return { ...property, templateCode, isNew: true, updatedAt: null };
  // The hotel's own firmness: firmer choices only.
  return {
    ...property,
    templateCode,
    isNew: false,
    options: property.options.filter((o) => o.code !== "soft"),
    defaultValue: "firm",
    updatedAt: "2026-11-10T10:00:00.000Z",
  };
}
