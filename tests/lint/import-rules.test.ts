import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

/**
 * The import rules of DESIGN.md section 2, proved against the project's own ESLint config: each
 * case lints one made-up file at a real place in the tree (nothing is written) and names the rule
 * that must refuse it, so a config change that silently drops a rule fails here.
 */
const root = path.resolve(import.meta.dirname, "../..");
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const refused: Array<{ rule: string; file: string; code: string; says: RegExp }> = [
  {
    rule: "shared imports no server",
    file: "src/shared/probe.ts",
    code: 'export { createApp } from "../server/app.ts";',
    says: /"server" are not allowed in elements of type "shared"/,
  },
  {
    rule: "shared imports no client",
    file: "src/shared/probe.ts",
    code: 'export { queryClient } from "../client/app/queryClient.ts";',
    says: /"client" are not allowed in elements of type "shared"/,
  },
  {
    rule: "shared imports no Node module",
    file: "src/shared/probe.ts",
    code: 'import fs from "node:fs";\nexport const a = fs;',
    says: /no Node modules/,
  },
  {
    rule: "client imports no server",
    file: "src/client/app/probe.ts",
    code: 'export { createApp } from "../../server/app.ts";',
    says: /"server" are not allowed in elements of type "client"/,
  },
  {
    rule: "server imports no client",
    file: "src/server/probe.ts",
    code: 'export { queryClient } from "../client/app/queryClient.ts";',
    says: /"client" are not allowed in elements of type "server"/,
  },
  {
    rule: "shipped code imports no test fixture",
    file: "src/server/probe.ts",
    code: 'export * from "../../tests/fixtures/databases.ts";',
    says: /"tests" are not allowed in elements of type "server"/,
  },
  {
    rule: "src imports no generators",
    file: "src/server/probe.ts",
    code: 'export * from "../../generators/lib/contract.ts";',
    says: /"generators" are not allowed/,
  },
  {
    rule: "engine imports no module",
    file: "src/client/screens/probe.ts",
    code: 'export const load = () => import("../modules/outbox/outboxTypes.ts");',
    says: /"client-modules" are not allowed in elements of type "client-engine"/,
  },
  {
    rule: "ui has no data access (client api)",
    file: "src/client/ui/probe.ts",
    code: 'export { $api } from "../api/client.ts";',
    says: /"client-api" are not allowed in elements of type "client-ui"/,
  },
  {
    rule: "ui has no data access (query library)",
    file: "src/client/ui/probe.ts",
    code: 'export { useQuery } from "@tanstack/react-query";',
    says: /no data access/,
  },
  {
    rule: "domain imports no db",
    file: "src/server/domain/probe.ts",
    code: 'export * from "../db/database.ts";',
    says: /"server" are not allowed in elements of type "server-domain"/,
  },
  {
    rule: "domain imports no query builder",
    file: "src/server/domain/probe.ts",
    code: 'export { sql } from "kysely";',
    says: /pure business rules/,
  },
  {
    rule: "generated code only through its wrapper",
    file: "src/client/modules/probe.ts",
    code: 'export type * from "../api/generated/schema.gen.ts";',
    says: /hand-written wrapper/,
  },
];

describe("import rules (DESIGN.md section 2)", () => {
  it.each(refused)("$rule", async ({ file, code, says }) => {
    expect((await problems(file, code)).join("\n")).toMatch(says);
  });

  it("lets the wrapper beside a generated folder import from it, and a domain rule import another", async () => {
    expect(await problems("src/client/api/probe.ts", 'export type * from "./generated/schema.gen.ts";')).toEqual([]);
    expect(await problems("src/server/domain/probe.ts", 'export * from "./catalog-routing.ts";')).toEqual([]);
    expect(await problems("src/server/probe.test.ts", 'export * from "../../tests/fixtures/databases.ts";')).toEqual([]);
  });
});
