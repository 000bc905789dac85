import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLoadingBarModel, type LoadingBarModel } from "./loadingBarModel.ts";

describe("loading bar timings", () => {
  let model: LoadingBarModel;
  beforeEach(() => {
    vi.useFakeTimers();
    model = createLoadingBarModel();
  });
  afterEach(() => vi.useRealTimers());

  it("does not show a request that ends within 500 ms", () => {
    const listener = vi.fn();
    model.subscribe(listener);
    model.start("a");
    vi.advanceTimersByTime(499);
    model.finish("a", "resolved");
    vi.advanceTimersByTime(5000);
    expect(model.getSnapshot()).toEqual([]);
    expect(listener).not.toHaveBeenCalled();
  });

  it("shows a request as loading once it has run 500 ms", () => {
    model.start("a");
    vi.advanceTimersByTime(500);
    expect(model.getSnapshot()).toEqual([{ id: "a", state: "loading" }]);
  });

  it("keeps a resolved request for 1000 ms, then removes it", () => {
    model.start("a");
    vi.advanceTimersByTime(800);
    model.finish("a", "resolved");
    expect(model.getSnapshot()).toEqual([{ id: "a", state: "resolved" }]);
    vi.advanceTimersByTime(999);
    expect(model.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(model.getSnapshot()).toEqual([]);
  });

  it("keeps a rejected request for 3000 ms, then removes it", () => {
    model.start("a");
    vi.advanceTimersByTime(600);
    model.finish("a", "rejected");
    vi.advanceTimersByTime(2999);
    expect(model.getSnapshot()).toEqual([{ id: "a", state: "rejected" }]);
    vi.advanceTimersByTime(1);
    expect(model.getSnapshot()).toEqual([]);
  });

  it("removes a cancelled request at once", () => {
    model.start("a");
    vi.advanceTimersByTime(700);
    model.finish("a", "cancelled");
    expect(model.getSnapshot()).toEqual([]);
  });

  it("tracks each request on its own", () => {
    model.start("a");
    vi.advanceTimersByTime(300);
    model.start("b");
    vi.advanceTimersByTime(200);
    expect(model.getSnapshot()).toEqual([{ id: "a", state: "loading" }]);
    model.finish("a", "rejected");
    vi.advanceTimersByTime(300);
    expect(model.getSnapshot()).toEqual([
      { id: "a", state: "rejected" },
      { id: "b", state: "loading" },
    ]);
    model.finish("b", "resolved");
    vi.advanceTimersByTime(1000);
    expect(model.getSnapshot()).toEqual([{ id: "a", state: "rejected" }]);
    vi.advanceTimersByTime(2000);
    expect(model.getSnapshot()).toEqual([]);
  });

  it("ignores the end of a request it never saw start", () => {
    model.finish("unknown", "rejected");
    expect(model.getSnapshot()).toEqual([]);
  });
});
