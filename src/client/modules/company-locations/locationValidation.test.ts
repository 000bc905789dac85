import { describe, expect, it } from "vitest";
import { draftFromLocation, emptyLocationDraft, type LocationDraft } from "./locationDraft.ts";
import { AMSTERDAM } from "./locationFixtures.ts";
import { locationErrorLines, validateLocation } from "./locationValidation.ts";

// Echoes keys and values, so the lines show which texts they are made of.
const t = (key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const valid = () => draftFromLocation(AMSTERDAM);
const kindsOf = (draft: LocationDraft) => validateLocation(draft).map((e) => [e.field, e.kind, e.tab]);

describe("the location form's checks", () => {
  it("finds nothing wrong with a stored location", () => {
    expect(validateLocation(valid())).toEqual([]);
  });

  it("needs a name; a new location's manager needs the e-mail", () => {
    expect(kindsOf({ ...emptyLocationDraft("NL"), createManager: true })).toEqual([
      ["name", "required", "information"],
      ["email", "required", "information"],
    ]);
  });

  it("takes website and Instagram only starting with http:// or https://", () => {
    expect(kindsOf({ ...valid(), website: "www.example.com", instagramUrl: "instagram.com/x" })).toEqual([
      ["website", "website", "information"],
      ["instagramUrl", "instagram", "information"],
    ]);
    expect(validateLocation({ ...valid(), website: "http://example.com", instagramUrl: "" })).toEqual([]);
  });

  it("needs both coordinates as numbers within their bounds", () => {
    const address = valid().address;
    expect(kindsOf({ ...valid(), address: { ...address, latitude: "91" } })).toEqual([["address.latitude", "coordinates", "address"]]);
    // The missing one is marked.
    expect(kindsOf({ ...valid(), address: { ...address, latitude: "" } })).toEqual([["address.latitude", "coordinates", "address"]]);
    expect(validateLocation({ ...valid(), address: { ...address, latitude: "", longitude: "" } })).toEqual([]);
    expect(validateLocation({ ...valid(), address: { ...address, latitude: "52,1", longitude: "-4.5" } })).toEqual([]);
  });

  it("checks the weekly hours, every time schema's hours and name, and the deviations", () => {
    const draft = valid();
    draft.weeklyOpeningHours = { ...draft.weeklyOpeningHours, monday: [{ opening: "18:00", closing: "10:00" }] };
    draft.timeSchemas = [
      draft.timeSchemas[0]!,
      { ...draft.timeSchemas[1]!, name: "regular", openingHours: { ...draft.weeklyOpeningHours } },
    ];
    draft.deviations = [{ date: "2026-13-01", opening: "", closing: "" }];
    // Both schemas named alike are marked: either may be the one to rename.
    expect(kindsOf(draft)).toEqual([
      ["timeSchemas.0.name", "timeSchemaName", "openingHours"],
      ["timeSchemas.1.name", "timeSchemaName", "openingHours"],
      ["weeklyOpeningHours", "openingHours", "openingHours"],
      ["timeSchemas.1", "openingHours", "openingHours"],
      ["deviations.0", "deviations", "deviations"],
    ]);
  });

  it("summarises one line per kind listing the fields, the spec's own messages for the links", () => {
    const draft = {
      ...emptyLocationDraft("NL"),
      website: "example.com",
      instagramUrl: "insta",
      deviations: [{ date: "x", opening: "", closing: "" }],
    };
    draft.address = { ...draft.address, latitude: "north" };
    expect(locationErrorLines(validateLocation(draft), t)).toEqual([
      'companyLocations.form.kinds.required {"fields":"companyLocations.fields.name"}',
      "companyLocations.form.websiteFormat",
      "companyLocations.form.instagramFormat",
      'companyLocations.form.kinds.coordinates {"fields":"companyLocations.fields.latitude, companyLocations.fields.longitude"}',
      'companyLocations.form.kinds.deviations {"fields":"companyLocations.form.deviationNamed {\\"name\\":\\"x\\"}"}',
    ]);
  });
});
