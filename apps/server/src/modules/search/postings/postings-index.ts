/**
 * The directory's text index in memory: for every lexeme of the companies' search vectors, the companies holding it
 * (posting lists, as a search engine keeps them), and for every lexeme of their rank vectors, the company's part of
 * `ts_rank`. A text search then scores every candidate in a few milliseconds, where PostgreSQL had to read each
 * candidate row (and its TOASTed vector): the same results, order, total and facets as the SQL ranking of
 * search.repo.ts, exact (docs/decisions/040-search-postings.md; postings.test.ts compares the two).
 *
 * Companies are slots: a changed company gets a new slot and its old one is only marked dead (posting lists stay
 * sorted and append-only); a full reload compacts them.
 */
import { LRUCache } from 'lru-cache'
import { parseTsquery as parseTsqueryText, type TsqueryNode } from '../query/tsquery-text'
import { addRankPart, finishRank, rankPart } from './ts-rank'
import type { TsvectorEntry } from './tsvector-text'

/** One company_search row as the index needs it. */
export interface IndexedCompany {
  id: string
  listed: boolean
  /** Profile type supplier or both. */
  isSupplier: boolean
  state: string
  categoryIds: readonly number[]
  certificationIds: readonly number[]
  completeness: number
  /** ms since the epoch, or null. */
  platinumUntil: number | null
  /** µs since the epoch (ties in PostgreSQL's order are broken at that precision). */
  updatedAtMicros: number
  searchVector: readonly TsvectorEntry[]
  rankVector: readonly TsvectorEntry[]
  /** Lexemes of the processes, products and services, and of the materials (matching's reasons). */
  processLexemes: readonly string[]
  materialLexemes: readonly string[]
}

export interface PostingsConcept {
  /** tsquery text for `@@` ('' when the concept has no searchable term). */
  tsq: string
  weight: number
  certificationIds: readonly number[]
}

export interface PostingsQuery {
  concepts: readonly PostingsConcept[]
  /** The tsquery text ts_rank is given (every concept, whole). */
  rankTsq: string
  minCoverage: number
  filters: { states: readonly string[]; certificationIds: readonly number[]; categoryIds: readonly number[] }
  limit: number
  offset: number
  /** What PostgreSQL's now() would be: active Platinum memberships. */
  nowMs: number
  /** Active Platinum multiplier of the coverage. */
  platinumBoost: number
  /** Value of DESCRIPTION_MATCH. */
  descriptionMatch: number
}

export interface PostingsResult {
  total: number
  page: { id: string; plat: boolean }[]
  /** Facet counts: results passing the other two filters. */
  loc: Map<string, number>
  cert: Map<number, number>
  cat: Map<number, number>
  /** The facets were counted on a sample of the candidates and scaled (more than FACET_EXACT_BOUND of them). */
  facetsAreEstimates: boolean
}

/**
 * Candidates up to which the facets are counted exactly; beyond, on every n-th slot (about this many), scaled, and
 * shown as "about" (as the SQL ranking estimates them beyond its bound, ADR 027). The total stays exact. Counting
 * each result's state, certifications and categories was a third of a broad query's time at 1,000,000 companies.
 */
export const FACET_EXACT_BOUND = 50_000

/** `holds`' answer: [text][company], the bits of the vectors that match the text (HELD_IN_*). */
export type Holds = Uint8Array[]

/** The rank vector: names, products, services, processes, materials, tags, categories, certification names. */
export const HELD_IN_RANK = 1
/** The search vector: anything, descriptions included. */
export const HELD_IN_SEARCH = 2
/** The processes, main products and main services. */
export const HELD_IN_PROCESSES = 4
/** The materials. */
export const HELD_IN_MATERIALS = 8

/** A supplier pool for matching (matching.repo supplierCandidates, the SQL it replaces). */
export interface PoolQuery {
  /** The concepts that make candidates (any of their texts anywhere, or a certification they name). */
  candidateConcepts: readonly PostingsConcept[]
  /** The concepts the coverage is computed on. */
  concepts: readonly PostingsConcept[]
  /** Companies in these categories are candidates too, and earn the category points. */
  categoryIds: readonly number[]
  excludeId: string | null
  suppliersOnly: boolean
  limit: number
  coveragePoints: number
  categoryPoints: number
  descriptionMatch: number
}

/** Conjunctions kept per index (each costs its slots and a check per upserted company). */
const MAX_CONJUNCTIONS = 5000

const f32 = Math.fround

/**
 * Read tsquery texts, shared by every index: a company's /matches tests the texts of up to 200 requirements (a few
 * thousand concepts and terms), the same ones request after request. `null`: a text the reader refuses.
 */
const parsed = new LRUCache<string, { tree: TsqueryNode | null }>({ max: 50_000 })
function parseTsquery(text: string): TsqueryNode | null {
  let hit = parsed.get(text)
  if (!hit) parsed.set(text, (hit = { tree: parseTsqueryText(text) }))
  return hit.tree
}

/** A growable typed array. */
class Growable<T extends Int32Array | Float32Array | Float64Array | Uint8Array> {
  length = 0
  constructor(
    public data: T,
    private readonly make: (n: number) => T,
  ) {}
  push(value: number): void {
    if (this.length === this.data.length) {
      const next = this.make(Math.max(4, this.data.length * 2))
      next.set(this.data)
      this.data = next
    }
    this.data[this.length++] = value
  }
}
const ints = () => new Growable(new Int32Array(2), (n) => new Int32Array(n))
const doubles = () => new Growable(new Float64Array(2), (n) => new Float64Array(n))
/** A growable array holding `data` (exact size: the first push copies it into a larger one). */
function holding<T extends Int32Array | Float32Array | Float64Array | Uint8Array>(data: T, make: (n: number) => T): Growable<T> {
  const g = new Growable(data, make)
  g.length = data.length
  return g
}
const bytes = () => new Growable(new Uint8Array(64), (n) => new Uint8Array(n))

/** One kind of posting list of every lexeme (or certification), one after the other: list l is [offsets[l], offsets[l + 1]). */
export interface PostingsImage {
  offsets: Int32Array
  slots: Int32Array
  /** Rank postings: each one's part of ts_rank (PostingsIndex rankParts). */
  parts?: Float32Array
}

