import { describe, expect, it } from 'vitest'
import { createSpaRoutes, patternToRegExp } from './spa-routes'

describe('patternToRegExp', () => {
  it.each([
    ['/', '/', true],
    ['/', '/x', false],
    ['/know-us', '/know-us', true],
    ['/know-us', '/know-us/', true],
    ['/know-us', '/KNOW-US', true],
    ['/know-us', '/know-us/more', false],
    ['/search-detail/:id', '/search-detail/abc-123', true],
    ['/search-detail/:id', '/search-detail/', false],
    ['/search-detail/:id', '/search-detail/a/b', false],
    ['/recover-password/:status?', '/recover-password', true],
    ['/recover-password/:status?', '/recover-password/sent', true],
    ['/requirement/detail/:id/:isRfq?', '/requirement/detail/42/rfq', true],
    ['/requirement/detail/:id/:isRfq?', '/requirement/detail', false],
    ['/dev/mailbox', '/dev/mailboxes', false],
    ['/a.b', '/aXb', false],
  ])('%s matches %s: %s', (pattern, pathname, expected) => {
    expect(patternToRegExp(pattern).test(pathname)).toBe(expected)
  })
})

describe('createSpaRoutes', () => {
  const routes = createSpaRoutes({
    patterns: ['/', '/not-found', '/dashboard', '/dashboard/not-found', '/users/edit/:id'],
    notFound: ['/not-found', '/dashboard/not-found'],
    dashboardSegments: ['dashboard', 'users'],
    sitemap: ['/'],
    companyDetail: '/search-detail/:id',
  })

  it('knows the routes and nothing else', () => {
    expect(routes.isKnownPage('/')).toBe(true)
    expect(routes.isKnownPage('/users/edit/7')).toBe(true)
    expect(routes.isKnownPage('/users/edit')).toBe(false)
    expect(routes.isKnownPage('/nope')).toBe(false)
  })

  it('treats the not-found pages as not found', () => {
    expect(routes.isKnownPage('/not-found')).toBe(false)
    expect(routes.isKnownPage('/dashboard/not-found')).toBe(false)
    expect(routes.isKnownPage('/dashboard')).toBe(true)
  })
})
