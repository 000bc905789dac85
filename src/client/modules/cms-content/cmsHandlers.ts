import { http, HttpResponse } from "msw";
import type { ContentItemInput } from "./cmsTypes.ts";
import { cmsTree, contentItemOf } from "./cmsFixtures.ts";

const notFound = () => HttpResponse.json({ error: { code: "NOT_FOUND", message: "Content item not found." } }, { status: 404 });
/** The server's refusal of a slug a sibling already uses. */
export const slugClash = () =>
  HttpResponse.json(
    { error: { code: "CONFLICT", message: "Another item here already uses this slug.", fields: { slug: "is already in use" } } },
    { status: 409 },
  );

/** msw handlers for the CMS index (stories and tests): the tree, content items, their saves, the purge and site writes. */
export const cmsHandlers = [
  http.get("*/cms/tree", () => HttpResponse.json(cmsTree)),
  http.get("*/cms/tree/content-item", ({ request }) => {
    const found = contentItemOf(Number(new URL(request.url).searchParams.get("id")));
    return found ? HttpResponse.json(found) : notFound();
  }),
  http.post("*/cms/tree/update-pages", () => HttpResponse.json({ nodes: [] })),
  http.post("*/cms/tree/update-items", () => HttpResponse.json({ nodes: [] })),
  http.put("*/rest/cms/content-items/:id", async ({ request, params }) => {
    const base = contentItemOf(Number(params.id));
    if (!base) return notFound();
    const body = (await request.json()) as ContentItemInput;
    return HttpResponse.json({ ...base, label: body.label, slug: body.slug ?? base.slug, updatedAt: new Date().toISOString() });
  }),
  http.post("*/rest/cms/content-items/:id", async ({ request, params }) => {
    const parent = contentItemOf(Number(params.id));
    if (!parent) return notFound();
    const body = (await request.json()) as ContentItemInput;
    return HttpResponse.json({
      ...parent,
      id: 90,
      label: body.label,
      slug: body.slug ?? "new",
      parentId: parent.id,
      content: { id: 990, title: body.label },
    });
  }),
  http.get("*/cms/purge/cp-code", ({ request }) =>
    HttpResponse.json({ success: true, code: new URL(request.url).searchParams.get("code") ?? "", purgedAt: new Date().toISOString() }),
  ),
  http.patch("*/cms/sites/:id", async ({ params }) =>
    HttpResponse.json({ ...cmsTree.sites.find((s) => s.id === Number(params.id))!, updatedAt: new Date().toISOString() }),
  ),
  http.post("*/cms/sites", () => HttpResponse.json({ ...cmsTree.sites[2]!, id: 4, name: "Site", languageCode: "fi", slug: "fi" })),
];