/** A compacted index as plain arrays (PostingsIndex.image): a snapshot on disk holds exactly this. */
export interface IndexImage {
  lexemes: string[]
  ids: string[]
  stateNames: string[]
  listed: Uint8Array
  supplier: Uint8Array
  stateOf: Int32Array
  categoryIds: Int32Array
  categoryStart: Int32Array
  certificationIds: Int32Array
  certificationStart: Int32Array
  completeness: Float64Array
  platinumUntil: Float64Array
  updatedAt: Float64Array
  /** The search vector's lexemes that are not in the rank vector (SearchLists). */
  descriptions: PostingsImage
  rank: PostingsImage
  process: PostingsImage
  material: PostingsImage
  certificationKeys: Int32Array
  certification: PostingsImage
  categoryKeys: Int32Array
  category: PostingsImage
}

/**
 * One posting list per lexeme, without an object per lexeme: a compacted base (every list one after the other, as
 * an image holds them) and, for the lists written since, a growable copy (the base's part copied on the first
 * write). A directory of 100,000 companies has tens of thousands of lexemes; five growable arrays each cost ~500
 * bytes of heap a lexeme before holding anything.
 */
class Lists<T extends Int32Array | Float32Array> {
  private readonly tails = new Map<number, Growable<T>>()
  private readonly empty: T

  constructor(
    private readonly make: (n: number) => T,
    private readonly offsets: Int32Array = new Int32Array(1),
    private readonly base: T = make(0),
  ) {
    this.empty = make(0)
  }

  /** List `l` (a view: valid until the next write to it). */
  get(l: number): T {
    const tail = this.tails.get(l)
    if (tail) return tail.data.subarray(0, tail.length) as T
    if (l + 1 < this.offsets.length) return this.base.subarray(this.offsets[l], this.offsets[l + 1]) as T
    return this.empty
  }

  /** The last value of list `l`, or -1. */
  last(l: number): number {
    const tail = this.tails.get(l)
    if (tail) return tail.length > 0 ? tail.data[tail.length - 1]! : -1
    if (l + 1 < this.offsets.length && this.offsets[l + 1]! > this.offsets[l]!) return this.base[this.offsets[l + 1]! - 1]!
    return -1
  }

  push(l: number, value: number): void {
    let tail = this.tails.get(l)
    if (!tail) {
      const start = this.get(l)
      const data = this.make(Math.max(4, start.length * 2))
      data.set(start)
      tail = new Growable(data, this.make)
      tail.length = start.length
      this.tails.set(l, tail)
    }
    tail.push(value)
  }

  /** Adds list `l` to `out` (a union's parts: see SearchLists). */
  each(l: number, out: Int32Array[]): void {
    out.push(this.get(l) as Int32Array)
  }

  /** Whether ascending list `l` holds `value` (a binary search). */
  has(l: number, value: number): boolean {
    const list = this.get(l)
    let lo = 0
    let hi = list.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (list[mid]! < value) lo = mid + 1
      else hi = mid
    }
    return lo < list.length && list[lo] === value
  }

  /** Bytes held (capacity). */
  bytes(): number {
    let n = this.base.byteLength + this.offsets.byteLength
    for (const tail of this.tails.values()) n += tail.data.byteLength
    return n
  }
}

/** What the queries read of a vector's posting lists. */
interface Postings {
  /** List `l`, ascending. */
  get(l: number): Int32Array
  last(l: number): number
  /** Adds lists whose union is list `l` to `out`. */
  each(l: number, out: Int32Array[]): void
  has(l: number, value: number): boolean
}

/**
 * The search vector's lists as the union of the rank vector's and the descriptions' own: every lexeme of the rank
 * vector is in the search vector (migration 0025: rank_vector = ab, search_vector = ab || c), so a company's search
 * lexemes are its rank lexemes plus those only in its descriptions, and only the latter are stored again.
 */
class SearchLists implements Postings {
  constructor(
    private readonly rank: Lists<Int32Array>,
    private readonly descriptions: Lists<Int32Array>,
  ) {}

  get(l: number): Int32Array {
    const a = this.rank.get(l)
    const b = this.descriptions.get(l)
    if (b.length === 0) return a
    if (a.length === 0) return b
    // Disjoint ascending lists (a company's lexeme is in one or the other), merged.
    const out = new Int32Array(a.length + b.length)
    let i = 0
    let j = 0
    let k = 0
    while (i < a.length && j < b.length) out[k++] = a[i]! < b[j]! ? a[i++]! : b[j++]!
    while (i < a.length) out[k++] = a[i++]!
    while (j < b.length) out[k++] = b[j++]!
    return out
  }

  last(l: number): number {
    return Math.max(this.rank.last(l), this.descriptions.last(l))
  }

  each(l: number, out: Int32Array[]): void {
    this.rank.each(l, out)
    this.descriptions.each(l, out)
  }

  has(l: number, value: number): boolean {
    return this.rank.has(l, value) || this.descriptions.has(l, value)
  }
}

/** The index cannot answer this query (a phrase or NOT operator, an unreadable text): use SQL. */
export class UnsupportedQuery extends Error {}

export class PostingsIndex {
  private readonly lexemeIds = new Map<string, number>()
  private readonly lexemes: string[] = []
  private sortedLexemeIds: Int32Array | null = null
  private descriptionPostings: Lists<Int32Array> = new Lists<Int32Array>((n) => new Int32Array(n))
  private rankPostings: Lists<Int32Array> = new Lists<Int32Array>((n) => new Int32Array(n))
  /** Each rank posting's part of ts_rank before the division by pi²/6 (ts-rank.ts rankPart), a float. */
  private rankParts: Lists<Float32Array> = new Lists<Float32Array>((n) => new Float32Array(n))
  private processPostings: Lists<Int32Array> = new Lists<Int32Array>((n) => new Int32Array(n))
  private materialPostings: Lists<Int32Array> = new Lists<Int32Array>((n) => new Int32Array(n))
  private readonly certificationPostings = new Map<number, Growable<Int32Array>>()
  /** The slots of each category (a supplier pool's category candidates). */
  private readonly categoryPostings = new Map<number, Growable<Int32Array>>()
  private readonly scratch = new Scratch()
  /** The four vectors' postings, in HELD_IN_* order (a conjunction names its vector by this index). */
  private searchPostings: Postings = new SearchLists(this.rankPostings, this.descriptionPostings)
  private vectors: Postings[] = [this.rankPostings, this.searchPostings, this.processPostings, this.materialPostings]
  /**
   * The intersections of ANDs of whole words (a thesaurus term of several words: 'moldeo' & 'inyeccion'), per
   * vector, made the first time a query asks and kept exact by upsert: common words' lists run to tens of thousands
   * of slots, and a supplier pool intersects a few hundred such pairs. Keyed by vector and the words' lexeme ids.
   */
  private readonly conjunctions = new Map<string, { vector: number; lexemes: number[]; slots: Growable<Int32Array> }>()

