import { defineConfig } from 'vitest/config'

// Browser journeys: one real server (PGlite, small demo data set) for the whole run,
// driven by Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Two cores: one browser at a time keeps timings steady.
    fileParallelism: false,
    // One retry, as Playwright's own runner does in CI: a journey that fails twice is a failure; one that passes
    // on the retry is a flake to fix, and vitest reports it as retried.
    retry: 1,
  },
})
