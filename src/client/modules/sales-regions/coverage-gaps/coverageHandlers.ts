import { delay, http, HttpResponse } from "msw";
import { gapsFixture } from "./coverageFixtures.ts";
import type { CoverageGap } from "./coverageGaps.ts";

/** msw handlers answering listCoverageGaps with these gaps (stories and tests). */
export function coverageGapsHandlers(gaps: readonly CoverageGap[]) {
  return [http.get("*/rest/area-coverage-gaps/:id", () => HttpResponse.json(gaps))];
}

/** The msw handlers of each CoverageGapsPanel story. */
export const coverageStoryHandlers = {
  few: coverageGapsHandlers(gapsFixture(3)),
  many: coverageGapsHandlers(gapsFixture(120)),
  oneNowhere: coverageGapsHandlers(gapsFixture(1, "nowhere")),
  none: coverageGapsHandlers([]),
  failed: [
    http.get("*/rest/area-coverage-gaps/:id", () => HttpResponse.json({ error: { code: "INTERNAL", message: "boom" } }, { status: 500 })),
  ],
  pending: [
    http.get("*/rest/area-coverage-gaps/:id", async () => {
      await delay("infinite");
      return HttpResponse.json([]);
    }),
  ],
};
