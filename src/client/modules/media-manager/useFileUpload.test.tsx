// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SUCCESS_TICK_MS, useFileUpload } from "./useFileUpload.ts";

afterEach(() => vi.useRealTimers());

describe("an upload field's flags", () => {
  it("is uploading while the file is sent, then shows the success tick for 3 seconds", async () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useFileUpload());
    let finish!: () => void;
    let outcome!: Promise<boolean>;
    act(() => {
      outcome = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.isUploading).toBe(true);
    expect(result.current.isTickShown).toBe(false);
    await act(async () => {
      finish();
      await outcome;
    });
    expect(await outcome).toBe(true);
    expect(result.current).toMatchObject({ isUploading: false, isTickShown: true });
    act(() => vi.advanceTimersByTime(SUCCESS_TICK_MS - 1));
    expect(result.current.isTickShown).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.isTickShown).toBe(false);
    expect(SUCCESS_TICK_MS).toBe(3000);
  });

  it("shows no tick after a failure", async () => {
    const { result } = renderHook(() => useFileUpload());
    let outcome!: Promise<boolean>;
    await act(async () => {
      outcome = result.current.run(() => Promise.reject(new Error("refused")));
      await outcome;
    });
    expect(await outcome).toBe(false);
    expect(result.current).toMatchObject({ isUploading: false, isTickShown: false });
  });
});