  private readonly ids: string[] = []
  private readonly alive = bytes()
  private readonly listed = bytes()
  private readonly supplier = bytes()
  /** State of each slot, as an index into stateNames. */
  private readonly stateOf = ints()
  private readonly stateNames: string[] = []
  private readonly stateCodes = new Map<string, number>()
  /** Categories and certifications of all slots, one after the other: slot s holds [start[s], start[s + 1]). */
  private readonly categoryIds = ints()
  private readonly categoryStart = ints()
  private readonly certificationIds = ints()
  private readonly certificationStart = ints()
  private readonly completeness = doubles()
  private readonly platinumUntil = doubles()
  private readonly updatedAt = doubles()
  private readonly slotOf = new Map<string, number>()
  private dead = 0
  private maxCertificationId = 0
  private maxCategoryId = 0

  /** Companies in the index. */
  get size(): number {
    return this.slotOf.size
  }

  /** Slots no longer used (a reload compacts them). */
  get deadSlots(): number {
    return this.dead
  }

  /**
   * The live companies, compacted (dead slots left out, every array at its exact size): what a snapshot stores and
   * what `fromImage` builds an index from. Conjunctions are not kept: they are made again when a query asks.
   */
  image(): IndexImage {
    const n = this.ids.length
    const alive = this.alive.data
    const newSlot = new Int32Array(n)
    let live = 0
    for (let s = 0; s < n; s++) newSlot[s] = alive[s] ? live++ : -1
    const ids: string[] = new Array<string>(live)
    const listed = new Uint8Array(live)
    const supplier = new Uint8Array(live)
    const stateOf = new Int32Array(live)
    const completeness = new Float64Array(live)
    const platinumUntil = new Float64Array(live)
    const updatedAt = new Float64Array(live)
    const categoryStart = new Int32Array(live + 1)
    const certificationStart = new Int32Array(live + 1)
    let categories = 0
    let certifications = 0
    for (let s = 0; s < n; s++) {
      if (!alive[s]) continue
      categories += this.categoryStart.data[s + 1]! - this.categoryStart.data[s]!
      certifications += this.certificationStart.data[s + 1]! - this.certificationStart.data[s]!
    }
    const categoryIds = new Int32Array(categories)
    const certificationIds = new Int32Array(certifications)
    for (let s = 0; s < n; s++) {
      const t = newSlot[s]!
      if (t < 0) continue
      ids[t] = this.ids[s]!
      listed[t] = this.listed.data[s]!
      supplier[t] = this.supplier.data[s]!
      stateOf[t] = this.stateOf.data[s]!
      completeness[t] = this.completeness.data[s]!
      platinumUntil[t] = this.platinumUntil.data[s]!
      updatedAt[t] = this.updatedAt.data[s]!
      const cats = this.categoryIds.data.subarray(this.categoryStart.data[s], this.categoryStart.data[s + 1])
      categoryIds.set(cats, categoryStart[t]!)
      categoryStart[t + 1] = categoryStart[t]! + cats.length
      const certs = this.certificationIds.data.subarray(this.certificationStart.data[s], this.certificationStart.data[s + 1])
      certificationIds.set(certs, certificationStart[t]!)
      certificationStart[t + 1] = certificationStart[t]! + certs.length
    }
    const lists = (count: number, list: (l: number) => Int32Array, parts?: Lists<Float32Array>): PostingsImage => {
      const offsets = new Int32Array(count + 1)
      for (let l = 0; l < count; l++) {
        const slots = list(l)
        let kept = 0
        for (let i = 0; i < slots.length; i++) if (newSlot[slots[i]!]! >= 0) kept++
        offsets[l + 1] = offsets[l]! + kept
      }
      const slots = new Int32Array(offsets[count]!)
      const keptParts = parts ? new Float32Array(slots.length) : undefined
      let at = 0
      for (let l = 0; l < count; l++) {
        const from = list(l)
        const fromParts = parts?.get(l)
        for (let i = 0; i < from.length; i++) {
          const t = newSlot[from[i]!]!
          if (t < 0) continue
          if (keptParts) keptParts[at] = fromParts![i]!
          slots[at++] = t
        }
      }
      return keptParts ? { offsets, slots, parts: keptParts } : { offsets, slots }
    }
    const L = this.lexemes.length
    const ofLexemes = (postings: Lists<Int32Array>, parts?: Lists<Float32Array>) => lists(L, (l) => postings.get(l), parts)
    const ofKeys = (keys: Int32Array, map: Map<number, Growable<Int32Array>>) =>
      lists(keys.length, (k) => {
        const g = map.get(keys[k]!)!
        return g.data.subarray(0, g.length)
      })
    const certificationKeys = Int32Array.from([...this.certificationPostings.keys()].sort((a, b) => a - b))
    const categoryKeys = Int32Array.from([...this.categoryPostings.keys()].sort((a, b) => a - b))
    return {
      lexemes: [...this.lexemes],
      ids,
      stateNames: [...this.stateNames],
      listed,
      supplier,
      stateOf,
      categoryIds,
      categoryStart,
      certificationIds,
      certificationStart,
      completeness,
      platinumUntil,
      updatedAt,
      descriptions: ofLexemes(this.descriptionPostings),
      rank: ofLexemes(this.rankPostings, this.rankParts),
      process: ofLexemes(this.processPostings),
      material: ofLexemes(this.materialPostings),
      certificationKeys,
      certification: ofKeys(certificationKeys, this.certificationPostings),
      categoryKeys,
      category: ofKeys(categoryKeys, this.categoryPostings),
    }
  }

