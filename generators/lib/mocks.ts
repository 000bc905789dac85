import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generate } from "orval";
import { banner, type GeneratedFile } from "./generated-file.ts";

const SOURCE = "src/shared/api/generated/openapi.gen.json";

/**
 * msw handlers with faker answers for every operation (orval, mocks only: its fetch client is
 * dropped, openapi-fetch is our one client). Used by Storybook and client tests.
 */
export async function mockFiles(root: string): Promise<GeneratedFile[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "orval-"));
  await generate({
    input: { target: path.join(root, SOURCE) },
    output: {
      mode: "split",
      target: path.join(dir, "api.ts"),
      client: "fetch",
      mock: { type: "msw", delay: false },
      prettier: false,
      override: { header: false },
    },
  });
  const schemas = fs.readFileSync(path.join(dir, "api.schemas.ts"), "utf8");
  const msw = fs.readFileSync(path.join(dir, "api.msw.ts"), "utf8").replace(/from '\.\/api\.schemas'/g, "from './mocks.schemas.gen.ts'");
  fs.rmSync(dir, { recursive: true, force: true });
  const head = banner(`${SOURCE} (orval)`) + "/* eslint-disable */\n";
  return [
    { path: "src/client/api/generated/mocks.schemas.gen.ts", content: head + schemas },
    // orval's faker builders put `undefined` into open maps (BlockData) that strict TS refuses;
    // the answers are still valid JSON for the contract, so the file is not type-checked.
    { path: "src/client/api/generated/mocks.msw.gen.ts", content: head + "// @ts-nocheck\n" + msw },
  ];
}
