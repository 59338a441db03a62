/**
 * Runs after `react-router build`: writes the precompressed variants of the browser files and a build
 * stamp. Pages are not files of the build: the server renders them from the postings at start-up and
 * after each change, and hashes and compresses them then (server/site/). Any HTML file a build does
 * emit still gets the same treatment here.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { inlineScriptHashes, inlineStyleHashes } from "../server/site/build/inline-scripts";
import { deferHydrationToFirstPaint } from "../server/site/build/page-html";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".svg",
  ".xml",
  ".txt",
  ".json",
  ".webmanifest",
  ".data",
]);

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

function pagePath(file: string): string {
  const rel = path.relative(clientDir, file).split(path.sep).join("/");
  if (rel === "index.html") return "/";
  return `/${rel.replace(/\/index\.html$/, "")}`;
}

function main() {
  const files = walk(clientDir).filter((file) => !file.endsWith(".br") && !file.endsWith(".gz"));
  const scriptHashes: Record<string, string[]> = {};
  const styleHashes: Record<string, string[]> = {};
  for (const file of files) {
    const ext = path.extname(file);
    let content = fs.readFileSync(file);
    if (ext === ".html") {
      const html = deferHydrationToFirstPaint(content.toString("utf8"));
      content = Buffer.from(html);
      fs.writeFileSync(file, content);
      scriptHashes[pagePath(file)] = inlineScriptHashes(html);
      styleHashes[pagePath(file)] = inlineStyleHashes(html);
    }
    if (COMPRESSIBLE.has(ext) && content.length > 256) {
      fs.writeFileSync(
        `${file}.br`,
        zlib.brotliCompressSync(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      );
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    }
  }
  const manifest = { builtAt: new Date().toISOString(), scriptHashes, styleHashes };
  fs.writeFileSync(path.join(buildDir, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(`postbuild: ${Object.keys(scriptHashes).length} pages hashed, ${files.length} files`);
}

main();
