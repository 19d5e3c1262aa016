/**
 * Matching benchmark (npm run bench:matching): the latency of the matching endpoints (ADR 028) on the 100,000
 * company database of the search benchmark (`nexo_bench` on the PostgreSQL server, seeded when missing).
 *
 * On top of the demo data it creates, idempotently, with fixed ids:
 *  - 30 requirements (BENCH_REQUIREMENTS below), varied in category, required/preferred certifications, distance
 *    limit and language, each owned by a listed buyer company of the seed with a signed-in user;
 *  - enough open public requirements to have BENCH_OPEN_REQUIREMENTS (default 2,000) that suppliers could serve;
 *  - 30 supplier companies (20 suppliers, 10 "both" with open requirements of their own) with signed-in users.
 *
 * Then measures, against the real app on 127.0.0.1, one warm-up pass and BENCH_ROUNDS sequential passes of:
 *  - suppliers: GET /api/v1/matching/requirements/:id/suppliers for the 30 requirements (top 20 suppliers);
 *  - the /matches page of each of the 30 companies: GET /api/v1/matching/requirements, /my-requirements and
 *    /partners, each alone, and the page (the three in parallel, as the web page asks them: time to the last).
 * Modes: `uncached` — the search answer cache off (SEARCH_CACHE=false), so every request computes its answer, with
 * the 60 s query-understanding cache warm; `cold` — the same with that cache emptied before every request (the
 * first request after a restart, or after 60 s); `cached` — the production setting, answers reused while the
 * search state is unchanged (after the warm-up pass: the steady state of a repeated mix). Reports p50/p95/max per
 * endpoint and writes bench/.results/matching-<date>.json. A benchmark, not a test: nothing asserts a time.
 *
 * Env: BENCH_COMPANIES (100000), SEED, BENCH_PG_URL, BENCH_REUSE (1: keep nexo_bench), BENCH_ROUNDS (5),
 * BENCH_OPEN_REQUIREMENTS (2000), BENCH_MATCH_MODES (uncached,cold,cached), BENCH_MATCH_EVERY (1; 3 = every third requirement
 * and company, for slow code), BENCH_MATCH_WARMUP (1; 0 = no warm-up pass).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { buildApp } from '../apps/server/src/app'
import { testConfig } from '../apps/server/src/config'
import type { Database, Db } from '../apps/server/src/db/client'
import { requirements, users } from '../apps/server/src/db/schema'
import { rows } from '../apps/server/src/db/sql-rows'
import { clearSearchParseCache, configureSearchPostings, warmSearchPostings } from '../apps/server/src/modules/search/search.service'
import { createFixtureUser, signInFixture } from '../apps/server/src/test/fixtures'
import { benchDatabaseUrl, benchIndexDir, log, openTarget, percentile, seedTarget } from './bench-db'

const companies = Number(process.env.BENCH_COMPANIES ?? 100_000)
const seed = process.env.SEED ? Number(process.env.SEED) : undefined
const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
const openTarget_ = Number(process.env.BENCH_OPEN_REQUIREMENTS ?? 2000)
type Mode = 'uncached' | 'cold' | 'cached'
const modes = (process.env.BENCH_MATCH_MODES ?? 'uncached,cold,cached').split(',').map((m) => m.trim()) as Mode[]
const every = Number(process.env.BENCH_MATCH_EVERY ?? 1)
const warmupPass = process.env.BENCH_MATCH_WARMUP !== '0'
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.results')

interface BenchRequirement {
  lang: 'es' | 'en'
  title: string
  activity: string
  materials: string
  description: string
  /** Subcategory slug; its parent is the category. */
  sub: string
  required?: string[]
  preferred?: string[]
  maxKm?: number
}

