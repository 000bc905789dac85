import { describe, expect, it } from "vitest";
import { contentItemOf } from "./cmsFixtures.ts";
import { bodyOf, draftErrors, draftOf } from "./contentItemDraft.ts";

describe("the content item form", () => {
  it("starts from the item, or empty for a new one", () => {
    expect(draftOf(contentItemOf(3))).toEqual({ label: "Aurora", slug: "aurora" });
    expect(draftOf(undefined)).toEqual({ label: "", slug: "" });
  });

  it("needs a label and a slug of lower-case words joined by single dashes, or none", () => {
    expect(draftErrors({ label: " ", slug: "" })).toEqual({ label: "cmsContent.item.labelRequired" });
    expect(draftErrors({ label: "A", slug: "Bad Slug" })).toEqual({ slug: "cmsContent.item.slugPattern" });
    expect(draftErrors({ label: "A", slug: "a--b" })).toEqual({ slug: "cmsContent.item.slugPattern" });
    expect(draftErrors({ label: "A", slug: "beds-2026" })).toEqual({});
  });

  it("sends an empty slug as null, and an update with the version it was read at", () => {
    expect(bodyOf({ label: " New ", slug: "" })).toEqual({ label: "New", slug: null });
    expect(bodyOf({ label: "Aurora", slug: "aurora-bed" }, contentItemOf(3))).toEqual({
      label: "Aurora",
      slug: "aurora-bed",
      updatedAt: "2026-11-20T09:00:00.000Z",
    });
  });
});
