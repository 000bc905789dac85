import i18next from "i18next";
import type { MiddlewareCallbackParams } from "openapi-fetch";
import { describe, expect, it } from "vitest";
import { createTestI18n } from "../app/testing/testI18n.ts";
import { trackingMiddleware } from "./middleware.ts";

/** The headers a call leaves with, as the middleware sets them (the call is then finished). */
async function headersOfCall(): Promise<Headers> {
  const request = new Request("http://backoffice.test/users/current");
  const params = { request, schemaPath: "/users/current", id: "call", options: {}, params: {} } as unknown as MiddlewareCallbackParams;
  await trackingMiddleware.onRequest!(params);
  await trackingMiddleware.onResponse!({ ...params, response: new Response("{}") });
  return request.headers;
}

describe("the API client's requests", () => {
  it("ask for the user's language, so the server's error texts come in it", async () => {
    createTestI18n("sv_SE", i18next);
    expect((await headersOfCall()).get("accept-language")).toBe("sv-SE");
    await i18next.changeLanguage("en");
    expect((await headersOfCall()).get("accept-language")).toBe("en");
  });
});