/** The fixed 30 requirements: Spanish and English, every kind of constraint. */
export const BENCH_REQUIREMENTS: readonly BenchRequirement[] = [
  { lang: 'es', title: 'Estampado de soportes de acero', activity: 'Estampado progresivo y troquelado', materials: 'Acero rolado en frío calibre 14', description: 'Soportes para asiento, 50,000 piezas al mes con PPAP nivel 3.', sub: 'automotive-metal-stamping', required: ['iatf-16949'] },
  { lang: 'es', title: 'Inyección de carcasas de plástico', activity: 'Moldeo por inyección', materials: 'Polipropileno con talco, ABS', description: 'Carcasas para tablero, molde propio del cliente.', sub: 'plastic-injection-molding', preferred: ['iso-9001'], maxKm: 300 },
  { lang: 'es', title: 'Maquinado CNC de flechas', activity: 'Torneado y fresado CNC', materials: 'Acero 4140 tratado', description: 'Flechas de transmisión con tolerancias de 0.01 mm.', sub: 'cnc-machining', required: ['iso-9001'], maxKm: 200 },
  { lang: 'es', title: 'Fundición de aluminio a presión', activity: 'Fundición a presión de alta presión', materials: 'Aluminio A380', description: 'Carcasas de transmisión, 20,000 piezas anuales.', sub: 'nonferrous-die-casting', preferred: ['iatf-16949', 'iso-14001'] },
  { lang: 'es', title: 'Tratamiento térmico de engranes', activity: 'Carburizado y templado', materials: 'Acero 8620', description: 'Engranes de caja de velocidades con certificación CQI-9.', sub: 'heat-treating', required: ['cqi-9'] },
  { lang: 'es', title: 'Arneses eléctricos para puertas', activity: 'Ensamble de arneses', materials: 'Cable automotriz, terminales, conectores', description: 'Arneses de puerta delantera, validación eléctrica al 100 %.', sub: 'wire-harnesses-vehicle-electrical', preferred: ['iatf-16949'], maxKm: 500 },
  { lang: 'es', title: 'Pintura electrostática en polvo', activity: 'Recubrimiento en polvo', materials: 'Pintura poliéster', description: 'Piezas de chasis, línea con pretratamiento de fosfato.', sub: 'metal-coating-painting', maxKm: 150 },
  { lang: 'es', title: 'Moldes de inyección para defensa', activity: 'Diseño y fabricación de moldes', materials: 'Acero P20, H13', description: 'Molde de dos cavidades para fascia trasera.', sub: 'industrial-molds' },
  { lang: 'es', title: 'Forja de bielas', activity: 'Forja en caliente y maquinado', materials: 'Acero microaleado', description: 'Bielas para motor de cuatro cilindros.', sub: 'iron-steel-forging', required: ['iatf-16949'], preferred: ['iso-45001'] },
  { lang: 'es', title: 'Tornillería especial', activity: 'Cabeceado en frío y roscado', materials: 'Acero grado 10.9 con recubrimiento zinc-níquel', description: 'Tornillos de rueda, CQI-12 deseable.', sub: 'fasteners', preferred: ['cqi-12'] },
  { lang: 'es', title: 'Empaque retornable', activity: 'Fabricación de contenedores', materials: 'Polietileno corrugado, espuma', description: 'Contenedores retornables para piezas pintadas.', sub: 'corrugated-boxes', maxKm: 400 },
  { lang: 'es', title: 'Transporte de carga completa', activity: 'Autotransporte federal', materials: 'Tractocamión con caja seca', description: 'Rutas Saltillo–Laredo diarias con C-TPAT.', sub: 'truckload-freight', required: ['c-tpat'] },
  { lang: 'es', title: 'Soldadura robotizada de subensambles', activity: 'Soldadura MIG robotizada', materials: 'Acero de alta resistencia', description: 'Subensambles de suspensión con inspección por ultrasonido.', sub: 'steering-suspension', preferred: ['cqi-15'], maxKm: 250 },
  { lang: 'es', title: 'Anodizado de piezas de aluminio', activity: 'Anodizado tipo II y III', materials: 'Aluminio 6061', description: 'Piezas decorativas y funcionales, 10,000 al mes.', sub: 'electroplating-anodizing' },
  { lang: 'es', title: 'Ensamble de tarjetas electrónicas', activity: 'Montaje superficial SMT', materials: 'Componentes electrónicos, soldadura sin plomo', description: 'Módulos de control de carrocería.', sub: 'printed-circuit-assembly', required: ['iatf-16949'], maxKm: 800 },
  { lang: 'en', title: 'Metal stamping of brackets', activity: 'Progressive die stamping', materials: 'Cold rolled steel', description: 'Seat brackets, 50,000 parts a month, PPAP level 3.', sub: 'metal-stamping', required: ['iatf-16949'] },
  { lang: 'en', title: 'Plastic injection of interior trim', activity: 'Injection molding', materials: 'Polypropylene, ABS', description: 'Door trim panels with textured finish.', sub: 'plastic-injection-molding', preferred: ['iso-14001'] },
  { lang: 'en', title: 'CNC machining of valve bodies', activity: 'CNC machining', materials: 'Aluminum 6061', description: 'Valve bodies with tight tolerances and CMM reports.', sub: 'cnc-machining', maxKm: 300 },
  { lang: 'en', title: 'Aluminum die casting', activity: 'High pressure die casting', materials: 'Aluminum A380', description: 'Transmission housings, 30,000 a year.', sub: 'nonferrous-die-casting', required: ['iatf-16949'], maxKm: 1000 },
  { lang: 'en', title: 'Heat treatment of shafts', activity: 'Induction hardening', materials: 'Steel 1045', description: 'Axle shafts, CQI-9 required.', sub: 'heat-treating', required: ['cqi-9'], maxKm: 400 },
  { lang: 'en', title: 'Wire harness assembly', activity: 'Harness assembly and testing', materials: 'Automotive wire, connectors', description: 'Engine harnesses with full electrical test.', sub: 'wire-harnesses-vehicle-electrical' },
  { lang: 'en', title: 'Powder coating of frames', activity: 'Powder coating', materials: 'Polyester powder', description: 'Frames and brackets, salt spray 500 h.', sub: 'metal-coating-painting', preferred: ['iso-9001'] },
  { lang: 'en', title: 'Injection mold tooling', activity: 'Mold design and build', materials: 'Tool steel H13', description: 'Four-cavity mold for clips.', sub: 'industrial-molds', maxKm: 600 },
  { lang: 'en', title: 'Forged steel crankshafts', activity: 'Hot forging', materials: 'Forged steel', description: 'Crankshafts for light truck engines.', sub: 'iron-steel-forging', preferred: ['iatf-16949'] },
  { lang: 'en', title: 'Fasteners supply', activity: 'Cold heading', materials: 'Alloy steel bolts', description: 'Wheel bolts and nuts with zinc flake coating.', sub: 'fasteners', required: ['iso-9001'] },
  { lang: 'en', title: 'Warehousing and 3PL', activity: 'Warehousing and cross-docking', materials: 'Pallets, racks', description: 'Bonded warehouse near the border, 5,000 m².', sub: 'warehousing-3pl', preferred: ['oea', 'c-tpat'] },
  { lang: 'en', title: 'Rubber seals and gaskets', activity: 'Rubber molding', materials: 'EPDM rubber', description: 'Door seals and engine gaskets.', sub: 'mechanical-rubber-parts', maxKm: 500 },
  { lang: 'en', title: 'Testing laboratory services', activity: 'Dimensional and material testing', materials: 'Metal and plastic samples', description: 'Accredited lab for PPAP testing.', sub: 'testing-laboratories', required: ['iso-iec-17025'] },
  { lang: 'en', title: 'Conveyor system for assembly line', activity: 'Conveyor design and installation', materials: 'Steel structures, motors', description: 'Roller conveyors for final assembly.', sub: 'conveyors-material-handling' },
  { lang: 'en', title: 'Brake components machining', activity: 'Machining and grinding', materials: 'Gray iron castings', description: 'Brake calipers and rotors finishing.', sub: 'brake-systems', preferred: ['iatf-16949'], maxKm: 250 },
]

