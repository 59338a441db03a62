import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), !process.env.VITEST && reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        // Class helpers and the shared primitives used on every page travel together: dozens of
        // sub-kilobyte chunks each cost a request on a phone. Icons stay with the code that draws them,
        // so a page does not carry every icon of the site.
        codeSplitting: {
          groups: [
            {
              name: "ui",
              test: /node_modules[\\/](clsx|tailwind-merge|class-variance-authority)[\\/]|app[\\/](components[\\/](ui[\\/](button|container)|layout[\\/](site-header|site-footer|logo|page-header))|lib[\\/](utils|seo|json-ld))\b/,
            },
          ],
        },
      },
    },
  },
});
