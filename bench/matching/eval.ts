/**
 * npm run eval:matching — measures directory search and matching on the labelled set in labels/ (built by build.ts
 * from spec.ts, graded by RUBRIC.md). Loads the 220 companies and 40 requirements into a fresh, migrated database
 * (PGlite in memory, or EVAL_DATABASE_URL for a PostgreSQL server; the database must be empty), runs every query
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
import { categories, certifications, companies, companyCategories, companyCertifications, requirements } from '../../apps/server/src/db/schema'
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

// ── load through the product's tables ────────────────────────────────────────────────────────────────────────────
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
  const idOf = new Map<string, string>()
  const keyOf = new Map<string, string>()
  const now = Date.now()
  let taxSeq = 0
  for (const c of companiesData) {
    const [row] = await db
      .insert(companies)
      .values({
        status: 'approved',
        approvedAt: new Date(),
        profileType: 'supplier',
        legalName: `${c.name} S.A. de C.V.`,
        tradeName: c.name,
        taxId: `EVAL-${++taxSeq}`,
        sector: 'auto_parts',
        country: 'MX',
        state: c.state,
        city: c.city,
        latitude: c.lat,
        longitude: c.lng,
        contentLanguage: c.lang,
        isValidatedSupplier: c.validated,
        processes: c.texts.processes,
        materials: c.texts.materials,
        mainProducts: c.texts.mainProducts,
        mainServices: c.texts.mainServices,
        machinery: c.texts.machinery,
        briefDescription: c.texts.brief.slice(0, 255),
        detailedDescription: c.texts.detailed,
        capacityDescription: c.texts.capacity,
        updatedAt: new Date(now - c.updatedDaysAgo * 86_400_000),
      })
      .returning({ id: companies.id })
    idOf.set(c.key, row!.id)
    keyOf.set(row!.id, c.key)
    const category = c.category ? cat.get(c.category) : undefined
    if (category) await db.insert(companyCategories).values({ companyId: row!.id, categoryId: category.id })
    const certIds = c.certs.map((s) => certId.get(s)).filter((x): x is number => x !== undefined)
    if (certIds.length > 0) await db.insert(companyCertifications).values(certIds.map((id) => ({ companyId: row!.id, certificationId: id, industrialSpecialization: 'Automotriz' })))
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

  const app = await buildApp({ config: testConfig({ DISABLE_RATE_LIMIT: 'true', SEARCH_CACHE: 'false', WEB_DIST_DIR: os.tmpdir() }), database })
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
