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
import { parseTsquery, type TsqueryNode } from '../query/tsquery-text'
import { addRankPart, finishRank, rankPart } from './ts-rank'
import type { TsvectorEntry } from './tsvector-text'

/** One company_search row as the index needs it. */
export interface IndexedCompany {
  id: string
  listed: boolean
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
}

const f32 = Math.fround

/** A growable typed array. */
class Growable<T extends Int32Array | Float64Array | Uint8Array> {
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
const bytes = () => new Growable(new Uint8Array(64), (n) => new Uint8Array(n))

/** The index cannot answer this query (a phrase or NOT operator, an unreadable text): use SQL. */
export class UnsupportedQuery extends Error {}

export class PostingsIndex {
  private readonly lexemeIds = new Map<string, number>()
  private readonly lexemes: string[] = []
  private sortedLexemeIds: Int32Array | null = null
  private readonly searchPostings: Growable<Int32Array>[] = []
  private readonly rankPostings: Growable<Int32Array>[] = []
  private readonly rankParts: Growable<Float64Array>[] = []
  private readonly certificationPostings = new Map<number, Growable<Int32Array>>()

  private readonly ids: string[] = []
  private readonly alive = bytes()
  private readonly listed = bytes()
  private readonly states: string[] = []
  private readonly categories: Int32Array[] = []
  private readonly certifications: Int32Array[] = []
  private readonly completeness = doubles()
  private readonly platinumUntil = doubles()
  private readonly updatedAt = doubles()
  private readonly slotOf = new Map<string, number>()
  private dead = 0

  /** Companies in the index. */
  get size(): number {
    return this.slotOf.size
  }

  /** Slots no longer used (a reload compacts them). */
  get deadSlots(): number {
    return this.dead
  }

