import { api } from "../../api/client.ts";
import { answerOf } from "../../api/answer.ts";
import { decodeZipPoints, type ZipPoints } from "../../../shared/zipPoints.ts";

export { decodeZipPoints, type ZipPoints };

/**
 * Every zip code's point of a country (or of every country without one) from getZipCodePoints,
 * decoded to typed arrays (src/shared/zipPoints.ts): one binary answer, no object per point.
 * Goes through the app's one client, so the session cookie, the loading bar and the 401 to the
 * login screen work as for every call; a refusal throws the server's error body (answerOf).
 */
export async function fetchZipPoints(countryCode?: string, signal?: AbortSignal): Promise<ZipPoints> {
  const result = await api.GET("/rest/zip-code-points", {
    params: { query: countryCode === undefined ? {} : { countryCode } },
    parseAs: "arrayBuffer",
    signal,
  });
  return decodeZipPoints(answerOf(result) as ArrayBuffer);
}

/**
 * The index of each zip-code id among the points, for colouring or picking points by id (a
 * coverage-gaps set, a handler's zip codes) without a search per point.
 */
export function indexOfIds(points: Pick<ZipPoints, "ids">): Map<number, number> {
  const index = new Map<number, number>();
  points.ids.forEach((id, i) => index.set(id, i));
  return index;
}
