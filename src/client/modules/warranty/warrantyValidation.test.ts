import { describe, expect, it } from "vitest";
import { newWarrantyDraft, type WarrantyDraft } from "./warrantyDraft.ts";
import { ANNA_REF, BED_MODELS } from "./warrantyFixtures.ts";
import { validateWarranty } from "./warrantyValidation.ts";

const TODAY = new Date(2026, 5, 15); // June 2026
const COMPLETE: WarrantyDraft = {
  ...newWarrantyDraft(ANNA_REF),
  bedModel: "Nordic Classic",
  bedColor: "Birch White",
  bedId: "NC-1",
  purchasedYear: 2025,
  purchasedMonth: 11,
};
const kinds = (draft: WarrantyDraft) => validateWarranty(draft, BED_MODELS, TODAY).map((e) => `${e.field}:${e.kind}`);

describe("the warranty form's checks", () => {
  it("accept a complete registration", () => {
    expect(kinds(COMPLETE)).toEqual([]);
  });

  it("say 'no contact selected' in find mode without a contact", () => {
    expect(kinds({ ...COMPLETE, contact: null })).toEqual(["contact:noContact"]);
  });

  it("want a name and a well-formed e-mail for a new contact instead", () => {
    const create = { ...COMPLETE, contact: null, contactMode: "create" as const };
    expect(kinds(create)).toEqual(["newContact.lastname:required"]);
    expect(kinds({ ...create, newContact: { ...create.newContact, firstname: "Erik", email: "erik@" } })).toEqual([
      "newContact.email:emailInvalid",
    ]);
    expect(kinds({ ...create, newContact: { ...create.newContact, lastname: "Berg", email: "erik@example.se" } })).toEqual([]);
  });

  it("want a bed model, one of its colours, a bed id, a year and a month", () => {
    expect(kinds({ ...COMPLETE, bedModel: "", bedColor: "", bedId: " ", purchasedYear: null, purchasedMonth: null })).toEqual([
      "bedModel:required",
      "bedId:required",
      "purchasedYear:required",
      "purchasedMonth:required",
    ]);
    expect(kinds({ ...COMPLETE, bedColor: "" })).toEqual(["bedColor:required"]);
    expect(kinds({ ...COMPLETE, bedColor: "Graphite" })).toEqual(["bedColor:colorOfModel"]);
  });

  it("refuse a purchase month after this month", () => {
    expect(kinds({ ...COMPLETE, purchasedYear: 2026, purchasedMonth: 7 })).toEqual(["purchasedMonth:future"]);
    expect(kinds({ ...COMPLETE, purchasedYear: 2026, purchasedMonth: 6 })).toEqual([]);
  });
});
