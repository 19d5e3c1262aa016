import { defineConfig } from 'vitest/config'

// Unit and API tests. The browser journeys have their own config in e2e/.
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Vitest's default is one worker on a 2-core machine; the files wait mostly on their own database, so two
    // workers took the run from 300 s to 228 s here (CI must stay under 30 minutes).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // Each API test file boots its own app on its own database (PGlite WASM or a fresh server database), and the
          // server's caches are keyed by that database: the files can share one module graph per worker. Loading
          // the server's modules once per worker instead of once per file took the run from 242 s to ~110 s.
          isolate: false,
          // Migrates one template database per run; every test database is a copy of it (apps/server/src/test/template-db.ts).
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
      {
        extends: true,
        // The web app's and the shared package's tests keep a fresh module graph per file: some read module state
        // (the texts a first visit has loaded) as a new page would.
        test: { name: 'web and shared', include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'] },
      },
    ],
  },
})
