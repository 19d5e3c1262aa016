import { describe, expect, it } from 'vitest'
import { lookupOrder, parseDetailPage } from './detail-page'

describe('/marketplace-detail/{id}/{page}', () => {
  it('reads {page} as a page number, 1 for anything else', () => {
    expect(parseDetailPage('3')).toBe(3)
    expect(parseDetailPage('0')).toBe(1)
    expect(parseDetailPage('abc')).toBe(1)
    expect(parseDetailPage(undefined)).toBe(1)
  })

  it('asks the hinted endpoint first, and the company first without a hint', () => {
    expect(lookupOrder('product')).toEqual(['product', 'company'])
    expect(lookupOrder('company')).toEqual(['company', 'product'])
    expect(lookupOrder(undefined)).toEqual(['company', 'product'])
  })
})
