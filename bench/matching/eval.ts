/**
 * npm run eval:matching — measures directory search and matching on the labelled set in labels/ (built by build.ts
 * from spec.ts, graded by RUBRIC.md). Into a fresh, migrated database (PGlite in memory, or EVAL_DATABASE_URL for a
 * PostgreSQL server; the database must be empty) it loads the 220 companies through the product's bulk import (a CSV
 * written from labels/companies.json, uploaded, previewed and run through the real API as a platform admin;
 * docs/decisions/036) and the 40 requirements straight into their table, runs every query
 * through GET /api/v1/search/companies and every requirement through
 * GET /api/v1/matching/requirements/:id/suppliers of the real app, and prints nDCG@10 and P@5 (relevant = grade ≥ 2)
 * beside two baselines computed on the same texts: plain BM25 (folded tokens, no stemming, no thesaurus, any word)
 * and the old all-words semantics (BM25 over companies holding every query word). Not a test: nothing asserts.
 * EVAL_SETS=search or =matching runs one half.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from '../../apps/server/src/app'
import { testConfig } from '../../apps/server/src/config'
import { openDatabase } from '../../apps/server/src/db/client'
import { randomBytes } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { COMPANY_IMPORT_COLUMN_NAMES, rfcCheckDigit, type TCompanyImport } from '@nexo/shared'
import { categories, certifications, companies, requirements } from '../../apps/server/src/db/schema'
import { seedReferenceData } from '../../apps/server/src/db/seed/seed'
import { createFixtureUser, signInFixture } from '../../apps/server/src/test/fixtures'
import { isStopWord, tokenize } from '../../apps/server/src/modules/search/query/text'
import type { EvalCompany } from './build'
import { CITIES, type QuerySpec, type RequirementSpec } from './spec'

const here = path.dirname(fileURLToPath(import.meta.url))
const load = <T>(name: string): T => JSON.parse(readFileSync(path.join(here, 'labels', name), 'utf8')) as T
type Judged<T> = T & { judgments: Record<string, number> }

const companiesData = load<EvalCompany[]>('companies.json')
const queries = load<Judged<QuerySpec>[]>('queries.json')
const reqs = load<Judged<RequirementSpec>[]>('requirements.json')

// ── metrics ──────────────────────────────────────────────────────────────────────────────────────────────────────
function ndcgAt(ranked: string[], judgments: Record<string, number>, k = 10): number | null {
  const gain = (g: number) => 2 ** g - 1
  const ideal = Object.values(judgments).sort((a, b) => b - a).slice(0, k)
  const idcg = ideal.reduce((s, g, i) => s + gain(g) / Math.log2(i + 2), 0)
  if (idcg === 0) return null
  const dcg = ranked.slice(0, k).reduce((s, key, i) => s + gain(judgments[key] ?? 0) / Math.log2(i + 2), 0)
  return dcg / idcg
}
function precisionAt(ranked: string[], judgments: Record<string, number>, k = 5): number | null {
  if (!Object.values(judgments).some((g) => g >= 2)) return null
  return ranked.slice(0, k).filter((key) => (judgments[key] ?? 0) >= 2).length / k
}

// ── baselines ────────────────────────────────────────────────────────────────────────────────────────────────────
const docText = (c: EvalCompany) => [c.name, ...Object.values(c.texts), c.certs.join(' ')].join(' ')
const docs = companiesData.map((c) => ({ key: c.key, tokens: tokenize(docText(c)) }))
const avgLen = docs.reduce((s, d) => s + d.tokens.length, 0) / docs.length
const df = new Map<string, number>()
for (const d of docs) for (const t of new Set(d.tokens)) df.set(t, (df.get(t) ?? 0) + 1)
function bm25(query: string, allWords: boolean): string[] {
  const terms = [...new Set(tokenize(query).filter((t) => !isStopWord(t)))]
  const k1 = 1.2
  const b = 0.75
  const scored = docs
    .map((d) => {
      const tf = new Map<string, number>()
      for (const t of d.tokens) tf.set(t, (tf.get(t) ?? 0) + 1)
      if (allWords && !terms.every((t) => tf.has(t))) return { key: d.key, s: 0 }
      const s = terms.reduce((sum, t) => {
        const f = tf.get(t) ?? 0
        if (f === 0) return sum
        const idf = Math.log(1 + (docs.length - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5))
        return sum + (idf * f * (k1 + 1)) / (f + k1 * (1 - b + (b * d.tokens.length) / avgLen))
      }, 0)
      return { key: d.key, s }
    })
    .filter((x) => x.s > 0)
  return scored.sort((a, b2) => b2.s - a.s || a.key.localeCompare(b2.key)).map((x) => x.key)
}

// ── companies through the product's bulk import ──────────────────────────────────────────────────────────────────
/** A valid RFC (persona moral) for the n-th company: EVA + a date from n + homoclave + check digit. */
function evalRfc(n: number): string {
  const day = String(1 + (n % 28)).padStart(2, '0')
  const month = String(1 + (Math.floor(n / 28) % 12)).padStart(2, '0')
  const base = `EVA${String(90 + Math.floor(n / 336))}${month}${day}A${n % 10}`
  return base + rfcCheckDigit(base)
}

