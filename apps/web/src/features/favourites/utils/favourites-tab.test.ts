import { describe, expect, it } from 'vitest'
import { favouritesQuery, parseFavouritesTab } from './favourites-tab'

describe('/favourites tabs in the URL', () => {
  it('reads the tab, companies by default', () => {
    expect(parseFavouritesTab('product')).toBe('product')
    expect(parseFavouritesTab('requirement')).toBe('requirement')
    expect(parseFavouritesTab(null)).toBe('company')
    expect(parseFavouritesTab('nope')).toBe('company')
  })

  it('writes the tab and page, leaving the defaults out', () => {
    expect(favouritesQuery('company', 1)).toEqual({})
    expect(favouritesQuery('product', 2)).toEqual({ tab: 'product', page: '2' })
  })
})
