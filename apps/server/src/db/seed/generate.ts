/**
 * Deterministic demo data: the same options always give byte-identical rows (ids included),
 * so demos, tests and benchmarks see the same directory. Pure: no clock, no I/O (images are described
 * here and drawn or read by the seed).
 */
import { createHash } from 'node:crypto'
import {
  ANNUAL_SALES_RANGES,
  BRIEF_DESCRIPTION_MAX,
  CA_PROVINCES,
  CAPABILITY_TEXT_MIN_EXCLUSIVE,
  CERTIFICATIONS,
  COUNTRIES,
  DETAILED_DESCRIPTION_MAX,
  MX_STATES,
  PAYMENT_METHODS,
  FREE_CATALOGUE_LIMIT,
  PLATINUM_CATALOGUE_LIMIT,
  US_STATES,
  rfcCheckDigit,
  type AnnualSalesRange,
  type CertificationSlug,
  type CompanyProfileType,
  type CountryCode,
  type PaymentMethod,
  type SupplyChainTier,
} from '@nexo/shared'
import type {
  categories,
  certifications,
  companies,
  companyCategories,
  companyCertifications,
  memberships,
  productsServices,
  requirements,
  SocialLinks,
  users,
  WorkingDay,
} from '../schema'
import { logoInitials, type LogoDesign } from './logo'
import { timeZoneFor } from './time-zones'
import { GROUP_PROFILES, MATERIALS, type GroupProfile, type MaterialKey } from './reference/capabilities'
import { LOGO_COLOURS, type LogoStyle, type ProductImageKey } from './reference/images'
import { PRODUCT_CATALOGUE, RELATED_CATEGORIES, type CategoryCatalogue } from './reference/products'
import { CATEGORY_GROUPS, type Bilingual, type CategoryGroupCode, type CategoryLeafSeed } from './reference/categories'
import { CITIES, COUNTRY_WEIGHTS, type CitySeed } from './reference/locations'
import {
  CA_LEGAL_SUFFIXES,
  EN_STREETS,
  ENGLISH_NAME_ENDINGS,
  ENGLISH_FIRST_NAMES,
  ENGLISH_NAME_WORDS,
  ENGLISH_SURNAMES,
  MX_GENERIC_SUBURBS,
  MX_LEGAL_SUFFIXES,
  MX_STREETS,
  OEM_CLIENTS,
  REGION_WORDS_BY_STATE,
  RFC_SKIPPED_WORDS,
  SPANISH_FIRST_NAMES,
  SPANISH_PREFIXES,
  SPANISH_REGION_WORDS,
  SPANISH_SURNAMES,
  TIER1_CLIENTS,
  US_LEGAL_SUFFIXES,
} from './reference/names'
import {
  ATTRIBUTE_LABELS,
  AVERAGE_ATTENTION_TIMES,
  BRIEF_TEMPLATES,
  CERTIFICATION_SPECIALIZATIONS,
  CLOSING_SENTENCES,
  COMPANY_KINDS,
  DELIVERY_FREQUENCIES,
  DETAILED_TEMPLATES,
  FINISHES,
  GUARANTEES,
  HIGHLIGHT_TEMPLATES,
  LEAD_TIMES,
  LIST_CONJUNCTION,
  MONTHS,
  PRODUCT_TEMPLATES,
  REJECTION_REASONS,
  RELEVANT_IMPORTS,
  REQUIREMENT_BUDGET,
  REQUIREMENT_PROJECT_DATES,
  REQUIREMENT_TEMPLATES,
  STATISTICS_TEMPLATES,
  TOLERANCES,
  type CompanyKind,
} from './reference/texts'

export type CategoryRow = typeof categories.$inferInsert
export type CertificationRow = typeof certifications.$inferInsert
export type CompanyRow = typeof companies.$inferInsert
export type CompanyCategoryRow = typeof companyCategories.$inferInsert
export type CompanyCertificationRow = typeof companyCertifications.$inferInsert
export type MembershipRow = typeof memberships.$inferInsert
export type ProductServiceRow = typeof productsServices.$inferInsert
export type RequirementRow = typeof requirements.$inferInsert
/** A company's person; the seed gives them all one password nobody knows (they never sign in). */
export type ContactRow = Omit<typeof users.$inferInsert, 'passwordHash'>

/** A company's generated logo; `fileId` is already set as the company's logo_file_id. */
export interface DemoLogo {
  fileId: string
  companyId: string
  design: LogoDesign
}

/** One product illustration of a company, shared by its products that show it (their image_file_id). */
export interface DemoProductImage {
  fileId: string
  companyId: string
  image: ProductImageKey
}

/** A company's certificate document (a sample PDF per certification), already set as its row's file_id. */
export interface DemoCertificate {
  fileId: string
  companyId: string
  /** Certification slug: one document per certification, shared (as separate files) by the companies holding it. */
  certification: string
  name: string
}

export interface DemoData {
  categories: CategoryRow[]
  certifications: CertificationRow[]
  companies: CompanyRow[]
  companyCategories: CompanyCategoryRow[]
  companyCertifications: CompanyCertificationRow[]
  memberships: MembershipRow[]
  productsServices: ProductServiceRow[]
  requirements: RequirementRow[]
  logos: DemoLogo[]
  productImages: DemoProductImage[]
  certificates: DemoCertificate[]
  /** The companies' people: their administrator (who receives contact e-mails and chat requests) and colleagues. */
  contacts: ContactRow[]
}

export interface GenerateOptions {
  companies: number
  seed?: number
  /** Dates (memberships, requirement statuses, createdAt) are relative to this instant; defaults to DEMO_REFERENCE_DATE. */
  referenceDate?: Date
  /**
   * The instant the data is seeded; the approval queue's sign-ups are a few hours older than it, so the queue
   * looks like today's whenever the seed runs. Defaults to referenceDate (fixed rows for tests).
   */
  clock?: Date
}

/** Companies waiting for approval in a full directory: the last day's sign-ups under a 24-hour approval promise. */
export const PENDING_QUEUE_SIZE = 6

/** How many companies of a directory of `count` wait for approval: one per 200, at most PENDING_QUEUE_SIZE. */
export function pendingQueueSize(count: number): number {
  return Math.min(PENDING_QUEUE_SIZE, Math.ceil(count / 200))
}

export const DEFAULT_DEMO_SEED = 2026
/** A fixed instant, never the clock, so the default output is the same on every run. */
export const DEMO_REFERENCE_DATE = new Date('2026-01-01T00:00:00.000Z')

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
/** Rough exchange rates to show foreign prices in their own currency. */
const MXN_PER = { USD: 18, CAD: 13 } as const

// ---------------------------------------------------------------------------------------------
// Seeded PRNG. sfc32 (128-bit state) rather than mulberry32 (32-bit state): with a 32-bit state,
// UUIDs made from consecutive draws would collide long before 100,000 companies.

function splitmix32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x9e3779b9) | 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) >>> 0
  }
}

