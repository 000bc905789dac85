import { http, HttpResponse } from "msw";
import { handlers as fixtureHandlers } from "../salesRegionFixtures.ts";
import { salesRegionHandlers } from "../salesRegionHandlers.ts";
import { simulatorHandlers } from "../simulator/simulatorFixtures.ts";
import { skaneAreas } from "./mapDialogFixtures.ts";
import type { AreaAssignResult, AreaCollection } from "./mapDialogTypes.ts";

const REGION_NAMES: Record<number, string> = { 1: "Skåne", 11: "Malmö", 12: "Lund", 111: "Malmö centrum" };

/**
 * msw handlers of the map dialog (stories and tests): the Skåne grid as the country's areas and
 * an assignment that really changes them (each call of this function has its own copy), over the
 * sales-region screen's handlers (locations, countries, regions, a few coverage gaps) and the
 * routing simulator's rule test.
 */
export function mapDialogHandlers(options: { failAssign?: boolean } = {}) {
  let areas: AreaCollection = structuredClone(skaneAreas);
  const calls: URLSearchParams[] = [];
  const handlers = [
    http.get("*/rest/geo-json", () => HttpResponse.json(areas)),
    http.get("*/rest/area-assign-handler", ({ request }) => {
      const query = new URL(request.url).searchParams;
      calls.push(query);
      if (options.failAssign) return HttpResponse.json({ error: { code: "NOT_FOUND", message: "No such store" } }, { status: 404 });
      const level = Number(query.get("level")) as 1 | 2 | 3;
      const storeId = Number(query.get("storeId"));
      const type = query.get("type") as AreaAssignResult["type"];
      const feature = areas.features.find((f) => f.properties.zipCode === query.get("zipCode"));
      const region = feature?.properties[`r${level}`];
      if (typeof region !== "number") return HttpResponse.json({ error: { code: "NOT_FOUND", message: "No region" } }, { status: 404 });
      areas = {
        ...areas,
        features: areas.features.map((f) => {
          if (f.properties[`r${level}`] !== region) return f;
          const known = f.properties[`r${level}h`] ?? [];
          const ids = known.includes(storeId) ? known : [...known, storeId].sort((a, b) => a - b);
          return { ...f, properties: { ...f.properties, [`r${level}h`]: ids, [`r${level}wa`]: type === "workingArea" } };
        }),
      };
      const ids = areas.features.find((f) => f.properties[`r${level}`] === region)?.properties[`r${level}h`] ?? [];
      const result: AreaAssignResult = {
        region: { id: region, name: REGION_NAMES[region] ?? `Region ${region}`, level, workingArea: type === "workingArea" },
        level,
        type,
        handlers: fixtureHandlers.filter((h) => ids.includes(h.id)),
      };
      return HttpResponse.json(result);
    }),
    ...simulatorHandlers(),
    ...salesRegionHandlers,
  ];
  return { handlers, calls };
}
