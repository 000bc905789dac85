import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { blueprintIconPaths } from "./scripts/blueprintIconPathsPlugin.ts";

/** Paths the Fastify server answers; the dev server passes them on to it (`npm start` on 8080). */
const API_PREFIXES = ["/users", "/rest", "/cms", "/dashboard", "/partner-order", "/warranty", "/gdpr", "/api"];
const API_SERVER = process.env.API_SERVER ?? "http://localhost:8080";

// The Host header is kept (no changeOrigin): the server refuses writes whose Origin is another host.
const proxy = Object.fromEntries([
  ...API_PREFIXES.map((prefix) => [prefix, { target: API_SERVER }]),
  // '/en' only as a whole segment, so that e.g. /entry.tsx stays with Vite.
  ["^/en(/|$)", { target: API_SERVER }],
]);

/**
 * The browser app: index.html at the root, built into dist/client (served by the server at /).
 * Screens are split by the router's lazy imports; the login screen loads only the shell core.
 */
export default defineConfig({
  plugins: [
    react(),
    blueprintIconPaths(),
    // Brotli and gzip twins of every text file, served as they are by the server (no compression
    // per request): the login screen's 500 KB of JS and CSS cross the wire as about 190 KB.
    compression({
      algorithms: [defineAlgorithm("brotliCompress"), defineAlgorithm("gzip", { level: 9 })],
      include: /\.(js|css|html|json|svg)$/,
      threshold: 1024,
    }),
  ],
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
});
