/**
 * The contract's text limits (`maxLength`), per schema component and property, e.g.
 * `maxLengths.AccountInput.email`. Generated from openapi/ by `npm run gen`, so a form's input
 * limits follow the contract instead of copies of its numbers.
 */
export * as maxLengths from "./generated/maxLengths.gen.ts";
