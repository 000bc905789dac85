// @vitest-environment happy-dom
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { encodeZipPoints } from "../../../shared/zipPoints.ts";
import { fetchZipPoints, indexOfIds } from "./zipPoints.ts";

const bytes = encodeZipPoints({
  ids: [11, 12, 13],
  longitudes: [13, 10.75, 12.57],
  latitudes: [55.6, 59.9, 55.68],
  zipCodes: ["211 22", "0150", "1050"],
});
const asked: string[] = [];
const server = setupServer(
  http.get("*/rest/zip-code-points", ({ request }) => {
    asked.push(new URL(request.url).search);
    if (new URL(request.url).searchParams.get("countryCode") === "xx")
      return HttpResponse.json({ error: { code: "BAD_REQUEST", message: "countryCode", fields: { countryCode: "bad" } } }, { status: 400 });
    return new HttpResponse(bytes.slice().buffer, { headers: { "content-type": "application/octet-stream" } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

describe("fetchZipPoints", () => {
  it("fetches a country's points as binary and decodes them to typed arrays", async () => {
    const points = await fetchZipPoints("SE");
    expect(asked).toEqual(["?countryCode=SE"]);
    expect(points.count).toBe(3);
    expect(points.positions).toBeInstanceOf(Float32Array);
    expect([...points.ids]).toEqual([11, 12, 13]);
    expect(points.zipCodeAt(2)).toBe("1050");
  });

  it("asks for every country without a country code", async () => {
    await fetchZipPoints();
    expect(asked).toEqual([""]);
  });

  it("throws the server's error body on a refusal", async () => {
    await expect(fetchZipPoints("xx")).rejects.toMatchObject({ error: { code: "BAD_REQUEST" } });
  });
});

describe("indexOfIds", () => {
  it("maps each zip-code id to its point's index", async () => {
    const index = indexOfIds(await fetchZipPoints("SE"));
    expect([...index]).toEqual([
      [11, 0],
      [12, 1],
      [13, 2],
    ]);
  });
});
