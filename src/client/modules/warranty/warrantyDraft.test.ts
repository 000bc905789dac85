import { describe, expect, it } from "vitest";
import {
  chooseBedModel,
  colourOptions,
  draftFromRegistration,
  needsNewContact,
  newWarrantyDraft,
  toContactInput,
  toRegistrationInput,
} from "./warrantyDraft.ts";
import { ANNA_REF, ANNAS_BED, BED_MODELS } from "./warrantyFixtures.ts";

describe("the warranty draft", () => {
  it("starts a new registration in find mode, without a contact unless one is fixed", () => {
    expect(newWarrantyDraft()).toMatchObject({ id: null, contactMode: "find", contact: null, careReminders: false });
    expect(newWarrantyDraft(ANNA_REF).contact).toEqual(ANNA_REF);
  });

  it("reads a stored registration", () => {
    expect(draftFromRegistration(ANNAS_BED)).toMatchObject({
      id: 501,
      contact: ANNA_REF,
      bedModel: "Aurora Continental",
      bedColor: "Charcoal",
      bedTopMattressModel: "Cloud Latex",
      purchasedYear: 2024,
      purchasedMonth: 3,
      purchaseLocation: { id: 1, name: "Vividus Store Östermalm" },
      updatedAt: ANNAS_BED.updatedAt,
    });
  });

  describe("choosing a bed model", () => {
    it("clears the colour and offers the model's colours", () => {
      const before = draftFromRegistration(ANNAS_BED);
      const after = chooseBedModel(before, BED_MODELS, "Solstice Adjustable");
      expect(after.bedModel).toBe("Solstice Adjustable");
      expect(after.bedColor).toBe("");
      expect(colourOptions(BED_MODELS, after.bedModel)).toEqual(["Graphite", "Linen"]);
    });

    it("chooses the colour at once when the model has exactly one", () => {
      expect(chooseBedModel(newWarrantyDraft(), BED_MODELS, "Nordic Classic").bedColor).toBe("Birch White");
    });

    it("offers no colours without a model", () => {
      const cleared = chooseBedModel(draftFromRegistration(ANNAS_BED), BED_MODELS, "");
      expect(cleared.bedColor).toBe("");
      expect(colourOptions(BED_MODELS, "")).toEqual([]);
    });
  });

  it("sends the registration without its contact, empty choices as null and the store by id", () => {
    const draft = { ...draftFromRegistration(ANNAS_BED), bedTopMattressModel: "", bedId: "  AC-1  " };
    expect(toRegistrationInput(draft)).toEqual({
      id: 501,
      bedModel: "Aurora Continental",
      bedColor: "Charcoal",
      bedTopMattressModel: null,
      bedId: "AC-1",
      purchasedYear: 2024,
      purchasedMonth: 3,
      careReminders: true,
      purchaseLocation: { id: 1 },
      updatedAt: ANNAS_BED.updatedAt,
    });
  });

  it("sends a new contact's empty fields as null and its e-mail as the primary", () => {
    expect(toContactInput({ firstname: " Erik ", lastname: "Berg", email: "erik@example.se", telephone: "", mobilePhone: "" })).toEqual({
      firstname: "Erik",
      lastname: "Berg",
      primaryEmail: { value: "erik@example.se" },
      alternativeEmails: [],
      telephone: null,
      mobilePhone: null,
    });
    expect(toContactInput({ firstname: "", lastname: "Berg", email: "", telephone: "", mobilePhone: "" }).primaryEmail).toBeNull();
  });

  it("creates a contact only for a new registration in create mode", () => {
    expect(needsNewContact({ ...newWarrantyDraft(), contactMode: "create" })).toBe(true);
    expect(needsNewContact(newWarrantyDraft())).toBe(false);
    expect(needsNewContact({ ...draftFromRegistration(ANNAS_BED), contactMode: "create" })).toBe(false);
  });
});
