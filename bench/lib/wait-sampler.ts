import pg from "pg";

/**
 * What the database's sessions on one database are doing, sampled from pg_stat_activity every
 * `everyMs` while a load runs: running, idle in a transaction (waiting for the server's next
 * statement), or waiting on a lock or I/O. Shows whether latency is the database's work, its
 * locks, or waiting for the client.
 */
export async function sampleDatabaseWaits(url: string, everyMs = 250) {
  const database = new URL(url).pathname.slice(1);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const { rows } = await client.query<{ what: string; n: number }>(
        `select coalesce(state, '?') || coalesce(' / ' || wait_event_type || ':' || wait_event, '') as what, count(*)::int as n
           from pg_stat_activity where datname = $1 and pid <> pg_backend_pid() and backend_type = 'client backend' group by 1`,
        [database],
      );
      samples++;
      for (const { what, n } of rows) counts.set(what, (counts.get(what) ?? 0) + n);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    /** Stops sampling; answers the mean number of sessions in each state, busiest first. */
    async stop(): Promise<string> {
      stopped = true;
      await loop;
      await client.end();
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([what, n]) => `${(n / samples).toFixed(1)} ${what}`)
        .join(", ");
    },
  };
}
