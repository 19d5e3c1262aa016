/**
 * Searches on one instance while another runs a bulk import (npm run bench:import-while-searching, issue 26 §2): on
 * `nexo_bench` (BENCH_COMPANIES companies on the PostgreSQL server, seeded when missing), the measured instance runs
 * in this process with its search index built (as run.ts), and the importing instance is `main.ts` in a process of
 * its own (bench-server.ts) on the same database. The fixed search mix (queries.ts, uncached) is timed on the
 * measured instance while idle, then again and again while the other imports BENCH_IMPORT_ROWS companies through
 * the admin's company import (upload, preview, run). Reports p50/p95 of both, the import's seconds, how many answers
 * said `catchingUp`, and how long after the import the measured instance found every imported company. The imported
 * companies are deleted at the end. A benchmark, not a test: nothing asserts a time.
 *
 * Env: BENCH_COMPANIES (100000), BENCH_IMPORT_ROWS (10000), BENCH_ROUNDS (idle rounds, 3), BENCH_PG_URL, BENCH_REUSE.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { COMPANY_IMPORT_COLUMN_NAMES, rfcCheckDigit, type TCompanyImport } from '@nexo/shared'
import { buildApp } from '../apps/server/src/app'
import { testConfig } from '../apps/server/src/config'
import { configureSearchPostings, warmSearchPostings } from '../apps/server/src/modules/search/search.service'
import { createFixtureUser, signInFixture } from '../apps/server/src/test/fixtures'
import { benchDatabaseUrl, benchIndexDir, log, openTarget, percentile, seedTarget } from './bench-db'
import { startBenchServer } from './bench-server'
import { BENCH_QUERIES, searchUrl } from './queries'

const companies = Number(process.env.BENCH_COMPANIES ?? 100_000)
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.results')
const round1 = (x: number) => Math.round(x * 10) / 10
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Imported companies of this run: one trade, a word no generated company has, RFCs of their own (up to 10,580). */
function importFile(tag: string, n: number): Blob {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ'
  const rfc = (i: number) => {
    const base = `${tag[0]}${letters[i % 23]}${letters[Math.floor(i / 23) % 23]}${80 + (Math.floor(i / 529) % 20)}0101${tag.slice(1, 3)}`
    return base + rfcCheckDigit(base)
  }
  const lines = [COMPANY_IMPORT_COLUMN_NAMES.join(',')]
  for (let i = 1; i <= n; i++) {
    const row: Record<string, string> = {
      rfc: rfc(i),
      trade_name: `Bench import ${tag} ${i}`,
      legal_name: `Bench import ${tag} ${i} S.A. de C.V.`,
      country: 'MX',
      state: ['NLE', 'COA', 'JAL', 'GUA', 'QUE'][i % 5]!,
      city: 'Monterrey',
      sector: 'metalworking',
      profile_type: 'supplier',
      language: 'es',
      brief_description: `Forja en caliente y maquinado, zafirina${tag.toLowerCase()}`,
      processes: 'Forja en caliente; maquinado CNC',
      materials: 'Acero 4140; aluminio 6061',
    }
    lines.push(COMPANY_IMPORT_COLUMN_NAMES.map((c) => row[c] ?? '').join(','))
  }
  return new Blob([lines.join('\n') + '\n'], { type: 'text/csv' })
}

