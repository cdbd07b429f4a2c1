import { defineConfig } from "vitest/config";

// Unit and integration tests; the Playwright specs in tests/e2e run separately.
export default defineConfig({
  test: {
    include: [
      "src/**/*.test.ts",
      "scripts/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/import-set/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
