/**
 * A generated DENUE file in INEGI's exact columns, and its import through the real job (ADR 055).
 *   npm run bench:denue -- [--rows 200000] [--out denue.csv] [--no-import]
 * Writes the file (to --out, or a temporary folder), then, unless --no-import, imports it into a fresh PGlite (or the
 * database DATABASE_URL names, which it must be allowed to write: the reference data is added, companies are created)
 * with the job runner's own function, printing progress; and reports rows read, companies created, the time, and the
 * event loop's delay meanwhile (what requests would have waited between two batches).
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { once } from 'node:events'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { testConfig } from '../apps/server/src/config'
import { openDatabase } from '../apps/server/src/db/client'
import { registryImports } from '../apps/server/src/db/schema'
import { seedReferenceData } from '../apps/server/src/db/seed/seed'
import { createLocalStorage } from '../apps/server/src/platform/storage'
import { generateDenueFile } from '../apps/server/src/modules/registry/denue.test-support'
import { processRegistryImports } from '../apps/server/src/modules/registry/registry.service'

const { values } = parseArgs({ options: { rows: { type: 'string', default: '200000' }, out: { type: 'string' }, 'no-import': { type: 'boolean', default: false } } })
const rows = Number(values.rows)
/** The job's logger: refusals and failures printed, the rest not. */
const quietLog = { info: () => undefined, debug: () => undefined, trace: () => undefined, warn: console.warn, error: console.error, fatal: console.error, child: () => quietLog, level: 'warn' } as unknown as FastifyBaseLogger
if (!Number.isSafeInteger(rows) || rows < 1) throw new Error('--rows must be a positive integer')

const work = mkdtempSync(path.join(os.tmpdir(), 'nexo-denue-'))
const file = values.out ? path.resolve(values.out) : path.join(work, `denue_generated_${rows}.csv`)
try {
  const out = createWriteStream(file)
  for (const chunk of generateDenueFile(rows, { seed: 30 })) if (!out.write(chunk)) await once(out, 'drain')
  out.end()
  await once(out, 'finish')
  const size = statSync(file).size
  console.log(`Wrote ${rows.toLocaleString('en')} establishments, ${(size / 1024 / 1024).toFixed(1)} MB: ${file}`)
  if (!values['no-import']) {
    const config = testConfig({ DATA_DIR: work })
    const database = await openDatabase(process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: path.join(work, 'pg') })
    try {
      await database.migrate()
      await seedReferenceData(database.db)
      const storage = createLocalStorage(config)
      const { storageKey } = await storage.putStream(createReadStream(file) as AsyncIterable<Buffer>, 'csv')
      const [job] = await database.db.insert(registryImports).values({ source: 'denue', originalName: path.basename(file), storageKey, sizeBytes: size }).returning()
      const delay = monitorEventLoopDelay({ resolution: 10 })
      delay.enable()
      const started = performance.now()
      const progress = setInterval(() => {
        void database.db
          .select()
          .from(registryImports)
          .where(eq(registryImports.id, job!.id))
          .then(([r]) => r && process.stdout.write(`\r  ${r.rowsDone.toLocaleString('en')} rows, ${Math.round((r.bytesDone / size) * 100)}% of the file, ${r.createdCount.toLocaleString('en')} companies created`))
      }, 2000)
      await processRegistryImports({ db: database.db, storage }, { signal: new AbortController().signal, log: quietLog })
      clearInterval(progress)
      delay.disable()
      const seconds = (performance.now() - started) / 1000
      const [done] = await database.db.select().from(registryImports).where(eq(registryImports.id, job!.id))
      console.log(`\n${done!.status}: ${done!.rowsDone.toLocaleString('en')} rows read in ${seconds.toFixed(1)} s (${Math.round(done!.rowsDone / seconds).toLocaleString('en')} rows/s, ${database.driver})`)
      console.log(`  created ${done!.createdCount}, updated ${done!.updatedCount}, unchanged ${done!.unchangedCount}, outside the directory ${done!.outOfScopeCount}, invalid ${done!.invalidCount}`)
      console.log(`  event-loop delay during the import: p50 ${(delay.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(delay.percentile(99) / 1e6).toFixed(1)} ms, max ${(delay.max / 1e6).toFixed(1)} ms`)
    } finally {
      await database.close()
    }
  }
} finally {
  // The database and the stored copy go; a file written to --out stays.
  rmSync(work, { recursive: true, force: true })
}
