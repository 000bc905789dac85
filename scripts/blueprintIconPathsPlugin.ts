import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Serves each Blueprint icon's SVG paths as its own tiny module at
 * `/blueprint-icons/{16|20}/{name}.js` (copied into the build, served from node_modules in dev),
 * so the app loads exactly the icons it draws, by URL. Blueprint's own loaders fetch all icons of
 * a size in one chunk, and a Vite glob over the 4,000 files would ship a 48 KB (gzip) lookup map.
 */
export const ICON_PATHS_DIR = "blueprint-icons";

const generated = path.join(path.dirname(createRequire(import.meta.url).resolve("@blueprintjs/icons/package.json")), "lib/esm/generated");
const SIZES = ["16", "20"] as const;
const ICON_FILE = /^[a-z0-9-]+\.js$/;

// The files end with a source-map comment for a map we do not ship.
const readIconModule = (size: string, file: string) =>
  fs.readFileSync(path.join(generated, `${size}px/paths`, file), "utf8").replace(/\n\/\/# sourceMappingURL=.*$/, "\n");

export function blueprintIconPaths(): Plugin {
  return {
    name: "blueprint-icon-paths",
    configureServer(server) {
      server.middlewares.use(`/${ICON_PATHS_DIR}`, (request, response, next) => {
        const [, size, file] = /^\/(16|20)\/([^/?]+)/.exec(request.url ?? "") ?? [];
        if (!size || !file || !ICON_FILE.test(file) || !fs.existsSync(path.join(generated, `${size}px/paths`, file))) return next();
        response.setHeader("Content-Type", "text/javascript");
        response.end(readIconModule(size, file));
      });
    },
    generateBundle() {
      for (const size of SIZES) {
        for (const file of fs.readdirSync(path.join(generated, `${size}px/paths`)).filter((f) => ICON_FILE.test(f))) {
          this.emitFile({ type: "asset", fileName: `${ICON_PATHS_DIR}/${size}/${file}`, source: readIconModule(size, file) });
        }
      }
    },
  };
}
