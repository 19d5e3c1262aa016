/**
 * tsquery texts read back: the simplified query matches exactly the rows the full one matches (PostgreSQL is the
 * judge, on random vectors and queries), and the share estimates follow the planner's rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { textArray } from '../../../db/sql-arrays'
import { rows } from '../../../db/sql-rows'
import { createTestDatabase, type TestDatabase } from '../../../test/test-app'
import { parseTsquery, simplifyTsquery, tsqueryShare, type ElementShares } from './tsquery-text'

describe('simplifyTsquery', () => {
  it('drops repeated alternatives and those another one covers', () => {
    expect(simplifyTsquery("('estamp') | ('estamp')")).toBe("'estamp'")
    expect(simplifyTsquery("('estamp' & 'metal') | ('estamp')")).toBe("'estamp'")
    expect(simplifyTsquery("(('estamp') | ('estampado') | 'estampado':*) | (('estamp' & 'metal'))")).toBe("'estamp' | 'estampado':*")
    expect(simplifyTsquery("'estamp':* | 'estampado' | 'estamp' & 'metal'")).toBe("'estamp':*")
    expect(simplifyTsquery("('a' & 'b') | ('b' & 'a')")).toBe("('a' & 'b')")
    expect(simplifyTsquery("'it''s' | 'it''s'")).toBe("'it''s'")
  })

  it('leaves alone what it does not reduce: independent alternatives, NOT, phrases, ORs under ANDs', () => {
    expect(simplifyTsquery("'estamp' | 'stamping'")).toBe("'estamp' | 'stamping'")
    expect(simplifyTsquery("'estamp' & !'metal'")).toBe("'estamp' & !'metal'")
    expect(simplifyTsquery("'a' <-> 'b' | 'a' <-> 'b'")).toBe("'a' <-> 'b' | 'a' <-> 'b'")
    expect(simplifyTsquery("'a' & ('b' | 'c')")).toBe("'a' & ('b' | 'c')")
    expect(simplifyTsquery("'a':A | 'a'")).toBe("'a':A | 'a'")
    expect(simplifyTsquery('')).toBe('')
  })

  it('reads only well-formed texts', () => {
    expect(parseTsquery("'a' &")).toBeNull()
    expect(parseTsquery("('a'")).toBeNull()
    expect(parseTsquery("'a' 'b'")).toBeNull()
    expect(parseTsquery("'a' # 'b'")).toBeNull()
    expect(parseTsquery("'a' & 'b'")).toEqual({ op: '&', args: [{ word: 'a', prefix: false }, { word: 'b', prefix: false }] })
  })
})

describe('simplified queries match the same rows (PostgreSQL judges)', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase()
  })
  afterAll(async () => {
    await database?.destroy()
  })

  it('on random vectors and random any-of-all-of queries', async () => {
    let seed = 7
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
    const words = ['ab', 'abc', 'abcd', 'b', 'bc', 'c', 'cd', 'd']
    const pick = () => words[Math.floor(rnd() * words.length)]!
    const lexeme = () => `'${pick()}'${rnd() < 0.3 ? ':*' : ''}`
    const queries = Array.from({ length: 300 }, () =>
      Array.from({ length: 1 + Math.floor(rnd() * 5) }, () => {
        const all = Array.from({ length: 1 + Math.floor(rnd() * 3) }, lexeme)
        return all.length === 1 ? all[0]! : `(${all.join(' & ')})`
      }).join(' | '),
    )
    const vectors = Array.from({ length: 60 }, () => [...new Set(Array.from({ length: Math.floor(rnd() * 4) }, pick))].join(' '))
    const simplified = queries.map(simplifyTsquery)
    expect(simplified.filter((q, i) => q !== queries[i]).length).toBeGreaterThan(100)
    const differing = await rows<{ q: string; v: string }>(
      database.database.db,
      sql`select q.whole as q, v.text as v
            from unnest(${textArray(queries)}, ${textArray(simplified)}) as q(whole, simple)
            cross join unnest(${textArray(vectors)}) as v(text)
           where (to_tsvector('simple', v.text) @@ q.whole::tsquery) is distinct from (to_tsvector('simple', v.text) @@ q.simple::tsquery)`,
    )
    expect(differing).toEqual([])
  })
})

describe('tsqueryShare', () => {
  const stats: ElementShares = {
    shares: new Map([
      ['acer', 0.5],
      ['estamp', 0.2],
      ['estampad', 0.1],
      ["o'neil", 0.05],
    ]),
    unlisted: 0.01,
  }

  it('multiplies under AND, adds the rest under OR, and takes an unlisted word at the unlisted share', () => {
    expect(tsqueryShare("'acer'", stats)).toBe(0.5)
    expect(tsqueryShare("'acer' & 'estamp'", stats)).toBeCloseTo(0.1)
    expect(tsqueryShare("'acer' | 'estamp'", stats)).toBeCloseTo(0.6)
    expect(tsqueryShare("('acer' & 'estamp') | ('steel')", stats)).toBeCloseTo(1 - 0.9 * 0.99)
    expect(tsqueryShare("'troquel'", stats)).toBe(0.01)
    expect(tsqueryShare("!'acer'", stats)).toBe(0.5)
    expect(tsqueryShare("'acer' <-> 'estamp'", stats)).toBeCloseTo(0.1)
    expect(tsqueryShare('', stats)).toBe(0)
    expect(tsqueryShare("'acer' &", stats)).toBe(1)
  })

  it('sums the listed words a prefix starts, and reads doubled quotes', () => {
    expect(tsqueryShare("'estamp':*", stats)).toBeCloseTo(0.3)
    expect(tsqueryShare("'zz':*", stats)).toBe(0.01)
    expect(tsqueryShare("'o''neil'", stats)).toBe(0.05)
  })
})
