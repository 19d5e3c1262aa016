import { defineConfig } from 'vitest/config'
import { journeyWorkers } from './support/workers'

// Browser journeys: a real server (PGlite, small demo data set) per worker, driven by Debian's Chromium through
// playwright-core.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.spec.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Each worker has its own server (support/global-setup.ts), so files on different workers never see each other's
    // changes to the demo accounts.
    fileParallelism: journeyWorkers > 1,
    maxWorkers: journeyWorkers,
    // One retry, as Playwright's own runner does in CI: a journey that fails twice is a failure; one that passes
    // on the retry is a flake to fix, and vitest reports it as retried.
    retry: 1,
  },
})
