/**
 * The site as `npm start` serves it (production mode, embedded database with demo data), on a free port and a
 * throw-away data folder, and the pages the first-load benchmarks load (lighthouse.ts, long-tasks.ts).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type LocalServer, startLocalServer } from '../e2e/support/local-server'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

/** Serves apps/web/dist as built; `seedCompanies` sizes the demo directory (`npm start` seeds 7,500). */
export async function serveSite(seedCompanies: string, log: (message: string) => void): Promise<LocalServer> {
  const started = Date.now()
  const server = await startLocalServer({ env: { NODE_ENV: 'production', SEED_COMPANIES: seedCompanies }, healthTimeoutMs: 300_000 })
  log(`server healthy on ${server.baseUrl} after ${((Date.now() - started) / 1000).toFixed(0)} s`)
  return server
}

/** A listed company of the demo directory, found the way a visitor would: searching for it. */
export async function companyDetailPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/search/companies?q=estampado&limit=1`)
  if (!res.ok) throw new Error(`search answered ${res.status}`)
  const body = (await res.json()) as { items: { id: string }[] }
  const id = body.items[0]?.id
  if (!id) throw new Error('the demo directory has no company for "estampado"')
  return `/search-detail/${encodeURIComponent(id)}`
}

/** Issue 11's four first-load pages. */
export async function firstLoadPages(baseUrl: string): Promise<string[]> {
  return ['/', '/search-result?q=estampado', await companyDetailPath(baseUrl), '/marketplace']
}

/** `/search-detail/<uuid>` → `/search-detail/:id`, for tables. */
export const shownPath = (page: string) =>
  page.replace(/^\/search-detail\/.+/, '/search-detail/:id').replace(/^\/events\/event-info\/.+/, '/events/event-info/:id').replace(/^\/insighs-post\/[^/]+/, '/insighs-post/:id')
