import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

function siteUrl(): string {
  const raw = process.env.SITE_URL ?? "http://localhost:3000";
  const url = new URL(raw);
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new Error(`SITE_URL must be http(s): ${raw}`);
  return url.origin;
}

export default defineConfig({
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  define: { "import.meta.env.VITE_SITE_URL": JSON.stringify(siteUrl()) },
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Dozens of tiny shared chunks (one per icon, per primitive) cost a round trip each on a phone;
        // a few groups keep each page's first load to a handful of requests.
        codeSplitting: {
          groups: [
            { name: "forms", test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]/, priority: 2 },
            { name: "vendor", test: /node_modules[\\/]/, priority: 1 },
            { name: "ui", test: /app[\\/](components[\\/](ui|layout)|lib)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