  /** An index holding an image's companies; its arrays are views of the image's (a write copies what it grows). */
  static fromImage(img: IndexImage): PostingsIndex {
    const index = new PostingsIndex()
    const live = img.ids.length
    img.lexemes.forEach((lexeme, l) => {
      index.lexemeIds.set(lexeme, l)
      index.lexemes.push(lexeme)
    })
    const ints = (p: PostingsImage) => new Lists<Int32Array>((n) => new Int32Array(n), p.offsets, p.slots)
    index.descriptionPostings = ints(img.descriptions)
    index.rankPostings = ints(img.rank)
    index.rankParts = new Lists<Float32Array>((n) => new Float32Array(n), img.rank.offsets, img.rank.parts!)
    index.processPostings = ints(img.process)
    index.materialPostings = ints(img.material)
    index.searchPostings = new SearchLists(index.rankPostings, index.descriptionPostings)
    index.vectors = [index.rankPostings, index.searchPostings, index.processPostings, index.materialPostings]
    img.certificationKeys.forEach((key, k) => {
      index.certificationPostings.set(key, holding(img.certification.slots.subarray(img.certification.offsets[k], img.certification.offsets[k + 1]), (n) => new Int32Array(n)))
    })
    img.categoryKeys.forEach((key, k) => {
      index.categoryPostings.set(key, holding(img.category.slots.subarray(img.category.offsets[k], img.category.offsets[k + 1]), (n) => new Int32Array(n)))
    })
    img.ids.forEach((id, slot) => {
      index.ids.push(id)
      index.slotOf.set(id, slot)
    })
    img.stateNames.forEach((name, code) => {
      index.stateNames.push(name)
      index.stateCodes.set(name, code)
    })
    const set = <T extends Int32Array | Float64Array | Uint8Array>(g: Growable<T>, data: T) => {
      g.data = data
      g.length = data.length
    }
    set(index.alive, new Uint8Array(live).fill(1))
    set(index.listed, img.listed)
    set(index.supplier, img.supplier)
    set(index.stateOf, img.stateOf)
    set(index.categoryIds, img.categoryIds)
    set(index.categoryStart, live === 0 ? new Int32Array(0) : img.categoryStart)
    set(index.certificationIds, img.certificationIds)
    set(index.certificationStart, live === 0 ? new Int32Array(0) : img.certificationStart)
    set(index.completeness, img.completeness)
    set(index.platinumUntil, img.platinumUntil)
    set(index.updatedAt, img.updatedAt)
    for (const id of img.categoryIds) index.maxCategoryId = Math.max(index.maxCategoryId, id)
    for (const id of img.certificationIds) index.maxCertificationId = Math.max(index.maxCertificationId, id)
    return index
  }

  /** Bytes held by the index's typed arrays (capacity, not length), by kind. */
  memory(): Record<'search' | 'rank' | 'matching' | 'companies' | 'scratch', number> {
    const bytes = (list: Iterable<Growable<Int32Array | Float32Array | Float64Array | Uint8Array>>) => {
      let n = 0
      for (const g of list) n += g.data.byteLength
      return n
    }
    const sc = this.scratch
    return {
      search: this.descriptionPostings.bytes(),
      rank: this.rankPostings.bytes() + this.rankParts.bytes(),
      matching: this.processPostings.bytes() + this.materialPostings.bytes() + bytes([...this.conjunctions.values()].map((c) => c.slots)),
      companies:
        bytes(this.certificationPostings.values()) +
        bytes(this.categoryPostings.values()) +
        bytes([this.alive, this.listed, this.supplier, this.stateOf, this.categoryIds, this.categoryStart, this.certificationIds, this.certificationStart, this.completeness, this.platinumUntil, this.updatedAt]),
      scratch: [sc.mark, sc.touched, sc.flags, sc.sums, sc.score, sc.fullBy, sc.anyBy, sc.rankMark, sc.rank].reduce((n, a) => n + a.byteLength, 0),
    }
  }

  /** Adds a company, or replaces it. */
  upsert(c: IndexedCompany): void {
    this.remove(c.id)
    const slot = this.ids.length
    this.ids.push(c.id)
    this.slotOf.set(c.id, slot)
    this.alive.push(1)
    this.listed.push(c.listed ? 1 : 0)
    this.supplier.push(c.isSupplier ? 1 : 0)
    let state = this.stateCodes.get(c.state)
    if (state === undefined) {
      state = this.stateNames.length
      this.stateCodes.set(c.state, state)
      this.stateNames.push(c.state)
    }
    this.stateOf.push(state)
    if (slot === 0) {
      this.categoryStart.push(0)
      this.certificationStart.push(0)
    }
    for (const id of c.categoryIds) this.categoryIds.push(id)
    this.categoryStart.push(this.categoryIds.length)
    for (const id of c.certificationIds) this.certificationIds.push(id)
    this.certificationStart.push(this.certificationIds.length)
    for (const id of c.categoryIds) this.maxCategoryId = Math.max(this.maxCategoryId, id)
    for (const id of c.certificationIds) this.maxCertificationId = Math.max(this.maxCertificationId, id)
    this.completeness.push(c.completeness)
    this.platinumUntil.push(c.platinumUntil ?? Number.NaN)
    this.updatedAt.push(c.updatedAtMicros)
    const inRank = new Set<string>()
    for (const e of c.rankVector) inRank.add(e.lexeme)
    for (const e of c.searchVector) if (!inRank.has(e.lexeme)) this.descriptionPostings.push(this.lexemeId(e.lexeme), slot)
    for (const e of c.rankVector) {
      const id = this.lexemeId(e.lexeme)
      this.rankPostings.push(id, slot)
      this.rankParts.push(id, rankPart(e.weights))
    }
    for (const lexeme of c.processLexemes) this.processPostings.push(this.lexemeId(lexeme), slot)
    for (const lexeme of c.materialLexemes) this.materialPostings.push(this.lexemeId(lexeme), slot)
    for (const cert of new Set(c.certificationIds)) {
      let list = this.certificationPostings.get(cert)
      if (!list) this.certificationPostings.set(cert, (list = ints()))
      list.push(slot)
    }
    for (const category of new Set(c.categoryIds)) {
      let list = this.categoryPostings.get(category)
      if (!list) this.categoryPostings.set(category, (list = ints()))
      list.push(slot)
    }
    // The slot is the last of each list of its lexemes: whether it holds every word of a conjunction is O(1) a word.
    for (const conjunction of this.conjunctions.values()) {
      const postings = this.vectors[conjunction.vector]!
      const holdsAll = conjunction.lexemes.every((id) => postings.last(id) === slot)
      if (holdsAll) conjunction.slots.push(slot)
    }
  }

