/**
 * The map dialog's fixed palette of 20 colours (spec part 2 section 9): distinct hues first, then
 * their lighter and darker kin, each dark or light enough to stand out on the basemap's sand
 * land and blue sea.
 */
export const HANDLER_PALETTE = [
  "#e6194b",
  "#3cb44b",
  "#4363d8",
  "#f58231",
  "#911eb4",
  "#42d4f4",
  "#f032e6",
  "#bfef45",
  "#469990",
  "#9a6324",
  "#800000",
  "#808000",
  "#000075",
  "#dcbeff",
  "#aaffc3",
  "#ffd8b1",
  "#fabed4",
  "#ffe119",
  "#a9a9a9",
  "#000000",
] as const;

/**
 * A handler's colour: the palette entry at its location id modulo 20. Chosen over "order of first
 * appearance" because it depends on nothing but the id: a store keeps its colour at every level,
 * in every country, after a reload and after any assignment (so the colour of a click can be drawn
 * before the server answers). Two handlers share a colour only when their ids are a multiple of 20
 * apart; the handler list names them.
 */
export function handlerColor(locationId: number): string {
  const index = ((Math.trunc(locationId) % HANDLER_PALETTE.length) + HANDLER_PALETTE.length) % HANDLER_PALETTE.length;
  return HANDLER_PALETTE[index]!;
}
