import type { MouseEvent } from "react";

/**
 * Gives a table cell whose text is cut (ellipsis) its whole text as a title, when the pointer
 * comes over it; a cell that shows everything gets none. Measured on hover, not on render:
 * measuring a hundred rows' cells on every render would force a layout per cell. Cells holding
 * controls (a select, a button) are left alone: their text is not what the cell says.
 */
export function titleCutCell(event: MouseEvent<HTMLElement>): void {
  const target = event.target as Element | null;
  const cell = target?.closest?.("td");
  if (!(cell instanceof HTMLElement) || cell.querySelector("button, input, select, textarea")) return;
  const isCut = [cell, ...Array.from(cell.children)].some((element) => element.scrollWidth > element.clientWidth);
  const text = (cell.innerText ?? cell.textContent ?? "").trim();
  if (isCut && text) cell.title = text;
  else cell.removeAttribute("title");
}