  /**
   * The slots of an AND of whole words, from the conjunctions (made when first asked); null for other ANDs, or when
   * MAX_CONJUNCTIONS are kept.
   */
  private conjunction(node: { args: TsqueryNode[] }, postings: Postings): Int32Array | null {
    const words: number[] = []
    for (const arg of node.args) {
      if (!('word' in arg) || arg.prefix) return null
      const id = this.lexemeIds.get(arg.word)
      // A word no company has: nothing matches (and nothing is kept, so a company that brings it is not missed).
      if (id === undefined) return new Int32Array(0)
      words.push(id)
    }
    const vector = this.vectors.indexOf(postings)
    const lexemes = [...new Set(words)].sort((a, b) => a - b)
    const key = `${vector}:${lexemes.join(',')}`
    let kept = this.conjunctions.get(key)
    if (!kept) {
      if (vector < 0 || this.conjunctions.size >= MAX_CONJUNCTIONS) return null
      const result = intersectAll(lexemes.map((id) => postings.get(id)))
      kept = { vector, lexemes, slots: new Growable(Int32Array.from(result), (n) => new Int32Array(n)) }
      kept.slots.length = result.length
      this.conjunctions.set(key, kept)
    }
    return kept.slots.data.subarray(0, kept.slots.length)
  }

  remove(companyId: string): void {
    const slot = this.slotOf.get(companyId)
    if (slot === undefined) return
    this.alive.data[slot] = 0
    this.slotOf.delete(companyId)
    this.dead++
  }

  private lexemeId(lexeme: string): number {
    let id = this.lexemeIds.get(lexeme)
    if (id === undefined) {
      id = this.lexemes.length
      this.lexemeIds.set(lexeme, id)
      this.lexemes.push(lexeme)
      this.sortedLexemeIds = null
    }
    return id
  }

