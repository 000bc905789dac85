// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FAKE_USER_ID } from "../testing/fakeShell.ts";
import { columnStorageKey } from "./columnVisibility.ts";
import { useColumnChoice } from "./useColumnChoice.ts";

vi.mock("../shell.ts", () => import("../testing/fakeShell.ts"));

const config = { resource: "sites", columns: [{ field: "name" }, { field: "slug" }] };
const key = columnStorageKey(FAKE_USER_ID, "sites");

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe("useColumnChoice", () => {
  it("starts with every column shown", () => {
    const { result } = renderHook(() => useColumnChoice(config));
    expect(result.current.hidden.size).toBe(0);
  });

  it("keeps a hidden column in this browser under the user's id and the screen, through a remount", () => {
    const first = renderHook(() => useColumnChoice(config));
    act(() => first.result.current.toggle("slug"));
    expect([...first.result.current.hidden]).toEqual(["slug"]);
    expect(localStorage.getItem(key)).toBe('["slug"]');
    first.unmount();

    const again = renderHook(() => useColumnChoice(config));
    expect([...again.result.current.hidden]).toEqual(["slug"]);
    // The last shown column stays.
    expect(again.result.current.canToggle("name")).toBe(false);
    act(() => again.result.current.toggle("name"));
    expect([...again.result.current.hidden]).toEqual(["slug"]);

    act(() => again.result.current.showAll());
    expect(again.result.current.hidden.size).toBe(0);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it("reads another screen's own choice when the screen changes", () => {
    localStorage.setItem(columnStorageKey(FAKE_USER_ID, "outbox"), '["slug"]');
    const { result, rerender } = renderHook((props: { resource: string }) => useColumnChoice({ ...config, resource: props.resource }), {
      initialProps: { resource: "sites" },
    });
    expect(result.current.hidden.size).toBe(0);
    rerender({ resource: "outbox" });
    expect([...result.current.hidden]).toEqual(["slug"]);
  });
});
