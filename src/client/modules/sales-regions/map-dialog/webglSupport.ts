/**
 * Whether this browser can draw a maplibre map: a WebGL context can be made. Without one (WebGL
 * switched off, a locked-down browser, a test's DOM) maplibre would throw on start, so the
 * screen says so instead. Small and free of map code: the screen's own chunk asks it.
 */
export function canDrawMaps(doc: Pick<Document, "createElement"> | undefined = globalThis.document): boolean {
  try {
    const canvas = doc?.createElement("canvas");
    return Boolean(canvas?.getContext("webgl2") ?? canvas?.getContext("webgl"));
  } catch {
    return false;
  }
}