  /** Ids of the lexemes a query operand stands for, in PostgreSQL's lexeme order (a prefix: every lexeme it starts). */
  private operandLexemes(word: string, prefix: boolean): number[] {
    if (!prefix) {
      const id = this.lexemeIds.get(word)
      return id === undefined ? [] : [id]
    }
    if (!this.sortedLexemeIds) {
      const order = Int32Array.from(this.lexemes.keys())
      order.sort((a, b) => compareLexemes(this.lexemes[a]!, this.lexemes[b]!))
      this.sortedLexemeIds = order
    }
    const sorted = this.sortedLexemeIds
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (compareLexemes(this.lexemes[sorted[mid]!]!, word) < 0) lo = mid + 1
      else hi = mid
    }
    const out: number[] = []
    for (let i = lo; i < sorted.length && this.lexemes[sorted[i]!]!.startsWith(word); i++) out.push(sorted[i]!)
    return out
  }

  /**
   * The slots matching a node, ascending (posting lists are: slots are appended in order): AND intersects its
   * operands' lists from the shortest, so a phrase costs the rarest of its words, not the directory.
   */
  private slotsOf(node: TsqueryNode, postings: Postings): Int32Array {
    if ('word' in node && !node.prefix) {
      const id = this.lexemeIds.get(node.word)
      return id === undefined ? new Int32Array(0) : postings.get(id)
    }
    if (!('word' in node) && node.op === '&') {
      const kept = this.conjunction(node, postings)
      if (kept) return kept
      return intersectAll(node.args.map((arg) => this.slotsOf(arg, postings)))
    }
    // A prefix or an OR inside an AND: its lists joined, sorted, without repeats (work of their length, not the directory's).
    const lists = this.lists(node, postings)
    if (lists.length === 1) return lists[0]!
    const all = new Int32Array(lists.reduce((n, list) => n + list.length, 0))
    let at = 0
    for (const list of lists) {
      all.set(list, at)
      at += list.length
    }
    all.sort()
    let kept = 0
    for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[kept++] = all[i]!
    return all.subarray(0, kept)
  }

  /** The ascending slot lists whose union is what a tsquery tree matches (an AND is intersected into one). */
  private lists(node: TsqueryNode, postings: Postings, out: Int32Array[] = []): Int32Array[] {
    if ('word' in node) {
      for (const id of this.operandLexemes(node.word, node.prefix)) postings.each(id, out)
    } else if (node.op === '|') {
      for (const arg of node.args) this.lists(arg, postings, out)
    } else if (node.op === '&') {
      out.push(this.slotsOf(node, postings))
    } else {
      // Phrases need positions, NOT the whole directory: the index does not answer them.
      throw new UnsupportedQuery(node.op)
    }
    return out
  }

  /**
   * ts_rank(rank_vector, rankTsq) of the slots holding one of its lexemes, accumulated in the scratch's `rank` (read
   * through `rankOf`, 0 elsewhere). The work is the query words' rank postings, not the directory.
   */
  private ranks(rankTsq: string, scratch: Scratch): number {
    const tree = rankTsq === '' ? null : parseTsquery(rankTsq)
    if (rankTsq !== '' && !tree) throw new UnsupportedQuery('rank query')
    if (!tree) return 0
    if (!('word' in tree) && (tree.op === '&' || tree.op === '<->')) throw new UnsupportedQuery('ts_rank of an AND query')
    // The query's operands, sorted and de-duplicated by their text (tsrank.c SortAndUniqItems).
    const operands = new Map<string, boolean>()
    const collect = (node: TsqueryNode): void => {
      if ('word' in node) {
        if (!operands.has(node.word)) operands.set(node.word, node.prefix)
      } else if (node.op === '!') collect(node.arg)
      else node.args.forEach(collect)
    }
    collect(tree)
    const items = [...operands.keys()].sort(compareLexemes)
    const { rank, rankMark, epoch } = scratch
    for (const word of items) {
      for (const id of this.operandLexemes(word, operands.get(word)!)) {
        const slots = this.rankPostings.get(id)
        const parts = this.rankParts.get(id)
        for (let i = 0; i < slots.length; i++) {
          const s = slots[i]!
          if (rankMark[s] !== epoch) {
            rankMark[s] = epoch
            rank[s] = 0
          }
          rank[s] = addRankPart(rank[s]!, parts[i]!)
        }
      }
    }
    return items.length
  }

  /**
   * For each tsquery text and company, which of its vectors match it (`@@`), as HELD_IN_* bits. Null if a company is
   * not in the index.
   *
   * A company's /matches asks about ~14,000 texts (the terms of the concepts of ~200 requirements) made of a few
   * thousand words: each operand is looked up once per company, in the four vectors at once (AND and OR work bit by
   * bit; NOT is not answered), each distinct text is evaluated once, and a tree stops as soon as its answer is known.
   */
  holds(companyIds: readonly string[], tsqs: readonly string[]): Holds | null {
    const slots = companyIds.map((id) => this.slotOf.get(id))
    if (slots.some((s) => s === undefined)) return null
    const vectors = this.vectors
    const ALL = (1 << vectors.length) - 1
    // Operand ('p' + a prefix, 'w' + a whole word) → per company, the bits of the vectors that hold it.
    const operands = new Map<string, Uint8Array>()
    const operandBits = (word: string, prefix: boolean): Uint8Array => {
      const key = (prefix ? 'p' : 'w') + word
      let bits = operands.get(key)
      if (!bits) {
        bits = new Uint8Array(slots.length)
        for (const id of this.operandLexemes(word, prefix)) {
          for (let i = 0; i < slots.length; i++) {
            for (let v = 0; v < vectors.length; v++) if (!(bits[i]! & (1 << v)) && vectors[v]!.has(id, slots[i]!)) bits[i]! |= 1 << v
          }
        }
        operands.set(key, bits)
      }
      return bits
    }
    const bitsOf = (node: TsqueryNode, i: number): number => {
      if ('word' in node) return operandBits(node.word, node.prefix)[i]!
      if (node.op === '|') {
        let bits = 0
        for (const arg of node.args) if ((bits |= bitsOf(arg, i)) === ALL) break
        return bits
      }
      if (node.op === '&') {
        let bits = ALL
        for (const arg of node.args) if ((bits &= bitsOf(arg, i)) === 0) break
        return bits
      }
      throw new UnsupportedQuery(node.op)
    }
    const byText = new Map<string, Uint8Array>()
    return tsqs.map((tsq) => {
      let bits = byText.get(tsq)
      if (!bits) {
        const tree = tsq === '' ? null : parseTsquery(tsq)
        if (tsq !== '' && !tree) throw new UnsupportedQuery('query')
        bits = new Uint8Array(slots.length)
        if (tree) for (let i = 0; i < slots.length; i++) bits[i] = bitsOf(tree, i)
        byText.set(tsq, bits)
      }
      return bits
    })
  }

  /** ts_rank(rank_vector, query) by company id (tests compare it with PostgreSQL's). */
  rankAll(rankTsq: string): Map<string, number> {
    const scratch = this.scratchFor()
    const items = this.ranks(rankTsq, scratch)
    return new Map([...this.slotOf].map(([id, slot]) => [id, scratch.rankOf(slot, items)]))
  }

  /** The per-query work arrays, sized to the slots and reused query after query (one query at a time per index). */
  private scratchFor(): Scratch {
    this.scratch.begin(this.ids.length)
    return this.scratch
  }

  private static tree(c: PostingsConcept): TsqueryNode | null {
    const tree = c.tsq === '' ? null : parseTsquery(c.tsq)
    if (c.tsq !== '' && !tree) throw new UnsupportedQuery('concept query')
    return tree
  }

  /**
   * Per slot, Σ weight × points over the concepts, in concept order (retrieval.repo coverageSql before its division),
   * into the scratch's `sums` of the slots it touches: a full point for a concept in the names, products,
   * processes… or a named certification held, DESCRIPTION_MATCH if only in the descriptions. Slots holding a
   * concept's text anywhere or a certification it names are flagged CANDIDATE when `mark`. The work is the
   * concepts' posting lists, not the directory.
   */
  private coverageSums(concepts: readonly PostingsConcept[], descriptionMatch: number, scratch: Scratch, mark: boolean): void {
    const { sums, fullBy, anyBy, flags } = scratch
    const flag = mark ? CANDIDATE : 0
    for (const c of concepts) {
      // Each concept adds to a slot once, in concept order, as the SQL's sum does: `fullBy`/`anyBy` hold the last
      // concept (its stamp) that gave a slot a full point, or any point.
      const stamp = scratch.nextStamp()
      const full = c.weight
      const description = descriptionMatch * c.weight
      const tree = PostingsIndex.tree(c)
      const fullLists: Int32Array[] = tree ? this.lists(tree, this.rankPostings) : []
      const certLists: Int32Array[] = []
      for (const cert of c.certificationIds) {
        const list = this.certificationPostings.get(cert)
        if (list) certLists.push(list.data.subarray(0, list.length))
      }
      // Full points first (a named certification held, or the text in the rank vector), then the descriptions'. A
      // text without AND matches the search vector where it matches the rank vector (rank lexemes are search
      // lexemes: SearchLists), so its rank lists mark candidates here and only the descriptions' own are read after.
      const orOnly = tree !== null && !hasAnd(tree)
      for (const lists of [certLists, fullLists]) {
        const marks = lists === certLists || orOnly ? flag : 0
        for (const list of lists) {
          for (let i = 0; i < list.length; i++) {
            const s = list[i]!
            scratch.touch(s)
            flags[s]! |= marks
            if (fullBy[s] !== stamp) {
              fullBy[s] = stamp
              anyBy[s] = stamp
              sums[s]! += full
            }
          }
        }
      }
      if (!tree) continue
      for (const list of this.lists(tree, orOnly ? this.descriptionPostings : this.searchPostings)) {
        for (let i = 0; i < list.length; i++) {
          const s = list[i]!
          scratch.touch(s)
          flags[s]! |= flag
          if (anyBy[s] !== stamp) {
            anyBy[s] = stamp
            sums[s]! += description
          }
        }
      }
    }
  }

  /** Flags CANDIDATE the slots holding a concept's text anywhere, or a certification it names. */
  private markCandidates(concepts: readonly PostingsConcept[], scratch: Scratch): void {
    for (const c of concepts) {
      const tree = PostingsIndex.tree(c)
      const lists = tree ? this.lists(tree, this.searchPostings) : []
      for (const cert of c.certificationIds) {
        const list = this.certificationPostings.get(cert)
        if (list) lists.push(list.data.subarray(0, list.length))
      }
      for (const list of lists) {
        for (let i = 0; i < list.length; i++) {
          scratch.touch(list[i]!)
          scratch.flags[list[i]!]! |= CANDIDATE
        }
      }
    }
  }

  /**
   * The `limit` best candidates of a supplier ranking by pre-rank (coverage points + category points), then
   * completeness, freshness, id: what matching.repo supplierCandidates computes over every candidate.
   */
  pool(q: PoolQuery): { id: string; pre: number }[] {
    const scratch = this.scratchFor()
    // The candidates' concepts are usually the scored ones: marked while summing, else separately.
    const key = (c: PostingsConcept) => `${c.tsq}\u0000${c.certificationIds.join(',')}`
    const scored = new Set(q.concepts.map(key))
    const sameConcepts = q.candidateConcepts.length === scored.size && q.candidateConcepts.every((c) => scored.has(key(c)))
    if (!sameConcepts) this.markCandidates(q.candidateConcepts, scratch)
    this.coverageSums(q.concepts, q.descriptionMatch, scratch, sameConcepts)
    const totalWeight = q.concepts.reduce((sum, c) => sum + c.weight, 0)
    const { flags, sums, score: pre, touched } = scratch
    for (const id of new Set(q.categoryIds)) {
      const list = this.categoryPostings.get(id)
      if (!list) continue
      for (let i = 0; i < list.length; i++) {
        const s = list.data[i]!
        scratch.touch(s)
        flags[s]! |= CANDIDATE | IN_CATEGORY
      }
    }
    const exclude = q.excludeId === null ? -1 : (this.slotOf.get(q.excludeId) ?? -1)
    const alive = this.alive.data
    const listed = this.listed.data
    const supplier = this.supplier.data
    const found: number[] = []
    const { coveragePoints, categoryPoints, suppliersOnly } = q
    for (let t = 0; t < scratch.count; t++) {
      const s = touched[t]!
      if (!(flags[s]! & CANDIDATE) || !alive[s] || !listed[s] || s === exclude || (suppliersOnly && !supplier[s])) continue
      // coverage (a float) × points, plus the category's: double arithmetic, as PostgreSQL's float4 * integer.
      const coverage = totalWeight === 0 ? 0 : f32(sums[s]! / totalWeight)
      pre[s] = coverage * coveragePoints + (flags[s]! & IN_CATEGORY ? categoryPoints : 0)
      found.push(s)
    }
    const ids = this.ids
    const comp = this.completeness.data
    const upd = this.updatedAt.data
    const better = (a: number, b: number) =>
      pre[a]! !== pre[b]! ? pre[a]! > pre[b]! : comp[a]! !== comp[b]! ? comp[a]! > comp[b]! : upd[a]! !== upd[b]! ? upd[a]! > upd[b]! : ids[a]! < ids[b]!
    return boundedBest(found, q.limit, better).map((s) => ({ id: ids[s]!, pre: pre[s]! }))
  }

  /** Results of a text query: total, facets and one page, as search.repo's SQL ranking computes them. */
  search(q: PostingsQuery): PostingsResult {
    const scratch = this.scratchFor()
    const totalWeight = q.concepts.reduce((sum, c) => sum + c.weight, 0)
    // Candidates: slots holding some concept's text anywhere, or a named certification.
    this.coverageSums(q.concepts, q.descriptionMatch, scratch, true)
    const items = this.ranks(q.rankTsq, scratch)

    const stateWanted = new Uint8Array(this.stateNames.length)
    for (const state of q.filters.states) {
      const code = this.stateCodes.get(state)
      if (code !== undefined) stateWanted[code] = 1
    }
    const certWanted = new Uint8Array(this.maxCertificationId + 1)
    for (const id of q.filters.certificationIds) if (id <= this.maxCertificationId) certWanted[id] = 1
    const catWanted = new Uint8Array(this.maxCategoryId + 1)
    for (const id of q.filters.categoryIds) if (id <= this.maxCategoryId) catWanted[id] = 1
    const anyState = q.filters.states.length === 0
    const anyCert = q.filters.certificationIds.length === 0
    const anyCat = q.filters.categoryIds.length === 0
    const minCoverage = f32(q.minCoverage)
    const alive = this.alive.data
    const listed = this.listed.data
    const plat = this.platinumUntil.data
    const stateOf = this.stateOf.data
    const cats = this.categoryIds.data
    const catStart = this.categoryStart.data
    const certs = this.certificationIds.data
    const certStart = this.certificationStart.data
    const { flags, sums, score, touched } = scratch

    // Facet counters by value: state codes, certification and category ids.
    const stateTally = new Int32Array(this.stateNames.length)
    const certTally = new Int32Array(this.maxCertificationId + 1)
    const catTally = new Int32Array(this.maxCategoryId + 1)
    const results: number[] = []
    const step = scratch.count > FACET_EXACT_BOUND ? Math.ceil(scratch.count / FACET_EXACT_BOUND) : 1
    for (let t = 0; t < scratch.count; t++) {
      const s = touched[t]!
      if (!(flags[s]! & CANDIDATE) || !alive[s] || !listed[s] || totalWeight === 0) continue
      const coverage = f32(sums[s]! / totalWeight)
      if (!(coverage >= minCoverage)) continue
      const pLoc = anyState || stateWanted[stateOf[s]!] === 1
      let pCert = anyCert
      for (let i = certStart[s]!; !pCert && i < certStart[s + 1]!; i++) pCert = certWanted[certs[i]!] === 1
      let pCat = anyCat
      for (let i = catStart[s]!; !pCat && i < catStart[s + 1]!; i++) pCat = catWanted[cats[i]!] === 1
      if (step === 1 || s % step === 0) {
        if (pCert && pCat) stateTally[stateOf[s]!]!++
        if (pLoc && pCat) for (let i = certStart[s]!; i < certStart[s + 1]!; i++) certTally[certs[i]!]!++
        if (pLoc && pCert) for (let i = catStart[s]!; i < catStart[s + 1]!; i++) catTally[cats[i]!]!++
      }
      if (!(pLoc && pCert && pCat)) continue
      score[s] = plat[s]! > q.nowMs ? coverage * q.platinumBoost : coverage
      results.push(s)
    }
    const counted = <K>(tally: Int32Array, key: (i: number) => K) => {
      const out = new Map<K, number>()
      tally.forEach((count, i) => count > 0 && out.set(key(i), count * step))
      return out
    }
    const loc = counted(stateTally, (i) => this.stateNames[i]!)
    const cert = counted(certTally, (i) => i)
    const cat = counted(catTally, (i) => i)

    // score desc, ts_rank desc, completeness desc, freshness desc, id: the `offset + limit` best, by a bounded heap.
    const ids = this.ids
    const comp = this.completeness.data
    const upd = this.updatedAt.data
    const better = (a: number, b: number) => {
      if (score[a]! !== score[b]!) return score[a]! > score[b]!
      const ra = scratch.rankOf(a, items)
      const rb = scratch.rankOf(b, items)
      return ra !== rb ? ra > rb : comp[a]! !== comp[b]! ? comp[a]! > comp[b]! : upd[a]! !== upd[b]! ? upd[a]! > upd[b]! : ids[a]! < ids[b]!
    }
    const top = boundedBest(results, q.offset + q.limit, better)
    const page = top.slice(q.offset).map((s) => ({ id: ids[s]!, plat: plat[s]! > q.nowMs }))
    return { total: results.length, page, loc, cert, cat, facetsAreEstimates: step > 1 }
  }
}

