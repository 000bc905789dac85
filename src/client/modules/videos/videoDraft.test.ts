import { describe, expect, it } from "vitest";
import {
  availableToAll,
  availableToPages,
  draftFromVideo,
  partnerPageChoices,
  sitesWithoutVersion,
  toVideoInput,
  videoTitle,
  withoutVersion,
  withVersion,
  withVersionText,
} from "./videoDraft.ts";
import { SLEEP_VIDEO, UNTITLED_VIDEO, VIDEO_OPTIONS, VIDEO_SITES, WORKSHOP_VIDEO } from "./videoFixtures.ts";

const languages = (sites: readonly { languageCode: string }[]) => sites.map((s) => s.languageCode);

describe("a video's availability", () => {
  it("to all partner pages empties the list of specific pages", () => {
    const draft = availableToAll(draftFromVideo(WORKSHOP_VIDEO));
    expect(draft.isAvailableForPartnerPages).toBe(true);
    expect(draft.partnerPages).toEqual([]);
    expect(toVideoInput(draft)).toMatchObject({ isAvailableForPartnerPages: true, availableToSpecificPartnerPages: [] });
  });

  it("to specific partner pages turns the all-partner-pages flag off, each page once", () => {
    const draft = availableToPages(draftFromVideo(SLEEP_VIDEO), [
      { id: 12, name: "Sängbutiken Göteborg" },
      { id: 13, name: "Sleep Studio Oslo" },
      { id: 12, name: "Sängbutiken Göteborg" },
    ]);
    expect(draft.isAvailableForPartnerPages).toBe(false);
    expect(toVideoInput(draft)).toMatchObject({
      isAvailableForPartnerPages: false,
      availableToSpecificPartnerPages: [{ id: 12 }, { id: 13 }],
    });
  });

  it("reads a video available to all with an empty list, whatever the answer listed", () => {
    const odd = { ...SLEEP_VIDEO, availableToSpecificPartnerPages: [{ id: 11, name: "Vividus Amsterdam" }] };
    expect(draftFromVideo(odd).partnerPages).toEqual([]);
  });

  it("offers the partner pages without the 'all' entry", () => {
    expect(partnerPageChoices(VIDEO_OPTIONS).map((p) => p.id)).toEqual([11, 12, 13]);
  });
});

describe("a video's versions", () => {
  it("are one per site language: adding one takes its language off the choices, removing gives it back", () => {
    const draft = draftFromVideo(SLEEP_VIDEO);
    // The inactive Danish site is never offered.
    expect(languages(sitesWithoutVersion(VIDEO_SITES, draft))).toEqual(["sv", "en", "no"]);
    const withSwedish = withVersion(draft, VIDEO_SITES[0]!);
    expect(languages(sitesWithoutVersion(VIDEO_SITES, withSwedish))).toEqual(["en", "no"]);
    expect(withVersion(withSwedish, VIDEO_SITES[0]!)).toBe(withSwedish);
    // Another site of a language that has a version cannot get a second one.
    expect(withVersion(withSwedish, { id: 9, name: "Sverige 2", languageCode: "sv" })).toBe(withSwedish);
    expect(languages(sitesWithoutVersion(VIDEO_SITES, withoutVersion(withSwedish, 1)))).toEqual(["sv", "en", "no"]);
  });

  it("start with the general texts and are edited apart from them", () => {
    const draft = withVersion(draftFromVideo(WORKSHOP_VIDEO), VIDEO_SITES[2]!);
    const norwegian = draft.versions.find((v) => v.siteId === 3)!;
    expect(norwegian).toMatchObject({ header: "Our workshop", quoter: "Anna, upholsterer", languageCode: "no" });
    const edited = withVersionText(draft, 3, "header", "Vårt verksted");
    expect(edited.versions.find((v) => v.siteId === 3)!.header).toBe("Vårt verksted");
    expect(edited.header).toBe("Our workshop");
    expect(edited.versions.find((v) => v.siteId === 1)!.header).toBe("Vår verkstad");
  });

  it("are sent by site id with trimmed texts, empty ones as null", () => {
    const draft = withVersionText(withVersionText(draftFromVideo(WORKSHOP_VIDEO), 1, "quote", "  "), 1, "header", " Vår verkstad ");
    expect(toVideoInput(draft)).toEqual({
      id: 1,
      updatedAt: "2026-11-02T10:00:00.000Z",
      header: "Our workshop",
      preamble: "How a bed is made by hand.",
      quote: "Every spring is tied by hand.",
      quoter: "Anna, upholsterer",
      versions: [
        { site: { id: 1 }, header: "Vår verkstad", preamble: "Så görs en säng för hand.", quote: null, quoter: "Anna, tapetserare" },
      ],
      isAvailableForPartnerPages: false,
      availableToSpecificPartnerPages: [{ id: 11 }, { id: 12 }],
    });
  });
});

describe("a video's title", () => {
  it("is its header, else none ('undefined name'), whatever its versions are called", () => {
    expect(videoTitle(WORKSHOP_VIDEO)).toBe("Our workshop");
    expect(videoTitle({ ...WORKSHOP_VIDEO, header: "  " })).toBeNull();
    expect(videoTitle(UNTITLED_VIDEO)).toBeNull();
  });
});
