import { describe, expect, it } from 'vitest'
import { isRfqSegment, paths, withQuery } from './paths'

describe('paths', () => {
  it('keeps the spec spellings', () => {
    expect(paths.insights(2)).toBe('/insighs/2')
    expect(paths.insightsPost('abc', 3)).toBe('/insighs-post/abc/3')
    expect(paths.eventInfo('9')).toBe('/events/event-info/9')
    expect(paths.marketplaceDetail('5')).toBe('/marketplace-detail/5/1')
    expect(paths.profileQuotesShow('q1')).toBe('/profile-quotes/show/q1')
  })

  it('builds the optional segments', () => {
    expect(paths.recoverPassword()).toBe('/recover-password')
    expect(paths.recoverPassword('sent')).toBe('/recover-password/sent')
    expect(paths.requirementDetail('42')).toBe('/requirement/detail/42')
    expect(paths.requirementDetail('42', true)).toBe('/requirement/detail/42/rfq')
    expect(isRfqSegment('rfq')).toBe(true)
    expect(isRfqSegment(undefined)).toBe(false)
  })

  it('encodes parameters and queries', () => {
    expect(paths.changePassword('a/b c')).toBe('/change-password/a%2Fb%20c')
    expect(paths.searchResult({ q: 'maquinado CNC', cert: ['IATF 16949'], page: 1, loc: '' })).toBe(
      '/search-result?q=maquinado+CNC&cert=IATF+16949&page=1',
    )
    expect(paths.searchResult()).toBe('/search-result')
    expect(paths.signin('/chat?x=1')).toBe('/signin?redirect=%2Fchat%3Fx%3D1')
    expect(paths.signin()).toBe('/signin')
    expect(withQuery('/marketplace', { week: false, match: true })).toBe('/marketplace?week=false&match=true')
  })

  it('exposes router patterns on builders', () => {
    expect(paths.requirementDetail.pattern).toBe('/requirement/detail/:id/:isRfq?')
    expect(paths.insights.pattern).toBe('/insighs/:page')
    expect(paths.searchResult.pattern).toBe('/search-result')
  })
})
