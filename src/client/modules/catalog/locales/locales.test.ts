import { describe, expect, it } from "vitest";
import en from "./en.json" with { type: "json" };
import sv_SE from "./sv_SE.json" with { type: "json" };

function keysOf(value: object, prefix = ""): string[] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === "string" ? [`${prefix}${key}`] : keysOf(inner, `${prefix}${key}.`),
  );
}

describe("the catalog screen's texts", () => {
  it("keep the spec's English messages verbatim (error catalogue, statuses, products)", () => {
    expect(en.resources.catalogOrders.messages).toMatchObject({
      saved: "Saved!",
      saveFailed: "An error occurred when saving Catalog Request.",
      removed: "Removed!",
      loadFailed: "Could not retrieve catalog list",
    });
    expect(en.catalog.ruleTest.unknownError).toBe("Unknown error");
    expect(en.catalog.send.otherLocations).toBe("Other locations");
    expect(en.catalog.send.locationsIn).toBe("Locations in {{country}}");
    expect(en.resources.catalogOrders.statuses).toEqual({
      new: "New",
      pending: "Pending",
      failed: "Unmatched/Retry",
      delivered: "Delivered",
      booked: "Booked",
    });
    expect(Object.values(en.resources.catalogOrders.products)).toEqual([
      "Night cap",
      "Vase",
      "Bed legs",
      "Baby mobile",
      "Linen press",
      "Eyeglass case",
      "Nightstand",
      "Bed tray",
      "Lamp shade",
      "Sleep mask",
      "Wake-up alarm",
      "Slippers",
      "Dreamcatcher",
    ]);
  });

  it("are translated, not copied, into Swedish", () => {
    const pick = (o: object, key: string) => key.split(".").reduce<any>((node, k) => node?.[k], o);
    const same = keysOf(en).filter((key) => pick(en, key) === pick(sv_SE, key));
    // Words that are the same in Swedish.
    expect(same.sort()).toEqual([
      "catalog.routing.status",
      "resources.catalogOrders.dialogs.information",
      "resources.catalogOrders.fields.region",
      "resources.catalogOrders.fields.status",
    ]);
  });
});
