import { describe, expect, it } from "vitest";
import { HANDLER_PALETTE, handlerColor } from "./handlerPalette.ts";

describe("handlerColor", () => {
  it("has 20 distinct colours", () => {
    expect(HANDLER_PALETTE).toHaveLength(20);
    expect(new Set(HANDLER_PALETTE).size).toBe(20);
    for (const colour of HANDLER_PALETTE) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it("gives a handler the colour of its id modulo 20, the same every time", () => {
    expect(handlerColor(0)).toBe(HANDLER_PALETTE[0]);
    expect(handlerColor(1)).toBe(HANDLER_PALETTE[1]);
    expect(handlerColor(19)).toBe(HANDLER_PALETTE[19]);
    expect(handlerColor(20)).toBe(HANDLER_PALETTE[0]);
    expect(handlerColor(101)).toBe(HANDLER_PALETTE[1]);
    expect(handlerColor(101)).toBe(handlerColor(101));
  });

  it("gives 20 consecutive ids 20 different colours", () => {
    expect(new Set(Array.from({ length: 20 }, (_, i) => handlerColor(300 + i))).size).toBe(20);
  });

  it("stays in the palette for odd ids", () => {
    expect(handlerColor(-1)).toBe(HANDLER_PALETTE[19]);
    expect(handlerColor(21.7)).toBe(HANDLER_PALETTE[1]);
  });
});
