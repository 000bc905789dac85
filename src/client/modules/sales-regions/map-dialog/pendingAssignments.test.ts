import { describe, expect, it } from "vitest";
import { overridesAt, pendingReducer, type PendingAssignment } from "./pendingAssignments.ts";

const click = (key: number, region: number, handler: number, level: 1 | 2 | 3 = 2): PendingAssignment => ({ key, level, region, handler });

describe("pendingReducer", () => {
  it("adds a click, and settles it when its save failed or the map came again", () => {
    let state = pendingReducer([], { type: "start", assignment: click(1, 11, 7) });
    state = pendingReducer(state, { type: "start", assignment: click(2, 12, 9) });
    expect(state).toEqual([click(1, 11, 7), click(2, 12, 9)]);
    state = pendingReducer(state, { type: "settle", key: 1 });
    expect(state).toEqual([click(2, 12, 9)]);
    state = pendingReducer(state, { type: "settle", key: 2 });
    expect(state).toEqual([]);
  });

  it("keeps the same state for a key it does not know", () => {
    const state = [click(1, 11, 7)];
    expect(pendingReducer(state, { type: "settle", key: 5 })).toBe(state);
  });

  it("replaces a click started again under its key", () => {
    const state = pendingReducer([click(1, 11, 7)], { type: "start", assignment: click(1, 11, 8) });
    expect(state).toEqual([click(1, 11, 8)]);
  });
});

describe("overridesAt", () => {
  it("gives the clicks of the level shown, oldest first", () => {
    const state = [click(1, 11, 7, 2), click(2, 1, 9, 1), click(3, 11, 8, 2)];
    expect(overridesAt(state, 2)).toEqual([
      { region: 11, handler: 7 },
      { region: 11, handler: 8 },
    ]);
    expect(overridesAt(state, 1)).toEqual([{ region: 1, handler: 9 }]);
    expect(overridesAt(state, 3)).toEqual([]);
  });
});