/** Whether a tsquery tree has an AND (its match in the search vector is not the union of its parts' lists). */
function hasAnd(node: TsqueryNode): boolean {
  if ('word' in node) return false
  if (node.op === '!') return hasAnd(node.arg)
  return node.op !== '|' || node.args.some(hasAnd)
}

/** Scratch flags of a slot during one query. */
const CANDIDATE = 1
const IN_CATEGORY = 2
/** Stamps and epochs start over before they overflow an Int32Array. */
const STAMP_LIMIT = 2 ** 31 - 2

/**
 * One query's work arrays, indexed by slot and reused by the next query, so a query allocates nothing of the
 * directory's size: a slot's entries count only when `mark[slot]` is this query's epoch (`touch` resets them on
 * first use and lists the slot in `touched`), and the loops walk `touched`, the slots the query's posting lists
 * named. (About 45 bytes a slot, allocated once per index and grown with it.)
 */
class Scratch {
  epoch = 0
  mark = new Int32Array(0)
  touched = new Int32Array(0)
  count = 0
  flags = new Uint8Array(0)
  sums = new Float64Array(0)
  score = new Float64Array(0)
  stamp = 0
  fullBy = new Int32Array(0)
  anyBy = new Int32Array(0)
  rankMark = new Int32Array(0)
  rank = new Float32Array(0)

