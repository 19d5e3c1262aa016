import type { TestProject } from 'vitest/node'
import { startLocalServer } from './local-server'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

/** Starts the real server (built SPA + API) on a fresh embedded database with a small demo data set. */
export default async function setup(project: TestProject) {
  const server = await startLocalServer({
    env: {
      NODE_ENV: 'test',
      SEED_COMPANIES: process.env.E2E_SEED_COMPANIES ?? '300',
      // Journeys read activation and e-mail change links from the development mailbox (off unless asked for).
      DEV_MAILBOX: 'true',
      // A cheap captcha keeps journeys quick.
      ALTCHA_COST: '200',
    },
    healthTimeoutMs: 150_000,
  })
  project.provide('baseUrl', server.baseUrl)
  return server.stop
}
