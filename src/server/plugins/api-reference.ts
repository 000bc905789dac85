import type { FastifyInstance } from "fastify";
import type { OpenApiDocument } from "../../shared/api/contract.ts";
import { accessOf, listOperations } from "./contract-routes.ts";

/**
 * Serves the bundled contract at /api/openapi.json and a readable reference at /api/docs:
 * plain server-rendered HTML (no scripts, so the strict CSP holds), one section per tag.
 */
export function registerApiReference(app: FastifyInstance, contract: OpenApiDocument) {
  const html = renderReference(contract);
  app.get("/api/openapi.json", async (_request, reply) => reply.header("cache-control", "no-cache").send(contract));
  app.get("/api/docs", async (_request, reply) => reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(html));
}

const esc = (value: unknown) =>
  String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

function refName(schema: any): string {
  if (!schema) return "";
  if (schema.$ref) return String(schema.$ref).split("/").pop()!;
  if (schema.type === "array") return `${refName(schema.items)}[]`;
  if (schema.allOf) return schema.allOf.map(refName).filter(Boolean).join(" & ");
  return Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "object");
}

export function renderReference(contract: OpenApiDocument): string {
  const info = contract.info as { title: string; version: string };
  const tags = (contract.tags as { name: string; description?: string }[]) ?? [];
  const operations = listOperations(contract);
  const sections = tags.map((tag) => {
    const ops = operations.filter((op) => op.definition.tags?.includes(tag.name));
    const items = ops.map((op) => {
      const access = accessOf(op.definition);
      const gate =
        access.permission === "public"
          ? "public"
          : access.permission === "authenticated"
            ? "any logged-in account"
            : access.permission.join(" or ");
      const params = [...op.pathParameters, ...(op.definition.parameters ?? [])]
        .map(
          (p: any) =>
            `<li><code>${esc(p.name)}</code> (${esc(p.in)}${p.required ? ", required" : ""}): ${esc(refName(p.schema))} ${esc(p.description)}</li>`,
        )
        .join("");
      const body = op.definition.requestBody?.content;
      const bodyLine = body
        ? `<p>Body: ${Object.entries<any>(body)
            .map(([type, c]) => `${esc(type)} <code>${esc(refName(c.schema))}</code>`)
            .join(", ")}</p>`
        : "";
      const responses = Object.entries<any>(op.definition.responses ?? {})
        .map(
          ([status, r]) =>
            `<li><b>${esc(status)}</b> ${esc(r.description)} ${
              r.content
                ? `<code>${esc(
                    Object.values<any>(r.content)
                      .map((c) => refName(c.schema))
                      .join(", "),
                  )}</code>`
                : ""
            }</li>`,
        )
        .join("");
      return `<article id="${esc(op.operationId)}"><h3><span class="m ${op.method.toLowerCase()}">${op.method}</span> <code>${esc(op.path)}</code></h3>
<p><b>${esc(op.definition.summary)}</b> — <code>${esc(op.operationId)}</code>, permission: ${esc(gate)}</p>
${op.definition.description ? `<p>${esc(op.definition.description)}</p>` : ""}${params ? `<ul>${params}</ul>` : ""}${bodyLine}<ul>${responses}</ul></article>`;
    });
    return `<section id="tag-${esc(tag.name)}"><h2>${esc(tag.name)}</h2><p>${esc(tag.description)}</p>${items.join("\n")}</section>`;
  });
  const nav = tags.map((t) => `<a href="#tag-${esc(t.name)}">${esc(t.name)}</a>`).join(" · ");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(info.title)} reference</title>
<style>body{font:14px/1.5 system-ui,sans-serif;max-width:1000px;margin:2rem auto;padding:0 1rem;color:#1c2127}code{background:#f0f2f5;padding:0 3px}
article{border-top:1px solid #dce0e5;padding:.5rem 0}.m{font:bold 12px monospace;padding:2px 6px;border-radius:3px;color:#fff;background:#5f6b7c}
.get{background:#238551}.post{background:#2d72d2}.put,.patch{background:#c87619}.delete{background:#cd4246}nav{position:sticky;top:0;background:#fff;padding:.5rem 0}</style></head>
<body><h1>${esc(info.title)} ${esc(info.version)}</h1><p>${operations.length} operations. Machine-readable: <a href="/api/openapi.json">openapi.json</a>.</p>
<nav>${nav}</nav>${sections.join("\n")}</body></html>`;
}
