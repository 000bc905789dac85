/**
 * The e-mail that hands a catalog request to a store (or to a country's fallback address):
 * who the customer is, where the catalog goes, which products they asked for, and why this
 * store got it. Swedish for stores in Sweden, English elsewhere. Pure: the caller sends it.
 */

export type MailLanguage = "sv" | "en";
export type CatalogMailMatchType = "zipCode" | "region1" | "region2" | "region3" | "country" | "fallback" | "manual";

export interface CatalogMailOrder {
  id: number;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  phone: string | null;
  street: string | null;
  apartmentNumber: string | null;
  region: string | null;
  city: string | null;
  zipCode: string | null;
  country: string | null;
  /** The country's name in the mail's language, when known. */
  countryName: string | null;
  offers: readonly string[];
  createdDate: Date;
}

export interface CatalogMail {
  subject: string;
  text: string;
  html: string;
  /** The customer's address, so that a reply reaches them. */
  replyTo: string | null;
}

export const MAIL_TIME_ZONE = "Europe/Stockholm";

/** Labels of the orderable products (spec part 1 section 3) in both languages. */
export const PRODUCT_LABELS: Record<string, Record<MailLanguage, string>> = {
  nightcap: { en: "Night cap", sv: "Nattmössa" },
  vase: { en: "Vase", sv: "Vas" },
  bedlegs: { en: "Bed legs", sv: "Sängben" },
  "baby-mobile": { en: "Baby mobile", sv: "Babymobil" },
  "linen-press": { en: "Linen press", sv: "Linneskåp" },
  "eyeglass-case": { en: "Eyeglass case", sv: "Glasögonfodral" },
  nightstand: { en: "Nightstand", sv: "Sängbord" },
  bedtray: { en: "Bed tray", sv: "Sängbricka" },
  "lamp-shade": { en: "Lamp shade", sv: "Lampskärm" },
  sleepmask: { en: "Sleep mask", sv: "Sovmask" },
  "wake-up-alarm": { en: "Wake-up alarm", sv: "Väckarklocka" },
  slippers: { en: "Slippers", sv: "Tofflor" },
  dreamcatcher: { en: "Dreamcatcher", sv: "Drömfångare" },
};

const TEXTS = {
  en: {
    subject: (id: number, who: string, where: string) => `Catalog request #${id}${who ? ` from ${who}` : ""}${where ? `, ${where}` : ""}`,
    greeting: (name: string | null) => (name ? `Hello ${name},` : "Hello,"),
    intro: "A customer has asked for our catalog. Please send the catalog, with the products listed below, to the address below.",
    customer: "Customer",
    name: "Name",
    email: "E-mail",
    phone: "Phone",
    address: "Send to",
    products: "Products ordered with the catalog",
    noProducts: "No products, only the catalog.",
    received: (id: number, at: string) => `Request #${id}, received ${at} (Swedish time).`,
    replyHint: "Reply to this e-mail to reach the customer.",
    why: {
      zipCode: (zip: string) => `You receive this request because your store handles zip code ${zip}.`,
      region: "You receive this request because your store handles the customer's region.",
      country: (country: string) => `You receive this request because your store handles catalog requests from ${country}.`,
      fallback: (country: string) =>
        `You receive this request because this is the catalog address for ${country} and no store handles the customer's area.`,
      manual: "You receive this request because our staff chose your store for it.",
    },
  },
  sv: {
    subject: (id: number, who: string, where: string) =>
      `Katalogbeställning #${id}${who ? ` från ${who}` : ""}${where ? `, ${where}` : ""}`,
    greeting: (name: string | null) => (name ? `Hej ${name},` : "Hej,"),
    intro: "En kund har beställt vår katalog. Skicka katalogen, med produkterna nedan, till adressen nedan.",
    customer: "Kund",
    name: "Namn",
    email: "E-post",
    phone: "Telefon",
    address: "Skicka till",
    products: "Produkter beställda med katalogen",
    noProducts: "Inga produkter, bara katalogen.",
    received: (id: number, at: string) => `Beställning #${id}, inkommen ${at} (svensk tid).`,
    replyHint: "Svara på det här mejlet för att nå kunden.",
    why: {
      zipCode: (zip: string) => `Ni får beställningen eftersom er butik har postnummer ${zip}.`,
      region: "Ni får beställningen eftersom er butik har kundens region.",
      country: (country: string) => `Ni får beställningen eftersom er butik tar emot katalogbeställningar från ${country}.`,
      fallback: (country: string) =>
        `Ni får beställningen eftersom detta är katalogadressen för ${country} och ingen butik har kundens område.`,
      manual: "Ni får beställningen eftersom vår personal valde er butik för den.",
    },
  },
} as const;

