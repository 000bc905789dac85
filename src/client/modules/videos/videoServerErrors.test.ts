import { describe, expect, it } from "vitest";
import { draftFromVideo } from "./videoDraft.ts";
import { WORKSHOP_VIDEO } from "./videoFixtures.ts";
import { videoFieldLines } from "./videoServerErrors.ts";

const words = {
  text: (field: string) => ({ header: "Header" })[field] ?? field,
  versionText: (field: string, site: string) => `${field === "quote" ? "Quote" : field} (${site})`,
  version: (site: string) => `Version ${site}`,
  availability: "Available to",
};

describe("the refused fields of a video save", () => {
  it("name a version by its site and key it by the site's id, with the server's message", () => {
    const error = {
      error: {
        code: "VALIDATION",
        message: "Invalid video.",
        fields: {
          header: "must NOT have more than 300 characters",
          "versions.0.quote": "must NOT have more than 2000 characters",
          "versions.0.site": "has a version already (versions.0); one version per site language",
          availableToSpecificPartnerPages: "must be empty when isAvailableForPartnerPages is true",
          updatedAt: "is stale",
        },
      },
    };
    expect(videoFieldLines(error, draftFromVideo(WORKSHOP_VIDEO), words)).toEqual([
      { field: "header", text: "Header: must NOT have more than 300 characters" },
      { field: "versions.1.quote", text: "Quote (Sverige): must NOT have more than 2000 characters" },
      { field: "versions.1", text: "Version Sverige: has a version already (versions.0); one version per site language" },
      { field: "availability", text: "Available to: must be empty when isAvailableForPartnerPages is true" },
    ]);
  });

  it("are none for a failure without the error shape (a network error)", () => {
    expect(videoFieldLines(new TypeError("Failed to fetch"), draftFromVideo(WORKSHOP_VIDEO), words)).toEqual([]);
  });
});
