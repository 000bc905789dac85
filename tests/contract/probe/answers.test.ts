import { describe, expect, it } from "vitest";
import { loadContract } from "../../../src/server/contract.ts";
import { AnswerChecker } from "./answers.ts";
import { probeOperations } from "./operations.ts";

/** The probe's checker itself: what it lets through is what the contract allows, nothing more. */
const contract = loadContract();
const checker = new AnswerChecker(contract);
const operation = (id: string) => probeOperations(contract).find((op) => op.operationId === id)!;
const json = (status: number, body: unknown, type = "application/json; charset=utf-8") => ({
  status,
  headers: { "content-type": type },
  body: Buffer.from(JSON.stringify(body)),
});
const error = (message: string, code = "VALIDATION") => ({ error: { code, message } });

describe("the probe's answer checker", () => {
  const createRegionGroup = operation("createRegionGroup");

  it("allows declared statuses with bodies of their schema, and the common ones in the error shape", () => {
    expect(checker.problems(createRegionGroup, json(400, error("Invalid request body: name.")))).toEqual([]);
    expect(checker.problems(createRegionGroup, json(415, error("Unsupported content type.", "UNSUPPORTED_MEDIA_TYPE")))).toEqual([]);
    expect(
      checker.problems(
        operation("listBedModels"),
        json(501, { error: { code: "NOT_IMPLEMENTED", message: "not built", operationId: "listBedModels" } }),
      ),
    ).toEqual([]);
    expect(checker.problems(operation("deleteAccount"), { status: 204, headers: {}, body: Buffer.alloc(0) })).toEqual([]);
  });

  it("refuses a 5xx, a status the contract does not declare, a body outside its schema and a wrong type", () => {
    expect(checker.problems(createRegionGroup, json(500, error("boom", "INTERNAL")))[0]).toMatch(/^answered 500/);
    expect(checker.problems(createRegionGroup, json(418, error("teapot")))[0]).toMatch(/does not declare/);
    expect(checker.problems(createRegionGroup, json(400, error("x".repeat(2001))))[0]).toMatch(/more than 2000 characters/);
    expect(checker.problems(createRegionGroup, json(200, { unexpected: true }))[0]).toMatch(/outside the contract/);
    expect(checker.problems(createRegionGroup, json(400, error("bad"), "text/html"))[0]).toMatch(/as text\/html/);
    expect(checker.problems(operation("listBedModels"), json(501, error("no code")))[0]).toMatch(/NOT_IMPLEMENTED/);
  });

  it("allows an unroutable address's 404 only where the path has parameters", () => {
    expect(checker.problems(operation("getLocation"), json(404, error("No route.", "NOT_FOUND")))).toEqual([]);
    expect(checker.problems(operation("listSites"), json(404, error("No route.", "NOT_FOUND")))[0]).toMatch(/does not declare/);
  });
});
