import { describe, expect, it } from 'vitest'
import { type GuardInput, isDashboardPath, resolveGuardRedirect } from './guards'

const visitor = { isAuthenticated: false, isEventOnly: false }
const member = { isAuthenticated: true, isEventOnly: false }
const eventOnly = { isAuthenticated: true, isEventOnly: true }

function resolve(pathname: string, who: Pick<GuardInput, 'isAuthenticated' | 'isEventOnly'>, extra: Partial<GuardInput> = {}) {
  return resolveGuardRedirect({ pathname, isPublic: false, ...who, ...extra })
}

describe('resolveGuardRedirect', () => {
  it('lets every public route through, whoever asks', () => {
    for (const who of [visitor, member, eventOnly]) {
      expect(resolve('/', who, { isPublic: true })).toBeNull()
      expect(resolve('/search-result', who, { isPublic: true, search: '?q=stamping' })).toBeNull()
      expect(resolve('/events/event-info/7', who, { isPublic: true })).toBeNull()
    }
  })

  it('sends a visitor on a non-public route to sign in, keeping the wanted path and query', () => {
    expect(resolve('/dashboard', visitor)).toBe('/signin?redirect=%2Fdashboard')
    expect(resolve('/membership', visitor)).toBe('/signin?redirect=%2Fmembership')
    expect(resolve('/profile-quotes/show/12', visitor, { search: '?tab=sent' })).toBe(
      '/signin?redirect=%2Fprofile-quotes%2Fshow%2F12%3Ftab%3Dsent',
    )
  })

  it('lets a signed-in user through every non-public route', () => {
    for (const path of ['/dashboard', '/company-profile', '/users/list', '/chat', '/membership', '/admin', '/notifications']) {
      expect(resolve(path, member)).toBeNull()
    }
  })

  it('confines an event-only user to the dashboard events page', () => {
    expect(resolve('/profile-events', eventOnly)).toBeNull()
    expect(resolve('/profile-events/', eventOnly)).toBeNull()
    for (const path of ['/dashboard', '/company-profile', '/users/edit/3', '/chat', '/profile', '/admin', '/notifications']) {
      expect(resolve(path, eventOnly)).toBe('/profile-events')
    }
  })

  it('applies the event-only rule to dashboard routes only', () => {
    // /membership is a private website route, not a dashboard route (spec §2 names dashboard routes).
    expect(resolve('/membership', eventOnly)).toBeNull()
    expect(resolve('/events', eventOnly, { isPublic: true })).toBeNull()
  })

  it('sends an unknown website path to /not-found, whoever asks', () => {
    for (const who of [visitor, member, eventOnly]) {
      expect(resolve('/no-such-page', who, { isKnownRoute: false })).toBe('/not-found')
      expect(resolve('/events/nope/deeper', who, { isKnownRoute: false })).toBe('/not-found')
    }
  })

  it('sends an unknown dashboard path to /dashboard/not-found for a signed-in user', () => {
    expect(resolve('/dashboard/nope', member, { isKnownRoute: false })).toBe('/dashboard/not-found')
    expect(resolve('/users/frobnicate', member, { isKnownRoute: false })).toBe('/dashboard/not-found')
    expect(resolve('/profile-requirements/archive', member, { isKnownRoute: false })).toBe('/dashboard/not-found')
  })

  it('still requires sign-in for an unknown dashboard path, remembering what was asked for', () => {
    expect(resolve('/dashboard/nope', visitor, { isKnownRoute: false })).toBe('/signin?redirect=%2Fdashboard%2Fnope')
  })

  it('sends an event-only user on an unknown dashboard path to the events page', () => {
    expect(resolve('/chat/old', eventOnly, { isKnownRoute: false })).toBe('/profile-events')
  })

  it('ignores isPublic for unknown paths', () => {
    expect(resolve('/admin/nope', member, { isKnownRoute: false, isPublic: true })).toBe('/dashboard/not-found')
  })
})

describe('isDashboardPath', () => {
  it('recognises the first segment of every dashboard route', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/not-found',
      '/company-profile',
      '/profile',
      '/users/list',
      '/products-services/edit/1',
      '/appointments',
      '/profile-quotes',
      '/profile-requirements/create',
      '/profile-events',
      '/favourites',
      '/matches',
      '/chat',
      '/admin',
      '/notifications',
    ]) {
      expect(isDashboardPath(path), path).toBe(true)
    }
  })

  it('does not mistake website paths or look-alikes for dashboard paths', () => {
    for (const path of ['/', '/events', '/events/sign-in', '/profiles', '/dashboards', '/users-guide', '/membership', '/search-result']) {
      expect(isDashboardPath(path), path).toBe(false)
    }
  })
})

describe('guard after logging out', () => {
  it('sends the user home from the private page they logged out on, and to sign in elsewhere', () => {
    const base = { isAuthenticated: false, isEventOnly: false, isPublic: false }
    expect(resolveGuardRedirect({ ...base, pathname: '/profile', isSignedOutHere: true })).toBe('/')
    expect(resolveGuardRedirect({ ...base, pathname: '/profile' })).toBe('/signin?redirect=%2Fprofile')
  })
})
