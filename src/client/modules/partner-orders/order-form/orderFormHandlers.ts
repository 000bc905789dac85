import { http, HttpResponse } from "msw";
import { OVERVIEW, propertyAt } from "../partnerOrderFixtures.ts";
import type { OrderFormOverview, OrderFormProperty, OrderFormPropertyInput } from "../partnerOrderTypes.ts";

const notFound = () => HttpResponse.json({ error: { code: "NOT_FOUND", message: "Order-form property not found." } }, { status: 404 });

/**
 * msw handlers of the order form over an overview of their own: a template's save adds the
 * property to its differences, a delete removes it, as the server does; requests are recorded.
 */
export function orderFormHandlers(recorded: Request[] = [], overview: OrderFormOverview = structuredClone(OVERVIEW)) {
  const record = (request: Request) => void recorded.push(request.clone());
  const saved = new Map<string, OrderFormProperty>();
  const key = (template: string, property: string) => `${template}/${property}`;
  const read = (template: string, property: string) => saved.get(key(template, property)) ?? propertyAt(template, property, overview);
  return [
    http.get("*/partner-order/overview", ({ request }) => {
      record(request);
      return HttpResponse.json(overview);
    }),
    http.get("*/partner-order/template/:templateCode/property/:propertyCode", ({ request, params }) => {
      record(request);
      const property = read(String(params.templateCode), String(params.propertyCode));
      return property ? HttpResponse.json(property) : notFound();
    }),
    http.post("*/partner-order/template/:templateCode/property/:propertyCode", async ({ request, params }) => {
      record(request);
      const [templateCode, propertyCode] = [String(params.templateCode), String(params.propertyCode)];
      const body = (await request.json()) as OrderFormPropertyInput;
      const property: OrderFormProperty = {
        code: propertyCode,
        displayName: body.displayName,
        dataType: body.dataType,
        options: body.options ?? [],
        unit: body.unit ?? null,
        minValue: body.minValue ?? null,
        maxValue: body.maxValue ?? null,
        defaultValue: body.defaultValue ?? null,
        templateCode,
        isNew: false,
        updatedAt: new Date().toISOString(),
      };
      saved.set(key(templateCode, propertyCode), property);
      const template = overview.templates.find((t) => t.code === templateCode);
      if (template && templateCode !== "default" && !template.differences.includes(propertyCode)) template.differences.push(propertyCode);
      return HttpResponse.json(property);
    }),
    http.delete("*/partner-order/template/:templateCode/property/:propertyCode", ({ request, params }) => {
      record(request);
      const [templateCode, propertyCode] = [String(params.templateCode), String(params.propertyCode)];
      const template = overview.templates.find((t) => t.code === templateCode);
      if (!template || !template.differences.includes(propertyCode)) return notFound();
      template.differences = template.differences.filter((code) => code !== propertyCode);
      saved.delete(key(templateCode, propertyCode));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** A save the server refuses with field errors (in its English, which the dialog does not show). */
export const refusedSaveHandler = http.post("*/partner-order/template/:templateCode/property/:propertyCode", () =>
  HttpResponse.json(
    { error: { code: "VALIDATION", message: "Invalid input.", fields: { displayName: "must NOT have more than 200 characters" } } },
    { status: 400 },
  ),
);

/** A delete that fails ('Something went wrong when deleting property!'). */
export const failingDeleteHandler = http.delete(
  "*/partner-order/template/:templateCode/property/:propertyCode",
  () => new HttpResponse(null, { status: 503 }),
);
