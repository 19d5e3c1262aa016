/**
 * Builds the evaluation set from spec.ts (deterministic): 220 companies (26 capabilities × 8 suppliers, half
 * writing in Spanish and half in English with varied wording, plus 12 companies using a query word in another
 * sense), and grades every company for each of the 60 queries and 40 requirements by the rubric in RUBRIC.md.
 * Writes labels/companies.json, labels/queries.json, labels/requirements.json. Run: npx tsx bench/matching/build.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { certificationImplications } from '../../apps/server/src/modules/matching/matching.relations'
import { CAPABILITIES, CITIES, EXTRA_COMPANIES, MATERIALS, QUERIES as QUERIES_40, QUERIES_26, REQUIREMENTS as REQUIREMENTS_40, REQUIREMENTS_26, TRAPS, type Capability, type City, type ExtraCompany } from './spec'

/** The set: the first 60 queries and 40 requirements (issue 12), then issue 26's cases for each class of error. */
const QUERIES = [...QUERIES_40, ...QUERIES_26]
const REQUIREMENTS = [...REQUIREMENTS_40, ...REQUIREMENTS_26]

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'labels')

/** mulberry32: a small deterministic generator, so the set is the same on every build. */
function rng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const rand = rng(12)
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!

/** Capabilities a buyer would accept as close (grade 1 when the asked one is missing). */
export const RELATED: Record<string, string[]> = {
  stamping: ['deep_drawing', 'die_making', 'laser_cutting'],
  deep_drawing: ['stamping'],
  die_making: ['stamping', 'mold_making'],
  laser_cutting: ['stamping', 'welding'],
  tube_bending: ['welding'],
  forging: ['sand_casting'],
  cnc_machining: ['swiss_turning'],
  swiss_turning: ['cnc_machining'],
  injection: ['mold_making', 'blow_molding'],
  blow_molding: ['injection'],
  mold_making: ['injection', 'die_making'],
  rubber_molding: ['injection'],
  die_casting: ['sand_casting'],
  sand_casting: ['die_casting', 'forging'],
  heat_treatment: [],
  plating: ['coating', 'anodizing'],
  coating: ['plating'],
  anodizing: ['plating'],
  welding: ['laser_cutting', 'tube_bending'],
  harness: ['pcb'],
  pcb: ['harness'],
  springs: ['fasteners'],
  fasteners: ['springs'],
  logistics: ['packaging'],
  packaging: ['logistics'],
  lab: [],
  fixture_making: ['cnc_machining'],
}

/**
 * Related for grading only (issue 26): kept apart from RELATED, which also draws the first 208 companies' second
 * capabilities, so the first set's companies stay as they were.
 */
const GRADE_RELATED: Record<string, string[]> = {
  cnc_machining: ['fixture_making'],
  hot_dip_galvanizing: ['plating', 'coating'],
}
const relatedTo = (code: string) => [...(RELATED[code] ?? []), ...(GRADE_RELATED[code] ?? [])]

const NAMES = ['Alfa', 'Delta', 'Orión', 'Vértice', 'Cumbre', 'Sierra', 'Nova', 'Atlas', 'Fénix', 'Titán', 'Boreal', 'Axis', 'Prisma', 'Centauro', 'Zenit', 'Aurora', 'Brava', 'Cóndor', 'Dínamo', 'Eje']
const ES_FORMS = ['Grupo Industrial', 'Manufacturas', 'Industrias', 'Corporativo']
const EN_FORMS = ['Industries', 'Manufacturing', 'Works', 'Components']

export interface EvalCompany {
  key: string
  name: string
  lang: 'es' | 'en'
  capabilities: string[]
  materials: string[]
  certs: string[]
  city: string
  state: string
  lat: number
  lng: number
  validated: boolean
  updatedDaysAgo: number
  category: string | null
  texts: { processes: string; materials: string; mainProducts: string; mainServices: string; machinery: string; brief: string; detailed: string; capacity: string }
  trap?: string
  /** Issue 26: states it declares it serves, its largest press force, its declared pieces a month. */
  coverageStates?: string[]
  maxTonnage?: number | null
  perMonth?: number
  note?: string
}

const cap = (code: string): Capability => CAPABILITIES.find((c) => c.code === code)!
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