async function main() {
  const { database, cleanup } = await openTarget('postgres')
  const url = benchDatabaseUrl
  const tag = `Z${Math.random().toString(36).slice(2, 4).toUpperCase().replace(/[^A-Z]/g, 'X')}`
  let importer: Awaited<ReturnType<typeof startBenchServer>> | null = null
  try {
    await seedTarget(database, 'postgres', companies, undefined)
    const app = await buildApp({ config: testConfig({ DISABLE_RATE_LIMIT: 'true', SEARCH_CACHE: 'false', WEB_DIST_DIR: os.tmpdir() }), database })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    mkdirSync(benchIndexDir, { recursive: true })
    configureSearchPostings(database.db, { databaseUrl: url, dataDir: benchIndexDir })
    log(`measured instance: search index of ${await warmSearchPostings(database.db)} companies ready`)
    // Its data folder holds the index's snapshot too: it loads it instead of building its own for minutes.
    importer = await startBenchServer({ DATABASE_URL: url, DATA_DIR: benchIndexDir, SEED_DEMO_DATA: 'false', JOBS_ENABLED: 'true', LOG_LEVEL: 'error' })
    log(`importing instance up at ${importer.baseUrl}`)
    const admin = await createFixtureUser(database.db, { platformRole: 'admin' })
    const { headers } = await signInFixture(database.db, admin.id)

    const pass = async (times: number[], caughtUp: { catchingUp: number }) => {
      for (const q of BENCH_QUERIES) {
        const start = performance.now()
        const res = await fetch(base + searchUrl(q))
        const body = (await res.json()) as { catchingUp?: boolean }
        times.push(performance.now() - start)
        if (res.status !== 200) throw new Error(`search answered ${res.status}`)
        if (body.catchingUp) caughtUp.catchingUp++
      }
    }
    const idle: number[] = []
    const idleFlags = { catchingUp: 0 }
    await pass([], idleFlags)
    for (let r = 0; r < rounds; r++) await pass(idle, idleFlags)
    idle.sort((a, b) => a - b)
    log(`idle: p50 ${round1(percentile(idle, 50))} ms, p95 ${round1(percentile(idle, 95))} ms`)

    const form = new FormData()
    form.append('file', importFile(tag, importRows), 'companies.csv')
    const uploaded = await fetch(`${importer.baseUrl}/api/v1/admin/company-imports`, { method: 'POST', body: form, headers })
    if (uploaded.status !== 202) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`)
    const id = ((await uploaded.json()) as TCompanyImport).id
    const job = async () => (await (await fetch(`${importer!.baseUrl}/api/v1/admin/company-imports/${id}`, { headers })).json()) as TCompanyImport
    while ((await job()).status === 'reading') await sleep(200)
    const preview = await job()
    if (preview.status !== 'ready') throw new Error(`import not ready: ${JSON.stringify(preview).slice(0, 400)}`)
    const started = performance.now()
    const run = await fetch(`${importer.baseUrl}/api/v1/admin/company-imports/${id}/run`, { method: 'POST', headers })
    if (run.status !== 202) throw new Error(`run answered ${run.status}`)
    const during: number[] = []
    const flags = { catchingUp: 0 }
    let status = 'queued'
    while (status !== 'done' && status !== 'failed') {
      await pass(during, flags)
      status = (await job()).status
    }
    const importSeconds = (performance.now() - started) / 1000
    const result = await job()
    during.sort((a, b) => a - b)
    log(`during the import (${round1(importSeconds)} s, ${JSON.stringify(result.result)}): p50 ${round1(percentile(during, 50))} ms, p95 ${round1(percentile(during, 95))} ms over ${during.length} searches, ${flags.catchingUp} said catchingUp`)
    // Then: until the measured instance finds every imported company.
    const done = performance.now()
    for (;;) {
      const res = (await (await fetch(`${base}/api/v1/search/companies?q=zafirina${tag.toLowerCase()}&limit=1`)).json()) as { total: number }
      if (res.total >= (result.result?.created ?? importRows)) break
      await sleep(100)
    }
    const caughtUpSeconds = (performance.now() - done) / 1000
    const report = {
      date: new Date().toISOString(),
      companies,
      importRows,
      imported: result.result,
      importSeconds: round1(importSeconds),
      idle: { p50: round1(percentile(idle, 50)), p95: round1(percentile(idle, 95)), n: idle.length },
      duringImport: { p50: round1(percentile(during, 50)), p95: round1(percentile(during, 95)), max: round1(during[during.length - 1] ?? 0), n: during.length, catchingUp: flags.catchingUp },
      allFoundSecondsAfterImport: round1(caughtUpSeconds),
      loadavg: os.loadavg().map(round1),
    }
    console.table([{ ...report.idle, when: 'idle' }, { ...report.duringImport, when: 'during import' }])
    console.log(JSON.stringify(report))
    mkdirSync(resultsDir, { recursive: true })
    writeFileSync(path.join(resultsDir, `import-while-searching-${report.date.replace(/[:.]/g, '-')}.json`), JSON.stringify(report, null, 2))
    await app.close()
  } finally {
    await importer?.stop()
    await database.db.execute(sql`delete from companies where trade_name like ${`Bench import ${tag} %`}`).catch(() => undefined)
    await database.close().catch(() => undefined)
    await cleanup()
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