/** The labelled companies as an import file (ADR 036 columns), one row each; keys of the RFCs given. */
function companiesCsv(rfcOf: (c: EvalCompany) => string): Buffer {
  const quote = (v: string) => (/[",;\n\r|]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  const row = (c: EvalCompany): Record<string, string> => ({
    rfc: rfcOf(c),
    trade_name: c.name,
    legal_name: `${c.name} S.A. de C.V.`,
    country: 'MX',
    state: c.state,
    city: c.city,
    latitude: String(c.lat),
    longitude: String(c.lng),
    sector: 'auto_parts',
    profile_type: 'supplier',
    language: c.lang,
    brief_description: c.texts.brief.slice(0, 255),
    detailed_description: c.texts.detailed,
    processes: c.texts.processes,
    materials: c.texts.materials,
    main_products: c.texts.mainProducts,
    main_services: c.texts.mainServices,
    machinery: c.texts.machinery,
    capacity_description: c.texts.capacity,
    categories: c.category ?? '',
    certifications: c.certs.join('; '),
    validated_supplier: c.validated ? 'yes' : 'no',
  })
  const columns = COMPANY_IMPORT_COLUMN_NAMES.filter((name) => name in row(companiesData[0]!))
  const lines = [columns.join(','), ...companiesData.map((c) => columns.map((name) => quote(row(c)[name] ?? '')).join(','))]
  return Buffer.from(`${lines.join('\r\n')}\r\n`)
}

/** Uploads the file, checks the preview found no errors, runs the import and waits for it to finish. */
async function importCompanies(app: FastifyInstance, headers: Record<string, string>, file: Buffer): Promise<TCompanyImport> {
  const boundary = `----eval${randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="eval-companies.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const upload = await app.inject({ method: 'POST', url: '/api/v1/admin/company-imports', payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` } })
  if (upload.statusCode !== 202) throw new Error(`import upload: ${upload.statusCode} ${upload.body}`)
  // The job runner reads the file (ADR 046): wait for its preview.
  let job = upload.json() as TCompanyImport
  while (job.status === 'reading') {
    await new Promise((resolve) => setTimeout(resolve, 100))
    job = (await app.inject({ method: 'GET', url: `/api/v1/admin/company-imports/${job.id}`, headers })).json() as TCompanyImport
  }
  if (job.status !== 'ready') throw new Error(`import file refused: ${job.failureCode} ${JSON.stringify(job.failureDetails)}`)
  if (job.preview.invalid > 0) throw new Error(`import preview refused rows: ${JSON.stringify(job.errors.slice(0, 10))}`)
  const run = await app.inject({ method: 'POST', url: `/api/v1/admin/company-imports/${job.id}/run`, headers })
  if (run.statusCode !== 202) throw new Error(`import run: ${run.statusCode} ${run.body}`)
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/admin/company-imports/${job.id}`, headers })
    const current = res.json() as TCompanyImport
    if (current.status === 'done') return current
    if (current.status === 'failed') throw new Error(`import failed: ${current.failureCode}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// ── load ─────────────────────────────────────────────────────────────────────────────────────────────────────────
