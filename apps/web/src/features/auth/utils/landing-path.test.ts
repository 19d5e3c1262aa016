import { describe, expect, it } from 'vitest'
import type { TAuthProfile } from '@nexo/shared'
import { homeFor, landingPathAfterSignIn } from './landing-path'

const base: TAuthProfile = {
  id: 'u1',
  username: 'jdoe',
  first_name: 'Jane',
  full_name: 'Jane Doe',
  email: 'jane@acme.mx',
  position: null,
  user_event: false,
  image: null,
  private_level: 1,
  company_name: 'Acme',
  membership: null,
}

describe('landing after sign-in', () => {
  it('sends each kind of user home', () => {
    expect(homeFor(base)).toBe('/dashboard')
    expect(homeFor({ ...base, user_event: true })).toBe('/profile-events')
    expect(homeFor({ ...base, private_level: 9 })).toBe('/dashboard')
  })

  it('follows a safe redirect and ignores unsafe or looping ones', () => {
    expect(landingPathAfterSignIn(base, '/chat?x=1')).toBe('/chat?x=1')
    expect(landingPathAfterSignIn(base, 'https://evil.example')).toBe('/dashboard')
    expect(landingPathAfterSignIn(base, '//evil.example')).toBe('/dashboard')
    expect(landingPathAfterSignIn(base, '/signin?redirect=/chat')).toBe('/dashboard')
    expect(landingPathAfterSignIn({ ...base, user_event: true }, null)).toBe('/profile-events')
  })
})