/** Fixed ids of the bench rows, so reruns replace them instead of adding more. */
const benchRequirementId = (i: number) => `00000000-0000-4000-8000-b0000000${String(i).padStart(4, '0')}`
const fillRequirementId = (i: number) => `00000000-0000-4000-8000-f000${String(i).padStart(8, '0')}`

type Headers = Record<string, string>

/** A signed-in user of the company (created once; a new session each run). */
async function signedIn(db: Db, companyId: string): Promise<Headers> {
  const email = `bench-${companyId}@bench.nexo.test`
  const [existing] = await rows<{ id: string }>(db, sql`select id from ${users} where lower(email) = ${email}`)
  const id = existing?.id ?? (await createFixtureUser(db, { companyId, email })).id
  return (await signInFixture(db, id)).headers
}

interface Fixture {
  requirements: { id: string; headers: Headers; label: string }[]
  companies: { id: string; headers: Headers; kind: string }[]
  openServable: number
}

async function prepare(db: Db): Promise<Fixture> {
  const [cats, certs] = await Promise.all([
    rows<{ id: number; slug: string; parent_id: number | null }>(db, sql`select id, slug, parent_id from categories`),
    rows<{ id: number; slug: string }>(db, sql`select id, slug from certifications`),
  ])
  const cat = new Map(cats.map((c) => [c.slug, c]))
  const cert = (slug: string) => {
    const c = certs.find((x) => x.slug === slug)
    if (!c) throw new Error(`unknown certification ${slug}`)
    return c.id
  }
  // Owners: listed buyers of the seed, the same ones each run (id order).
  const buyers = await rows<{ id: string; country: string; state: string; city: string; latitude: number | null; longitude: number | null }>(
    db,
    sql`select id, country, state, city, latitude, longitude from companies
         where status = 'approved' and is_visible and profile_type = 'buyer' and latitude is not null order by id limit 200`,
  )
  if (buyers.length < BENCH_REQUIREMENTS.length) throw new Error('not enough listed buyers in the bench database')
  const today = new Date()
  const day = (d: number) => new Date(today.getTime() + d * 86_400_000).toISOString().slice(0, 10)
  const rowOf = (spec: BenchRequirement, id: string, owner: (typeof buyers)[number], title: string, createdAt: Date) => {
    const sub = cat.get(spec.sub)
    if (!sub) throw new Error(`unknown category ${spec.sub}`)
    return {
      id,
      companyId: owner.id,
      type: 'rfq' as const,
      isRfq: true,
      title,
      description: spec.description,
      contentLanguage: spec.lang,
      country: owner.country,
      state: owner.state,
      city: owner.city,
      latitude: owner.latitude,
      longitude: owner.longitude,
      startDate: day(7),
      endDate: day(180),
      categoryId: sub.parent_id ?? sub.id,
      subcategoryId: sub.parent_id ? sub.id : null,
      activity: spec.activity,
      materials: spec.materials,
      volumes: 'n/a',
      budget: 'n/a',
      certificationIds: (spec.required ?? []).map(cert),
      preferredCertificationIds: (spec.preferred ?? []).map(cert),
      maxDistanceKm: spec.maxKm ?? null,
      createdAt,
    }
  }
  await db.execute(sql`delete from requirements where id::text like '00000000-0000-4000-8000-b%'`)
  await db.insert(requirements).values(BENCH_REQUIREMENTS.map((spec, i) => rowOf(spec, benchRequirementId(i), buyers[i]!, spec.title, new Date(today.getTime() - 30 * 86_400_000))))

  // Open public requirements of listed companies (what /matching/requirements reads), topped up to the target with
  // variations of the bench texts from other buyers, created over the last 60 days.
  const countOpen = async () =>
    (
      await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from requirements r join companies co on co.id = r.company_id
             where r.status = 'opened' and r.end_date >= current_date and r.is_public and co.status = 'approved' and co.is_visible`,
      )
    )[0]!.n
  let open = await countOpen()
  if (open < openTarget_) {
    const [{ n: fills } = { n: 0 }] = await rows<{ n: number }>(db, sql`select count(*)::int as n from requirements where id::text like '00000000-0000-4000-8000-f%'`)
    const add = openTarget_ - open
    const extra = Array.from({ length: add }, (_, k) => {
      const i = fills + k
      const spec = BENCH_REQUIREMENTS[i % BENCH_REQUIREMENTS.length]!
      return rowOf(spec, fillRequirementId(i), buyers[(i * 7) % buyers.length]!, `${spec.title} (${i + 1})`, new Date(today.getTime() - ((i * 37) % 60) * 86_400_000 - i * 1000))
    })
    for (let i = 0; i < extra.length; i += 500) await db.insert(requirements).values(extra.slice(i, i + 500))
    open = await countOpen()
  }

  // The /matches companies: 20 listed suppliers and 10 listed "both" companies that have open requirements.
  const suppliers = await rows<{ id: string }>(
    db,
    sql`select c.id from companies c join company_search s on s.company_id = c.id
         where s.listed and c.profile_type = 'supplier' order by c.id limit 20`,
  )
  const both = await rows<{ id: string }>(
    db,
    sql`select c.id from companies c join company_search s on s.company_id = c.id
         where s.listed and c.profile_type = 'both'
           and exists (select 1 from requirements r where r.company_id = c.id and r.status = 'opened' and r.end_date >= current_date)
         order by c.id limit 10`,
  )
  await db.execute(sql`analyze requirements`)
  return {
    requirements: await Promise.all(BENCH_REQUIREMENTS.map(async (spec, i) => ({ id: benchRequirementId(i), headers: await signedIn(db, buyers[i]!.id), label: spec.title }))),
    companies: await Promise.all([...suppliers.map((s) => ({ ...s, kind: 'supplier' })), ...both.map((s) => ({ ...s, kind: 'both' }))].map(async (c) => ({ id: c.id, kind: c.kind, headers: await signedIn(db, c.id) }))),
    openServable: open,
  }
}

interface Stat {
  endpoint: string
  mode: string
  p50: number
  p95: number
  max: number
  n: number
  errors: number
  slowest: string
}

const round1 = (x: number) => Math.round(x * 10) / 10

function stat(endpoint: string, mode: string, samples: { ms: number; label: string; ok: boolean }[]): Stat {
  const times = samples.map((s) => s.ms).sort((a, b) => a - b)
  const worst = [...samples].sort((a, b) => b.ms - a.ms)[0]
  return {
    endpoint,
    mode,
    p50: round1(percentile(times, 50)),
    p95: round1(percentile(times, 95)),
    max: round1(times[times.length - 1] ?? 0),
    n: samples.length,
    errors: samples.filter((s) => !s.ok).length,
    slowest: worst ? `${worst.label} ${round1(worst.ms)} ms` : '',
  }
}

async function main() {
  log(`postgres: ${companies.toLocaleString('en')} companies…`)
  const { database, cleanup } = await openTarget('postgres')
  const results: Stat[] = []
  let openRequirements = 0
  try {
    await seedTarget(database, 'postgres', companies, seed)
    const fixture = await prepare(database.db)
    openRequirements = fixture.openServable
    log(`${fixture.requirements.length} bench requirements, ${fixture.companies.length} companies, ${fixture.openServable} open public requirements`)
    for (const mode of modes) results.push(...(await measure(database, mode, fixture)))
  } finally {
    await database.close().catch(() => undefined)
    await cleanup()
  }
  mkdirSync(resultsDir, { recursive: true })
  const file = path.join(resultsDir, `matching-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
  const load = os.loadavg().map((x) => x.toFixed(1)).join(' ')
  writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), cpus: os.cpus().length, loadavg: load, rounds, openRequirements, results }, null, 2))
  console.table(results.map((r) => ({ endpoint: r.endpoint, mode: r.mode, 'p50 ms': r.p50, 'p95 ms': r.p95, 'max ms': r.max, n: r.n, errors: r.errors })))
  for (const r of results) console.log(`${r.endpoint} ${r.mode} slowest: ${r.slowest}`)
  console.log(`load average ${load}; results written to ${path.relative(process.cwd(), file)}`)
}

