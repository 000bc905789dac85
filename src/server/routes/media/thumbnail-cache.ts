import type { FileStorage } from "../../adapters/file-storage.ts";
import type { StoredFileStore, ThumbnailRef } from "./stored-file-store.ts";

/** A thumbnail's bytes with the key (its ETag) and type they are sent with. */
export interface CachedThumbnail extends ThumbnailRef {
  bytes: Buffer;
}

/**
 * Thumbnails in memory, by the stored file name asked for. A stored name's thumbnail never
 * changes (both are content addresses), so entries need no invalidation beyond a file being
 * freed (forget); the least recently used go first once the cache passes its byte budget.
 * A media list shows dozens of thumbnails at once: from here each is a map lookup.
 */
export class ThumbnailCache {
  private readonly entries = new Map<string, CachedThumbnail>();
  private bytes = 0;

  constructor(
    private readonly files: StoredFileStore,
    private readonly storage: FileStorage,
    private readonly budgetBytes = 32 * 1_048_576,
  ) {}

  /** The thumbnail of a stored file, or undefined when it has none (unknown file, not an image). */
  async get(filename: string): Promise<CachedThumbnail | undefined> {
    const hit = this.entries.get(filename);
    if (hit) {
      // Re-inserted: a Map iterates in insertion order, so the first entry is the least recently used.
      this.entries.delete(filename);
      this.entries.set(filename, hit);
      return hit;
    }
    const ref = await this.files.thumbnailOf(filename);
    if (!ref) return undefined;
    const bytes = await this.storage.read(ref.key);
    if (!bytes) return undefined;
    const entry = { ...ref, bytes };
    this.entries.set(filename, entry);
    this.bytes += bytes.length;
    for (const [name, old] of this.entries) {
      if (this.bytes <= this.budgetBytes) break;
      this.entries.delete(name);
      this.bytes -= old.bytes.length;
    }
    return entry;
  }

  /** Drops the entries of freed files (asked for by their name or served as their thumbnail). */
  forget(keys: readonly string[]): void {
    const gone = new Set(keys);
    for (const [name, entry] of this.entries) {
      if (gone.has(name) || gone.has(entry.key)) {
        this.entries.delete(name);
        this.bytes -= entry.bytes.length;
      }
    }
  }
}