function makeCompany(n: number, primary: Capability, i: number): EvalCompany {
  const lang: 'es' | 'en' = i % 2 === 0 ? 'es' : 'en'
  const city: City = pick(CITIES)
  const related = RELATED[primary.code] ?? []
  const secondary = rand() < 0.3 && related.length > 0 ? [pick(related)] : []
  const caps = [primary.code, ...secondary]
  const mats = primary.materials.length > 0 ? [...new Set([pick(primary.materials), ...(rand() < 0.5 ? [pick(primary.materials)] : [])])] : []
  const certs = primary.certs.filter((c) => rand() < (c === 'iso-9001' ? 0.75 : c === 'iatf-16949' ? 0.6 : 0.5))
  const words = (c: Capability) => (lang === 'es' ? c.es : c.en)[i % (lang === 'es' ? c.es.length : c.en.length)]!
  const wording = [words(primary), ...secondary.map((s) => words(cap(s)))].join(', ')
  const products = (lang === 'es' ? primary.productsEs : primary.productsEn).slice(0, 1 + (i % 3)).join(', ')
  const matText = mats.map((m) => MATERIALS[m]![lang === 'es' ? 0 : 1]).join(', ')
  // One company in seven writes its capability only in the long description (a weaker but real signal).
  const weak = i % 7 === 3
  const name = rand() < 0.4 ? (lang === 'es' ? `${capitalize(primary.es[0]!.split(' ')[0]!)} ${pick(NAMES)}` : `${pick(NAMES)} ${capitalize(primary.en[0]!.split(' ').slice(-1)[0]!)}`) : lang === 'es' ? `${pick(ES_FORMS)} ${pick(NAMES)}` : `${pick(NAMES)} ${pick(EN_FORMS)}`
  const es = lang === 'es'
  return {
    key: `c${String(n).padStart(3, '0')}`,
    name: `${name} ${n}`,
    lang,
    capabilities: caps,
    materials: mats,
    certs,
    city: city.city,
    state: city.state,
    lat: city.lat,
    lng: city.lng,
    validated: rand() < 0.3,
    updatedDaysAgo: Math.floor(rand() * 700),
    category: primary.category,
    texts: {
      processes: weak ? (es ? 'Servicios de manufactura para clientes industriales.' : 'Manufacturing services for industrial customers.') : capitalize(wording),
      materials: matText,
      mainProducts: products,
      mainServices: weak ? '' : capitalize(wording),
      machinery: es ? `Contamos con ${primary.machineryEs}.` : `We run ${primary.machineryEn}.`,
      brief: weak ? (es ? `Proveedor en ${city.city}.` : `Supplier based in ${city.city}.`) : es ? `${capitalize(wording)} en ${city.city}.` : `${capitalize(wording)} in ${city.city}.`,
      detailed: es ? `Empresa con experiencia en ${wording} para la industria automotriz: ${products}.` : `Experienced in ${wording} for the automotive industry: ${products}.`,
      capacity: es ? 'Capacidad de producción en dos turnos con equipo propio.' : 'Production capacity on two shifts with our own equipment.',
    },
  }
}

/** The largest press force a capability's machinery states ("de 200 a 600 toneladas" → 600), or null. */
function tonnageOf(text: string): number | null {
  const all = [...text.matchAll(/(\d[\d,]*)\s*(?:t|toneladas)\b/g)].map((m) => Number(m[1]!.replace(/,/g, '')))
  return all.length === 0 ? null : Math.max(...all)
}

/** An issue 26 company (spec EXTRA_COMPANIES): its capability's wording, its own city, coverage, presses, capacity. */
function makeExtra(n: number, e: ExtraCompany): EvalCompany {
  const primary = cap(e.capabilities[0]!)
  const es = e.lang === 'es'
  const i = e.wording ?? n
  const words = (c: Capability) => (es ? c.es : c.en)[i % (es ? c.es.length : c.en.length)]!
  const wording = e.capabilities.map((c) => words(cap(c))).join(', ')
  const products = (es ? primary.productsEs : primary.productsEn).slice(0, 2).join(', ')
  const city = CITIES.find((c) => c.city === e.city)!
  const machinery = e.maxTonnage
    ? es
      ? `Contamos con prensas de ${Math.round(e.maxTonnage / 4)} a ${e.maxTonnage.toLocaleString('en-US')} toneladas.`
      : `We run presses from ${Math.round(e.maxTonnage / 4)} to ${e.maxTonnage.toLocaleString('en-US')} t.`
    : es
      ? `Contamos con ${primary.machineryEs}.`
      : `We run ${primary.machineryEn}.`
  return {
    key: `c${String(n).padStart(3, '0')}`,
    name: e.name,
    lang: e.lang,
    capabilities: e.capabilities,
    materials: e.materials,
    certs: e.certs,
    city: city.city,
    state: city.state,
    lat: city.lat,
    lng: city.lng,
    validated: e.validated ?? false,
    updatedDaysAgo: e.updatedDaysAgo ?? 200,
    category: primary.category,
    coverageStates: e.coverageStates,
    maxTonnage: e.maxTonnage ?? tonnageOf(primary.machineryEs),
    perMonth: e.perMonth,
    note: e.note,
    texts: {
      processes: capitalize(wording),
      materials: e.materials.map((m) => MATERIALS[m]![es ? 0 : 1]).join(', '),
      mainProducts: products,
      mainServices: capitalize(wording),
      machinery,
      brief: es ? `${capitalize(wording)} en ${city.city}.` : `${capitalize(wording)} in ${city.city}.`,
      detailed: es ? `Empresa con experiencia en ${wording} para la industria automotriz: ${products}.` : `Experienced in ${wording} for the automotive industry: ${products}.`,
      capacity: es ? 'Capacidad de producción en dos turnos con equipo propio.' : 'Production capacity on two shifts with our own equipment.',
    },
  }
}