  begin(slots: number): void {
    if (this.mark.length < slots) {
      const size = Math.max(slots, Math.ceil(this.mark.length * 1.5), 64)
      this.mark = new Int32Array(size)
      this.touched = new Int32Array(size)
      this.flags = new Uint8Array(size)
      this.sums = new Float64Array(size)
      this.score = new Float64Array(size)
      this.fullBy = new Int32Array(size)
      this.anyBy = new Int32Array(size)
      this.rankMark = new Int32Array(size)
      this.rank = new Float32Array(size)
      this.epoch = 0
      this.stamp = 0
    }
    if (this.epoch >= STAMP_LIMIT) {
      this.mark.fill(0)
      this.rankMark.fill(0)
      this.epoch = 0
    }
    this.epoch++
    this.count = 0
  }

  touch(slot: number): void {
    if (this.mark[slot] === this.epoch) return
    this.mark[slot] = this.epoch
    this.flags[slot] = 0
    this.sums[slot] = 0
    this.touched[this.count++] = slot
  }

  nextStamp(): number {
    if (this.stamp >= STAMP_LIMIT) {
      this.fullBy.fill(0)
      this.anyBy.fill(0)
      this.stamp = 0
    }
    return ++this.stamp
  }

  /** ts_rank of a slot after `ranks` (0 where the query's words are not in its rank vector). */
  rankOf(slot: number, items: number): number {
    return this.rankMark[slot] === this.epoch ? finishRank(this.rank[slot]!, items) : 0
  }
}

/** PostgreSQL's lexeme order (tsCompareString): bytes, a prefix first. */
export function compareLexemes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** Slots in every one of the ascending lists (at least one), intersected from the shortest. */
function intersectAll(lists: Int32Array[]): Int32Array {
  const [shortest, ...others] = [...lists].sort((a, b) => a.length - b.length)
  return others.reduce(intersect, shortest!)
}

/** Slots in both ascending lists: binary search of the longer one when it is much longer, else a merge. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out: number[] = []
  if (a.length * Math.log2(b.length + 1) < a.length + b.length) {
    let lo = 0
    for (const x of a) {
      let hi = b.length
      while (lo < hi) {
        const mid = (lo + hi) >>> 1
        if (b[mid]! < x) lo = mid + 1
        else hi = mid
      }
      if (lo < b.length && b[lo] === x) out.push(x)
    }
  } else {
    let i = 0
    let j = 0
    while (i < a.length && j < b.length) {
      if (a[i]! < b[j]!) i++
      else if (a[i]! > b[j]!) j++
      else {
        out.push(a[i]!)
        i++
        j++
      }
    }
  }
  return Int32Array.from(out)
}

/** The `k` best of `items` (a min-heap of the best so far), best first. */
export function boundedBest(items: ArrayLike<number> & Iterable<number>, k: number, better: (a: number, b: number) => boolean): number[] {
  if (k <= 0) return []
  const heap: number[] = []
  const worse = (a: number, b: number) => better(b, a)
  const up = (i: number) => {
    while (i > 0) {
      const parent = (i - 1) >> 1
      if (!worse(heap[i]!, heap[parent]!)) break
      ;[heap[i], heap[parent]] = [heap[parent]!, heap[i]!]
      i = parent
    }
  }
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < heap.length && worse(heap[l]!, heap[m]!)) m = l
      if (r < heap.length && worse(heap[r]!, heap[m]!)) m = r
      if (m === i) return
      ;[heap[i], heap[m]] = [heap[m]!, heap[i]!]
      i = m
    }
  }
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item)
      up(heap.length - 1)
    } else if (better(item, heap[0]!)) {
      heap[0] = item
      down(0)
    }
  }
  return heap.sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0))
}
