// The package ships no types. The seed loads rows with its COPY FROM (typed in bulk-load.ts);
// the benches read a bare COPY TO with it (bench/lib/bare-copy.ts). The CSV exports read COPY
// through routes/copy-out-query.ts, which copies each record once.
declare module "pg-copy-streams" {
  import type { Readable, ReadableOptions } from "node:stream";
  import type { Submittable } from "pg";

  /** A query that streams the output of a COPY ... TO STDOUT statement. */
  export function to(text: string, options?: ReadableOptions): Readable & Submittable;
}