/** Swedish for Sweden, English for every other country. */
export function mailLanguageFor(countryCode: string | null | undefined): MailLanguage {
  return countryCode === "SE" ? "sv" : "en";
}

/** The mail for one catalog request to one recipient (a store's name, or null for a fallback address). */
export function catalogRequestMail(
  order: CatalogMailOrder,
  recipientName: string | null,
  matchType: CatalogMailMatchType,
  language: MailLanguage,
): CatalogMail {
  const t = TEXTS[language];
  const who = fullName(order);
  const where = [order.zipCode, order.city].filter(Boolean).join(" ");
  const country = order.countryName ?? order.country ?? "";
  const customer: Array<[string, string]> = [
    [t.name, who],
    [t.email, order.email ?? ""],
    [t.phone, order.phone ?? ""],
  ].filter(([, value]) => value) as Array<[string, string]>;
  const address = addressLines(order);
  const products = order.offers.map((code) => PRODUCT_LABELS[code]?.[language] ?? code);
  const why =
    matchType === "zipCode"
      ? t.why.zipCode(order.zipCode ?? "")
      : matchType.startsWith("region")
        ? t.why.region
        : matchType === "country"
          ? t.why.country(country)
          : matchType === "fallback"
            ? t.why.fallback(country)
            : t.why.manual;
  const footer = [t.received(order.id, formatTime(order.createdDate)), why, ...(order.email ? [t.replyHint] : [])];

  const text = [
    t.greeting(recipientName),
    "",
    t.intro,
    "",
    `${t.customer}:`,
    ...customer.map(([label, value]) => `  ${label}: ${value}`),
    "",
    `${t.address}:`,
    ...address.map((line) => `  ${line}`),
    "",
    `${t.products}:`,
    ...(products.length > 0 ? products.map((p) => `  - ${p}`) : [`  ${t.noProducts}`]),
    "",
    ...footer,
    "",
  ].join("\n");

  const html = [
    `<p>${escapeHtml(t.greeting(recipientName))}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    `<h3>${escapeHtml(t.customer)}</h3>`,
    `<table>${customer.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>`,
    `<h3>${escapeHtml(t.address)}</h3>`,
    `<p>${address.map(escapeHtml).join("<br>")}</p>`,
    `<h3>${escapeHtml(t.products)}</h3>`,
    products.length > 0 ? `<ul>${products.map((p) => `<li>${escapeHtml(p)}</li>`).join("")}</ul>` : `<p>${escapeHtml(t.noProducts)}</p>`,
    `<p><small>${footer.map(escapeHtml).join("<br>")}</small></p>`,
  ].join("\n");

  return { subject: oneLine(t.subject(order.id, who, where)), text, html, replyTo: order.email };
}

function fullName(order: Pick<CatalogMailOrder, "firstname" | "lastname">): string {
  return [order.firstname, order.lastname].filter((part) => part && part.trim()).join(" ");
}

/** Postal lines: name, street (with apartment), zip code and city, region, country. */
function addressLines(order: CatalogMailOrder): string[] {
  const street = [order.street, order.apartmentNumber].filter(Boolean).join(", ");
  return [
    fullName(order),
    street,
    [order.zipCode, order.city].filter(Boolean).join(" "),
    order.region ?? "",
    order.countryName ?? order.country ?? "",
  ].filter((line) => line.trim() !== "");
}

const TIME_FORMAT = new Intl.DateTimeFormat("sv-SE", {
  timeZone: MAIL_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** 2026-01-02 13:45 in Swedish time (the spec's date form). */
export function formatTime(date: Date): string {
  return TIME_FORMAT.format(date);
}

// A header must not carry line breaks (they would start new headers).
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, " ");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
