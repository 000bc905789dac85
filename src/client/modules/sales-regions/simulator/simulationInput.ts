import type { RuleTestInput } from "../../catalog/catalogTypes.ts";
import type { Phrase } from "./routingExplanation.ts";

/** The contract's longest zip code (RuleTestInput.zipCode maxLength). */
export const MAX_ZIP_CODE_LENGTH = 20;

export type SimulationInputCheck = { ok: true; input: RuleTestInput & { zipCode: string } } | { ok: false; problem: Phrase };

/**
 * What the simulator sends for a typed zip code in a country, or why it cannot run. The server
 * looks the zip code up ignoring spaces, dashes and case, so "211-22", " 21122 " and "sw1a 1aa"
 * go as typed (trimmed); only what no zip code can be is refused here: nothing, more than 20
 * characters, or characters other than letters, digits, spaces and dashes.
 */
export function simulationInput(zipCode: string, countryCode: string | null | undefined): SimulationInputCheck {
  const country = (countryCode ?? "").trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) return { ok: false, problem: { key: "salesRegions.simulator.input.noCountry" } };
  const zip = zipCode.trim();
  if (zip === "") return { ok: false, problem: { key: "salesRegions.simulator.input.zipRequired" } };
  if (zip.length > MAX_ZIP_CODE_LENGTH)
    return { ok: false, problem: { key: "salesRegions.simulator.input.zipTooLong", values: { max: MAX_ZIP_CODE_LENGTH } } };
  if (!/^[0-9A-Za-z -]+$/.test(zip) || !/[0-9A-Za-z]/.test(zip))
    return { ok: false, problem: { key: "salesRegions.simulator.input.zipInvalid" } };
  return { ok: true, input: { zipCode: zip, region: null, country } };
}