const companies: EvalCompany[] = []
let n = 1
for (const c of CAPABILITIES.filter((x) => x.code !== 'fixture_making')) for (let i = 0; i < 8; i++) companies.push(makeCompany(n++, c, i))
for (const t of TRAPS) {
  const city = CITIES.find((c) => c.state === t.state) ?? CITIES[0]!
  companies.push({
    key: `c${String(n++).padStart(3, '0')}`,
    name: t.name,
    lang: t.lang,
    capabilities: [],
    materials: [],
    certs: [],
    city: city.city,
    state: city.state,
    lat: city.lat,
    lng: city.lng,
    validated: false,
    updatedDaysAgo: 30,
    category: null,
    trap: t.sense,
    texts: { processes: t.text, materials: '', mainProducts: t.text, mainServices: '', machinery: '', brief: t.text, detailed: t.text, capacity: '' },
  })
}

// Issue 26: after the first set's 220 companies (so their keys stay), 8 fixture makers and the hand-written cases.
for (let i = 0; i < 8; i++) companies.push(makeCompany(n++, cap('fixture_making'), i))
for (const e of EXTRA_COMPANIES) companies.push(makeExtra(n++, e))
for (const c of companies) if (c.maxTonnage === undefined) c.maxTonnage = c.trap ? null : tonnageOf(cap(c.capabilities[0]!).machineryEs)

function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const r = Math.PI / 180
  const h = Math.sin(((b.lat - a.lat) * r) / 2) ** 2 + Math.cos(a.lat * r) * Math.cos(b.lat * r) * Math.sin(((b.lng - a.lng) * r) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.sqrt(h))
}

/** RUBRIC.md, search: 3 does it (with the named material and certification), 2 does it missing one, 1 close capability, 0 otherwise. */
function gradeQuery(c: EvalCompany, q: (typeof QUERIES)[number]): number {
  if (c.trap) return 0
  if (c.capabilities.includes(q.capability)) {
    let g = 3
    if (q.material && !c.materials.includes(q.material)) g--
    if (q.cert && !c.certs.includes(q.cert)) g--
    return Math.max(g, 1)
  }
  return c.capabilities.some((x) => relatedTo(q.capability).includes(x)) ? 1 : 0
}

/** A certification held, or one that includes it (IATF 16949 includes ISO 9001: certification-implications.tsv). */
const meets = (c: EvalCompany, slug: string) => c.certs.includes(slug) || certificationImplications().some((i) => i.includes === slug && c.certs.includes(i.slug))

/** RUBRIC.md, matching: 0 when a hard constraint fails; else as search, minus one for each soft miss. */
function gradeRequirement(c: EvalCompany, r: (typeof REQUIREMENTS)[number]): number {
  if (c.trap) return 0
  const city = CITIES.find((x) => x.city === r.city)!
  const d = km(city, c)
  if ((r.required ?? []).some((x) => !meets(c, x))) return 0
  if (r.maxKm !== undefined && d > r.maxKm) return 0
  if (c.capabilities.includes(r.capability)) {
    let g = 3
    if (r.material && !c.materials.includes(r.material)) g--
    if ((r.preferred ?? []).length > 0 && !(r.preferred ?? []).some((x) => meets(c, x))) g--
    if (r.maxKm === undefined && d > 600) g--
    // Issue 26: a stated press force or monthly volume the supplier's declared machinery or capacity falls short of.
    if ((r.needTonnage !== undefined && c.maxTonnage != null && c.maxTonnage < r.needTonnage) || (r.needPerMonth !== undefined && c.perMonth !== undefined && c.perMonth < r.needPerMonth)) g--
    return Math.max(g, 1)
  }
  return c.capabilities.some((x) => relatedTo(r.capability).includes(x)) ? 1 : 0
}

const judged = (grade: (c: EvalCompany) => number) => Object.fromEntries(companies.map((c) => [c.key, grade(c)]).filter(([, g]) => (g as number) > 0)) as Record<string, number>

mkdirSync(dir, { recursive: true })
writeFileSync(path.join(dir, 'companies.json'), JSON.stringify(companies, null, 1) + '\n')
writeFileSync(path.join(dir, 'queries.json'), JSON.stringify(QUERIES.map((q) => ({ ...q, judgments: judged((c) => gradeQuery(c, q)) })), null, 1) + '\n')
writeFileSync(
  path.join(dir, 'requirements.json'),
  JSON.stringify(REQUIREMENTS.map((r) => ({ ...r, judgments: judged((c) => gradeRequirement(c, r)) })), null, 1) + '\n',
)
console.log(`${companies.length} companies, ${QUERIES.length} queries, ${REQUIREMENTS.length} requirements written to ${dir}`)
