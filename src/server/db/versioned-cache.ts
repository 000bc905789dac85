import { sql, type Kysely } from "kysely";
import type { DB } from "./schema.ts";

/** cache_versions as name -> version. */
export type CacheVersions = Readonly<Record<string, number>>;

/** A cache_versions snapshot from a JSON object of the database (versions may come as text). */
export function versionsOf(json: Readonly<Record<string, number | string>> | null | undefined): CacheVersions {
  return Object.fromEntries(Object.entries(json ?? {}).map(([name, version]) => [name, Number(version)]));
}

export interface VersionedCacheOptions<T> {
  /** Entries kept, least recently used go first (default 100). */
  maxEntries?: number;
  /** Summed size of the kept values (default: no limit); each value's size from sizeOf. */
  maxSize?: number;
  sizeOf?: (value: T) => number;
}

interface Entry<T> {
  tag: string;
  value: T;
  size: number;
}

/**
 * Values computed from the database, kept in this server's memory while the database's
 * versions of what they were read from are unchanged. The versions live in cache_versions and
 * are bumped by triggers in every writing transaction (migrations 0004 and 0006; since 0012 each
 * version is a sum of rows, so concurrent writers bump different rows and never wait on each
 * other), so a write made on any server instance, or in psql, shows everywhere on the next call. A call costs one
 * primary-key read instead of the computation; calls that miss together share one computation.
 */
export class VersionedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, { tag: string; promise: Promise<T> }>();
  private size = 0;
  private readonly maxEntries: number;
  private readonly maxSize: number;
  private readonly sizeOf: (value: T) => number;

  constructor(
    private readonly db: Kysely<DB>,
    /** The cache_versions names the values depend on. */
    private readonly names: readonly string[],
    options: VersionedCacheOptions<T> = {},
  ) {
    this.maxEntries = options.maxEntries ?? 100;
    this.maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
    this.sizeOf = options.sizeOf ?? (() => 0);
  }

  /**
   * The value kept under key if the versions are still those it was loaded at, else a new load.
   * `versions` may pass a snapshot of cache_versions read earlier in the same request (with
   * its session), sparing a query; it must have been read before any of the request's data.
   */
  async get(key: string, load: () => Promise<T>, versions?: CacheVersions): Promise<T> {
    // The versions are read before the data: data newer than its tag only costs one extra
    // load later, never a stale value kept as current.
    const tag = this.tagOf(versions) ?? (await this.currentTag());
    const kept = this.entries.get(key);
    if (kept?.tag === tag) {
      // Most recently used last, so eviction takes from the front.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    const pending = this.loading.get(key);
    if (pending?.tag === tag) return pending.promise;
    const promise = load();
    this.loading.set(key, { tag, promise });
    try {
      const value = await promise;
      this.keep(key, tag, value);
      return value;
    } finally {
      if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
    }
  }

  private keep(key: string, tag: string, value: T) {
    const old = this.entries.get(key);
    // A slow load that started before a newer one finished must not replace it.
    if (old && compareTags(old.tag, tag) > 0) return;
    if (old) this.drop(key, old);
    const size = this.sizeOf(value);
    if (size > this.maxSize) return;
    this.entries.set(key, { tag, value, size });
    this.size += size;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.size <= this.maxSize) break;
      this.drop(oldestKey, oldest);
    }
  }

  private drop(key: string, entry: Entry<T>) {
    this.entries.delete(key);
    this.size -= entry.size;
  }

  private tagOf(versions: CacheVersions | undefined): string | undefined {
    if (!versions || !this.names.every((name) => name in versions)) return undefined;
    return this.names.map((name) => String(versions[name])).join(".");
  }

  private async currentTag(): Promise<string> {
    const { rows } = await sql<{
      name: string;
      version: string;
    }>`select name, version from cache_versions where name in (${sql.join(this.names)})`.execute(this.db);
    const byName = new Map(rows.map((r) => [r.name, String(r.version)]));
    return this.names.map((name) => byName.get(name) ?? "0").join(".");
  }
}

/** Versions only grow; a tag is newer when any of its versions is larger. */
function compareTags(a: string, b: string): number {
  const x = a.split(".").map(Number);
  const y = b.split(".").map(Number);
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return 0;
}