async function measure(database: Database, mode: Mode, fixture: Fixture): Promise<Stat[]> {
  const app = await buildApp({ config: testConfig({ DISABLE_RATE_LIMIT: 'true', SEARCH_CACHE: String(mode === 'cached'), WEB_DIST_DIR: os.tmpdir() }), database })
  await app.listen({ host: '127.0.0.1', port: 0 })
  // As main.ts does on start-up: the search postings (ADR 040) are built (or loaded from a snapshot of this
  // database) before the steady state is measured.
  mkdirSync(benchIndexDir, { recursive: true })
  configureSearchPostings(database.db, { databaseUrl: benchDatabaseUrl, dataDir: benchIndexDir })
  const warming = performance.now()
  const indexed = await warmSearchPostings(database.db)
  log(`${mode}: search postings of ${indexed} companies built in ${((performance.now() - warming) / 1000).toFixed(1)} s`)
  const address = app.server.address()
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  const get = async (url: string, headers: Headers) => {
    const res = await fetch(base + url, { headers })
    await res.arrayBuffer()
    return res.status === 200
  }
  const timed = async (url: string, headers: Headers, label: string) => {
    if (mode === 'cold') clearSearchParseCache(database.db)
    const start = performance.now()
    const ok = await get(url, headers)
    return { ms: performance.now() - start, label, ok }
  }
  const page = ['/api/v1/matching/requirements?lang=es', '/api/v1/matching/my-requirements?lang=es', '/api/v1/matching/partners?lang=es']
  const samples = new Map<string, { ms: number; label: string; ok: boolean }[]>()
  const add = (k: string, s: { ms: number; label: string; ok: boolean }) => samples.set(k, [...(samples.get(k) ?? []), s])
  try {
    const pick = <T>(list: T[]) => list.filter((_, i) => i % every === 0)
    for (let round = warmupPass ? 0 : 1; round <= rounds; round++) {
      const warmup = round === 0
      for (const r of pick(fixture.requirements)) {
        const s = await timed(`/api/v1/matching/requirements/${r.id}/suppliers?lang=es`, r.headers, r.label)
        if (!warmup) add('suppliers (top 20)', s)
      }
      // The floor a user could build in a day, on the same data: the requirement's words as plain full-text SQL.
      if (mode === 'uncached')
        for (const [i, r] of pick(fixture.requirements).entries()) {
          const s = await plainSuppliers(database.db, BENCH_REQUIREMENTS[i * every]!, r.label)
          if (!warmup) add('plain PostgreSQL full-text: suppliers (top 20)', s)
        }
      for (const c of pick(fixture.companies)) {
        for (const url of page) {
          const s = await timed(url, c.headers, `${c.kind} ${c.id.slice(0, 8)}`)
          if (!warmup) add(url.split('?')[0]!.replace('/api/v1/matching', ''), s)
        }
        if (mode === 'cold') clearSearchParseCache(database.db)
        const start = performance.now()
        const oks = await Promise.all(page.map((url) => get(url, c.headers)))
        if (!warmup) add('/matches page (3 in parallel)', { ms: performance.now() - start, label: `${c.kind} ${c.id.slice(0, 8)}`, ok: oks.every(Boolean) })
      }
      log(`${mode}: ${warmup ? 'warm-up' : `round ${round}/${rounds}`} done (load ${os.loadavg()[0]!.toFixed(1)})`)
    }
  } finally {
    await app.close()
  }
  return [...samples].map(([endpoint, s]) => stat(endpoint, mode, s))
}

/**
 * Suppliers of a requirement as plain PostgreSQL full-text search: its title, activity and materials as
 * `plainto_tsquery` in Spanish or English (any word) on the search vector, listed suppliers, ranked by ts_rank, 20
 * of a counted total. No categories, certifications, distance or reasons: the baseline, not an equal.
 */
async function plainSuppliers(db: Db, spec: BenchRequirement, label: string) {
  const text = `${spec.title} ${spec.activity} ${spec.materials}`
  const start = performance.now()
  await db.execute(sql`
    with q as (select replace(plainto_tsquery('spanish', unaccent(${text}))::text, '&', '|')::tsquery
                   || replace(plainto_tsquery('english', unaccent(${text}))::text, '&', '|')::tsquery as tsq)
    select s.company_id, count(*) over () as total
      from company_search s, q
     where s.listed and s.is_supplier and s.search_vector @@ q.tsq
     order by ts_rank(s.search_vector, q.tsq) desc, s.company_id
     limit 20`)
  return { ms: performance.now() - start, label, ok: true }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
