import { describe, expect, it } from "vitest";
import { loadContract } from "../../contract.ts";
import { VIDEO_FILTERS, VIDEO_SORTS, videoRequest } from "./video-list.ts";

describe("video list whitelists", () => {
  const operation = loadContract().paths["/rest/media/videos/video/get-page"]!.get as Record<string, any>;

  it("filter by exactly the keys of the contract's x-filters and sort by exactly its enum", () => {
    expect(Object.keys(VIDEO_FILTERS).sort()).toEqual(Object.keys(operation["x-filters"]).sort());
    const sorts = operation.parameters.find((p: { name?: string }) => p.name === "sort").schema.enum;
    expect(Object.keys(VIDEO_SORTS).sort()).toEqual([...sorts].sort());
  });

  it("sort by header ascending by default", () => {
    expect(videoRequest({})).toEqual({ filters: {}, columns: ["v.header", "v.id"], direction: "asc" });
    expect(videoRequest({ sort: "id", direction: "desc" })).toMatchObject({ columns: ["v.id"], direction: "desc" });
  });

  it("read availableTo as 'all' or a page id from a number or its digits", () => {
    expect(videoRequest({ filters: JSON.stringify({ availableTo: "all" }) }).filters).toEqual({ availableTo: "all" });
    expect(videoRequest({ filters: JSON.stringify({ availableTo: 12 }) }).filters).toEqual({ availableTo: 12 });
    expect(videoRequest({ filters: JSON.stringify({ availableTo: "12" }) }).filters).toEqual({ availableTo: 12 });
    expect(videoRequest({ filters: JSON.stringify({ availableTo: "" }) }).filters).toEqual({});
    for (const bad of ["ALL", "0", "12a", -1, 1.5, true, ["all"]]) {
      expect(() => videoRequest({ filters: JSON.stringify({ availableTo: bad }) }), String(bad)).toThrow(/filters\.availableTo/);
    }
  });
});
