/**
 * npm run eval:matching — measures directory search and matching on the labelled set in labels/ (built by build.ts
 * from spec.ts, graded by RUBRIC.md). Into a fresh, migrated database (PGlite in memory, or EVAL_DATABASE_URL for a
 * PostgreSQL server; the database must be empty) it loads the 255 companies through the product's bulk import (a CSV
 * written from labels/companies.json, uploaded, previewed and run through the real API as a platform admin;
 * docs/decisions/036) and the 68 requirements straight into their table, runs every query
 * through GET /api/v1/search/companies and every requirement through
 * GET /api/v1/matching/requirements/:id/suppliers of the real app, and prints nDCG@10 and P@5 (relevant = grade ≥ 2)
 * beside two baselines computed on the same texts: plain BM25 (folded tokens, no stemming, no thesaurus, any word)
 * and the old all-words semantics (BM25 over companies holding every query word). For matching it also counts
 * hard-limit violations, P@5 against the best possible, padding, and reasons a program can show false (issue 26,
 * RUBRIC.md). Not a test: nothing asserts.
 * EVAL_SETS=search or =matching runs one half. EVAL_ENGINE=sql scores the degraded mode instead: the SQL ranking
 * that answers while the search index is not ready (ADR 049), judged by relevance, not by parity with the index.
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
import { cityCentre, COMPANY_IMPORT_COLUMN_NAMES, rfcCheckDigit, type TCompanyImport } from '@nexo/shared'
import { categories, certifications, companies, requirements } from '../../apps/server/src/db/schema'
import { seedReferenceData } from '../../apps/server/src/db/seed/seed'
import { createFixtureUser, signInFixture } from '../../apps/server/src/test/fixtures'
import { configureSearchPostings } from '../../apps/server/src/modules/search/search.service'
import { foldText, isStopWord, tokenize } from '../../apps/server/src/modules/search/query/text'
import { thesaurus } from '../../apps/server/src/modules/search/query/thesaurus'
import { certificationImplications } from '../../apps/server/src/modules/matching/matching.relations'
import { maxTonnage as statedTonnage } from '../../apps/server/src/modules/matching/matching.quantities'
import type { EvalCompany } from './build'
import { CITIES, MATERIALS, REQUIREMENTS as FIRST_REQUIREMENTS, type QuerySpec, type RequirementSpec } from './spec'

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

// ── the truth of what a ranking says (issue 26 §3) ───────────────────────────────────────────────────────────────
interface EvalItem {
  company: { id: string }
  score: number
  distanceKm: number | null
  distanceIsApproximate: boolean
  reasons: { kind: string; text: string }[]
}
const companyByKey = new Map(companiesData.map((c) => [c.key, c]))
const fold = (s: string) => foldText(s).trim()
const wordsOf = (s: string) => tokenize(s).filter((t) => !isStopWord(t))
const holdsCert = (c: EvalCompany, slug: string) => c.certs.includes(slug) || certificationImplications().some((i) => i.includes === slug && c.certs.includes(i.slug))
function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = Math.PI / 180
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}
/** The thesaurus languages a folded spelling is written in. */
function languagesOf(text: string): Set<string> {
  const key = tokenize(text).join(' ')
  return new Set(thesaurus().entries.flatMap((e) => e.terms.filter((t) => t.tokens.join(' ') === key).map((t) => t.lang)))
}
const CERT_NAMES: Record<string, string> = { 'IATF 16949': 'iatf-16949', 'ISO 9001': 'iso-9001', AS9100: 'as9100', 'C-TPAT': 'c-tpat', Nadcap: 'nadcap', 'ISO/IEC 17025': 'iso-iec-17025' }

/**
 * Checks every eligible supplier against the hard limits, and every reason against the ground truth: the
 * certification held (or included), the distance and its "about", the material among the company's, the bridge
 * term in the company's own words and in the language named, the press force stated, codes not lower-cased.
 */
