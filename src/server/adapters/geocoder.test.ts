import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../tests/fixtures/databases.ts";
import type { Database } from "../db/database.ts";
import { HttpGeocoder, normaliseZip, PostalCodeGeocoder } from "./geocoder.ts";

let fresh: Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;

beforeAll(async () => {
  fresh = await freshDatabase("pglite");
  database = fresh.database;
  const [se, nl] = await database.db
    .insertInto("countries")
    .values([
      { code: "SE", name: "Sweden" },
      { code: "NL", name: "Netherlands" },
      { code: "FR", name: "France" },
    ])
    .returning("id")
    .execute();
  const uppsala = await database.db
    .insertInto("regions")
    .values({ country_id: se!.id, level: 1, name: "Uppsala län", min_lat: 59.3, max_lat: 60.7, min_lng: 16.7, max_lng: 18.9 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const gotland = await database.db
    .insertInto("regions")
    .values({ country_id: se!.id, level: 1, name: "Gotlands län" })
    .returning("id")
    .executeTakeFirstOrThrow();
  await database.db
    .insertInto("zip_codes")
    .values([
      { country_id: se!.id, zip_code: "114 42", locality: "Stockholm", latitude: 59.336, longitude: 18.08 },
      { country_id: se!.id, zip_code: "114 55", locality: "Stockholm", latitude: 59.338, longitude: 18.09 },
      { country_id: se!.id, zip_code: "753 20", locality: "Uppsala", latitude: 59.858, longitude: 17.64, region1_id: uppsala.id },
      { country_id: se!.id, zip_code: "621 41", locality: "Visby", latitude: 57.64, longitude: 18.3, region1_id: gotland.id },
      { country_id: nl!.id, zip_code: "1012", locality: "Amsterdam", suburb: "Centrum", latitude: 52.373, longitude: 4.893 },
    ])
    .execute();
});
afterAll(() => fresh?.drop());

describe("postal-code geocoder (the embedded default)", () => {
  const geocode = (query: Parameters<PostalCodeGeocoder["geocode"]>[0]) => new PostalCodeGeocoder(database).geocode(query);

  it("finds a zip code however it is spaced, with its place and country as label", async () => {
    for (const zipCode of ["11442", "114 42", " 114  42 "]) {
      expect(await geocode({ countryCode: "SE", zipCode, city: "Wrong town" })).toEqual({
        status: "OK",
        results: [{ latitude: 59.336, longitude: 18.08, precision: "zipCode", label: "114 42 Stockholm, Sweden", source: "postalCodes" }],
      });
    }
    // The Netherlands' table holds the four digits of "1012 AB".
    expect((await geocode({ countryCode: "NL", zipCode: "1012 ab" })).results[0]).toMatchObject({
      precision: "zipCode",
      label: "1012 Amsterdam, Netherlands",
    });
  });

  it("falls back to the place, the zip code's area, a region of that name, then the country, saying which", async () => {
    expect((await geocode({ countryCode: "SE", zipCode: "99999", city: "stockholm" })).results[0]).toMatchObject({
      precision: "locality",
      latitude: 59.337,
      longitude: 18.085,
      label: "Stockholm, Sweden",
    });
    expect((await geocode({ countryCode: "NL", city: "centrum" })).results[0]).toMatchObject({ precision: "locality", latitude: 52.373 });
    expect((await geocode({ countryCode: "SE", zipCode: "114 99" })).results[0]).toMatchObject({
      precision: "zipCodeArea",
      latitude: 59.337,
      label: "114…, Sweden",
    });
    expect((await geocode({ countryCode: "SE", city: "Uppsala län" })).results[0]).toMatchObject({
      precision: "region",
      latitude: 60,
      longitude: 17.8,
      label: "Uppsala län, Sweden",
    });
    expect((await geocode({ countryCode: "SE", city: "gotlands län" })).results[0]).toMatchObject({
      precision: "region",
      latitude: 57.64,
      longitude: 18.3,
    });
    const country = (await geocode({ countryCode: "SE", city: "Nowhere" })).results[0]!;
    expect(country).toMatchObject({ precision: "country", label: "Sweden" });
    expect(country.latitude).toBeCloseTo((59.336 + 59.338 + 59.858 + 57.64) / 4, 5);
  });

  it("answers ZERO_RESULTS for a country without postal-code data or an unknown code, and takes odd input literally", async () => {
    expect(await geocode({ countryCode: "FR", zipCode: "75001", city: "Paris" })).toEqual({ status: "ZERO_RESULTS", results: [] });
    expect(await geocode({ countryCode: "QQ" })).toEqual({ status: "ZERO_RESULTS", results: [] });
    expect((await geocode({ countryCode: "SE", zipCode: "%_\\'", city: "%" })).results[0]!.precision).toBe("country");
  });

  it("normalises zip codes", () => {
    expect(normaliseZip(" 1012 ab ")).toBe("1012AB");
  });
});

describe("HTTP geocoder (Nominatim search API) with the table as fallback", () => {
  let server: http.Server;
  let url: string;
  let answer: (request: http.IncomingMessage, response: http.ServerResponse) => void;
  const seen: URL[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(new URL(request.url!, "http://localhost"));
      answer(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/search?key=secret`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const json = (status: number, body: unknown) => (_: http.IncomingMessage, response: http.ServerResponse) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  };
  const geocoder = (timeoutMs?: number, at = url) => new HttpGeocoder(at, new PostalCodeGeocoder(database), database, timeoutMs);

  it("asks with the built address string, restricted to the country, and reports the hit's precision", async () => {
    answer = json(200, [
      { lat: "59.3365", lon: "18.0801", display_name: "Sibyllegatan 12, Östermalm, Stockholm, Sverige", place_rank: 30 },
    ]);
    const result = await geocoder().geocode({ countryCode: "SE", street: "Sibyllegatan 12", zipCode: "114 42", city: "Stockholm" });
    expect(result).toEqual({
      status: "OK",
      results: [
        {
          latitude: 59.3365,
          longitude: 18.0801,
          precision: "address",
          label: "Sibyllegatan 12, Östermalm, Stockholm, Sverige",
          source: "http",
        },
      ],
    });
    const request = seen.at(-1)!;
    expect(request.pathname).toBe("/search");
    expect(Object.fromEntries(request.searchParams)).toEqual({
      key: "secret",
      q: "Sibyllegatan 12, 114 42 Stockholm, Sweden",
      format: "jsonv2",
      limit: "1",
      countrycodes: "se",
    });

    answer = json(200, [{ lat: "59.33", lon: "18.06", display_name: "Stockholm", place_rank: 16 }]);
    expect((await geocoder().geocode({ countryCode: "SE", city: "Stockholm" })).results[0]!.precision).toBe("locality");
    answer = json(200, [{ lat: "59.33", lon: "18.06", display_name: "114 42", type: "postcode", place_rank: 21 }]);
    expect((await geocoder().geocode({ countryCode: "SE", zipCode: "114 42" })).results[0]!.precision).toBe("zipCode");
  });

  it("falls back to the table when the service finds nothing or fails", async () => {
    for (const respond of [
      json(200, []),
      json(500, { error: "down" }),
      json(429, {}),
      json(200, { not: "a list" }),
      json(200, [{ lat: "x", lon: "y" }]),
    ]) {
      answer = respond;
      expect((await geocoder().geocode({ countryCode: "SE", zipCode: "11442" })).results[0]).toMatchObject({
        precision: "zipCode",
        source: "postalCodes",
      });
    }
  });

  it("reports the service's failure when the table has nothing either", async () => {
    const paris = { countryCode: "FR", zipCode: "75001", city: "Paris" };
    answer = json(200, []);
    expect((await geocoder().geocode(paris)).status).toBe("ZERO_RESULTS");
    answer = json(429, {});
    expect((await geocoder().geocode(paris)).status).toBe("OVER_QUERY_LIMIT");
    answer = json(403, {});
    expect((await geocoder().geocode(paris)).status).toBe("REQUEST_DENIED");
    answer = json(502, {});
    expect((await geocoder().geocode(paris)).status).toBe("UNKNOWN_ERROR");
    answer = (_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("{not json");
    };
    expect(await geocoder().geocode(paris)).toEqual({ status: "UNKNOWN_ERROR", results: [] });
    // A service that never answers is given up on.
    answer = () => {};
    expect((await geocoder(50).geocode(paris)).status).toBe("UNKNOWN_ERROR");
    // Nothing listens on port 9 of this machine.
    expect((await geocoder(undefined, "http://127.0.0.1:9/search").geocode(paris)).status).toBe("UNKNOWN_ERROR");
  });
});
