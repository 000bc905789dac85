import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { banner, type GeneratedFile } from "./generated-file.ts";
import { maxLengthsFile } from "./max-lengths.ts";

const SOURCE = "openapi/openapi.yaml";

/** Bundles openapi/ into one JSON document with Redocly (components named after their files). */
export function bundleContract(root: string): Record<string, unknown> {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bundle-")), "openapi.json");
  execFileSync(path.join(root, "node_modules/.bin/redocly"), ["bundle", path.join(root, SOURCE), "--ext", "json", "-o", out], {
    stdio: "pipe",
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
  return JSON.parse(fs.readFileSync(out, "utf8"));
}

export async function contractFiles(root: string): Promise<GeneratedFile[]> {
  const document = bundleContract(root);
  const info = document.info as Record<string, unknown>;
  info["x-generated"] = `DO NOT EDIT: bundled from ${SOURCE} by \`npm run gen\`.`;
  const ast = await openapiTS(document as never, { alphabetize: false });
  return [
    { path: "src/shared/api/generated/openapi.gen.json", content: JSON.stringify(document, null, 2) + "\n" },
    { path: "src/shared/api/generated/schema.gen.ts", content: banner(SOURCE) + "\n" + astToString(ast) },
    maxLengthsFile(document as Parameters<typeof maxLengthsFile>[0]),
  ];
}
