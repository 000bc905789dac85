// The package ships no types; this is the part the CSV export uses (COPY ... TO STDOUT).
declare module "pg-copy-streams" {
  import type { Readable, ReadableOptions } from "node:stream";
  import type { Submittable } from "pg";

  /** A query that streams the output of a COPY ... TO STDOUT statement. */
  export function to(text: string, options?: ReadableOptions): Readable & Submittable;
}
