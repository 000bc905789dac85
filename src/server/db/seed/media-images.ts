import { Readable } from "node:stream";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { FileStorage } from "../../adapters/file-storage.ts";
import { storeUpload, type StoredFile } from "../../routes/media/media-upload.ts";
import { BRAND_NAME } from "./markets.ts";

/** The brand-like colour pairs of the demo images (deep blues, warm greys, a wine red, sand). */
const PALETTE: readonly (readonly [string, string])[] = [
  ["#0f2a44", "#6c8fb3"],
  ["#3b3430", "#c8bba8"],
  ["#5a1a2a", "#d9a0a8"],
  ["#1f3d36", "#9cc5b5"],
  ["#2e2e38", "#b0b3c6"],
  ["#6b4a2b", "#e8d3b0"],
  ["#14213d", "#fca311"],
  ["#40304f", "#c9b6e4"],
];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An SVG gradient with a label, drawn by sharp (librsvg) to a JPEG of width × height. */
async function gradientJpeg(label: string, colours: readonly [string, string], width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <text x="50%" y="46%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 9)}" fill="#ffffff" text-anchor="middle">${escapeXml(BRAND_NAME)}</text>
  <text x="50%" y="62%" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(height / 16)}" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${escapeXml(label)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The three stored files of one demo image: original, thumbnail and low resolution. */
export interface DemoImage {
  original: StoredFile;
  thumbnail: StoredFile;
  lowRes: StoredFile;
}

/**
 * Demo images made at seed time (nothing is downloaded): a gradient in one of the palette's
 * colour pairs with the brand's name and a label, put through the same upload path as staff
 * uploads (renditions, content-addressed names) into the storage. Small (960 × 640) and few, so
 * the seed stays fast; every media item of the demo names one of them. Without a storage (a
 * test's seed) the files are made and named but only their rows are kept.
 */
export async function makeDemoImages(labels: readonly string[], storage: FileStorage | undefined): Promise<DemoImage[]> {
  const sink: FileStorage = storage ?? {
    putFile: async () => {},
    putBytes: async () => {},
    open: async () => undefined,
    read: async () => undefined,
    exists: async () => false,
    remove: async () => {},
  };
  const scratchDir = path.join(os.tmpdir(), "seed-media-images");
  const images: DemoImage[] = [];
  for (const [i, label] of labels.entries()) {
    const jpeg = await gradientJpeg(label, PALETTE[i % PALETTE.length]!, 960, 640);
    const [original, thumbnail, lowRes] = await storeUpload(sink, Readable.from([jpeg]), {
      scratchDir,
      limit: 10 * 1_048_576,
      filetype: "highRes",
    });
    images.push({ original: original!, thumbnail: thumbnail!, lowRes: lowRes! });
  }
  return images;
}
