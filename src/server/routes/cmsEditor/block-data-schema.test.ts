import { describe, expect, it } from "vitest";
import { loadContract } from "../../contract.ts";
import { BLOCK_CLASSES } from "../../db/schema.ts";
import { RICH_TEXT_KEYS } from "../../domain/rich-text-policy.ts";
import { blockDataProblems, blockDataSchemas } from "./block-data-schema.ts";

const schemas = loadContract().components.schemas as Record<string, Record<string, any>>;

describe("block data schemas of the contract", () => {
  it("name a schema for exactly every block class, and BlockInput checks data by it", () => {
    const map = blockDataSchemas();
    expect(Object.keys(map).sort()).toEqual([...BLOCK_CLASSES].sort());
    expect(schemas.BlockClass!.enum.sort()).toEqual([...BLOCK_CLASSES].sort());
    const conditions = schemas.BlockDataOfClass!.allOf as { if: any; then: any }[];
    expect(conditions.map((c) => [c.if.properties.class.const, c.then.properties.data.$ref.split("/").pop()])).toEqual(Object.entries(map));
    expect(schemas.BlockInput!.allOf).toEqual([{ $ref: "#/components/schemas/BlockDataOfClass" }]);
    for (const name of Object.values(map)) expect(schemas[name]).toMatchObject({ type: "object", additionalProperties: false });
  });

  it("mark as HTML exactly the keys the server sanitises as rich text", () => {
    const htmlKeys = new Set<string>();
    for (const schema of Object.values(schemas))
      for (const [key, property] of Object.entries<any>(schema.properties ?? {}))
        if (property.contentMediaType === "text/html") htmlKeys.add(key);
    expect([...htmlKeys].sort()).toEqual([...RICH_TEXT_KEYS].sort());
  });

  it("accept each class's data and refuse other data, naming the field", () => {
    expect(blockDataProblems("text_header", { header: "Hi", preamble: "<p>x</p>" })).toEqual([]);
    expect(blockDataProblems("quote", { quote: "Sleep", quoter: "Anna", image: { identifier: "q.jpg", type: "static" } })).toEqual([]);
    expect(blockDataProblems("quote", { slides: [] })).toEqual(["data must NOT have additional properties"]);
    expect(blockDataProblems("informative_image", { points: [{ horizontalPos: 0.07, verticalPos: 101 }] })).toEqual([
      "data/points/0/verticalPos must be <= 100",
    ]);
    expect(blockDataProblems("carousel", {})).toEqual(["class: carousel is not a block class"]);
  });
});