export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  constructor(seed: number) {
    const mix = splitmix32(seed)
    this.a = mix()
    this.b = mix()
    this.c = mix()
    this.d = mix()
    for (let i = 0; i < 15; i++) this.uint32()
  }

  uint32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }

  /** Uniform in [0, 1). */
  next(): number {
    return this.uint32() / 4_294_967_296
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  /** Spread evenly over orders of magnitude, for sizes and prices. */
  logUniform(min: number, max: number): number {
    return Math.exp(this.float(Math.log(min), Math.log(max)))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new RangeError('pick from an empty list')
    return items[Math.floor(this.next() * items.length)]!
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0
    for (const [, weight] of entries) total += weight
    let roll = this.next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    return entries[entries.length - 1]![0]
  }

  /** `count` distinct items in random order (fewer when the list is shorter). */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = items.slice()
    const n = Math.min(count, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      const tmp = copy[i]!
      copy[i] = copy[j]!
      copy[j] = tmp
    }
    return copy.slice(0, n)
  }

  /** A version-4-shaped UUID made of PRNG bits, so ids repeat run to run. */
  uuid(): string {
    const hex = () => this.uint32().toString(16).padStart(8, '0')
    const a = hex()
    const b = hex()
    const c = hex()
    const d = hex()
    const variant = ((parseInt(c.charAt(0), 16) & 0x3) | 0x8).toString(16)
    return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4, 8)}${d}`
  }
}

/**
 * A version-4-shaped UUID derived from a row's id and a purpose, for rows that belong to another (a company's
 * logo file): it stays the same however much else is drawn from the PRNG.
 */
export function derivedUuid(ownerId: string, purpose: string): string {
  const hex = createHash('sha256').update(`${ownerId}/${purpose}`).digest('hex')
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

// ---------------------------------------------------------------------------------------------
// Reference rows (categories, certifications) with fixed ids so other rows can point at them.

interface LeafInfo {
  id: number
  leaf: CategoryLeafSeed
  profile: GroupProfile
}

interface GroupInfo {
  id: number
  profile: GroupProfile
  leaves: LeafInfo[]
}

function buildCategoryIndex(): { rows: CategoryRow[]; groups: Map<CategoryGroupCode, GroupInfo>; leaves: Map<string, LeafInfo> } {
  const rows: CategoryRow[] = []
  const groups = new Map<CategoryGroupCode, GroupInfo>()
  const leaves = new Map<string, LeafInfo>()
  let nextId = 1
  CATEGORY_GROUPS.forEach((group, groupIndex) => {
    const groupId = nextId++
    const code: CategoryGroupCode = group.code
    rows.push({ id: groupId, parentId: null, code, slug: group.slug, nameEn: group.en, nameEs: group.es, sortOrder: groupIndex })
    const info: GroupInfo = { id: groupId, profile: GROUP_PROFILES[code], leaves: [] }
    group.children.forEach((leaf, leafIndex) => {
      const id = nextId++
      rows.push({ id, parentId: groupId, code: leaf.code, slug: leaf.slug, nameEn: leaf.en, nameEs: leaf.es, sortOrder: leafIndex })
      const leafInfo: LeafInfo = { id, leaf, profile: info.profile }
      info.leaves.push(leafInfo)
      leaves.set(leaf.code, leafInfo)
    })
    groups.set(code, info)
  })
  return { rows, groups, leaves }
}

const CATEGORY_INDEX = buildCategoryIndex()
const CERTIFICATION_IDS = new Map<CertificationSlug, number>(CERTIFICATIONS.map((c, i) => [c.slug, i + 1]))
const CERTIFICATION_NAMES = new Map<CertificationSlug, string>(CERTIFICATIONS.map((c) => [c.slug, c.name]))

/** Category and certification rows: the fixed reference data every database needs, demo or not. */
export function buildReferenceRows(): { categories: CategoryRow[]; certifications: CertificationRow[] } {
  return {
    categories: CATEGORY_INDEX.rows.map((row) => ({ ...row })),
    certifications: CERTIFICATIONS.map((c, i) => ({
      id: i + 1,
      slug: c.slug,
      name: c.name,
      issuer: c.issuer,
      descriptionEn: c.descriptionEn,
      descriptionEs: c.descriptionEs,
    })),
  }
}

// ---------------------------------------------------------------------------------------------
// Text helpers

type Lang = 'es' | 'en'

function pickLang(pair: Bilingual, lang: Lang): string {
  return pair[lang === 'es' ? 0 : 1]
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** Lower-cases the first letter for use mid-sentence, unless the first word is an acronym ("CNC", "PPAP"). */
function lowerFirst(text: string): string {
  const firstWord = text.split(/[\s,(]/, 1)[0] ?? ''
  if (firstWord.length > 1 && firstWord === firstWord.toUpperCase()) return text
  return text.charAt(0).toLowerCase() + text.slice(1)
}

/** Replaces `{key}`; `{Key}` gives the capitalized value of `key`. Unknown keys stay as they are. */
function fill(template: string, vars: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = vars[key]
    if (value !== undefined) return String(value)
    const lowerKey = key.charAt(0).toLowerCase() + key.slice(1)
    const lowerValue = vars[lowerKey]
    return lowerValue !== undefined ? capitalize(String(lowerValue)) : match
  })
}

/** Fills `{min-max}` and `{min-max/step}` with a number in that range, for machinery sizes. */
function fillNumbers(template: string, rng: Random): string {
  return template.replace(/\{(\d+)-(\d+)(?:\/(\d+))?\}/g, (_match, min: string, max: string, step?: string) => {
    const s = step ? Number(step) : 1
    const value = Math.round(rng.int(Number(min), Number(max)) / s) * s
    return formatNumber(value)
  })
}

function formatNumber(value: number): string {
  const [whole, fraction] = String(value).split('.')
  const grouped = (whole ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

/** Rounds to two significant digits: 1,234,567 → 1,200,000. */
function roundNice(value: number): number {
  if (value < 10) return Math.max(1, Math.round(value))
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1)
  return Math.round(value / magnitude) * magnitude
}

/** "a, b y c"; when an item has its own "y"/"and", semicolons keep the list readable: "a y b; c; y d". */
function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items[0] ?? ''
  const conjunction = pickLang(LIST_CONJUNCTION, lang)
  const last = items[items.length - 1]
  if (items.some((item) => item.includes(` ${conjunction} `))) {
    return items.length === 2 ? items.join(', ') : `${items.slice(0, -1).join('; ')}; ${conjunction} ${last}`
  }
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${last}`
}

