import { describe, expect, it } from "vitest";
import { fallbackEmailBody } from "./useFallbackEmail.ts";
import { flipWorkingArea } from "./workingAreaFlip.ts";

describe("the working-area toggle", () => {
  it("flips at once, before the server answers, and keeps the answer", async () => {
    const shown: boolean[] = [];
    let answer!: (value: boolean) => void;
    const flip = flipWorkingArea(
      false,
      (v) => shown.push(v),
      () => new Promise((resolve) => (answer = resolve)),
    );
    expect(shown).toEqual([true]);
    answer(true);
    expect(await flip).toEqual({ ok: true, value: true });
    expect(shown).toEqual([true, true]);
  });

  it("rolls back to the old flag when the server refuses", async () => {
    const shown: boolean[] = [];
    const error = { error: { code: "NOT_FOUND", message: "gone" } };
    const outcome = await flipWorkingArea(
      true,
      (v) => shown.push(v),
      () => Promise.reject(error),
    );
    expect(shown).toEqual([false, true]);
    expect(outcome).toEqual({ ok: false, error });
  });
});

describe("the fallback e-mail", () => {
  it("is sent as an empty string when unset, else trimmed", () => {
    expect(fallbackEmailBody(null)).toEqual({ emailAddress: "" });
    expect(fallbackEmailBody(undefined)).toEqual({ emailAddress: "" });
    expect(fallbackEmailBody("  ")).toEqual({ emailAddress: "" });
    expect(fallbackEmailBody(" katalog@example.se ")).toEqual({ emailAddress: "katalog@example.se" });
  });
});
