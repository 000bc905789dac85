import { to as copyTo } from "pg-copy-streams";
import type { Database } from "../../src/server/db/database.ts";

/** A COPY ... TO STDOUT statement, read through Node and thrown away: the bare SQL figure of an export. */
export async function bareCopy(database: Pick<Database, "pool">, statement: string): Promise<{ bytes: number; seconds: number }> {
  const client = await database.pool!.connect();
  try {
    await client.query("begin read only");
    const t = performance.now();
    const stream = client.query(copyTo(statement));
    let bytes = 0;
    await new Promise<void>((resolve, reject) => {
      stream.on("data", (chunk: Buffer) => (bytes += chunk.length));
      stream.on("end", resolve);
      stream.on("error", reject);
    });
    const seconds = (performance.now() - t) / 1000;
    await client.query("commit");
    return { bytes, seconds };
  } finally {
    client.release();
  }
}
