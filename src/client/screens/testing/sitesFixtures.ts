import { http, HttpResponse } from "msw";

/** Sites as GET /cms/sites/get-by-page answers them (contract Site). */
export const SITE_ROWS = [
  {
    id: 3,
    name: "Deutschland",
    languageCode: "de",
    slug: "de",
    isActive: true,
    properties: { design: { theme: "classic" }, seo: { title: "Betten" } },
    frontpage: { id: 30, title: "Startseite", slug: "start" },
    updatedAt: "2026-01-03T10:00:00.000Z",
  },
  {
    id: 2,
    name: "International",
    languageCode: "en",
    slug: "en",
    isActive: true,
    properties: {},
    frontpage: null,
    updatedAt: "2026-01-02T10:00:00.000Z",
  },
  {
    id: 7,
    name: "Suomi",
    languageCode: "fi",
    slug: "fi",
    isActive: false,
    properties: {},
    frontpage: null,
    updatedAt: "2026-01-07T10:00:00.000Z",
  },
  {
    id: 1,
    name: "Sverige",
    languageCode: "sv",
    slug: "se",
    isActive: true,
    properties: { seo: { title: "Sängar" } },
    frontpage: { id: 10, title: "Start", slug: "start" },
    updatedAt: "2026-01-01T10:00:00.000Z",
  },
];

export function sitesPage(rows = SITE_ROWS, total = rows.length) {
  const active = rows.filter((r) => r.isActive !== false).length;
  return {
    list: rows,
    total,
    totalIsEstimate: false,
    filterable: {
      isActive: [
        { property: "true", count: active },
        { property: "false", count: rows.length - active },
      ],
    },
  };
}

/** msw handlers of the sites operations; each request is also recorded for assertions. */
export function sitesHandlers(requests: Request[] = [], page = sitesPage()) {
  return [
    http.get("*/cms/sites/get-by-page", ({ request }) => {
      requests.push(request);
      return HttpResponse.json(page);
    }),
    http.patch("*/cms/sites/:id", async ({ request, params }) => {
      requests.push(request.clone());
      const body = (await request.json()) as Record<string, unknown>;
      const row = SITE_ROWS.find((r) => r.id === Number(params.id))!;
      return HttpResponse.json({ ...row, ...body, updatedAt: new Date().toISOString() });
    }),
    http.post("*/cms/sites", async ({ request }) => {
      requests.push(request.clone());
      const body = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ id: 99, properties: {}, frontpage: null, updatedAt: new Date().toISOString(), ...body });
    }),
  ];
}

/** A list that fails, for the table's error state. */
export const sitesFailingHandler = http.get("*/cms/sites/get-by-page", () =>
  HttpResponse.json({ error: { code: "INTERNAL", message: "An unexpected error occurred." } }, { status: 500 }),
);
