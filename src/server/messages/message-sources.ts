import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The messages the server's own code writes into error answers, read from its source: the
 * message and field texts given as literals to the error helpers of http-errors.ts (and to
 * `new HttpError`, `errorBody`). A template literal's `${...}` parts become `{0}`, `{1}`, ... as
 * in the Swedish catalogue. Used by the catalogue's drift test, so a new message without a
 * Swedish text fails there (messages built elsewhere are caught by the bad-input probe).
 */
export interface MessageSource {
  text: string;
  /** "message", "field" or "noun" (the `what` of notFound, shown inside "{0} not found."). */
  kind: "message" | "field" | "noun";
  where: string;
}

const HELPERS = new Set([
  "badRequest",
  "conflict",
  "forbidden",
  "notFound",
  "unauthorized",
  "tooManyRequests",
  "unsupportedMediaType",
  "errorBody",
]);

export function readMessageSources(serverRoot: string): MessageSource[] {
  const sources: MessageSource[] = [];
  for (const file of serverFiles(serverRoot)) {
    const text = fs.readFileSync(file, "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const where = (node: ts.Node) => `${path.relative(serverRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node) => {
      const call = helperCall(node);
      if (call) {
        const { name, args } = call;
        // new HttpError(status, message, fields) and errorBody(status, message, fields).
        const offset = name === "HttpError" || name === "errorBody" ? 1 : 0;
        const message = args[offset];
        // A message chosen by a condition: both of its texts.
        const messages = message && ts.isConditionalExpression(message) ? [message.whenTrue, message.whenFalse] : message ? [message] : [];
        for (const node of messages) {
          const literal = templateOf(node);
          if (literal !== undefined && literal !== "")
            sources.push({ text: literal, kind: name === "notFound" ? "noun" : "message", where: where(node) });
        }
        const fields = args[offset + 1];
        if (fields && ts.isObjectLiteralExpression(fields)) {
          for (const property of fields.properties) {
            if (!ts.isPropertyAssignment(property)) continue;
            const value = templateOf(property.initializer);
            if (value !== undefined) sources.push({ text: value, kind: "field", where: where(property) });
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sources;
}

function helperCall(node: ts.Node): { name: string; args: readonly ts.Expression[] } | undefined {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && HELPERS.has(node.expression.text))
    return { name: node.expression.text, args: node.arguments };
  if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "HttpError")
    return { name: "HttpError", args: node.arguments ?? [] };
  return undefined;
}

/** A string or template literal as a catalogue template; undefined for anything else. */
function templateOf(node: ts.Expression): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    let text = node.head.text;
    node.templateSpans.forEach((span, index) => (text += `{${index}}${span.literal.text}`));
    return text;
  }
  return undefined;
}

function serverFiles(root: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith(".ts") || entry.name.endsWith(".test.ts") || entry.name.endsWith(".d.ts")) continue;
    files.push(path.join(entry.parentPath, entry.name));
  }
  return files.sort();
}