/** Cuts at the last word boundary that fits and adds an ellipsis. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`
}

function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
}

/** "Estampados del Norte" → "estampadosdelnorte", for domains and social handles. */
function toHandle(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** "Estampados del Norte" → "estampados-del-norte", for LinkedIn pages. */
function toSlug(text: string): string {
  return stripAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

function toDateString(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

function addYears(ms: number, years: number): number {
  const date = new Date(ms)
  date.setUTCFullYear(date.getUTCFullYear() + years)
  return date.getTime()
}

function addMonths(ms: number, months: number): number {
  const date = new Date(ms)
  date.setUTCMonth(date.getUTCMonth() + months)
  return date.getTime()
}

// ---------------------------------------------------------------------------------------------
// Identity: RFC, foreign tax ids, names

const HOMOCLAVE_CHARS = '123456789ABCDEFGHIJKLMNPQRSTUVWXYZ'
const EIN_PREFIXES = [10, 12, 20, 26, 27, 30, 32, 35, 36, 38, 41, 45, 46, 47, 54, 61, 65, 81, 82, 83, 84, 86, 88, 90, 91, 92, 98]
const CANADIAN_POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ'

/** The three RFC letters of a persona moral, from its name as SAT takes them (skipping articles and connectors). */
export function rfcLettersFor(name: string): string {
  const words = name
    .toUpperCase()
    // Park Ñ on a private-use character so stripping accents keeps it.
    .replace(/Ñ/g, '\uE000')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\uE000/g, 'Ñ')
    .replace(/[^A-ZÑ ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word.length > 0 && !RFC_SKIPPED_WORDS.has(word))
  const [first = 'X', second, third] = words
  if (third) return first.charAt(0) + second!.charAt(0) + third.charAt(0)
  if (second) return (first.charAt(0) + second.slice(0, 2)).padEnd(3, 'X')
  return first.slice(0, 3).padEnd(3, 'X')
}

/** A persona moral RFC with its computed check digit. */
export function buildRfc(letters: string, yymmdd: string, homoclave: string): string {
  const body = `${letters}${yymmdd}${homoclave}`
  return body + rfcCheckDigit(body)
}

function luhnCheckDigit(digits: string): number {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits.charAt(digits.length - 1 - i))
    if (i % 2 === 0) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return (10 - (sum % 10)) % 10
}

/** Companies that exist for the demo logins; the generator never reuses their RFC or domain. */
export const DEMO_COMPANIES = {
  platinum: {
    id: '00000000-0000-4000-8000-000000000001',
    tradeName: 'Troquelados y Ensambles Ramos Arizpe',
    legalSuffix: 'S.A. de C.V.',
    cityName: 'Ramos Arizpe',
    leafCodes: ['336370', '333514'],
    profileType: 'both',
    tier: 'tier1',
    plan: 'platinum',
    lang: 'es',
    yearFounded: 2009,
    rfc: buildRfc('TER', '090312', 'K7'),
    domain: 'troqueladosramos.com.mx',
    productCount: 10,
    requirementCount: 2,
    logo: { colour: 0, style: 'solid' },
  },
  free: {
    id: '00000000-0000-4000-8000-000000000002',
    tradeName: 'Maquinados Finos del Bajío',
    legalSuffix: 'S. de R.L. de C.V.',
    cityName: 'Silao',
    leafCodes: ['332710'],
    profileType: 'supplier',
    tier: 'tier2',
    plan: 'free',
    lang: 'es',
    yearFounded: 2014,
    rfc: buildRfc('MFB', '140825', 'R2'),
    domain: 'maquinadosfinos.com.mx',
    productCount: 3, // FREE_CATALOGUE_LIMIT: the free demo company starts full
    requirementCount: 0,
    logo: { colour: 2, style: 'band' },
  },
} as const satisfies Record<string, FixedCompany>

/** Everything a demo-account company pins down instead of drawing at random. */
export interface FixedCompany {
  id: string
  tradeName: string
  legalSuffix: string
  cityName: string
  leafCodes: readonly string[]
  profileType: CompanyProfileType
  tier: SupplyChainTier
  plan: 'free' | 'platinum' | 'gold'
  lang: Lang
  yearFounded: number
  rfc: string
  domain: string
  productCount: number
  requirementCount: number
  /** The demo logins' companies get a chosen look rather than a drawn one. */
  logo: { colour: number; style: LogoStyle }
}

// ---------------------------------------------------------------------------------------------
// Weights

const PROFILE_TYPE_WEIGHTS: readonly (readonly [CompanyProfileType, number])[] = [
  ['buyer', 25],
  ['supplier', 60],
  ['both', 15],
]

const SUPPLIER_GROUP_WEIGHTS: readonly (readonly [CategoryGroupCode, number])[] = [
  ['3363', 18],
  ['3261', 9],
  ['3321', 9],
  ['3327', 10],
  ['3315', 6],
  ['3328', 6],
  ['3335', 6],
  ['333', 6],
  ['3262', 4],
  ['3344', 4],
  ['335', 3],
  ['3272', 2],
  ['3222', 4],
  ['48-49', 6],
  ['54', 5],
  ['423', 4],
]

/** What a Tier 1/2 buyer makes (an OEM is always 3361). */
const BUYER_GROUP_WEIGHTS: readonly (readonly [CategoryGroupCode, number])[] = [
  ['3363', 40],
  ['3261', 10],
  ['3321', 10],
  ['3315', 8],
  ['3344', 8],
  ['335', 6],
  ['3327', 6],
  ['3262', 4],
  ['3272', 3],
  ['3328', 3],
]

const CITY_WEIGHTS_BY_COUNTRY = new Map<CountryCode, (readonly [CitySeed, number])[]>()
for (const city of CITIES) {
  const list = CITY_WEIGHTS_BY_COUNTRY.get(city.country) ?? []
  list.push([city, city.weight])
  CITY_WEIGHTS_BY_COUNTRY.set(city.country, list)
}
const COUNTRY_ENTRIES = Object.entries(COUNTRY_WEIGHTS) as [CountryCode, number][]
const STATES_WITH_CITIES = new Map<CountryCode, string[]>()
for (const city of CITIES) {
  const list = STATES_WITH_CITIES.get(city.country) ?? []
  if (!list.includes(city.state)) list.push(city.state)
  STATES_WITH_CITIES.set(city.country, list)
}
const SUBDIVISION_NAMES = new Map<string, Bilingual>(
  [...MX_STATES, ...US_STATES, ...CA_PROVINCES].map((s) => [s.code, [s.es, s.en] as const]),
)
const COUNTRY_NAMES = new Map<string, Bilingual>(COUNTRIES.map((c) => [c.code, [c.es, c.en] as const]))

function subdivisionName(code: string, lang: Lang): string {
  const pair = SUBDIVISION_NAMES.get(code)
  return pair ? pickLang(pair, lang) : code
}

// ---------------------------------------------------------------------------------------------
// Company generation

interface GeneratorState {
  rng: Random
  now: number
  /** The seeding instant, for the approval queue (see GenerateOptions.clock). */
  clock: number
  usedRfcs: Set<string>
  usedTaxIds: Set<string>
  usedDomains: Set<string>
  /** Trade names per "country/state", folded (accents, case), so no state lists the same name twice. */
  usedNames: Set<string>
  /** Position of the next company, and the positions that are waiting for approval. */
  index: number
  pendingIndices: Set<number>
}

interface CompanyBundle {
  company: CompanyRow
  categories: CompanyCategoryRow[]
  certifications: CompanyCertificationRow[]
  membership: MembershipRow
  products: ProductServiceRow[]
  requirements: RequirementRow[]
  logo: DemoLogo
  productImages: DemoProductImage[]
  certificates: DemoCertificate[]
  contacts: ContactRow[]
}

function createState(seed: number, referenceDate: Date, options: { count?: number; clock?: Date } = {}): GeneratorState {
  const count = options.count ?? 0
  const pending = pendingQueueSize(count)
  const state: GeneratorState = {
    rng: new Random(seed),
    now: referenceDate.getTime(),
    clock: (options.clock ?? referenceDate).getTime(),
    usedRfcs: new Set(),
    usedTaxIds: new Set(),
    usedDomains: new Set(),
    usedNames: new Set(),
    index: 0,
    // Spread over the run, so a directory of any size has its queue and batches do not change it.
    pendingIndices: new Set(Array.from({ length: pending }, (_, k) => Math.floor(((k + 0.5) * count) / pending))),
  }
  for (const fixed of Object.values(DEMO_COMPANIES)) {
    state.usedRfcs.add(fixed.rfc)
    state.usedDomains.add(fixed.domain)
    const city = CITIES.find((c) => c.name === fixed.cityName)!
    state.usedNames.add(nameKey(city, fixed.tradeName))
  }
  return state
}

function nameKey(city: CitySeed, tradeName: string): string {
  return `${city.country}/${city.state}/${stripAccents(tradeName).toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim()}`
}

/** A trade name no other company of the same state has: draws again, then qualifies it with the city. */
function buildUniqueTradeName(state: GeneratorState, lang: Lang, country: CountryCode, profile: GroupProfile, city: CitySeed): string {
  const { rng } = state
  const candidates = function* () {
    for (let attempt = 0; attempt < 40; attempt++) yield buildTradeName(rng, lang, country, profile, city)
    const base = buildTradeName(rng, lang, country, profile, city)
    yield `${base} ${city.name}`
    for (let n = 2; ; n++) yield `${base} ${city.name} ${n}`
  }
  for (const name of candidates()) {
    const key = nameKey(city, name)
    if (state.usedNames.has(key)) continue
    state.usedNames.add(key)
    return name
  }
  throw new Error('unreachable')
}

const LOGO_STYLE_WEIGHTS: readonly (readonly [LogoStyle, number])[] = [
  ['solid', 5],
  ['band', 3],
  ['light', 2],
]

/** Words too generic to say a title already names its material ("steel sheet" is not "carbon steel"). */
const GENERIC_MATERIAL_WORDS = new Set(['steel', 'acero', 'aluminum', 'aluminio', 'de', 'al', 'y', 'and'])

/** True when the title repeats a distinctive word of the material ("Gray iron castings" / "Gray iron"). */
function namesMaterial(title: string, material: string): boolean {
  const words = (text: string) => stripAccents(text).toLowerCase().split(/[\s(),]+/)
  const inTitle = new Set(words(title))
  return words(material).some((w) => w.length >= 4 && !GENERIC_MATERIAL_WORDS.has(w) && inTitle.has(w))
}

/** Applications named by a category's product templates, if any. */
function productApplications(leaf: LeafInfo): readonly Bilingual[] | undefined {
  const all = uniqueBy(
    catalogueOf(leaf).products.flatMap((p) => p.applications ?? []),
    (pair) => pair[1],
  )
  return all.length > 0 ? all : undefined
}

/** The catalogue of a category; every leaf has one (a test checks it). */
function catalogueOf(leaf: LeafInfo): CategoryCatalogue {
  return PRODUCT_CATALOGUE[leaf.leaf.code]!
}

function pickTier(rng: Random, profileType: CompanyProfileType, profile: GroupProfile | null): SupplyChainTier {
  if (profileType === 'buyer') return rng.weighted([['oem', 5], ['tier1', 55], ['tier2', 40]] as const)
  if (profileType === 'both') return rng.weighted([['tier1', 55], ['tier2', 45]] as const)
  if (profile && profile.companyType !== 'manufacturer') return rng.chance(0.7) ? 'other' : 'tier2'
  return rng.weighted([['tier1', 30], ['tier2', 50], ['tier3', 20]] as const)
}

function pickCompanyKind(profileType: CompanyProfileType, tier: SupplyChainTier, profile: GroupProfile): CompanyKind {
  if (profileType === 'buyer') return tier === 'oem' ? 'oem' : tier === 'tier1' ? 'buyer_tier1' : 'buyer_tier2'
  if (tier === 'tier1' || tier === 'tier2' || tier === 'tier3') return tier
  return profile.companyType
}

function buildTradeName(rng: Random, lang: Lang, country: CountryCode, profile: GroupProfile, city: CitySeed): string {
  const acronym = () => Array.from({ length: 3 }, () => rng.pick([...'ABCDEFGHIJKLMNOPRSTUVW'])).join('')
  if (lang === 'es') {
    const root = rng.pick(profile.nameRoots.es)
    const pattern = rng.weighted([['region', 25], ['surname', 25], ['prefix', 15], ['city', 20], ['acronym', 15]] as const)
    switch (pattern) {
      case 'region':
        return `${root} ${pickRegionWord(rng, city)}`
      case 'surname':
        return `${root} ${rng.pick(SPANISH_SURNAMES)}`
      case 'prefix':
        return `${rng.pick(SPANISH_PREFIXES)} ${rng.pick(SPANISH_SURNAMES)}`
      case 'city':
        // "Maquinados de Ciudad de México" reads badly; such cities take a region word instead.
        return city.name.includes(' de ') ? `${root} ${pickRegionWord(rng, city)}` : `${root} de ${city.name}`
      case 'acronym':
        return `${acronym()} ${root}`
    }
  }
  const root = rng.pick(profile.nameRoots.en)
  const pattern = rng.weighted([['surname', 30], ['word', 35], ['surnameEnding', 10], ['wordEnding', 10], ['acronym', 15]] as const)
  let name: string
  switch (pattern) {
    case 'surname':
      name = `${rng.pick(ENGLISH_SURNAMES)} ${root}`
      break
    case 'word':
      name = `${rng.pick(ENGLISH_NAME_WORDS)} ${root}`
      break
    case 'surnameEnding':
      // Never "Automotive Systems Systems": the ending must not repeat the root's last word.
      name = `${rng.pick(ENGLISH_SURNAMES)} ${root} ${rng.pick(ENGLISH_NAME_ENDINGS.filter((ending) => !root.endsWith(ending)))}`
      break
    case 'wordEnding':
      name = `${rng.pick(ENGLISH_NAME_WORDS)} ${rng.pick(ENGLISH_NAME_ENDINGS)}`
      break
    case 'acronym':
      name = `${acronym()} ${root}`
      break
  }
  // Foreign-owned plants in Mexico usually carry "de México" in their name.
  return country === 'MX' && rng.chance(0.7) ? `${name} de México` : name
}

function pickRegionWord(rng: Random, city: CitySeed): string {
  const local = REGION_WORDS_BY_STATE[city.state] ?? []
  return rng.chance(0.8) && local.length > 0 ? rng.pick(local) : rng.pick(SPANISH_REGION_WORDS)
}

function pickLegalSuffix(rng: Random, country: CountryCode): string {
  const table = country === 'MX' ? MX_LEGAL_SUFFIXES : country === 'US' ? US_LEGAL_SUFFIXES : CA_LEGAL_SUFFIXES
  return rng.weighted(table.map((s) => [s.suffix, s.weight] as const))
}

function formatLegalName(tradeName: string, suffix: string): string {
  return suffix === 'LLC' ? `${tradeName} LLC` : `${tradeName}, ${suffix}`
}

function makeUniqueRfc(state: GeneratorState, tradeName: string, yearFounded: number): string {
  const { rng } = state
  const letters = rfcLettersFor(tradeName)
  for (let attempt = 0; ; attempt++) {
    // After a few clashes move the date too, so even very common letter groups always find a free RFC.
    const month = rng.int(1, 12)
    const day = rng.int(1, 28)
    const year = attempt < 20 ? yearFounded : yearFounded + (attempt % 3)
    const yymmdd = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`
    const homoclave = rng.pick([...HOMOCLAVE_CHARS]) + rng.pick([...HOMOCLAVE_CHARS])
    const rfc = buildRfc(letters, yymmdd, homoclave)
    if (!state.usedRfcs.has(rfc)) {
      state.usedRfcs.add(rfc)
      return rfc
    }
  }
}

function makeUniqueTaxId(state: GeneratorState, country: CountryCode): string {
  const { rng } = state
  for (;;) {
    let taxId: string
    if (country === 'CA') {
      // Canadian business number: 8 digits + Luhn check digit, then the corporate income tax account.
      const base = String(rng.int(10_000_000, 99_999_999))
      taxId = `${base}${luhnCheckDigit(base)} RC0001`
    } else {
      taxId = `${rng.pick(EIN_PREFIXES)}-${String(rng.int(0, 9_999_999)).padStart(7, '0')}`
    }
    if (!state.usedTaxIds.has(taxId)) {
      state.usedTaxIds.add(taxId)
      return taxId
    }
  }
}

function makeUniqueDomain(state: GeneratorState, tradeName: string, country: CountryCode, city: CitySeed): string {
  const tld = country === 'MX' ? 'com.mx' : country === 'CA' ? 'ca' : 'com'
  const base = toHandle(tradeName).slice(0, 40)
  const candidates = [base, `${base}${toHandle(city.name)}`.slice(0, 48)]
  for (const candidate of candidates) {
    const domain = `${candidate}.${tld}`
    if (!state.usedDomains.has(domain)) {
      state.usedDomains.add(domain)
      return domain
    }
  }
  for (let n = 2; ; n++) {
    const domain = `${base}${n}.${tld}`
    if (!state.usedDomains.has(domain)) {
      state.usedDomains.add(domain)
      return domain
    }
  }
}

function makePhone(rng: Random, city: CitySeed): string {
  if (city.country !== 'MX') {
    // 555-01XX numbers are reserved for fiction in the North American Numbering Plan.
    return `+1 ${city.areaCode} 555 01${String(rng.int(0, 99)).padStart(2, '0')}`
  }
  const localDigits = 10 - city.areaCode.length
  const local = String(rng.int(2, 9)) + String(rng.int(0, 10 ** (localDigits - 1) - 1)).padStart(localDigits - 1, '0')
  const split = localDigits === 8 ? 4 : 3
  return `+52 ${city.areaCode} ${local.slice(0, split)} ${local.slice(split)}`
}

function makePostalCode(rng: Random, city: CitySeed): string | null {
  if (city.fsa) {
    const letter = () => rng.pick([...CANADIAN_POSTAL_LETTERS])
    return `${rng.pick(city.fsa)} ${rng.int(1, 9)}${letter()}${rng.int(0, 9)}`
  }
  if (city.postal) return String(rng.int(city.postal[0], city.postal[1])).padStart(5, '0')
  return null
}

function makeWorkingHours(rng: Random): WorkingDay[] {
  const saturday = rng.chance(0.35)
  const days: WorkingDay['day'][] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']
  return days.map((day) => {
    if (day === 'sat') return saturday ? { day, isOpen: true, opensAt: '09:00', closesAt: '14:00' } : { day, isOpen: false, opensAt: null, closesAt: null }
    if (day === 'sun') return { day, isOpen: false, opensAt: null, closesAt: null }
    return { day, isOpen: true, opensAt: '09:00', closesAt: '18:00' }
  })
}

function makePaymentMethods(rng: Random): PaymentMethod[] {
  const chosen = new Set<PaymentMethod>()
  if (rng.chance(0.95)) chosen.add('bank_transfer')
  if (rng.chance(0.55)) chosen.add('card')
  if (rng.chance(0.25)) chosen.add('cash')
  if (chosen.size === 0) chosen.add('bank_transfer')
  return PAYMENT_METHODS.filter((m) => chosen.has(m))
}

function makeSocialLinks(rng: Random, tradeName: string): SocialLinks {
  const handle = toHandle(tradeName).slice(0, 30)
  const links: SocialLinks = {}
  if (rng.chance(0.8)) links.linkedin = `https://www.linkedin.com/company/${toSlug(tradeName)}`
  if (rng.chance(0.5)) links.facebook = `https://www.facebook.com/${handle}`
  if (rng.chance(0.25)) links.instagram = `https://www.instagram.com/${handle}`
  if (rng.chance(0.15)) links.twitter = `https://twitter.com/${handle.slice(0, 15)}`
  if (rng.chance(0.15)) links.youtube = `https://www.youtube.com/@${handle}`
  return links
}

function pickEmployees(rng: Random, tier: SupplyChainTier): number {
  const range = { oem: [1500, 12000], tier1: [250, 6000], tier2: [40, 900], tier3: [8, 150], other: [10, 400] }[tier]
  const value = rng.logUniform(range[0]!, range[1]!)
  return value > 50 ? Math.round(value / 5) * 5 : Math.round(value)
}

function pickAnnualSales(rng: Random, employees: number): AnnualSalesRange {
  const index = employees <= 10 ? 0 : employees <= 50 ? 1 : employees <= 250 ? 2 : employees <= 1000 ? 3 : 4
  // Some companies sell more or less than their headcount suggests.
  const shifted = index + (rng.chance(0.2) ? (rng.chance(0.5) ? 1 : -1) : 0)
  return ANNUAL_SALES_RANGES[Math.min(Math.max(shifted, 0), ANNUAL_SALES_RANGES.length - 1)]!
}

function pickCountryOfOrigin(rng: Random, country: CountryCode, lang: Lang): string {
  if (country === 'MX') {
    if (lang === 'es') return rng.chance(0.92) ? 'MX' : 'ES'
    return rng.weighted([['US', 35], ['DE', 15], ['JP', 15], ['KR', 8], ['CA', 7], ['CN', 6], ['IT', 5], ['FR', 5], ['IN', 4]] as const)
  }
  if (country === 'US') return rng.weighted([['US', 85], ['JP', 5], ['DE', 5], ['KR', 5]] as const)
  return rng.weighted([['CA', 85], ['US', 10], ['DE', 5]] as const)
}

function pickCertificationSlugs(rng: Random, profile: GroupProfile, country: CountryCode, tier: SupplyChainTier, count: number): CertificationSlug[] {
  const weights = new Map<CertificationSlug, number>()
  profile.certifications.forEach((slug, i) => weights.set(slug, Math.max(1, 8 - i)))
  for (const generic of ['iso-9001', 'iso-14001', 'iso-45001', 'iso-50001'] as const) weights.set(generic, (weights.get(generic) ?? 0) + 1)
  if (tier === 'tier1' || tier === 'tier2' || tier === 'oem') weights.set('iatf-16949', (weights.get('iatf-16949') ?? 0) + 4)
  if (country === 'MX') {
    for (const local of ['industria-limpia', 'oea', 'iva-ieps', 'esr'] as const) weights.set(local, (weights.get(local) ?? 0) + 1)
  } else {
    // Mexican programmes only apply to companies in Mexico.
    for (const local of ['industria-limpia', 'oea', 'iva-ieps', 'esr'] as const) weights.delete(local)
  }
  if (country === 'CA') weights.delete('c-tpat')
  const chosen: CertificationSlug[] = []
  const entries = [...weights.entries()]
  while (chosen.length < count && entries.length > 0) {
    const slug = rng.weighted(entries)
    chosen.push(slug)
    entries.splice(
      entries.findIndex(([s]) => s === slug),
      1,
    )
  }
  return chosen
}

function pickClients(rng: Random, tier: SupplyChainTier, profileType: CompanyProfileType): string[] {
  if (tier === 'oem') return []
  if (tier === 'tier1' || (profileType === 'buyer' && tier !== 'tier2')) return rng.sample(OEM_CLIENTS, rng.int(2, 4))
  if (tier === 'tier2' || tier === 'tier3') return [...rng.sample(TIER1_CLIENTS, rng.int(2, 3)), ...(rng.chance(0.3) ? [rng.pick(OEM_CLIENTS)] : [])]
  return [...rng.sample(OEM_CLIENTS, rng.int(1, 2)), ...rng.sample(TIER1_CLIENTS, rng.int(1, 2))]
}

function buildCompany(state: GeneratorState, fixed?: FixedCompany): CompanyBundle {
  const { rng, now } = state
  const id = fixed?.id ?? rng.uuid()

  // Location
  const city = fixed
    ? CITIES.find((c) => c.name === fixed.cityName)!
    : rng.weighted(CITY_WEIGHTS_BY_COUNTRY.get(rng.weighted(COUNTRY_ENTRIES))!)
  const country = city.country
  const lang: Lang = fixed?.lang ?? (country === 'MX' && rng.chance(0.75) ? 'es' : 'en')
  const t = (pair: Bilingual) => pickLang(pair, lang)

  // Role and trade
  const profileType = fixed?.profileType ?? rng.weighted(PROFILE_TYPE_WEIGHTS)
  let leaves: LeafInfo[]
  let tier: SupplyChainTier
  if (fixed) {
    leaves = fixed.leafCodes.map((code) => CATEGORY_INDEX.leaves.get(code)!)
    tier = fixed.tier
  } else {
    const preTier = profileType === 'buyer' ? pickTier(rng, profileType, null) : null
    const groupCode: CategoryGroupCode =
      preTier === 'oem' ? '3361' : rng.weighted(profileType === 'buyer' ? BUYER_GROUP_WEIGHTS : SUPPLIER_GROUP_WEIGHTS)
    const group = CATEGORY_INDEX.groups.get(groupCode)!
    const main = groupCode === '3361' ? (rng.chance(0.8) ? group.leaves[0]! : group.leaves[1]!) : rng.pick(group.leaves)
    leaves = [main]
    const extra = rng.weighted([[0, 45], [1, 35], [2, 20]] as const)
    // Extra categories come from the same trade or, for manufacturers, from the trades next to the main one
    // (RELATED_CATEGORIES: a moulder also builds moulds, a stamper dies); service companies (logistics, labs,
    // coaters…) stay in their own trade. Never a random trade: no plastics moulder sells weld nuts.
    const manufacturer = group.profile.companyType === 'manufacturer'
    for (let i = 0; i < extra; i++) {
      const sameGroup = group.leaves.filter((l) => !leaves.includes(l))
      const related = (RELATED_CATEGORIES[main.leaf.code] ?? []).map((code) => CATEGORY_INDEX.leaves.get(code)!).filter((l) => !leaves.includes(l))
      const candidates = manufacturer && related.length > 0 && (sameGroup.length === 0 || rng.chance(0.4)) ? related : sameGroup
      if (candidates.length > 0) leaves.push(rng.pick(candidates))
    }
    tier = preTier ?? pickTier(rng, profileType, group.profile)
  }
  const mainLeaf = leaves[0]!
  const profile = mainLeaf.profile
  const kind = pickCompanyKind(profileType, tier, profile)

  // Identity
  const tradeName = fixed?.tradeName ?? buildUniqueTradeName(state, lang, country, profile, city)
  const legalName = formatLegalName(tradeName, fixed?.legalSuffix ?? pickLegalSuffix(rng, country))
  const yearFounded = fixed?.yearFounded ?? 2022 - Math.floor(72 * rng.next() ** 1.6)
  const rfc = country === 'MX' ? (fixed?.rfc ?? makeUniqueRfc(state, tradeName, yearFounded)) : null
  const taxId = country === 'MX' ? null : makeUniqueTaxId(state, country)
  const domain = fixed?.domain ?? makeUniqueDomain(state, tradeName, country, city)
  const email = `${rng.pick(lang === 'es' ? ['contacto', 'ventas', 'info', 'comercial'] : ['sales', 'info', 'contact'])}@${domain}`
  const phone = makePhone(rng, city)

  // Status and dates: a handful of today's sign-ups wait for approval (hours old); everyone else was decided
  // within the day, as the 24-hour approval promise says.
  const position = fixed ? -1 : state.index++
  const isPending = state.pendingIndices.has(position)
  const createdAt = isPending
    ? state.clock - rng.int(25, 20 * 60) * 60_000 - rng.int(0, 59) * 1000
    : now - rng.int(10, 4 * 365) * DAY_MS - rng.int(0, 86_399) * 1000
  const status: 'approved' | 'pending' | 'rejected' = fixed ? 'approved' : isPending ? 'pending' : rng.weighted([['approved', 990], ['rejected', 10]] as const)
  const approvedAt = status === 'approved' ? createdAt + rng.int(1, 22) * HOUR_MS + rng.int(0, 3599) * 1000 : null
  const updatedAt = isPending ? createdAt : Math.min(now, (approvedAt ?? createdAt) + rng.int(0, 200) * DAY_MS)
  const rejectionReason =
    status === 'rejected' ? t(rng.pick(country === 'MX' ? REJECTION_REASONS.mx : REJECTION_REASONS.foreign)) : null

  // Size and capabilities
  const employees = pickEmployees(rng, tier)
  const annualSales = pickAnnualSales(rng, employees)
  const capacity = roundNice(rng.logUniform(profile.capacity.min, profile.capacity.max))
  const capacityUnit = t(profile.capacity.unit)
  // The main category sets the tone; other categories add at most one process and one material.
  const extraLeaves = leaves.slice(1)
  const processPairs = rng.sample(leafProcesses(mainLeaf), rng.int(2, 3))
  if (extraLeaves.length > 0 && rng.chance(0.6)) processPairs.push(rng.pick(leafProcesses(rng.pick(extraLeaves))))
  // The profile form wants more than 20 characters: short names ("Cromado y zincado") get one more process.
  for (const pair of profile.processes) {
    if (uniqueBy(processPairs, (p) => p[1]).map(t).join(', ').length > CAPABILITY_TEXT_MIN_EXCLUSIVE + 5) break
    processPairs.push(pair)
  }
  const processList = uniqueBy(processPairs, (p) => p[1]).map(t)
  const materialKeys: MaterialKey[] = rng.sample(leafMaterials(mainLeaf), rng.int(2, 3))
  if (extraLeaves.length > 0 && rng.chance(0.5)) materialKeys.push(rng.pick(leafMaterials(rng.pick(extraLeaves))))
  const materialList = [...new Set(materialKeys)].map((k) => t(MATERIALS[k]))
  const machineryList = rng.sample(leafMachinery(mainLeaf), rng.int(2, 3)).map((pair) => fillNumbers(t(pair), rng))
  const guarantees = rng.sample(lang === 'es' ? GUARANTEES.es : GUARANTEES.en, rng.int(1, 2)).join(' ')
  // Main products lead with the main category, so the brief description names them.
  const mainProducts = [
    ...rng.sample(mainLeaf.leaf.products, 2),
    ...rng.sample(
      extraLeaves.flatMap((l) => l.leaf.products),
      rng.int(0, 2),
    ),
  ].map(t)
  const mainServices = rng.sample(leaves.flatMap((l) => l.leaf.services), rng.int(1, 2)).map(t)
  const application = t(rng.pick(leafApplications(mainLeaf)))
  const specialty = t([mainLeaf.leaf.es, mainLeaf.leaf.en])
  const specialization = `${specialty} ${lang === 'es' ? 'para' : 'for'} ${application}`

  // Certifications
  const certCount = fixed ? 3 : tier === 'oem' ? rng.int(3, 4) : rng.weighted([[0, 25], [1, 30], [2, 25], [3, 12], [4, 8]] as const)
  const certSlugs = pickCertificationSlugs(rng, profile, country, tier, certCount)
  const certNames = certSlugs.map((slug) => CERTIFICATION_NAMES.get(slug)!)
  const certRows: CompanyCertificationRow[] = certSlugs.map((slug) => {
    const product = t(rng.pick(mainLeaf.leaf.products))
    const template = rng.pick(lang === 'es' ? CERTIFICATION_SPECIALIZATIONS.es : CERTIFICATION_SPECIALIZATIONS.en)
    return {
      companyId: id,
      certificationId: CERTIFICATION_IDS.get(slug)!,
      // The certificate document: required by the profile form, shown to full-profile viewers.
      fileId: derivedUuid(id, `certificate/${slug}`),
      industrialSpecialization: fill(template, {
        specialty: lowerFirst(specialty),
        products: joinList(mainProducts.slice(0, 2).map(lowerFirst), lang),
        process: lowerFirst(rng.pick(processList)),
        product: lowerFirst(product),
        application,
      }),
      validUntil: toDateString(now + rng.int(30, 1095) * DAY_MS),
    }
  })

  // Customers and reach
  const clientList = pickClients(rng, tier, profileType)
  const coverageCountries: CountryCode[] = [country]
  const extraCountryChance = { MX: { US: 0.4, CA: 0.1 }, US: { MX: 0.5, CA: 0.3 }, CA: { US: 0.6, MX: 0.2 } }[country] as Partial<Record<CountryCode, number>>
  for (const [other, p] of Object.entries(extraCountryChance) as [CountryCode, number][]) if (rng.chance(p)) coverageCountries.push(other)
  const nearbyStates = (STATES_WITH_CITIES.get(country) ?? []).filter((s) => s !== city.state)
  const coverageStates = [city.state, ...rng.sample(nearbyStates, rng.int(1, 4))]

  // Texts
  const stateName = subdivisionName(city.state, lang)
  const productsText = joinList(mainProducts.slice(0, 2).map(lowerFirst), lang)
  const highlight = (() => {
    const options: string[] = [fill(t(HIGHLIGHT_TEMPLATES.years), { years: Math.max(1, new Date(now).getUTCFullYear() - yearFounded) })]
    if (certNames[0]) options.push(fill(t(HIGHLIGHT_TEMPLATES.cert), { cert: certNames[0] }))
    if (clientList[0]) options.push(fill(t(HIGHLIGHT_TEMPLATES.client), { client: clientList[0] }))
    options.push(t(HIGHLIGHT_TEMPLATES.delivery))
    return rng.pick(options)
  })()
  const textVars = {
    name: tradeName,
    kind: t(COMPANY_KINDS[kind].article),
    kindBare: t(COMPANY_KINDS[kind].bare),
    specialty: lowerFirst(specialty),
    city: city.name,
    state: stateName,
    year: yearFounded,
    application,
    products: productsText,
    highlight,
  }
  let briefDescription = fill(rng.pick(lang === 'es' ? BRIEF_TEMPLATES.es : BRIEF_TEMPLATES.en), textVars).trim()
  if (briefDescription.length > BRIEF_DESCRIPTION_MAX) briefDescription = clip(briefDescription.replace(` ${highlight}`, ''), BRIEF_DESCRIPTION_MAX)

  const coverageNames = [
    ...coverageStates.map((s) => subdivisionName(s, lang)),
    ...coverageCountries
      .filter((c) => c !== country)
      .map((c) => (c === 'US' && lang === 'en' ? 'the United States' : pickLang(COUNTRY_NAMES.get(c)!, lang))),
  ]
  const paragraphs = [
    fill(t(DETAILED_TEMPLATES.intro), textVars),
    fill(t(DETAILED_TEMPLATES.capabilities), {
      processes: joinList(processList.map(lowerFirst), lang),
      machinery: joinList(machineryList.map(lowerFirst), lang),
    }),
    [
      fill(t(DETAILED_TEMPLATES.capacity), { employees: formatNumber(employees), capacity: formatNumber(capacity), unit: capacityUnit }),
      fill(t(DETAILED_TEMPLATES.materials), { materials: joinList(materialList.map(lowerFirst), lang) }),
      certNames.length > 0 ? fill(t(DETAILED_TEMPLATES.certifications), { certs: joinList(certNames, lang) }) : '',
    ]
      .filter(Boolean)
      .join(' '),
    [
      clientList.length > 0 ? fill(t(DETAILED_TEMPLATES.clients), { clients: joinList(clientList, lang) }) : '',
      fill(t(DETAILED_TEMPLATES.coverage), { coverage: joinList(coverageNames, lang) }),
      profileType !== 'supplier'
        ? fill(t(DETAILED_TEMPLATES.sourcing), {
            needs: joinList(
              rng.sample(SUPPLIER_GROUP_WEIGHTS, 2).map(([code]) => {
                const needed = rng.pick(CATEGORY_INDEX.groups.get(code)!.leaves).leaf
                return lowerFirst(t([needed.es, needed.en]))
              }),
              lang,
            ),
          })
        : '',
    ]
      .filter(Boolean)
      .join(' '),
    rng.sample(lang === 'es' ? CLOSING_SENTENCES.es : CLOSING_SENTENCES.en, rng.int(1, 2)).join(' '),
  ]
  let detailedDescription = ''
  for (const paragraph of paragraphs) {
    const next = detailedDescription ? `${detailedDescription}\n\n${paragraph}` : paragraph
    if (next.length > DETAILED_DESCRIPTION_MAX) break
    detailedDescription = next
  }

  // Tags: trade words first, then processes, certifications and materials.
  const tagCount = rng.int(3, 8)
  const tags: string[] = []
  const seenTags = new Set<string>()
  const tierTag = tier === 'tier1' || tier === 'tier2' || tier === 'tier3' ? [`Tier ${tier.slice(-1)}`] : []
  for (const candidate of [...tierTag, ...rng.sample(profile.tags, profile.tags.length).map(t), ...processList.map(lowerFirst), ...certNames, ...materialList]) {
    const key = candidate.toLowerCase()
    if (tags.length >= tagCount || seenTags.has(key)) continue
    seenTags.add(key)
    tags.push(candidate)
  }

  const logo: DemoLogo = {
    fileId: derivedUuid(id, 'logo'),
    companyId: id,
    design: { initials: logoInitials(tradeName), ...(fixed?.logo ?? { colour: rng.int(0, LOGO_COLOURS.length - 1), style: rng.weighted(LOGO_STYLE_WEIGHTS) }) },
  }

  const company: CompanyRow = {
    id,
    logoFileId: logo.fileId,
    status,
    rejectionReason,
    approvedAt: approvedAt === null ? null : new Date(approvedAt),
    isVisible: status === 'approved' ? rng.chance(0.985) || Boolean(fixed) : status === 'pending',
    isValidatedSupplier: false,
    profileType,
    tier,
    legalName,
    tradeName,
    rfc,
    taxId,
    sector: profile.sector,
    companyType: profile.companyType,
    countryOfOrigin: pickCountryOfOrigin(rng, country, lang),
    email,
    phone,
    website: `https://www.${domain}`,
    whatsapp: rng.chance(0.4) ? `https://wa.me/${phone.replace(/\D/g, '')}` : null,
    yearFounded,
    contentLanguage: lang,
    tags,
    briefDescription,
    detailedDescription,
    mainProducts: mainProducts.join(', '),
    mainServices: mainServices.join(', '),
    specialization: capitalize(specialization),
    processes: `${capitalize(joinList(processList.map(lowerFirst), lang))}.`,
    materials: materialList.join(', '),
    machinery: `${machineryList.map(capitalize).join('; ')}.`,
    guarantees,
    productionCapacity: capacity,
    productionCapacityUnit: capacityUnit,
    // The profile's capacity text (spec §5: more than 20 characters), written from the number.
    capacityDescription:
      lang === 'es'
        ? `Capacidad instalada de ${capacity.toLocaleString('es-MX')} ${capacityUnit} con posibilidad de turnos adicionales.`
        : `Installed capacity of ${capacity.toLocaleString('en-US')} ${capacityUnit}, with room for extra shifts.`,
    workingHours: makeWorkingHours(rng),
    averageAttentionTime: rng.pick(AVERAGE_ATTENTION_TIMES),
    paymentMethods: makePaymentMethods(rng),
    employees,
    annualSales,
    clients: clientList.length > 0 ? clientList.join(', ') : null,
    statistics: {
      clients: fill(t(STATISTICS_TEMPLATES.clients), { n: rng.int(3, 120) }),
      projects: fill(t(STATISTICS_TEMPLATES.projects), { n: rng.int(10, 900) }),
      ...(rng.chance(0.5) ? { relevantImports: t(rng.pick(RELEVANT_IMPORTS)) } : {}),
    },
    socialLinks: makeSocialLinks(rng, tradeName),
    country,
    state: city.state,
    city: city.name,
    timeZone: timeZoneFor(country, city.state, city.name),
    suburb: country === 'MX' ? (city.suburbs && rng.chance(0.7) ? rng.pick(city.suburbs) : rng.pick(MX_GENERIC_SUBURBS)) : null,
    street: country === 'MX' ? `${rng.pick(MX_STREETS)} ${rng.int(100, 4999)}` : `${rng.int(100, 9999)} ${rng.pick(EN_STREETS)}`,
    postalCode: makePostalCode(rng, city),
    ...jitterCoordinates(rng, city),
    coverage: { countries: coverageCountries, states: coverageStates },
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  }

  // Membership (one per company)
  const sinceApproval = approvedAt ?? createdAt
  const plan: 'free' | 'platinum' | 'gold' | 'expired' = fixed
    ? fixed.plan
    : status !== 'approved'
      ? 'free'
      : rng.weighted([['platinum', 120], ['expired', 30], ['gold', 10], ['free', 840]] as const)
  let membership: MembershipRow
  if (plan === 'platinum' || plan === 'gold') {
    const activatedAt = Math.max(sinceApproval, now - (fixed ? 30 : rng.int(1, 364)) * DAY_MS - rng.int(0, 86_399) * 1000)
    membership = { id: rng.uuid(), companyId: id, plan, status: 'active', activatedAt: new Date(activatedAt), expiresAt: new Date(addYears(activatedAt, 1)), createdAt: new Date(activatedAt) }
  } else if (plan === 'expired' && addYears(sinceApproval, 1) < now - DAY_MS) {
    const latestStart = addYears(now, -1) - DAY_MS
    const activatedAt = sinceApproval + Math.floor(rng.next() * (latestStart - sinceApproval))
    membership = { id: rng.uuid(), companyId: id, plan: 'platinum', status: 'expired', activatedAt: new Date(activatedAt), expiresAt: new Date(addYears(activatedAt, 1)), createdAt: new Date(activatedAt) }
  } else {
    membership = { id: rng.uuid(), companyId: id, plan: 'free', status: 'active', activatedAt: new Date(sinceApproval), expiresAt: null, createdAt: new Date(sinceApproval) }
  }
  const paidActive = membership.status === 'active' && membership.plan !== 'free'
  if (status === 'approved' && profileType !== 'buyer') company.isValidatedSupplier = rng.chance(paidActive ? 0.5 : 0.1)

  // Catalogue
  const productCount =
    fixed?.productCount ??
    Math.min(
      PLATINUM_CATALOGUE_LIMIT,
      paidActive ? rng.int(4, PLATINUM_CATALOGUE_LIMIT) : profileType === 'buyer' ? rng.int(0, 2) : rng.int(0, FREE_CATALOGUE_LIMIT),
    )
  const { products, images: productImages } = buildProducts(state, {
    id,
    lang,
    city,
    leaves,
    profile,
    materialKeys,
    processList,
    application,
    email,
    phone,
    createdAt,
    count: productCount,
  })

  // Requirements: mostly from buyers, only once the company is approved.
  const requirementChance = profileType === 'buyer' ? 0.45 : profileType === 'both' ? 0.3 : 0.04
  const requirementCount =
    fixed?.requirementCount ?? (status === 'approved' && rng.chance(requirementChance) ? rng.weighted([[1, 85], [2, 12], [3, 3]] as const) : 0)
  const reqs: RequirementRow[] = []
  for (let i = 0; i < requirementCount; i++) {
    reqs.push(buildRequirement(state, { companyId: id, lang, city, postalCode: company.postalCode ?? null, suburb: company.suburb ?? null, street: company.street ?? null, country, sinceMs: sinceApproval, forceOpen: Boolean(fixed) }))
  }

  return {
    company,
    categories: leaves.map((l) => ({ companyId: id, categoryId: l.id })),
    certifications: certRows,
    membership,
    products,
    requirements: reqs,
    logo,
    productImages,
    certificates: certSlugs.map((slug) => ({ fileId: derivedUuid(id, `certificate/${slug}`), companyId: id, certification: slug, name: CERTIFICATION_NAMES.get(slug)! })),
    // The demo logins' companies have their own people (seed.ts: DEMO_ACCOUNTS).
    contacts: fixed ? [] : buildContacts({ companyId: id, lang, domain, phone, buys: profileType === 'buyer', createdAt: new Date(createdAt) }),
  }
}

const CONTACT_ROLES: Record<'sells' | 'buys', Record<Lang, readonly (readonly [position: string, department: string])[]>> = {
  sells: {
    es: [['Gerente de ventas', 'Ventas'], ['Director comercial', 'Comercial'], ['Ejecutivo de cuenta', 'Ventas'], ['Gerente de ingeniería', 'Ingeniería'], ['Gerente de calidad', 'Calidad']],
    en: [['Sales manager', 'Sales'], ['Business development director', 'Sales'], ['Account manager', 'Sales'], ['Engineering manager', 'Engineering'], ['Quality manager', 'Quality']],
  },
  buys: {
    es: [['Gerente de compras', 'Compras'], ['Comprador sénior', 'Compras'], ['Ingeniero de desarrollo de proveedores', 'Calidad'], ['Gerente de cadena de suministro', 'Cadena de suministro']],
    en: [['Purchasing manager', 'Purchasing'], ['Senior buyer', 'Purchasing'], ['Supplier development engineer', 'Quality'], ['Supply chain manager', 'Supply chain']],
  },
} as const

/**
 * A company's people: its administrator, who receives contact e-mails and chat requests (without one, contacting the
 * company answers "admin does not exist"), and for about a third of companies a colleague. Drawn from a generator
 * of their own, seeded by the company id, so adding them changed nothing else the generator makes.
 */
function buildContacts(input: { companyId: string; lang: Lang; domain: string; phone: string; buys: boolean; createdAt: Date }): ContactRow[] {
  const rng = new Random(parseInt(createHash('sha256').update(`${input.companyId}/contacts`).digest('hex').slice(0, 8), 16))
  const roles = CONTACT_ROLES[input.buys ? 'buys' : 'sells'][input.lang]
  const count = rng.chance(0.35) ? 2 : 1
  const used = new Set<string>()
  const rows: ContactRow[] = []
  for (let i = 0; i < count; i++) {
    // Most people of a Spanish-writing company have Spanish names, and the other way round; not all.
    const spanish = input.lang === 'es' ? rng.chance(0.9) : rng.chance(0.2)
    const firstName = rng.pick(spanish ? SPANISH_FIRST_NAMES : ENGLISH_FIRST_NAMES)
    const lastName = rng.pick(spanish ? SPANISH_SURNAMES : ENGLISH_SURNAMES)
    let local = `${toHandle(firstName)}.${toHandle(lastName)}`
    if (used.has(local)) local = `${toHandle(firstName).charAt(0)}${toHandle(lastName)}${i + 1}`
    used.add(local)
    const [position, department] = rng.pick(roles)
    rows.push({
      id: derivedUuid(input.companyId, `contact/${i}`),
      companyId: input.companyId,
      email: `${local}@${input.domain}`,
      username: `${local}.${input.companyId.slice(0, 8)}`,
      firstName,
      lastName,
      phone: input.phone,
      position,
      department,
      language: input.lang,
      platformRole: 'user',
      companyRole: i === 0 ? 'admin' : 'restricted',
      status: 'active',
      isVisible: i === 0 || rng.chance(0.7),
      emailVerifiedAt: input.createdAt,
      termsAcceptedAt: input.createdAt,
      createdAt: input.createdAt,
      updatedAt: input.createdAt,
    })
  }
  return rows
}

function leafProcesses(leaf: LeafInfo): readonly Bilingual[] {
  return leaf.leaf.processes ?? leaf.profile.processes
}

function leafMaterials(leaf: LeafInfo): readonly MaterialKey[] {
  return leaf.leaf.materials ?? leaf.profile.materials
}

function leafMachinery(leaf: LeafInfo): readonly Bilingual[] {
  return leaf.leaf.machinery ?? leaf.profile.machinery
}

function leafApplications(leaf: LeafInfo): readonly Bilingual[] {
  return leaf.leaf.applications ?? leaf.profile.applications
}

function uniqueBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>()
  return items.filter((item) => {
    const k = key(item)
    if (seen.has(k)) return false
    seen.add(k)
    return true
  })
}

function jitterCoordinates(rng: Random, city: CitySeed): { latitude: number; longitude: number } {
  const [minLat, maxLat, minLng, maxLng] = city.spread ?? [-0.05, 0.05, -0.05, 0.05]
  const round = (value: number) => Math.round(value * 1e6) / 1e6
  return { latitude: round(city.lat + rng.float(minLat, maxLat)), longitude: round(city.lng + rng.float(minLng, maxLng)) }
}

interface ProductContext {
  id: string
  lang: Lang
  city: CitySeed
  leaves: LeafInfo[]
  profile: GroupProfile
  materialKeys: MaterialKey[]
  processList: string[]
  application: string
  email: string
  phone: string
  createdAt: number
  count: number
}

/**
 * The catalogue from the category templates (reference/products.ts): each product comes in one of its own
 * materials, preferring those the company lists, and shows its template's illustration.
 */
function buildProducts(state: GeneratorState, ctx: ProductContext): { products: ProductServiceRow[]; images: DemoProductImage[] } {
  const { rng, now } = state
  const { lang } = ctx
  const t = (pair: Bilingual) => pickLang(pair, lang)
  const serviceOnly = ctx.profile.companyType === 'service_provider' || ctx.profile.companyType === 'logistics_provider'
  const pool = rng.sample(
    ctx.leaves.flatMap((leaf) => [
      ...catalogueOf(leaf).products.map((template) => ({ name: template.name, template, leaf, isService: serviceOnly || template.materials.length === 0 })),
      ...catalogueOf(leaf).services.map((template) => ({ name: template.name, template: { ...template, materials: [] as MaterialKey[] }, leaf, isService: true })),
    ]),
    Number.MAX_SAFE_INTEGER,
  )
  const rows: ProductServiceRow[] = []
  const images = new Map<ProductImageKey, DemoProductImage>()
  const usedTitles = new Set<string>()
  const phoneDigits = ctx.phone.replace(/\D/g, '')
  const currency = ctx.city.country === 'US' ? 'USD' : ctx.city.country === 'CA' ? 'CAD' : rng.chance(0.2) ? 'USD' : 'MXN'
  for (let i = 0; rows.length < ctx.count && i < ctx.count * 4; i++) {
    const item = pool[i % pool.length]!
    const own = item.template.materials.filter((m) => ctx.materialKeys.includes(m))
    const materialKey = item.template.materials.length > 0 ? rng.pick(own.length > 0 ? own : item.template.materials) : null
    const material = materialKey ? t(MATERIALS[materialKey]) : ''
    // Past the distinct names, variants by material keep titles unique within the catalogue.
    const baseTitle = t(item.name)
    const title = i < pool.length || !material ? baseTitle : `${baseTitle} – ${material}`
    if (usedTitles.has(title)) continue
    usedTitles.add(title)
    const process = lowerFirst(rng.pick(ctx.processList))
    const tolerance = rng.pick(TOLERANCES)
    const moq = `${formatNumber(roundNice(rng.logUniform(50, 20_000)))} ${lang === 'es' ? 'piezas' : 'pieces'}`
    const leadTime = t(rng.pick(LEAD_TIMES))
    // A service serves what its category's products serve (tyre testing is for vehicles, not engines).
    const templateApplications = 'applications' in item.template ? item.template.applications : item.isService ? productApplications(item.leaf) : undefined
    const application = templateApplications
      ? t(rng.pick(templateApplications))
      : item.leaf === ctx.leaves[0]
        ? ctx.application
        : t(rng.pick(leafApplications(item.leaf)))
    const vars = { title: item.isService ? lowerFirst(baseTitle) : baseTitle, material: lowerFirst(material), application, city: ctx.city.name, process, tolerance, moq, leadTime }
    const isNamed = namesMaterial(baseTitle, material)
    const brief = item.isService
      ? capitalize(fill(t(PRODUCT_TEMPLATES.serviceBrief), vars))
      : fill(t(isNamed ? PRODUCT_TEMPLATES.productBriefNamed : PRODUCT_TEMPLATES.productBrief), vars)
    const detailTemplate = item.isService ? PRODUCT_TEMPLATES.serviceDetail : isNamed ? PRODUCT_TEMPLATES.productDetailNamed : PRODUCT_TEMPLATES.productDetail
    const detail = `${brief} ${fill(t(detailTemplate), { ...vars, title: lowerFirst(baseTitle) })}`
    const priceMxn = rng.logUniform(ctx.profile.price.min, ctx.profile.price.max)
    const price = currency === 'MXN' ? roundNice(priceMxn) : roundPrice(priceMxn / MXN_PER[currency])
    const attributes: Record<string, string> = item.isService
      ? { [t(ATTRIBUTE_LABELS.leadTime)]: leadTime, [t(ATTRIBUTE_LABELS.capacity)]: `${formatNumber(roundNice(rng.logUniform(ctx.profile.capacity.min, ctx.profile.capacity.max)))} ${t(ctx.profile.capacity.unit)}` }
      : {
          [t(ATTRIBUTE_LABELS.material)]: material,
          [t(ATTRIBUTE_LABELS.tolerance)]: tolerance,
          [t(ATTRIBUTE_LABELS.finish)]: t(rng.pick(FINISHES)),
          [t(ATTRIBUTE_LABELS.moq)]: moq,
        }
    const createdAt = ctx.createdAt + Math.floor(rng.next() * (Math.max(ctx.createdAt, now) - ctx.createdAt))
    const imageKey = item.template.image
    let image = images.get(imageKey)
    if (!image) {
      image = { fileId: derivedUuid(ctx.id, `product_image/${imageKey}`), companyId: ctx.id, image: imageKey }
      images.set(imageKey, image)
    }
    rows.push({
      id: rng.uuid(),
      companyId: ctx.id,
      kind: item.isService ? 'service' : 'product',
      title,
      briefDescription: clip(brief, BRIEF_DESCRIPTION_MAX),
      detailedDescription: clip(detail, DETAILED_DESCRIPTION_MAX),
      categoryId: item.leaf.id,
      family: t([item.leaf.leaf.es, item.leaf.leaf.en]),
      quantity: item.isService ? (lang === 'es' ? 'Por proyecto' : 'Per project') : moq,
      price,
      currency,
      phone: phoneDigits,
      email: ctx.email,
      attributes,
      imageFileId: image.fileId,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    })
  }
  return { products: rows, images: [...images.values()] }
}

/** Two decimals with a "price-like" shape: 1,234.5678 → 1,230.00; 3.4567 → 3.46. */
function roundPrice(value: number): number {
  return value >= 100 ? roundNice(value) : Math.round(value * 100) / 100
}

interface RequirementContext {
  companyId: string
  lang: Lang
  city: CitySeed
  country: CountryCode
  postalCode: string | null
  suburb: string | null
  street: string | null
  /** Requirements are never older than the company's approval. */
  sinceMs: number
  /** Demo-account requirements are always open, so the demo shows live ones. */
  forceOpen: boolean
  /** The category asked for; drawn by trade weight when absent. */
  leafCode?: string
}

function buildRequirement(state: GeneratorState, ctx: RequirementContext): RequirementRow {
  const { rng, now } = state
  const { lang } = ctx
  const t = (pair: Bilingual) => pickLang(pair, lang)
  const fixedLeaf = ctx.leafCode ? CATEGORY_INDEX.leaves.get(ctx.leafCode) : undefined
  const group = fixedLeaf
    ? [...CATEGORY_INDEX.groups.values()].find((g) => g.leaves.includes(fixedLeaf))!
    : CATEGORY_INDEX.groups.get(rng.weighted(SUPPLIER_GROUP_WEIGHTS))!
  const leaf = fixedLeaf ?? rng.pick(group.leaves)
  const profile = group.profile
  const type = rng.weighted([['rfq', 45], ['requirement', 40], ['to_overcome', 15]] as const)
  const status = ctx.forceOpen ? 'opened' : rng.weighted([['opened', 55], ['covered', 25], ['expired', 20]] as const)

  // Dates agree with the status at the reference date: open ones end in the future, expired ones ended already.
  const today = Math.floor(now / DAY_MS) * DAY_MS
  let start: number
  let end: number
  if (status === 'opened') {
    start = today + rng.int(-45, 20) * DAY_MS
    end = Math.max(start, today) + rng.int(15, 120) * DAY_MS
  } else if (status === 'covered') {
    start = today - rng.int(20, 300) * DAY_MS
    end = start + rng.int(15, 150) * DAY_MS
  } else {
    end = today - rng.int(1, 240) * DAY_MS
    start = end - rng.int(15, 150) * DAY_MS
  }
  const createdAt = Math.max(Math.min(start, now) - rng.int(0, 10) * DAY_MS - rng.int(0, 86_399) * 1000, Math.min(ctx.sinceMs, now))
  const updatedAt = status === 'covered' ? Math.min(now, Math.max(createdAt, Math.min(end, now) - rng.int(0, 10) * DAY_MS)) : createdAt

  // The part asked for and its materials come from the same template, so a buyer never asks for clips in gray iron.
  const template = rng.pick(catalogueOf(leaf).products)
  const product = t(template.name)
  const process = t(rng.pick(leafProcesses(leaf)))
  const materialList = rng.sample(template.materials.length > 0 ? template.materials : leafMaterials(leaf), rng.int(1, 2)).map((k) => t(MATERIALS[k]))
  const certSlugs = rng.sample(profile.certifications, rng.int(1, 2))
  const certNames = certSlugs.map((slug) => CERTIFICATION_NAMES.get(slug)!)
  // The first certification named in the text is required; a second one, when drawn, is only preferred.
  const requiredCertIds = certSlugs.slice(0, 1).map((slug) => CERTIFICATION_IDS.get(slug)!)
  const preferredCertIds = certSlugs.slice(1).map((slug) => CERTIFICATION_IDS.get(slug)!)
  const volumeValue = roundNice(rng.logUniform(profile.volume.min, profile.volume.max))
  const volume = `${formatNumber(volumeValue)} ${t(profile.volume.unit)}`
  const sop = addMonths(end, rng.int(2, 10))
  const sopDate = new Date(sop)
  const monthName = (lang === 'es' ? MONTHS.es : MONTHS.en)[sopDate.getUTCMonth()]!
  const currency = ctx.country === 'US' ? 'USD' : ctx.country === 'CA' ? 'CAD' : rng.chance(0.5) ? 'USD' : 'MXN'
  const budgetMxn = roundNice(volumeValue * rng.logUniform(profile.unitPrice.min, profile.unitPrice.max))
  const budget = currency === 'MXN' ? budgetMxn : roundNice(budgetMxn / MXN_PER[currency])
  const templates = REQUIREMENT_TEMPLATES[type]
  const vars = {
    product,
    productLower: lowerFirst(product),
    material: lowerFirst(materialList[0]!),
    volume,
    city: ctx.city.name,
    state: subdivisionName(ctx.city.state, lang),
    process,
    processLower: lowerFirst(process),
    cert: certNames[0]!,
    specialtyLower: lowerFirst(t([leaf.leaf.es, leaf.leaf.en])),
    defect: t(rng.pick(profile.defects)),
    pct: rng.int(2, 15),
    months: rng.int(2, 6),
    sop: `${monthName} ${sopDate.getUTCFullYear()}`,
    frequency: t(rng.pick(DELIVERY_FREQUENCIES)),
  }
  return {
    id: rng.uuid(),
    companyId: ctx.companyId,
    createdByUserId: null,
    type,
    status,
    isRfq: type === 'rfq',
    isPublic: rng.chance(0.9),
    title: clip(capitalize(fill(rng.pick(lang === 'es' ? templates.titles.es : templates.titles.en), vars)), 160),
    description: fill(t(templates.description), vars),
    contentLanguage: lang,
    country: ctx.country,
    state: ctx.city.state,
    city: ctx.city.name,
    suburb: ctx.suburb,
    street: ctx.street,
    postalCode: ctx.postalCode,
    startDate: toDateString(start),
    endDate: toDateString(end),
    categoryId: group.id,
    subcategoryId: rng.chance(0.8) ? leaf.id : null,
    activity: process,
    materials: materialList.join(', '),
    volumes: volume,
    budget: fill(t(REQUIREMENT_BUDGET), { currency, min: formatNumber(roundNice(budget * 0.85)), max: formatNumber(roundNice(budget * 1.15)) }),
    certificationIds: requiredCertIds,
    preferredCertificationIds: preferredCertIds,
    maxDistanceKm: type === 'to_overcome' ? null : rng.weighted([[null, 60], [300, 25], [800, 15]] as const),
    latitude: ctx.city.lat,
    longitude: ctx.city.lng,
    coveredAt: status === 'covered' ? new Date(updatedAt) : null,
    projectDates: fill(t(REQUIREMENT_PROJECT_DATES), { month: monthName, year: sopDate.getUTCFullYear() }),
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
  }
}

// ---------------------------------------------------------------------------------------------
// Public API

/** A listed buyer that publishes one of the demo companies' opportunities. */
export interface OpportunityBuyer {
  id: string
  city: string
  country: string
  contentLanguage: string
  postalCode: string | null
  suburb: string | null
  street: string | null
  approvedAt: Date | null
  createdAt: Date
}

/**
 * Open, public requirements in the given categories, one per buyer: what the demo companies' dashboards count
 * as opportunities, so they are never empty whatever the seed drew. Deterministic for the same buyers.
 */
export function buildDemoOpportunities(buyers: readonly OpportunityBuyer[], leafCodes: readonly string[], referenceDate: Date = DEMO_REFERENCE_DATE): RequirementRow[] {
  const state = createState(3, referenceDate)
  const rows: RequirementRow[] = []
  buyers.forEach((buyer, i) => {
    const city = CITIES.find((c) => c.name === buyer.city && c.country === buyer.country)
    if (!city || leafCodes.length === 0) return
    const row = buildRequirement(state, {
      companyId: buyer.id,
      lang: buyer.contentLanguage === 'en' ? 'en' : 'es',
      city,
      country: city.country,
      postalCode: buyer.postalCode,
      suburb: buyer.suburb,
      street: buyer.street,
      sinceMs: (buyer.approvedAt ?? buyer.createdAt).getTime(),
      forceOpen: true,
      leafCode: leafCodes[i % leafCodes.length],
    })
    rows.push({ ...row, id: derivedUuid(buyer.id, `opportunity/${i}`), isPublic: true, subcategoryId: CATEGORY_INDEX.leaves.get(leafCodes[i % leafCodes.length]!)!.id })
  })
  return rows
}

function emptyData(): DemoData {
  return {
    categories: [],
    certifications: [],
    companies: [],
    companyCategories: [],
    companyCertifications: [],
    memberships: [],
    productsServices: [],
    requirements: [],
    logos: [],
    productImages: [],
    certificates: [],
    contacts: [],
  }
}

function appendBundle(data: DemoData, bundle: CompanyBundle): void {
  data.companies.push(bundle.company)
  data.memberships.push(bundle.membership)
  for (const row of bundle.categories) data.companyCategories.push(row)
  for (const row of bundle.certifications) data.companyCertifications.push(row)
  for (const row of bundle.products) data.productsServices.push(row)
  for (const row of bundle.requirements) data.requirements.push(row)
  data.logos.push(bundle.logo)
  for (const row of bundle.productImages) data.productImages.push(row)
  for (const row of bundle.certificates) data.certificates.push(row)
  for (const row of bundle.contacts) data.contacts.push(row)
}

/**
 * The demo data in batches of `batchSize` companies (with their rows), so 100,000 companies never sit in memory at once.
 * The first batch also carries the categories and certifications. Batching does not change the output.
 */
export function* generateDemoDataBatches(options: GenerateOptions & { batchSize?: number }): Generator<DemoData> {
  const count = Math.max(0, Math.floor(options.companies))
  const batchSize = Math.max(1, options.batchSize ?? 1000)
  const state = createState(options.seed ?? DEFAULT_DEMO_SEED, options.referenceDate ?? DEMO_REFERENCE_DATE, { count, clock: options.clock })
  let batch = emptyData()
  const reference = buildReferenceRows()
  batch.categories = reference.categories
  batch.certifications = reference.certifications
  for (let i = 0; i < count; i++) {
    appendBundle(batch, buildCompany(state))
    if (batch.companies.length >= batchSize) {
      yield batch
      batch = emptyData()
    }
  }
  if (batch.companies.length > 0 || batch.categories.length > 0) yield batch
}

/** All the demo rows at once; see generateDemoDataBatches for large counts. */
export function generateDemoData(options: GenerateOptions): DemoData {
  const all = emptyData()
  for (const batch of generateDemoDataBatches({ ...options, batchSize: Number.MAX_SAFE_INTEGER })) {
    for (const key of Object.keys(all) as (keyof DemoData)[]) {
      const target = all[key] as unknown[]
      for (const row of batch[key]) target.push(row)
    }
  }
  return all
}

/** The full profile (company, membership, catalogue, requirements) of a demo-account company. */
export function buildDemoCompanyData(which: keyof typeof DEMO_COMPANIES, referenceDate: Date = DEMO_REFERENCE_DATE): DemoData {
  // A seed per company keeps each demo company's content stable whatever else is generated.
  const state = createState(which === 'platinum' ? 1 : 2, referenceDate)
  const data = emptyData()
  appendBundle(data, buildCompany(state, DEMO_COMPANIES[which]))
  return data
}
