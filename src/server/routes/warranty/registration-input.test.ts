import { describe, expect, it } from "vitest";
import type { ProductCatalog } from "../products/product-store.ts";
import { checkRegistration, type RegistrationInput } from "./registration-input.ts";

const catalog: ProductCatalog = {
  models: new Map([
    [
      "Aurora",
      {
        id: 1,
        colors: new Map([
          ["Charcoal", 11],
          ["Blue check", 12],
        ]),
      },
    ],
    ["Eira", { id: 2, colors: new Map([["Natural linen", 21]]) }],
  ]),
  topMattresses: new Map([["Wool top", 31]]),
};
// 15 June 2026 (UTC): this year's months up to June are in the past.
const today = new Date("2026-06-15T12:00:00Z");

const input = (over: Partial<RegistrationInput> = {}): RegistrationInput => ({
  bedModel: "Aurora",
  bedColor: "Charcoal",
  bedTopMattressModel: "Wool top",
  bedId: " AUR-1 ",
  purchasedMonth: 3,
  purchasedYear: 2020,
  careReminders: false,
  ...over,
});
const fieldsOf = (over: Partial<RegistrationInput>) => {
  const checked = checkRegistration(input(over), catalog, today);
  return checked.ok ? {} : checked.fields;
};

describe("checkRegistration", () => {
  it("answers the columns of a valid registration, the bed id trimmed", () => {
    expect(checkRegistration(input(), catalog, today)).toEqual({
      ok: true,
      values: {
        bed_model_id: 1,
        bed_color_id: 11,
        top_mattress_id: 31,
        bed_id: "AUR-1",
        purchased_month: 3,
        purchased_year: 2020,
        care_reminders: false,
      },
    });
    const plain = checkRegistration(input({ bedTopMattressModel: null, careReminders: true }), catalog, today);
    expect(plain).toMatchObject({ ok: true, values: { top_mattress_id: null, care_reminders: true } });
    expect(checkRegistration(input({ bedTopMattressModel: "  " }), catalog, today)).toMatchObject({ values: { top_mattress_id: null } });
  });

  it("needs a known bed model and a colour of that model", () => {
    expect(fieldsOf({ bedModel: "Nonesuch" })).toEqual({ bedModel: "is not a bed model" });
    expect(fieldsOf({ bedModel: " " })).toEqual({ bedModel: "is required" });
    expect(fieldsOf({ bedColor: "Natural linen" })).toEqual({ bedColor: "is not a colour of Aurora" });
    expect(fieldsOf({ bedColor: null })).toEqual({ bedColor: "is required" });
    expect(fieldsOf({ bedColor: undefined })).toEqual({ bedColor: "is required" });
    // An unknown model's colour cannot be judged: only the model is named.
    expect(fieldsOf({ bedModel: "Nonesuch", bedColor: "Charcoal" })).toEqual({ bedModel: "is not a bed model" });
    expect(fieldsOf({ bedModel: "Eira", bedColor: "Natural linen" })).toEqual({});
  });

  it("needs a known top mattress when one is named, and a bed id", () => {
    expect(fieldsOf({ bedTopMattressModel: "Feather top" })).toEqual({ bedTopMattressModel: "is not a top mattress model" });
    expect(fieldsOf({ bedId: "   " })).toEqual({ bedId: "is required" });
  });

  it("takes purchase years from 1993 to this year and months 1-12, never a month still to come", () => {
    expect(fieldsOf({ purchasedYear: 1993, purchasedMonth: 1 })).toEqual({});
    expect(fieldsOf({ purchasedYear: 2026, purchasedMonth: 6 })).toEqual({});
    expect(fieldsOf({ purchasedYear: 1992 })).toEqual({ purchasedYear: "must be a year from 1993 to 2026" });
    expect(fieldsOf({ purchasedYear: 2027 })).toEqual({ purchasedYear: "must be a year from 1993 to 2026" });
    expect(fieldsOf({ purchasedYear: 2020.5 })).toEqual({ purchasedYear: "must be a year from 1993 to 2026" });
    expect(fieldsOf({ purchasedMonth: 0 })).toEqual({ purchasedMonth: "must be a month from 1 to 12" });
    expect(fieldsOf({ purchasedMonth: 13 })).toEqual({ purchasedMonth: "must be a month from 1 to 12" });
    expect(fieldsOf({ purchasedYear: 2026, purchasedMonth: 7 })).toEqual({ purchasedMonth: "must not lie in the future" });
    // December of last year is in the past on the first of January (UTC).
    expect(checkRegistration(input({ purchasedYear: 2025, purchasedMonth: 12 }), catalog, new Date("2026-01-01T00:00:00Z")).ok).toBe(true);
  });

  it("names every failing field at once", () => {
    expect(
      Object.keys(fieldsOf({ bedColor: "Ivory", bedTopMattressModel: "x", bedId: "", purchasedYear: 1900, purchasedMonth: 13 })).sort(),
    ).toEqual(["bedColor", "bedId", "bedTopMattressModel", "purchasedMonth", "purchasedYear"]);
  });
});
