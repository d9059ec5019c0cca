#!/usr/bin/env node
/**
 * `npm start`'s build step: runs `tsc -p tsconfig.build.json` only when dist/ is missing or older
 * than its sources, so that starting the CLI from a built clone takes no compile. dist/ is stale
 * when a source file of src/ (the playground, src/web/, is not part of it) has no built .js file,
 * or one older than the source, or when the build's configuration changed after the oldest of them.
 * Cost: one stat per source file.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const CONFIGS = ["tsconfig.json", "tsconfig.build.json", "package.json"];

/** The .ts sources of src/ that tsc builds into dist/ (declaration files and src/web/ left out). */
function sources(dir, root) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (relative(root, path) !== join("src", "web")) found.push(...sources(path, root));
    } else if (entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts")) found.push(path);
  }
  return found;
}

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
}

/**
 * Why dist/ under `root` must be rebuilt, or null when it is current.
 * @param {string} root - the project folder (holding src/, dist/ and the tsconfig files)
 * @returns {string | null}
 */
export function staleReason(root) {
  let oldest = Number.POSITIVE_INFINITY;
  for (const source of sources(join(root, "src"), root)) {
    const built = join(root, "dist", relative(join(root, "src"), source).replace(/\.ts$/, ".js"));
    const builtAt = mtime(built);
    if (builtAt === undefined) return `${relative(root, built)} is missing`;
    if (builtAt < mtime(source)) return `${relative(root, source)} changed`;
    oldest = Math.min(oldest, builtAt);
  }
  for (const config of CONFIGS) {
    const at = mtime(join(root, config));
    if (at !== undefined && at > oldest) return `${config} changed`;
  }
  return null;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const why = staleReason(root);
  if (why !== null) {
    const tsc = join(root, "node_modules", "typescript", "bin", "tsc");
    const run = spawnSync(process.execPath, [tsc, "-p", join(root, "tsconfig.build.json")], {
      stdio: "inherit",
    });
    process.exit(run.status ?? 1);
  }
}
