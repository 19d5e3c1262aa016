import type { TestProject } from 'vitest/node'
import { journeyWorkers } from './workers'
import { startLocalServer } from './local-server'

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per journey worker: `baseUrls[VITEST_POOL_ID - 1]` (support/browser.ts). */
    baseUrls: string[]
  }
}

/**
 * Starts the real server (built SPA + API) once per journey worker, each on a fresh embedded database with a small demo
 * data set. Journey files change the demo accounts (a plan activated, chats, notifications read), so two files running
 * at once must not share a server; files on one worker run one after the other, as they always did (ADR 043).
 */
export default async function setup(project: TestProject) {
  const starts = await Promise.allSettled(
    Array.from({ length: journeyWorkers }, () =>
      startLocalServer({
        env: {
          NODE_ENV: 'test',
          SEED_COMPANIES: process.env.E2E_SEED_COMPANIES ?? '300',
          // Journeys read activation and e-mail change links from the development mailbox (off unless asked for).
          DEV_MAILBOX: 'true',
          // A cheap captcha keeps journeys quick.
          ALTCHA_COST: '200',
          // Two servers and two browsers share two cores: an embedded-database query can hold a server's event loop
          // past a second, and load shedding would answer a journey 503 (seen once in CI, passed on the retry).
          // Shedding has its own tests (platform/load-shedding.test.ts, admission.test.ts); here it is off: no lag rule
          // (off by default since ADR 048) and no admission lanes, whose one-second wait a loaded CI machine can pass.
          LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
          LOAD_SHED_ADMISSION: 'false',
        },
        healthTimeoutMs: 240_000,
      }),
    ),
  )
  const servers = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []))
  const failed = starts.find((start) => start.status === 'rejected')
  if (failed) {
    // The servers that did start must not outlive the run.
    await Promise.all(servers.map((server) => server.stop()))
    throw failed.reason
  }
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  )
  return async () => {
    await Promise.all(servers.map((server) => server.stop()))
  }
}
