import { describe, expect, it } from "vitest";
import { localiseErrorBody, requestLanguage, toSwedish } from "./localise.ts";

describe("requestLanguage", () => {
  it.each([
    [undefined, "en"],
    ["", "en"],
    ["sv", "sv"],
    ["sv-SE", "sv"],
    ["SV-se,en;q=0.5", "sv"],
    ["en", "en"],
    ["en-GB,sv;q=0.9", "en"],
    ["de-DE,sv;q=0.8,en;q=0.7", "sv"],
    ["de-DE,fr;q=0.8", "en"],
    ["sv;q=0,en;q=0.1", "en"],
    ["sv;q=abc", "en"],
    ["*", "en"],
    [["sv-SE", "en;q=0.2"], "sv"],
  ] as const)("%j → %s", (header, language) => {
    expect(requestLanguage(header as string | string[] | undefined)).toBe(language);
  });
});

describe("toSwedish", () => {
  it("translates an exact text", () => {
    expect(toSwedish("This bed id is already registered.")).toBe("Det här säng-id:t är redan registrerat.");
    expect(toSwedish("is required")).toBe("krävs");
  });

  it("fills a template with the parts of the English text, translating a part that is an entry itself", () => {
    expect(toSwedish("Contact not found.")).toBe("Kontakten hittades inte.");
    expect(toSwedish("Catalog request 12, 13 not found.")).toBe("Katalogförfrågan 12, 13 hittades inte.");
    expect(toSwedish("Zip code 126 86 exists in SE, FI: name the country.")).toBe("Postnumret 126 86 finns i SE, FI: ange landet.");
    expect(toSwedish("Invalid request body: firstname, email.")).toBe("Ogiltig begäran: firstname, email.");
    expect(toSwedish("Invalid querystring: count.")).toBe("Ogiltig frågesträng: count.");
    expect(toSwedish("Too many failed logins from your address. Try again in 15 minutes.")).toBe(
      "För många misslyckade inloggningar från din adress. Försök igen om 15 minuter.",
    );
    expect(toSwedish("Too many failed logins for this account. Try again in a minute.")).toMatch(/Försök igen om en minut\.$/);
  });

  it("keeps parts that are data as they were, whatever they hold", () => {
    expect(toSwedish("Cannot sort by 'a{0}.*$'.")).toBe("Kan inte sortera på 'a{0}.*$'.");
    expect(toSwedish("must NOT have more than 200 characters")).toBe("får inte ha fler än 200 tecken");
  });

  it("prefers the most specific template", () => {
    expect(toSwedish("must be <= 12")).toBe("måste vara <= 12");
    expect(toSwedish("must be an ISO 3166-1 alpha-2 code such as SE")).toBe("måste vara en ISO 3166-1 alpha-2-kod som SE");
  });

  it("has nothing for a text the catalogue lacks", () => {
    expect(toSwedish("Something nobody wrote.")).toBeUndefined();
  });
});

describe("localiseErrorBody", () => {
  const body = {
    error: { code: "VALIDATION", message: "Invalid contact: email.", fields: { email: "must be an e-mail address", odd: "unheard of" } },
  };

  it("leaves English answers as they are", () => {
    expect(localiseErrorBody(body, "en")).toBe(body);
  });

  it("translates the message and each field's text, keeps the code and what it cannot translate", () => {
    expect(localiseErrorBody(body, "sv")).toEqual({
      error: { code: "VALIDATION", message: "Ogiltig kontakt: email.", fields: { email: "måste vara en e-postadress", odd: "unheard of" } },
    });
  });

  it("keeps the operation id of a 501", () => {
    const notBuilt = { error: { code: "NOT_IMPLEMENTED", message: "listVideos is not built yet.", operationId: "listVideos" } };
    expect(localiseErrorBody(notBuilt, "sv").error).toEqual({
      code: "NOT_IMPLEMENTED",
      message: "listVideos är inte byggd ännu.",
      operationId: "listVideos",
    });
  });
});
