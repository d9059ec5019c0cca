/**
 * Vite configuration of the web playground: the site's root is src/web, the library is imported
 * from src/ directly (and the examples from examples/), the build goes to dist-web/ (never dist/).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));
const repo = fileURLToPath(new URL("../..", import.meta.url));

export default defineConfig({
  root: here,
  base: "./",
  server: { fs: { allow: [repo] } },
  worker: { format: "es" },
  build: {
    outDir: `${repo}dist-web`,
    emptyOutDir: true,
    target: "es2022",
    chunkSizeWarningLimit: 1000,
  },
});