  /** Adds a company, or replaces it. */
  upsert(c: IndexedCompany): void {
    this.remove(c.id)
    const slot = this.ids.length
    this.ids.push(c.id)
    this.slotOf.set(c.id, slot)
    this.alive.push(1)
    this.listed.push(c.listed ? 1 : 0)
    this.states.push(c.state)
    this.categories.push(Int32Array.from(c.categoryIds))
    this.certifications.push(Int32Array.from(c.certificationIds))
    this.completeness.push(c.completeness)
    this.platinumUntil.push(c.platinumUntil ?? Number.NaN)
    this.updatedAt.push(c.updatedAtMicros)
    for (const e of c.searchVector) this.searchPostings[this.lexemeId(e.lexeme)]!.push(slot)
    for (const e of c.rankVector) {
      const id = this.lexemeId(e.lexeme)
      this.rankPostings[id]!.push(slot)
      this.rankParts[id]!.push(rankPart(e.weights))
    }
    for (const cert of new Set(c.certificationIds)) {
      let list = this.certificationPostings.get(cert)
      if (!list) this.certificationPostings.set(cert, (list = ints()))
      list.push(slot)
    }
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
      this.searchPostings.push(ints())
      this.rankPostings.push(ints())
      this.rankParts.push(doubles())
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

  /** Slots whose search (or rank) vector matches a tsquery tree. */
  private matches(node: TsqueryNode, postings: Growable<Int32Array>[]): Uint8Array {
    const n = this.ids.length
    if ('word' in node) {
      const mask = new Uint8Array(n)
      for (const id of this.operandLexemes(node.word, node.prefix)) {
        const list = postings[id]!
        for (let i = 0; i < list.length; i++) mask[list.data[i]!] = 1
      }
      return mask
    }
    if (node.op === '&' || node.op === '|') {
      const [first, ...rest] = node.args.map((arg) => this.matches(arg, postings))
      for (const other of rest)
        for (let s = 0; s < n; s++) first![s] = node.op === '&' ? first![s]! & other[s]! : first![s]! | other[s]!
      return first!
    }
    // Phrases need positions, NOT the whole directory: the index does not answer them.
    throw new UnsupportedQuery(node.op)
  }

  private certificationMask(certs: readonly number[]): Uint8Array | null {
    if (certs.length === 0) return null
    const mask = new Uint8Array(this.ids.length)
    for (const cert of certs) {
      const list = this.certificationPostings.get(cert)
      if (list) for (let i = 0; i < list.length; i++) mask[list.data[i]!] = 1
    }
    return mask
  }

  /** ts_rank(rank_vector, rankTsq) of every slot (0 where nothing matches). */
  private ranks(rankTsq: string): Float64Array {
    const n = this.ids.length
    const acc = new Float64Array(n)
    const tree = rankTsq === '' ? null : parseTsquery(rankTsq)
    if (rankTsq !== '' && !tree) throw new UnsupportedQuery('rank query')
    if (!tree) return acc
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
    for (const word of items) {
      for (const id of this.operandLexemes(word, operands.get(word)!)) {
        const slots = this.rankPostings[id]!
        const parts = this.rankParts[id]!.data
        for (let i = 0; i < slots.length; i++) {
          const s = slots.data[i]!
          acc[s] = addRankPart(acc[s]!, parts[i]!)
        }
      }
    }
    for (let s = 0; s < n; s++) acc[s] = finishRank(acc[s]!, items.length)
    return acc
  }

  /** ts_rank(rank_vector, query) by company id (tests compare it with PostgreSQL's). */
  rankAll(rankTsq: string): Map<string, number> {
    const tsr = this.ranks(rankTsq)
    return new Map([...this.slotOf].map(([id, slot]) => [id, tsr[slot]!]))
  }

  /** Results of a text query: total, facets and one page, as search.repo's SQL ranking computes them. */
  search(q: PostingsQuery): PostingsResult {
    const n = this.ids.length
    const totalWeight = q.concepts.reduce((sum, c) => sum + c.weight, 0)
    const concepts = q.concepts.map((c) => {
      const tree = c.tsq === '' ? null : parseTsquery(c.tsq)
      if (c.tsq !== '' && !tree) throw new UnsupportedQuery('concept query')
      return {
        weight: c.weight,
        search: tree ? this.matches(tree, this.searchPostings) : null,
        rank: tree ? this.matches(tree, this.rankPostings) : null,
        cert: this.certificationMask(c.certificationIds),
      }
    })
    const tsr = this.ranks(q.rankTsq)
    const states = new Set(q.filters.states)
    const certFilter = new Set(q.filters.certificationIds)
    const catFilter = new Set(q.filters.categoryIds)
    const overlaps = (values: Int32Array, set: Set<number>) => {
      for (const v of values) if (set.has(v)) return true
      return false
    }
    const minCoverage = f32(q.minCoverage)
    const boost = q.platinumBoost
    const alive = this.alive.data
    const listed = this.listed.data
    const plat = this.platinumUntil.data
    const comp = this.completeness.data
    const upd = this.updatedAt.data

    const loc = new Map<string, number>()
    const cert = new Map<number, number>()
    const cat = new Map<number, number>()
    const score = new Float64Array(n)
    const results: number[] = []
    let total = 0
    for (let s = 0; s < n; s++) {
      if (!alive[s] || !listed[s]) continue
      // A candidate holds a concept's text anywhere or one of the certifications it names.
      let candidate = false
      for (const c of concepts) if (c.search?.[s] || c.cert?.[s]) candidate = true
      if (!candidate || totalWeight === 0) continue
      let sum = 0
      for (const c of concepts) {
        const points = c.cert?.[s] || c.rank?.[s] ? 1 : c.search?.[s] ? q.descriptionMatch : 0
        sum += points * c.weight
      }
      const coverage = f32(sum / totalWeight)
      if (!(coverage >= minCoverage)) continue
      const pLoc = states.size === 0 || states.has(this.states[s]!)
      const pCert = certFilter.size === 0 || overlaps(this.certifications[s]!, certFilter)
      const pCat = catFilter.size === 0 || overlaps(this.categories[s]!, catFilter)
      if (pCert && pCat) loc.set(this.states[s]!, (loc.get(this.states[s]!) ?? 0) + 1)
      if (pLoc && pCat) for (const id of this.certifications[s]!) cert.set(id, (cert.get(id) ?? 0) + 1)
      if (pLoc && pCert) for (const id of this.categories[s]!) cat.set(id, (cat.get(id) ?? 0) + 1)
      if (!(pLoc && pCert && pCat)) continue
      total++
      score[s] = plat[s]! > q.nowMs ? coverage * boost : coverage
      results.push(s)
    }

    // score desc, ts_rank desc, completeness desc, freshness desc, id: the `offset + limit` best, by a bounded heap.
    const better = (a: number, b: number) =>
      score[a]! !== score[b]!
        ? score[a]! > score[b]!
        : tsr[a]! !== tsr[b]!
          ? tsr[a]! > tsr[b]!
          : comp[a]! !== comp[b]!
            ? comp[a]! > comp[b]!
            : upd[a]! !== upd[b]!
              ? upd[a]! > upd[b]!
              : this.ids[a]! < this.ids[b]!
    const wanted = q.offset + q.limit
    const top = boundedBest(results, wanted, better)
    const page = top.slice(q.offset).map((s) => ({ id: this.ids[s]!, plat: plat[s]! > q.nowMs }))
    return { total, page, loc, cert, cat }
  }
}

/** PostgreSQL's lexeme order (tsCompareString): bytes, a prefix first. */
export function compareLexemes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** The `k` best of `items` (a min-heap of the best so far), best first. */
export function boundedBest(items: readonly number[], k: number, better: (a: number, b: number) => boolean): number[] {
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
