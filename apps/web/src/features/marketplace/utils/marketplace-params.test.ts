import { describe, expect, it } from 'vitest'
import {
  countMarketplaceFilters,
  EMPTY_MARKETPLACE,
  marketplaceApiQuery,
  marketplaceHref,
  normalizeMaterial,
  parseMarketplaceState,
  updateMarketplaceState,
} from './marketplace-params'

const parse = (query: string) => parseMarketplaceState(new URLSearchParams(query))

describe('/marketplace URL ↔ state', () => {
  it('reads q, loc, cat, mat, page, limit, week and match with the spec defaults', () => {
    expect(parse('')).toEqual(EMPTY_MARKETPLACE)
    expect(parse('q=brackets&loc=nle&cat=metal-stamping&mat=aluminio,acero%201018&mat=aluminio&page=2&limit=24&week=true&match=1')).toEqual({
      q: 'brackets',
      loc: ['NLE'],
      cat: ['metal-stamping'],
      mat: ['aluminio', 'acero 1018'],
      page: 2,
      limit: 24,
      week: true,
      match: true,
    })
  })

  it('treats anything but true/1 as false', () => {
    expect(parse('week=yes&match=0')).toMatchObject({ week: false, match: false })
  })

  it('writes a canonical URL with the defaults left out', () => {
    expect(marketplaceHref(EMPTY_MARKETPLACE)).toBe('/marketplace')
    expect(marketplaceHref({ ...EMPTY_MARKETPLACE, mat: ['zinc'], week: true, page: 2 })).toBe('/marketplace?mat=zinc&page=2&week=true')
    expect(marketplaceHref({ ...EMPTY_MARKETPLACE, match: true })).toBe('/marketplace?match=true')
  })

  it('round-trips', () => {
    const state = { q: 'arnés', loc: ['COA', 'TX'], cat: ['wire-harnesses'], mat: ['cobre', 'PVC'], page: 3, limit: 12, week: true, match: false }
    const href = marketplaceHref(state)
    expect(parse(href.slice(href.indexOf('?') + 1))).toEqual(state)
  })

  it('goes back to page 1 on any change except paging, and counts filters', () => {
    const state = { ...EMPTY_MARKETPLACE, page: 4 }
    expect(updateMarketplaceState(state, { week: true }).page).toBe(1)
    expect(updateMarketplaceState(state, { page: 2 }).page).toBe(2)
    expect(countMarketplaceFilters({ ...EMPTY_MARKETPLACE, loc: ['NLE'], mat: ['a', 'b'], week: true, match: true })).toBe(5)
  })

  it('sends match only for a viewer who may use it', () => {
    const state = { ...EMPTY_MARKETPLACE, match: true, week: true }
    expect(marketplaceApiQuery(state, true)).toMatchObject({ match: 'true', week: 'true' })
    expect(marketplaceApiQuery(state, false).match).toBeUndefined()
    expect(marketplaceApiQuery(EMPTY_MARKETPLACE, true)).toMatchObject({ week: undefined, match: undefined })
  })
})

describe('normalizeMaterial', () => {
  it('trims, collapses spaces and refuses blank or over-long keywords', () => {
    expect(normalizeMaterial('  acero   inoxidable ')).toBe('acero inoxidable')
    expect(normalizeMaterial('   ')).toBeNull()
    expect(normalizeMaterial('x'.repeat(61))).toBeNull()
  })
})
