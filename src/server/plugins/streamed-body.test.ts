import { describe, expect, it } from "vitest";
import { streamedBodyTypes, typeCovers } from "./streamed-body.ts";

describe("streamedBodyTypes", () => {
  it("lists an operation's non-JSON body types, none for JSON or no body", () => {
    const upload = { requestBody: { content: { "application/octet-stream": {}, "image/*": {}, "application/json": {} } } };
    expect(streamedBodyTypes(upload)).toEqual(["application/octet-stream", "image/*"]);
    expect(streamedBodyTypes({ requestBody: { content: { "application/json": {} } } })).toBeUndefined();
    expect(streamedBodyTypes({})).toBeUndefined();
  });
});

describe("typeCovers", () => {
  it("matches a type exactly, or any subtype of a wildcard", () => {
    expect(typeCovers("application/pdf", "application/pdf")).toBe(true);
    expect(typeCovers("image/*", "image/png")).toBe(true);
    expect(typeCovers("image/*", "image/")).toBe(false);
    expect(typeCovers("image/*", "video/mp4")).toBe(false);
    expect(typeCovers("image/*", "imagex/png")).toBe(false);
    expect(typeCovers("application/pdf", "application/pdfx")).toBe(false);
  });
});
