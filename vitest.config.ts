import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  define: { "import.meta.env.VITE_SITE_URL": JSON.stringify("http://localhost:3000") },
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    setupFiles: ["server/test-support/setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "schemas/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: { name: "server", include: ["server/**/*.test.ts"], environment: "node" },
      },
    ],
  },
});