function auditItems(r: RequirementSpec, point: { lat: number; lng: number }, items: (EvalItem & { key: string })[]): { violations: number; checked: number; falseReasons: string[] } {
  let violations = 0
  let checked = 0
  const falseReasons: string[] = []
  for (const item of items) {
    const c = companyByKey.get(item.key)
    if (!c) continue
    const km = kmBetween(point, c)
    if ((r.required ?? []).some((x) => !holdsCert(c, x)) || (r.maxKm !== undefined && km > r.maxKm)) violations++
    const own = fold([c.texts.processes, c.texts.mainProducts, c.texts.mainServices, c.texts.materials].join(' '))
    const materialWords = new Set(c.materials.flatMap((m) => wordsOf(MATERIALS[m]!.join(' '))))
    for (const reason of item.reasons) {
      checked++
      const bad = (why: string) => falseReasons.push(`${item.key} "${reason.text}": ${why}`)
      const t = reason.text
      const codes = t.match(/\b(?:[a-z]+\d[a-z\d]*|\d+[a-z][a-z\d]*)\b/g) ?? []
      if (codes.length > 0) bad(`code in lower case (${codes.join(', ')})`)
      if (reason.kind === 'distance' || reason.kind === 'beyondDistance') {
        const n = Number((/([\d,]+) km/.exec(t)?.[1] ?? '').replace(/,/g, ''))
        if (Math.abs(n - km) > 1.5) bad(`distance ${n} km, really ${Math.round(km)} km`)
        const about = /^(About|A unos)/.test(t)
        if (about !== (r.approx === true)) bad(about ? '"about" for a pinned requirement' : 'exact km from a city centre')
      }
      if (reason.kind === 'certified') {
        const m = /^(.+?) certified$|^Certificación (.+)$/.exec(t)
        // "ISO 9001 (met by its IATF 16949 certification)": the held one, and the one it includes.
        const implied = /^(.+?) \((?:met by its (.+) certification|cubierta por su certificación (.+))\)$/.exec(t)
        const held = m?.[1] ?? m?.[2] ?? implied?.[2] ?? implied?.[3]
        const slug = held ? CERT_NAMES[held] ?? held.toLowerCase().replace(/[^a-z0-9]+/g, '-') : ''
        if (!c.certs.some((x) => x === slug || slug.startsWith(x))) bad('certification not held')
        if (implied && !holdsCert(c, CERT_NAMES[implied[1]!] ?? '')) bad('implication not in the table')
      }
      if (reason.kind === 'material') {
        const name = t.replace(/^(Works with|Trabaja con) /, '')
        if (!wordsOf(name).some((w) => [...materialWords].some((m) => m.slice(0, 4) === w.slice(0, 4)))) bad('not one of its materials')
      }
      if (reason.kind === 'translation' || reason.kind === 'synonym') {
        const quoted = [...t.matchAll(/'([^']+)'/g)].map((m) => m[1]!)
        const [from, to] = reason.kind === 'translation' ? [quoted[0]!, quoted[1]!] : [quoted[1]!, quoted[0]!]
        if (!wordsOf(to).every((w) => own.includes(w.slice(0, Math.max(4, w.length - 2))))) bad(`'${to}' is not in its own capability words`)
        const fromL = languagesOf(from)
        const toL = languagesOf(to)
        if (reason.kind === 'translation') {
          const said = /English|inglés/.test(t) ? 'en' : 'es'
          if (said !== c.lang && !toL.has(said)) bad('language named is not the company’s nor the term’s')
          if (fromL.size > 0 && [...fromL].every((l) => toL.has(l)) && fromL.has(said)) bad('same-language synonym called a translation')
        }
      }
      if (reason.kind === 'tonnageFits' || reason.kind === 'tonnageShort') {
        const have = Number((/(?:up to|hasta) ([\d,]+) t/.exec(t)?.[1] ?? '').replace(/,/g, ''))
        if (have !== statedTonnage(c.texts.machinery)) bad(`press force ${have} t, stated ${statedTonnage(c.texts.machinery)}`)
      }
    }
  }
  return { violations, checked, falseReasons }
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
const engine = process.env.EVAL_ENGINE === 'sql' ? 'sql' : 'index'

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
  // The degraded mode (ADR 049): the SQL ranking that answers while the index is not ready, judged on the same set.
  // A memory limit of one byte makes the capacity check decline the index for the whole run.
  if (engine === 'sql') configureSearchPostings(db, { memoryLimitBytes: 1 })
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

  // Issue 26: the declared coverage areas and production capacities (no import columns for them either).
  for (const c of companiesData) {
    if (!c.coverageStates && c.perMonth === undefined) continue
    await db
      .update(companies)
      .set({
        ...(c.coverageStates ? { coverage: { countries: ['MX'], states: c.coverageStates } } : {}),
        ...(c.perMonth !== undefined ? { productionCapacity: c.perMonth, productionCapacityUnit: c.lang === 'es' ? 'piezas/mes' : 'pieces/month' } : {}),
      })
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
  /** Where each requirement is: a pin at the city's point, or (issue 26 `approx`) the gazetteer's centre of its city. */
  const pointOf = (r: RequirementSpec) => {
    const city = CITIES.find((x) => x.city === r.city)!
    return r.approx ? cityCentre('MX', city.state, city.city)! : { lat: city.lat, lng: city.lng }
  }
  for (const r of reqs) {
    const city = CITIES.find((x) => x.city === r.city)!
    const point = pointOf(r)
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
        latitude: point.lat,
        longitude: point.lng,
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

  type Row = { id: string; set: string; lang: string; first: boolean; engine: Record<string, { ndcg: number | null; p5: number | null }>; best?: number | null; violations?: number; padding?: number; leftOut?: number; listed?: number }
  const falseReasons: string[] = []
  let reasonsChecked = 0
  const rows: Row[] = []

  const sets = (process.env.EVAL_SETS ?? 'search,matching').split(',')
  for (const q of sets.includes('search') ? queries : []) {
    const res = await app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent(q.text)}&limit=10` })
    const items = (res.json() as { items: { id: string }[] }).items
    const ranked = items.map((i) => keyOf.get(i.id) ?? '?')
    const row: Row = { id: q.id, set: 'search', lang: q.lang, first: /^(es|en)([0-2]\d|30)$/.test(q.id), engine: {} }
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
    const body = res.json() as { items: EvalItem[]; leftOut?: { belowMinimumFit: number } }
    const ranked = body.items.map((i) => keyOf.get(i.company.id) ?? '?')
    if (process.env.EVAL_DEBUG?.split(',').includes(r.id)) {
      const best = Object.entries(r.judgments).sort((a, b) => b[1] - a[1]).slice(0, 10)
      console.log(r.id, 'ranked', body.items.map((i) => `${keyOf.get(i.company.id)}:${r.judgments[keyOf.get(i.company.id)!] ?? 0}:${i.score}`).join(' '), '| ideal', best.map(([k, g]) => `${k}:${g}`).join(' '), '| left out', body.leftOut?.belowMinimumFit)
      for (const i of body.items.slice(0, 5)) console.log('   ', keyOf.get(i.company.id), i.reasons.map((x) => x.text).join(' · '))
    }
    const row: Row = { id: r.id, set: 'matching', lang: r.lang, first: FIRST_REQUIREMENTS.some((x) => x.id === r.id), engine: {} }
    row.engine['nexo'] = { ndcg: ndcgAt(ranked, r.judgments), p5: precisionAt(ranked, r.judgments) }
    // The best P@5 possible: every place filled by a grade ≥ 2 while there are any.
    const good = Object.values(r.judgments).filter((g) => g >= 2).length
    row.best = good === 0 ? null : Math.min(5, good) / 5
    const point = pointOf(r)
    const audit = auditItems(r, point, body.items.map((i) => ({ ...i, key: keyOf.get(i.company.id)! })))
    row.violations = audit.violations
    reasonsChecked += audit.checked
    falseReasons.push(...audit.falseReasons.map((f) => `${r.id} ${f}`))
    row.padding = ranked.slice(0, 10).filter((k) => (r.judgments[k] ?? 0) === 0).length
    row.listed = ranked.length
    row.leftOut = body.leftOut?.belowMinimumFit ?? 0
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
    for (const lang of ['all', 'es', 'en', 'first', 'issue26']) {
      const subset = rows.filter((r) => r.set === set && (lang === 'all' || r.lang === lang || (lang === 'first' && r.first) || (lang === 'issue26' && !r.first)))
      for (const e of engines) {
        const ndcg = mean(subset.map((r) => r.engine[e]!.ndcg))
        const p5 = mean(subset.map((r) => r.engine[e]!.p5))
        const n = subset.filter((r) => r.engine[e]!.ndcg !== null).length
        ;(summary[`${set}/${lang}`] ??= {})[e] = { ndcg10: Number(ndcg.toFixed(3)), p5: Number(p5.toFixed(3)), n }
        console.log(`${set.padEnd(9)} ${lang.padEnd(5)} ${e.padEnd(11)} ${ndcg.toFixed(3).padStart(7)}  ${p5.toFixed(3)}  ${n}`)
      }
    }
  }
  const matchRows = rows.filter((r) => r.set === 'matching')
  if (matchRows.length > 0) {
    const p5 = mean(matchRows.map((r) => r.engine['nexo']!.p5))
    const best = mean(matchRows.filter((r) => r.engine['nexo']!.p5 !== null).map((r) => r.best ?? null))
    const violations = matchRows.reduce((s, r) => s + (r.violations ?? 0), 0)
    console.log(`\nmatching: hard-limit violations among listed suppliers ${violations} (in ${matchRows.filter((r) => (r.violations ?? 0) > 0).length} of ${matchRows.length} requirements)`)
    console.log(`matching: P@5 ${p5.toFixed(3)} of a best possible ${best.toFixed(3)} (${((100 * p5) / best).toFixed(1)} %)`)
    console.log(`matching: unrelated (grade 0) suppliers in the top 10 per requirement ${mean(matchRows.map((r) => r.padding ?? 0)).toFixed(2)}, listed ${mean(matchRows.map((r) => r.listed ?? 0)).toFixed(1)}, left out below the minimum fit ${mean(matchRows.map((r) => r.leftOut ?? 0)).toFixed(1)}`)
    console.log(`matching: reasons checked ${reasonsChecked}, false ${falseReasons.length}${falseReasons.length > 0 ? `:\n  ${falseReasons.slice(0, 15).join('\n  ')}` : ''}`)
    summary['matching/limits'] = { nexo: { ndcg10: violations, p5: Number(best.toFixed(3)), n: falseReasons.length } }
  }
  console.log(`\nnexo answered by: ${engine === 'sql' ? 'the SQL ranking (degraded mode, EVAL_ENGINE=sql)' : 'the search index'}`)
  const worst = rows
    .filter((r) => r.engine['nexo']!.ndcg !== null)
    .sort((a, b) => a.engine['nexo']!.ndcg! - b.engine['nexo']!.ndcg!)
    .slice(0, 8)
    .map((r) => `${r.id} ${r.engine['nexo']!.ndcg!.toFixed(2)}`)
  console.log(`\nlowest nDCG@10 (nexo): ${worst.join(', ')}`)
  const out = path.join(here, '..', '.results')
  mkdirSync(out, { recursive: true })
  const file = path.join(out, `eval-matching-${new Date().toISOString().slice(0, 19).replace(/:/g, '-')}.json`)
  writeFileSync(file, JSON.stringify({ engine, summary, rows }, null, 1))
  console.log(`written ${path.relative(process.cwd(), file)}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
