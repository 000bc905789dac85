/**
 * The run-time helpers the precompiled form validators (`screens/generated/*.validators.gen.ts`,
 * compiled from the contract by `npm run gen`) call instead of ajv's require()d ones.
 */
export { fullFormats } from "ajv-formats/dist/formats.js";

/** Length of a string in Unicode code points, as JSON Schema's minLength/maxLength count it (ajv's ucs2length). */
export function ucs2length(text: string): number {
  let length = 0;
  // A string's iterator steps over surrogate pairs as one character.
  for (const _ of text) length++;
  return length;
}
