/**
 * Two instances on one PostgreSQL database (ADR 049): a bulk import of 10,000 companies runs on one while the other
 * serves searches from its own index. The serving instance answers every search meanwhile (refreshes past their
 * catch-up budget are read behind the answers, which then say `catchingUp`), and once the import is done it finds
 * every imported company, in the same order as the SQL ranking. PostgreSQL only: PGlite is one process's database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { sql } from 'drizzle-orm'
import { COMPANY_IMPORT_COLUMN_NAMES, rfcCheckDigit, ZSearchCompaniesRequestSchema, type TCompanyImport, type TSearchCompaniesResponse } from '@nexo/shared'
import { buildApp } from '../../../app'
import { testConfig } from '../../../config'
import { openDatabase, type Database } from '../../../db/client'
import { seedDemoData } from '../../../db/seed/seed'
import { rows } from '../../../db/sql-rows'
import { multipart } from '../../auth/auth.test-support'
import { createRoleFixtures } from '../../../test/fixtures'
import { createTestApp, type TestApp } from '../../../test/test-app'
import { searchCompanies } from '../search.service'
import { forgetPostings, loadPostings, postingsStatus } from './postings.sync'

const ROWS = 10_000
const serverUrl = process.env.DATABASE_URL

let importing: TestApp
let serving: { app: Awaited<ReturnType<typeof buildApp>>; database: Database }
let admin: Record<string, string>

/** A valid RFC (persona moral: three letters, a date, a homoclave with its check digit), distinct for i < 10,580. */
function rfc(i: number): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ'
  const base = `Z${letters[i % 23]}${letters[Math.floor(i / 23) % 23]}${80 + (Math.floor(i / 529) % 20)}0101Z9`
  return base + rfcCheckDigit(base)
}

/** A CSV of `n` suppliers in one trade, found by the word "zafirina" (no demo company has it). */
function importFile(n: number): Buffer {
  const cells = (i: number): Record<string, string> => ({
    rfc: rfc(i),
    trade_name: `Forjas Zafirina ${i}`,
    legal_name: `Forjas Zafirina ${i} S.A. de C.V.`,
    country: 'MX',
    state: i % 2 ? 'NLE' : 'COA',
    city: i % 2 ? 'Monterrey' : 'Saltillo',
    sector: 'metalworking',
    profile_type: 'supplier',
    language: 'es',
    brief_description: `Forja en caliente zafirina, lote ${i}`,
    processes: 'Forja en caliente; maquinado',
    materials: 'Acero 4140',
  })
  const lines = [COMPANY_IMPORT_COLUMN_NAMES.join(',')]
  for (let i = 1; i <= n; i++) {
    const row = cells(i)
    lines.push(COMPANY_IMPORT_COLUMN_NAMES.map((c) => row[c] ?? '').join(','))
  }
  return Buffer.from(lines.join('\n') + '\n')
}

beforeAll(async () => {
  if (!serverUrl) return
  importing = await createTestApp()
  await seedDemoData(importing.database.db, { companies: 300, seed: 5 })
  admin = (await createRoleFixtures(importing.database.db)).headers.platformAdmin
  // The second instance: its own connection pool, app and search index on the same database.
  const [current] = await rows<{ name: string }>(importing.database.db, sql`select current_database() as name`)
  const url = Object.assign(new URL(serverUrl), { pathname: `/${current!.name}` }).toString()
  const database = await openDatabase({ url, poolMax: 4 })
  serving = { app: await buildApp({ config: testConfig({ DISABLE_RATE_LIMIT: 'true', SEARCH_CACHE: 'false' }), database }), database }
  await loadPostings(database.db)
}, 240_000)

afterAll(async () => {
  if (!serverUrl) return
  await forgetPostings(serving?.database.db)
  await serving?.app.close()
  await serving?.database.close()
  await importing?.close()
})

const search = async (q: string): Promise<TSearchCompaniesResponse & { status: number }> => {
  const res = await serving.app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent(q)}&limit=20` })
  return { status: res.statusCode, ...(res.json() as TSearchCompaniesResponse) }
}

describe.skipIf(!serverUrl)('a bulk import on one instance while another serves searches', () => {
  it('answers every search during the import, and finds every imported company after it', async () => {
    const upload = multipart({}, { filename: 'companies.csv', contentType: 'text/csv', bytes: importFile(ROWS) })
    const started = await importing.app.inject({ method: 'POST', url: '/api/v1/admin/company-imports', payload: upload.payload, headers: { ...upload.headers, ...admin } })
    expect(started.statusCode, started.body).toBe(202)
    const id = (started.json() as TCompanyImport).id
    const job = async () => (await importing.app.inject({ method: 'GET', url: `/api/v1/admin/company-imports/${id}`, headers: admin })).json() as TCompanyImport
    await vi.waitFor(async () => expect((await job()).status).toBe('ready'), { timeout: 120_000, interval: 200 })
    const run = await importing.app.inject({ method: 'POST', url: `/api/v1/admin/company-imports/${id}/run`, headers: admin })
    expect(run.statusCode, run.body).toBe(202)

    // While it runs: the other instance's searches, one after another.
    const answers: { status: number; total: number; catchingUp: boolean }[] = []
    for (;;) {
      const { status: jobStatus } = await job()
      if (jobStatus === 'done' || jobStatus === 'failed') break
      for (const q of ['zafirina', 'forja en caliente', 'inyeccion de plastico']) {
        const answer = await search(q)
        answers.push({ status: answer.status, total: answer.total, catchingUp: answer.catchingUp })
      }
    }
    expect(await job()).toMatchObject({ status: 'done' })
    expect(answers.length).toBeGreaterThan(0)
    expect(answers.filter((a) => a.status !== 200)).toEqual([])

    // After it: every imported company found, as the SQL ranking finds them (once the catch-up behind is read).
    await vi.waitFor(async () => expect(await search('zafirina')).toMatchObject({ total: ROWS, catchingUp: false }), { timeout: 120_000, interval: 500 })
    expect(postingsStatus(serving.database.db)).toMatchObject({ state: 'ready', catchingUp: null })
    for (const q of ['zafirina', 'forja en caliente']) {
      const request = ZSearchCompaniesRequestSchema.parse({ q, limit: 20 })
      const trace: { engine?: 'postings' | 'sql' } = {}
      const got = await searchCompanies(serving.database.db, request, { trace })
      expect(trace.engine).toBe('postings')
      expect(got).toEqual(await searchCompanies(serving.database.db, request, { postings: false, bound: 1_000_000 }))
    }
  }, 600_000)
})
