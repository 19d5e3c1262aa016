import { describe, expect, it } from 'vitest'
import { marketplaceDetailLink, marketplaceKindParam } from './marketplace-link'

describe('marketplace detail links (issue 11: no 404 lookup first)', () => {
  it('say in the URL whether the id is a company or a product, so a reload asks the right endpoint', () => {
    expect(marketplaceDetailLink('product', 'p-1').to).toBe('/marketplace-detail/p-1/1?kind=product')
    expect(marketplaceDetailLink('company', 'c-1', 3)).toEqual({ to: '/marketplace-detail/c-1/3?kind=company', state: { kind: 'company' } })
  })

  it('read only the two kinds back', () => {
    expect(marketplaceKindParam('product')).toBe('product')
    expect(marketplaceKindParam('company')).toBe('company')
    expect(marketplaceKindParam('admin')).toBeUndefined()
    expect(marketplaceKindParam(null)).toBeUndefined()
  })
})
