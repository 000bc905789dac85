import { describe, expect, it } from "vitest";
import { canDrawMaps } from "./webglSupport.ts";

const documentWith = (getContext: (kind: string) => unknown) =>
  ({ createElement: () => ({ getContext }) }) as unknown as Pick<Document, "createElement">;

describe("canDrawMaps", () => {
  it("is true with a WebGL 2 or WebGL context", () => {
    expect(canDrawMaps(documentWith((kind) => (kind === "webgl2" ? {} : null)))).toBe(true);
    expect(canDrawMaps(documentWith((kind) => (kind === "webgl" ? {} : null)))).toBe(true);
  });

  it("is false without one, without a document, or when asking throws", () => {
    expect(canDrawMaps(documentWith(() => null))).toBe(false);
    expect(canDrawMaps(undefined)).toBe(false);
    expect(
      canDrawMaps(
        documentWith(() => {
          throw new Error("blocked");
        }),
      ),
    ).toBe(false);
  });
});