async function main() {
  const url = process.env.EVAL_DATABASE_URL
  const database = await openDatabase(url ? { url } : { dataDir: 'memory://' })
  await database.migrate()
  const db = database.db
  await seedReferenceData(db)
  const certRows = await db.select({ id: certifications.id, slug: certifications.slug }).from(certifications)
  const certId = new Map(certRows.map((r) => [r.slug, r.id]))
  const catRows = await db.select({ id: categories.id, slug: categories.slug, parentId: categories.parentId }).from(categories)
  const cat = new Map(catRows.map((r) => [r.slug, r]))
  const now = Date.now()
  let taxSeq = 0

  const app = await buildApp({ config: testConfig({ DISABLE_RATE_LIMIT: 'true', SEARCH_CACHE: 'false', WEB_DIST_DIR: os.tmpdir(), ...(process.env.EVAL_LOG ? { LOG_LEVEL: 'error' } : {}) }), database })
  const admin = await createFixtureUser(db, { platformRole: 'admin' })
  const adminHeaders = (await signInFixture(db, admin.id)).headers
  const rfcOf = new Map(companiesData.map((c, i) => [c.key, evalRfc(i)]))
  const imported = await importCompanies(app, adminHeaders, companiesCsv((c) => rfcOf.get(c.key)!))
  if (imported.result.created !== companiesData.length) throw new Error(`import created ${imported.result.created} of ${companiesData.length} companies`)
  const idRows = await db.select({ id: companies.id, rfc: companies.rfc }).from(companies).where(inArray(companies.rfc, [...rfcOf.values()]))
  const idByRfc = new Map(idRows.map((r) => [r.rfc!, r.id]))
  const idOf = new Map(companiesData.map((c) => [c.key, idByRfc.get(rfcOf.get(c.key)!)!]))
  const keyOf = new Map([...idOf].map(([key, id]) => [id, key]))
  // How long ago a profile was last updated is not something a file imports; the freshness the set was judged
  // with is written afterwards (the companies triggers reindex them).
  for (const c of companiesData) {
    await db
      .update(companies)
      .set({ updatedAt: new Date(now - c.updatedDaysAgo * 86_400_000) })
      .where(sql`${companies.id} = ${idOf.get(c.key)!}`)
  }

  // One buyer company per requirement city, with a signed-in user.
  const buyers = new Map<string, { id: string; headers: Record<string, string> }>()
  for (const r of reqs) {
    if (buyers.has(r.city)) continue
    const city = CITIES.find((x) => x.city === r.city)!
    const [row] = await db
      .insert(companies)
      .values({ status: 'approved', approvedAt: new Date(), profileType: 'buyer', legalName: `Comprador ${r.city}`, tradeName: `Comprador ${r.city}`, taxId: `EVAL-B-${++taxSeq}`, sector: 'automotive_oem', country: 'MX', state: city.state, city: city.city, latitude: city.lat, longitude: city.lng })
      .returning({ id: companies.id })
    const user = await createFixtureUser(db, { companyId: row!.id })
    buyers.set(r.city, { id: row!.id, headers: (await signInFixture(db, user.id)).headers })
  }
  const reqId = new Map<string, string>()
  for (const r of reqs) {
    const city = CITIES.find((x) => x.city === r.city)!
    const c = cat.get(r.capability === 'harness' || r.capability === 'pcb' ? 'wire-harnesses-vehicle-electrical' : 'other-motor-vehicle-parts')!
    const [row] = await db
      .insert(requirements)
      .values({
        companyId: buyers.get(r.city)!.id,
        type: 'rfq',
        isRfq: true,
        title: r.title,
        description: r.description,
        contentLanguage: r.lang,
        country: 'MX',
        state: city.state,
        city: city.city,
        latitude: city.lat,
        longitude: city.lng,
        startDate: new Date(now + 7 * 86_400_000).toISOString().slice(0, 10),
        endDate: new Date(now + 180 * 86_400_000).toISOString().slice(0, 10),
        // The category is the broad group only: the judgments grade capabilities, not the category tree.
        categoryId: c.parentId ?? c.id,
        activity: r.activity,
        materials: r.materials,
        volumes: 'n/a',
        budget: 'n/a',
        certificationIds: (r.required ?? []).map((s) => certId.get(s)!),
        preferredCertificationIds: (r.preferred ?? []).map((s) => certId.get(s)!),
        maxDistanceKm: r.maxKm ?? null,
      })
      .returning({ id: requirements.id })
    reqId.set(r.id, row!.id)
  }

  type Row = { id: string; set: string; lang: string; engine: Record<string, { ndcg: number | null; p5: number | null }> }
  const rows: Row[] = []

  const sets = (process.env.EVAL_SETS ?? 'search,matching').split(',')
  for (const q of sets.includes('search') ? queries : []) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent(q.text)}&limit=10` })
    const items = (res.json() as { items: { id: string }[] }).items
    const ranked = items.map((i) => keyOf.get(i.id) ?? '?')
    const row: Row = { id: q.id, set: 'search', lang: q.lang, engine: {} }
    row.engine['nexo'] = { ndcg: ndcgAt(ranked, q.judgments), p5: precisionAt(ranked, q.judgments) }
    for (const [name, all] of [['bm25', false], ['all-words', true]] as const) {
      const b = bm25(q.text, all)
      row.engine[name] = { ndcg: ndcgAt(b, q.judgments), p5: precisionAt(b, q.judgments) }
    }
    rows.push(row)
  }
  for (const r of sets.includes('matching') ? reqs : []) {
    const buyer = buyers.get(r.city)!
    const res = await app.inject({ method: 'GET', url: `/api/v1/matching/requirements/${reqId.get(r.id)}/suppliers?lang=${r.lang}`, headers: buyer.headers })
    if (res.statusCode !== 200) throw new Error(`matching ${r.id}: ${res.statusCode} ${res.body}`)
    const ranked = (res.json() as { items: { company: { id: string } }[] }).items.map((i) => keyOf.get(i.company.id) ?? '?')
    if (process.env.EVAL_DEBUG?.split(',').includes(r.id)) {
      const best = Object.entries(r.judgments).sort((a, b) => b[1] - a[1]).slice(0, 10)
      console.log(r.id, 'ranked', ranked.map((k) => `${k}:${r.judgments[k] ?? 0}`).join(' '), '| ideal', best.map(([k, g]) => `${k}:${g}`).join(' '))
    }
    const row: Row = { id: r.id, set: 'matching', lang: r.lang, engine: {} }
    row.engine['nexo'] = { ndcg: ndcgAt(ranked, r.judgments), p5: precisionAt(ranked, r.judgments) }
    const text = [r.title, r.activity, r.materials, r.description].join(' ')
    for (const [name, all] of [['bm25', false], ['all-words', true]] as const) {
      const b = bm25(text, all)
      row.engine[name] = { ndcg: ndcgAt(b, r.judgments), p5: precisionAt(b, r.judgments) }
    }
    rows.push(row)
  }
  await app.close()
  await database.close()

  const mean = (xs: (number | null)[]) => {
    const v = xs.filter((x): x is number => x !== null)
    return v.length === 0 ? NaN : v.reduce((s, x) => s + x, 0) / v.length
  }
  const engines = ['nexo', 'bm25', 'all-words']
  const summary: Record<string, Record<string, { ndcg10: number; p5: number; n: number }>> = {}
  console.log(`\n${companiesData.length} companies, ${queries.length} queries, ${reqs.length} requirements (${url ? 'PostgreSQL' : 'PGlite'})\n`)
  console.log('set       lang  engine      nDCG@10  P@5    n')
  for (const set of ['search', 'matching']) {
    for (const lang of ['all', 'es', 'en']) {
      const subset = rows.filter((r) => r.set === set && (lang === 'all' || r.lang === lang))
      for (const e of engines) {
        const ndcg = mean(subset.map((r) => r.engine[e]!.ndcg))
        const p5 = mean(subset.map((r) => r.engine[e]!.p5))
        const n = subset.filter((r) => r.engine[e]!.ndcg !== null).length
        ;(summary[`${set}/${lang}`] ??= {})[e] = { ndcg10: Number(ndcg.toFixed(3)), p5: Number(p5.toFixed(3)), n }
        console.log(`${set.padEnd(9)} ${lang.padEnd(5)} ${e.padEnd(11)} ${ndcg.toFixed(3).padStart(7)}  ${p5.toFixed(3)}  ${n}`)
      }
    }
  }
  const worst = rows
    .filter((r) => r.engine['nexo']!.ndcg !== null)
    .sort((a, b) => a.engine['nexo']!.ndcg! - b.engine['nexo']!.ndcg!)
    .slice(0, 8)
    .map((r) => `${r.id} ${r.engine['nexo']!.ndcg!.toFixed(2)}`)
  console.log(`\nlowest nDCG@10 (nexo): ${worst.join(', ')}`)
  const out = path.join(here, '..', '.results')
  mkdirSync(out, { recursive: true })
  const file = path.join(out, `eval-matching-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.json`)
  writeFileSync(file, JSON.stringify({ summary, rows }, null, 1))
  console.log(`written ${path.relative(process.cwd(), file)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
