import { describe, expect, it } from "vitest";
import { CATALOG_LOCATIONS, catalogStatus } from "./catalogFixtures.ts";
import { chooseForAll, sendOutcome, sendPairs, sharedChoice } from "./sendChoices.ts";

const [stockholm, goteborg] = CATALOG_LOCATIONS as [(typeof CATALOG_LOCATIONS)[0], (typeof CATALOG_LOCATIONS)[0]];
const orders = [{ id: 101 }, { id: 102 }, { id: 103 }];

describe("sending choices", () => {
  it("sends only the requests with a location, in the order listed", () => {
    expect(
      sendPairs(
        orders,
        new Map([
          [103, goteborg],
          [101, stockholm],
        ]),
      ),
    ).toEqual([
      { catalogOrderId: 101, locationId: 1 },
      { catalogOrderId: 103, locationId: 2 },
    ]);
    expect(sendPairs(orders, new Map())).toEqual([]);
  });

  it("sets or clears one location for all", () => {
    expect([...chooseForAll(orders, stockholm).values()].map((l) => l.id)).toEqual([1, 1, 1]);
    expect(chooseForAll(orders, null).size).toBe(0);
  });

  it("knows the location all requests share, if any", () => {
    expect(sharedChoice(orders, chooseForAll(orders, goteborg))?.id).toBe(2);
    expect(sharedChoice(orders, new Map([[101, goteborg]]))).toBeNull();
    expect(sharedChoice([], new Map())).toBeNull();
  });

  it("counts what was sent and what the mail could not reach", () => {
    expect(
      sendOutcome([{ status: catalogStatus("delivered") }, { status: catalogStatus("failed") }, { status: catalogStatus("delivered") }]),
    ).toEqual({ sent: 2, failed: 1 });
  });
});
