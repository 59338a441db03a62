import fs from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

const STAFF_COPY = "?staff-editor";
const COPIED =
  /node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]|[\\/]schemas[\\/][^\\/]+\.ts$|[\\/]app[\\/]components[\\/]ui[\\/](form|label)\.tsx$/;

/**
 * The job editor of the staff app gets its own copy of the form and schema libraries (zod, react-hook-form,
 * the resolver, schemas/) and of the form-field kit (components/ui/form.tsx with its label). A bundle keeps
 * one copy of a module with everything any chunk uses of it, so sharing them would have added the editor's
 * part of those libraries to the public lead forms' chunks, and the kit shared would be split into small
 * chunks of its own that every posting page names.
 */
function staffEditorCopies(): Plugin {
  return {
    name: "staff-editor-copies",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromCopy = importer.endsWith(STAFF_COPY);
      if (!fromCopy && !/[\\/]app[\\/]components[\\/]admin[\\/]jobs[\\/]/.test(importer)) return null;
      const resolved = await this.resolve(
        source,
        fromCopy ? importer.slice(0, -STAFF_COPY.length) : importer,
        {
          ...options,
          skipSelf: true,
        },
      );
      if (!resolved || resolved.external || resolved.id.includes("?") || !COPIED.test(resolved.id))
        return resolved;
      return { ...resolved, id: resolved.id + STAFF_COPY };
    },
    load(id) {
      if (!id.endsWith(STAFF_COPY)) return null;
      const file = id.slice(0, -STAFF_COPY.length);
      return {
        code: fs.readFileSync(file, "utf8"),
        moduleType: file.endsWith(".tsx") ? "tsx" : file.endsWith(".ts") ? "ts" : "js",
      };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), staffEditorCopies(), !process.env.VITEST && reactRouter()],
  resolve: { tsconfigPaths: true },
  // The server bundle carries these libraries: left external, the render thread loaded each whole package
  // at start (lucide-react's icons and Radix UI: about 0.5 s); see docs/decisions/0460.
  ssr: { noExternal: ["lucide-react", "radix-ui", /^@radix-ui\//] },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // What every public page runs travels in one chunk: React, React DOM, React Router, the class
        // helpers, the header, footer and shared primitives, the toaster and attribution. Brotli packs
        // one file tighter than a dozen (2-3 KiB less per page than React DOM, React Router and the
        // small modules in chunks of their own), and each chunk costs a request on a phone. Only
        // modules every page loads belong here; code loaded on demand stays in its own chunks. Icons
        // stay with the code that draws them, so a page does not carry every icon of the site.
        codeSplitting: {
          groups: [
            {
              name: "ui",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|clsx|tailwind-merge|class-variance-authority)[\\/]|app[\\/](components[\\/](ui[\\/](button|container|toaster)|layout[\\/](site-header|site-footer|logo|page-header))|content[\\/]floating-cta|lib[\\/](utils|seo|json-ld|preload|attribution|use-toast))\b/,
            },
          ],
        },
      },
    },
  },
});
