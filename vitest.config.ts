import { defineConfig } from 'vitest/config'

// Unit and API tests. The browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Each API test file boots its own database (PGlite WASM or a fresh server database).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker on a 2-core machine; the files wait mostly on their own database, so two
    // workers took the run from 300 s to 228 s here (CI must stay under 30 minutes).
    maxWorkers: 2,
    // Migrates one template database per run; every test database is a copy of it (apps/server/src/test/template-db.ts).
    globalSetup: ['apps/server/src/test/global-setup.ts'],
  },
})
