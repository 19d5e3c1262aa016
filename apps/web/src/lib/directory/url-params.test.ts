import { describe, expect, it } from 'vitest'
import { SEARCH_FILTER_MAX_VALUES } from '@nexo/shared'
import { normalizeSlug, normalizeStateCode, readBoolean, readLimit, readMultiParam, readPage, readQueryText, toggleValue } from './url-params'

const params = (query: string) => new URLSearchParams(query)

describe('readMultiParam', () => {
  it('reads repeated and comma-separated values, normalised, without duplicates', () => {
    expect(readMultiParam(params('loc=nle&loc=COA,gua&loc=NLE'), 'loc', normalizeStateCode)).toEqual(['NLE', 'COA', 'GUA'])
  })

  it('drops values the API would refuse instead of failing the whole page', () => {
    expect(readMultiParam(params('loc=NLE,N1,TOOLONG,,%20'), 'loc', normalizeStateCode)).toEqual(['NLE'])
    expect(readMultiParam(params('cat=Plastic-Injection-Molding&cat=no_underscores&cat=-x'), 'cat', normalizeSlug)).toEqual(['plastic-injection-molding'])
  })

  it('keeps at most the API maximum of values', () => {
    const many = Array.from({ length: 30 }, (_, i) => `c${i}`).join(',')
    expect(readMultiParam(params(`cat=${many}`), 'cat', normalizeSlug)).toHaveLength(SEARCH_FILTER_MAX_VALUES)
  })
})

describe('scalar readers', () => {
  it('reads page and limit with the spec defaults (1 and 12) for missing or bad values', () => {
    expect(readPage(params(''))).toBe(1)
    expect(readPage(params('page=3'))).toBe(3)
    expect(readPage(params('page=0'))).toBe(1)
    expect(readPage(params('page=2.5'))).toBe(1)
    expect(readPage(params('page=-1'))).toBe(1)
    expect(readLimit(params(''))).toBe(12)
    expect(readLimit(params('limit=24'))).toBe(24)
    expect(readLimit(params('limit=1000'))).toBe(12)
  })

  it('reads booleans the way the API does', () => {
    expect(readBoolean(params('week=true'), 'week')).toBe(true)
    expect(readBoolean(params('week=1'), 'week')).toBe(true)
    expect(readBoolean(params('week=false'), 'week')).toBe(false)
    expect(readBoolean(params('week=yes'), 'week')).toBe(false)
    expect(readBoolean(params(''), 'week')).toBe(false)
  })

  it('trims the query text and caps its length', () => {
    expect(readQueryText(params('q=%20%20stamping%20'))).toBe('stamping')
    expect(readQueryText(params(`q=${'a'.repeat(500)}`))).toHaveLength(200)
  })
})

describe('toggleValue', () => {
  it('adds a missing value and removes a present one', () => {
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b'])
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b'])
  })
})
