import { describe, expect, it } from "vitest";
import { AMSTERDAM_PAGE, SITES } from "./partnerPageFixtures.ts";
import {
  draftFromPage,
  newPageDraft,
  sitesWithoutVersion,
  toPartnerPageInput,
  withLocation,
  withoutLocation,
  withVersion,
  withVersionName,
  withoutVersion,
} from "./partnerPageDraft.ts";
import { partnerPageErrorLines, validatePartnerPage } from "./partnerPageValidation.ts";

const t = (key: string, values?: Record<string, string>) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe("the partner page draft", () => {
  it("a new page is named after its location and used by it", () => {
    expect(newPageDraft({ id: 2, name: "Slaapstudio Utrecht" })).toEqual({
      id: null,
      updatedAt: null,
      name: "Slaapstudio Utrecht",
      hostname: "",
      versions: [],
      locations: [{ id: 2, name: "Slaapstudio Utrecht" }],
    });
  });

  it("offers versions for sites other than the default language 'en' and those that have one", () => {
    const draft = draftFromPage(AMSTERDAM_PAGE);
    expect(sitesWithoutVersion(SITES, draft).map((s) => s.languageCode)).toEqual(["sv", "de"]);
    const withSwedish = withVersion(draft, SITES[0]!);
    expect(withSwedish.versions.at(-1)).toEqual({ siteId: 1, siteName: "Sverige", name: "Vividus Amsterdam" });
    expect(sitesWithoutVersion(SITES, withSwedish).map((s) => s.languageCode)).toEqual(["de"]);
    expect(sitesWithoutVersion(SITES, withoutVersion(withSwedish, 2)).map((s) => s.languageCode)).toEqual(["nl", "de"]);
  });

  it("sends the page with lower-case host name, versions by site id and its locations", () => {
    let draft = withVersionName(draftFromPage(AMSTERDAM_PAGE), 2, " Vividus A'dam ");
    draft = withLocation({ ...draft, hostname: " Amsterdam.Vividus.Example " }, { id: 3, name: "Droomhuis Rotterdam" });
    expect(toPartnerPageInput(draft)).toEqual({
      id: 7,
      updatedAt: AMSTERDAM_PAGE.updatedAt,
      name: "Vividus Amsterdam",
      hostname: "amsterdam.vividus.example",
      versions: [{ site: { id: 2 }, name: "Vividus A'dam" }],
      locations: [{ id: 1 }, { id: 3 }],
    });
    expect(withoutLocation(draft, 3).locations).toEqual([{ id: 1, name: "Vividus Store Amsterdam" }]);
    // A new page has no id and no token to send.
    expect(toPartnerPageInput(newPageDraft({ id: 2, name: "X" }))).not.toHaveProperty("id");
  });

  it("lists the form's problems per kind, as the location form does", () => {
    const draft = { ...withVersionName(draftFromPage(AMSTERDAM_PAGE), 2, " "), name: "", hostname: "not a host" };
    const errors = validatePartnerPage(draft);
    expect(errors.map((e) => [e.field, e.kind, e.tab])).toEqual([
      ["name", "required", "information"],
      ["hostname", "hostname", "information"],
      ["versions.0", "required", "versions"],
    ]);
    expect(partnerPageErrorLines(errors, t)).toEqual([
      'partnerPages.form.kinds.required {"fields":"partnerPages.fields.name, partnerPages.fields.versionOf {\\"site\\":\\"Nederland\\"}"}',
      'partnerPages.form.kinds.hostname {"fields":"partnerPages.fields.hostname"}',
    ]);
    expect(validatePartnerPage(draftFromPage(AMSTERDAM_PAGE))).toEqual([]);
  });
});
