import { describe, expect, it } from "vitest";
import { catalogRequestMail, formatTime, mailLanguageFor, PRODUCT_LABELS, type CatalogMailOrder } from "./catalog-mail.ts";

const order: CatalogMailOrder = {
  id: 4711,
  firstname: "Anna",
  lastname: "Öberg",
  email: "anna@example.test",
  phone: "+46 70 123 45 67",
  street: "Storgatan 1",
  apartmentNumber: "lgh 1102",
  region: "Skåne",
  city: "Malmö",
  zipCode: "211 22",
  country: "SE",
  countryName: "Sverige",
  offers: ["nightcap", "dreamcatcher"],
  createdDate: new Date("2026-01-02T12:45:00Z"),
};

describe("catalog request mail", () => {
  it("writes Swedish to stores in Sweden and English elsewhere", () => {
    expect(mailLanguageFor("SE")).toBe("sv");
    expect(mailLanguageFor("NL")).toBe("en");
    expect(mailLanguageFor(null)).toBe("en");
  });

  it("tells a Swedish store who, where, what and why", () => {
    const mail = catalogRequestMail(order, "Malmö Sängcenter", "zipCode", "sv");
    expect(mail.subject).toBe("Katalogbeställning #4711 från Anna Öberg, 211 22 Malmö");
    expect(mail.replyTo).toBe("anna@example.test");
    expect(mail.text).toContain("Hej Malmö Sängcenter,");
    expect(mail.text).toContain("  Namn: Anna Öberg\n  E-post: anna@example.test\n  Telefon: +46 70 123 45 67");
    expect(mail.text).toContain("Skicka till:\n  Anna Öberg\n  Storgatan 1, lgh 1102\n  211 22 Malmö\n  Skåne\n  Sverige");
    expect(mail.text).toContain("  - Nattmössa\n  - Drömfångare");
    expect(mail.text).toContain("Beställning #4711, inkommen 2026-01-02 13:45 (svensk tid).");
    expect(mail.text).toContain("postnummer 211 22");
    expect(mail.html).toContain("<li>Nattmössa</li>");
  });

  it("writes English with the reason of each match type", () => {
    const reasons = {
      zipCode: "handles zip code 211 22",
      region2: "handles the customer's region",
      country: "handles catalog requests from Sverige",
      fallback: "catalog address for Sverige",
      manual: "our staff chose your store",
    } as const;
    for (const [matchType, reason] of Object.entries(reasons)) {
      const mail = catalogRequestMail(order, null, matchType as keyof typeof reasons, "en");
      expect(mail.text, matchType).toContain(reason);
      expect(mail.text.startsWith("Hello,\n")).toBe(true);
    }
    expect(catalogRequestMail(order, "Store", "zipCode", "en").text).toContain("  - Night cap\n  - Dreamcatcher");
  });

  it("says when only the catalog was ordered and leaves out what the customer did not give", () => {
    const mail = catalogRequestMail(
      { ...order, offers: [], email: null, phone: null, firstname: null, apartmentNumber: null, region: null },
      "Store",
      "manual",
      "en",
    );
    expect(mail.subject).toBe("Catalog request #4711 from Öberg, 211 22 Malmö");
    expect(mail.text).toContain("No products, only the catalog.");
    expect(mail.text).not.toContain("E-mail:");
    expect(mail.text).not.toContain("Reply to this e-mail");
    expect(mail.replyTo).toBeNull();
    expect(mail.text).toContain("Send to:\n  Öberg\n  Storgatan 1\n  211 22 Malmö\n  Sverige\n");
  });

  it("escapes the customer's text in HTML and keeps line breaks out of the subject", () => {
    const mail = catalogRequestMail({ ...order, firstname: "<b>Eve</b>", lastname: "X\r\nBcc: all@x.test" }, "Store", "country", "en");
    expect(mail.html).toContain("&lt;b&gt;Eve&lt;/b&gt;");
    expect(mail.html).not.toContain("<b>Eve</b>");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("has both languages for every orderable product", () => {
    expect(Object.keys(PRODUCT_LABELS)).toHaveLength(13);
    for (const labels of Object.values(PRODUCT_LABELS)) expect(labels.sv && labels.en).toBeTruthy();
    expect(formatTime(new Date("2026-07-01T22:30:00Z"))).toBe("2026-07-02 00:30");
  });
});
