import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where uploaded files live (media library now, CMS uploads later). Files are named by their
 * key, a content address chosen by the caller (the SHA-256 of the bytes and an extension), so a
 * key's bytes never change: writing a key that exists is a no-op, and readers may cache by key.
 * The embedded default keeps them in a directory under DATA_DIR; an S3-compatible store
 * implements the same four calls (PutObject from the local file, GetObject as a stream,
 * HeadObject, DeleteObject).
 */
export interface FileStorage {
  /** Stores a local file's bytes under the key (the local file is left for the caller to remove). */
  putFile(key: string, localPath: string, contentType: string): Promise<void>;
  /** Stores bytes under the key. */
  putBytes(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The stored bytes as a stream, or undefined when the key is unknown. */
  open(key: string): Promise<Readable | undefined>;
  /** The stored bytes whole (small files: thumbnails), or undefined when the key is unknown. */
  read(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes the key; an unknown key is no error. */
  remove(key: string): Promise<void>;
}

/** A storage key: a plain file name, no path (no separator, no leading dot, so never ".."). */
export const STORAGE_KEY = /^[A-Za-z0-9][A-Za-z0-9._-]{0,254}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY.test(key) || key.includes("..")) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/**
 * The embedded default: one directory (DATA_DIR/files), spread over 256 subdirectories by the
 * key's first two characters so no directory grows huge. Writes go to a temporary name in the
 * same directory and are renamed into place, so a reader never sees half a file and two writers
 * of one key both end with the whole file.
 */
export class LocalFileStorage implements FileStorage {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, key.slice(0, 2).toLowerCase(), key);
  }

  private async place(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    if (await this.exists(key)) return;
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    const temporary = `${target}.${randomUUID()}.part`;
    try {
      await write(temporary);
      await fs.promises.rename(temporary, target);
    } finally {
      await fs.promises.rm(temporary, { force: true });
    }
  }

  // The type matters to stores that keep it with the object (S3's Content-Type); files here have none.
  async putFile(key: string, localPath: string, _contentType?: string): Promise<void> {
    await this.place(key, async (temporary) => {
      // A rename when both are on one file system; else a copy.
      await fs.promises.copyFile(localPath, temporary);
    });
  }

  async putBytes(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    await this.place(key, (temporary) => fs.promises.writeFile(temporary, bytes));
  }

  async open(key: string): Promise<Readable | undefined> {
    const file = this.pathOf(key);
    try {
      const handle = await fs.promises.open(file, "r");
      return handle.createReadStream();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    try {
      return await fs.promises.readFile(this.pathOf(key));
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      await fs.promises.access(this.pathOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}

/** Writes a stream to a local file (uploads land in scratch space before they are checked). */
export async function streamToFile(source: Readable, file: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await pipeline(source, fs.createWriteStream(file));
}

/** The storage of a deployment: the embedded directory under DATA_DIR. */
export function createFileStorage(dataDir: string): FileStorage {
  return new LocalFileStorage(path.resolve(dataDir, "files"));
}
