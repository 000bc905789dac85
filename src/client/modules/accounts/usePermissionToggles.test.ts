// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PermissionCode } from "../../../shared/permissions.ts";
import { usePermissionToggles, type PermissionTogglesOptions } from "./usePermissionToggles.ts";

/** A save the test resolves or rejects by hand, as a slow server would. */
function deferredSave() {
  const calls: { next: PermissionCode[]; resolve: () => void; reject: () => void }[] = [];
  const save = vi.fn(
    (next: PermissionCode[]) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ next, resolve, reject: () => reject(new Error("refused")) });
      }),
  );
  return { save, calls };
}

function setup(options: PermissionTogglesOptions) {
  return renderHook((props: PermissionTogglesOptions) => usePermissionToggles(props), { initialProps: options });
}

describe("usePermissionToggles", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("saves the toggled set at once and shows 'saved' for one second", async () => {
    const { save, calls } = deferredSave();
    const { result, rerender } = setup({ permissions: ["media"], save });
    act(() => result.current.toggle("cms"));
    expect(save).toHaveBeenCalledWith(["media", "cms"]);
    expect(result.current.isSaving).toBe(true);
    expect(result.current.permissions).toEqual(["media", "cms"]); // shown while saving

    // The owner takes the stored set in before the save resolves.
    rerender({ permissions: ["media", "cms"], save });
    await act(async () => calls[0]!.resolve());
    expect(result.current.isSaving).toBe(false);
    expect(result.current.indicator).toBe("saved");
    expect(result.current.isChecked("cms")).toBe(true);

    act(() => vi.advanceTimersByTime(999));
    expect(result.current.indicator).toBe("saved");
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.indicator).toBe("idle");
  });

  it("ignores toggles while a save runs, also two in the same tick", async () => {
    const { save, calls } = deferredSave();
    const { result } = setup({ permissions: [], save });
    act(() => {
      result.current.toggle("media");
      result.current.toggle("cms");
    });
    act(() => result.current.toggle("account"));
    expect(save).toHaveBeenCalledTimes(1);
    expect(result.current.permissions).toEqual(["media"]);
    await act(async () => calls[0]!.resolve());
    act(() => result.current.toggle("account"));
    expect(save).toHaveBeenCalledTimes(2);
  });

  it("falls back to the saved set and shows 'failed' for one second when the save fails", async () => {
    const { save, calls } = deferredSave();
    const { result } = setup({ permissions: ["all"], save });
    act(() => result.current.toggle("media"));
    expect(result.current.isChecked("media")).toBe(false); // 'all' expanded minus media
    await act(async () => calls[0]!.reject());
    expect(result.current.indicator).toBe("failed");
    expect(result.current.permissions).toEqual(["all"]);
    expect(result.current.isChecked("media")).toBe(true);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.indicator).toBe("idle");
  });

  it("restarts the indicator's second on the next save", async () => {
    const { save, calls } = deferredSave();
    const { result, rerender } = setup({ permissions: [], save });
    act(() => result.current.toggle("media"));
    rerender({ permissions: ["media"], save });
    await act(async () => calls[0]!.resolve());
    act(() => vi.advanceTimersByTime(600));
    act(() => result.current.toggle("cms"));
    await act(async () => calls[1]!.reject());
    act(() => vi.advanceTimersByTime(600));
    expect(result.current.indicator).toBe("failed"); // the first timer no longer clears it
    act(() => vi.advanceTimersByTime(400));
    expect(result.current.indicator).toBe("idle");
  });

  it("without save, hands the new set to onChange and shows no indicator (a new account)", () => {
    const onChange = vi.fn();
    const { result } = setup({ permissions: ["media"], onChange });
    act(() => result.current.toggle("all"));
    expect(onChange).toHaveBeenCalledWith(["all"]);
    expect(result.current.isSaving).toBe(false);
    expect(result.current.indicator).toBe("idle");
  });

  it("does not update after unmounting mid-save", async () => {
    const { save, calls } = deferredSave();
    const { result, unmount } = setup({ permissions: [], save });
    act(() => result.current.toggle("media"));
    unmount();
    await act(async () => calls[0]!.resolve());
    expect(vi.getTimerCount()).toBe(0);
  });
});
