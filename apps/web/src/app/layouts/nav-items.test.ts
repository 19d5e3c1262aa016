import { describe, expect, it } from 'vitest'
import { ACCOUNT_NAV, ADMIN_NAV, accountNavFor, isAccountNavActive } from './account-nav'
import { isTopNavActive, TOP_NAV } from './nav-items'

const item = (key: string) => {
  const found = TOP_NAV.find((entry) => entry.key === key)
  if (!found) throw new Error(key)
  return found
}

describe('top menu', () => {
  it('follows the spec order', () => {
    expect(TOP_NAV.map((entry) => entry.key)).toEqual(['home', 'about', 'makeDeal', 'insights', 'map', 'marketplace', 'membership', 'events'])
  })

  it('marks the section of the current page', () => {
    expect(isTopNavActive(item('home'), '/')).toBe(true)
    expect(isTopNavActive(item('home'), '/events')).toBe(false)
    expect(isTopNavActive(item('insights'), '/insighs/3')).toBe(true)
    expect(isTopNavActive(item('insights'), '/insighs-post/9/1')).toBe(true)
    expect(isTopNavActive(item('makeDeal'), '/requirement/detail/4/rfq')).toBe(true)
    expect(isTopNavActive(item('marketplace'), '/marketplace-detail/2/1')).toBe(true)
    expect(isTopNavActive(item('events'), '/events/event-info/1')).toBe(true)
    expect(isTopNavActive(item('map'), '/marketplace')).toBe(false)
  })
})

describe('account sidebar', () => {
  it('follows the spec order', () => {
    expect(ACCOUNT_NAV.map((entry) => entry.key)).toEqual([
      'dashboard',
      'companyProfile',
      'users',
      'productsServices',
      'requirements',
      'appointments',
      'quotes',
      'userProfile',
      'events',
      'matches',
      'favourites',
      'chat',
    ])
  })

  it('shows an event-only user only the events page', () => {
    expect(accountNavFor('event').map((entry) => entry.key)).toEqual(['events'])
  })

  it('adds the notifications screen after the spec items, for everyone but event-only accounts', () => {
    expect(accountNavFor('company').at(-1)?.key).toBe('notifications')
    expect(accountNavFor('admin').some((entry) => entry.key === 'notifications')).toBe(true)
  })

  it('gives platform administrators their own menu: home, the console lists, notifications, profile (issue 11)', () => {
    expect(accountNavFor('admin').map((entry) => entry.key)).toEqual(['dashboard', 'admin', 'adminCompanies', 'adminUsers', 'adminAudit', 'adminMemberships', 'adminReferenceData', 'adminEvents', 'adminCompanyImports', 'adminRegistry', 'adminInsights', 'notifications', 'userProfile'])
    expect(accountNavFor('company').some((entry) => entry.key.startsWith('admin'))).toBe(false)
  })

  it('marks the console item of the open tab only', () => {
    const [, queue, companies, users] = ADMIN_NAV
    expect(isAccountNavActive(queue!, '/admin', '')).toBe(true)
    expect(isAccountNavActive(queue!, '/admin', '?tab=pending&company=1')).toBe(true)
    expect(isAccountNavActive(queue!, '/admin', '?tab=users')).toBe(false)
    expect(isAccountNavActive(users!, '/admin', '?tab=users')).toBe(true)
    expect(isAccountNavActive(companies!, '/admin', '?tab=users')).toBe(false)
    expect(isAccountNavActive(companies!, '/dashboard', '?tab=companies')).toBe(false)
  })
})
