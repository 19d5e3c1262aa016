import { describe, expect, it } from 'vitest'
import {
  countSearchFilters,
  EMPTY_SEARCH,
  mapHref,
  parseSearchState,
  searchApiQuery,
  searchHref,
  searchStateToQuery,
  updateSearchState,
} from './search-params'

const parse = (query: string) => parseSearchState(new URLSearchParams(query))

describe('/search-result URL ↔ state', () => {
  it('reads q, loc, cert, cat, page and limit with the spec defaults', () => {
    expect(parse('')).toEqual(EMPTY_SEARCH)
    expect(parse('q=plastic+injection&loc=NLE&loc=coa&cert=iatf-16949&cat=plastics-products,metal-stamping&page=2&limit=24')).toEqual({
      q: 'plastic injection',
      loc: ['NLE', 'COA'],
      cert: ['iatf-16949'],
      cat: ['plastics-products', 'metal-stamping'],
      page: 2,
      limit: 24,
    })
  })

  it('writes a canonical URL: repeated values, defaults left out', () => {
    expect(searchHref(EMPTY_SEARCH)).toBe('/search-result')
    expect(searchHref({ ...EMPTY_SEARCH, q: 'estampado', loc: ['NLE', 'COA'], page: 3 })).toBe('/search-result?q=estampado&loc=NLE&loc=COA&page=3')
    expect(searchHref({ ...EMPTY_SEARCH, limit: 24 })).toBe('/search-result?limit=24')
    expect(searchStateToQuery(EMPTY_SEARCH)).toEqual({ q: undefined, loc: [], cert: [], cat: [], page: undefined, limit: undefined })
  })

  it('round-trips: parse(write(state)) is the state', () => {
    const state = { q: 'inyección de plástico', loc: ['QUE'], cert: ['iso-9001', 'iatf-16949'], cat: ['plastic-injection-molding'], page: 4, limit: 36 }
    const href = searchHref(state)
    expect(parse(href.slice(href.indexOf('?') + 1))).toEqual(state)
  })

  it('goes back to page 1 on any change except paging', () => {
    const onPage3 = { ...EMPTY_SEARCH, page: 3 }
    expect(updateSearchState(onPage3, { loc: ['NLE'] }).page).toBe(1)
    expect(updateSearchState(onPage3, { q: 'forja' }).page).toBe(1)
    expect(updateSearchState(onPage3, { page: 5 }).page).toBe(5)
  })

  it('links the map with the same filters and no paging', () => {
    expect(mapHref({ q: 'cnc', loc: ['GUA'], cert: [], cat: ['cnc-machining'] })).toBe('/map?q=cnc&loc=GUA&cat=cnc-machining')
    expect(mapHref(EMPTY_SEARCH)).toBe('/map')
  })

  it('counts filter values (not the text query) and hands the API the whole state', () => {
    const state = { ...EMPTY_SEARCH, q: 'x', loc: ['NLE', 'COA'], cert: ['iso-9001'] }
    expect(countSearchFilters(state)).toBe(3)
    expect(searchApiQuery(state)).toEqual({ q: 'x', loc: ['NLE', 'COA'], cert: ['iso-9001'], cat: [], page: 1, limit: 12 })
  })
})
