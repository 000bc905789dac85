import { delay, http, HttpResponse } from "msw";
import { accounts } from "./accountFixtures.ts";
import type { Account } from "./accountTypes.ts";

const sites = [
  { id: 1, name: "Sverige", languageCode: "sv", slug: "se", isActive: true, properties: {}, frontpage: null },
  { id: 2, name: "Norge", languageCode: "nb", slug: "no", isActive: true, properties: {}, frontpage: null },
  { id: 3, name: "Deutschland", languageCode: "de", slug: "de", isActive: true, properties: {}, frontpage: null },
  { id: 4, name: "International", languageCode: "en", slug: "en", isActive: true, properties: {}, frontpage: null },
];

const groups = [
  {
    id: 10,
    name: "Nordics",
    description: null,
    groupId: null,
    parentGroup: null,
    childGroups: [],
    handlesCountries: [],
    handlesLocations: [],
  },
  {
    id: 11,
    name: "Sweden",
    description: null,
    groupId: 10,
    parentGroup: { id: 10, name: "Nordics" },
    childGroups: [],
    handlesCountries: [],
    handlesLocations: [],
  },
];

/** Echoes a saved account with a fresh concurrency token, as the server does. */
async function saved(request: Request, id: number) {
  await delay(400);
  const body = (await request.json()) as Account;
  return HttpResponse.json({
    ...body,
    id,
    createdAt: "2026-11-18T10:00:00.000Z",
    updatedAt: new Date().toISOString(),
    groups: body.groups ?? [],
  });
}

/** msw handlers for the accounts screen and dialog (stories and tests). */
export const accountHandlers = [
  http.get("*/rest/admin/accounts", () => HttpResponse.json(accounts)),
  http.post("*/rest/admin/accounts", ({ request }) => saved(request, 99)),
  http.put("*/rest/admin/accounts/:id", ({ request, params }) => saved(request, Number(params.id))),
  http.delete("*/rest/admin/accounts/:id", () => new HttpResponse(null, { status: 204 })),
  http.get("*/cms/sites", () => HttpResponse.json(sites)),
  http.get("*/rest/region/groups", () => HttpResponse.json(groups)),
  http.get("*/rest/admin/accounts/:accountId/portal-account", () => HttpResponse.json({ isSet: false, username: null })),
  http.post("*/rest/admin/accounts/:accountId/portal-link", async ({ request }) => {
    const { username } = (await request.json()) as { username: string };
    return HttpResponse.json({ isSet: true, username });
  }),
  http.get("*/rest/admin/accounts/:accountId/portal-unlink", () => HttpResponse.json({ isSet: false, username: null })),
];

/** Saves refused by the server (e.g. a record changed meanwhile). */
export const failingSaveHandlers = [
  http.put("*/rest/admin/accounts/:id", async () => {
    await delay(400);
    return HttpResponse.json(
      {
        error: {
          code: "CONFLICT",
          message: "The record changed since it was opened. Reload it and try again.",
          fields: { updatedAt: "is stale" },
        },
      },
      { status: 409 },
    );
  }),
  http.post("*/rest/admin/accounts", () =>
    HttpResponse.json(
      { error: { code: "CONFLICT", message: "An account with this e-mail already exists.", fields: { email: "is already in use" } } },
      { status: 409 },
    ),
  ),
];
