import { describe, expect, it, vi } from 'vitest'
import { type TAuthProfile, ZAuthProfileSchema } from '@nexo/shared'
import {
  createMemoryStorage,
  createSessionStore,
  mayContactFor,
  parseStoredProfile,
  PLATFORM_ADMIN_PRIVATE_LEVEL,
  PROFILE_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
} from './session-store'

const profile: TAuthProfile = {
  id: '7d3f6c1e-3b1a-4a7e-9d55-0c1f2e3a4b5c',
  username: 'mgarcia',
  first_name: 'María',
  full_name: 'María García',
  email: 'maria.garcia@troqueles-saltillo.mx',
  position: 'Purchasing manager',
  user_event: false,
  image: null,
  private_level: 1,
  company_name: 'Troqueles de Saltillo',
  membership: {
    membership: 2,
    status_membership: true,
    membership_title: 'Platinum',
    membership_activation_date: '2026-01-10',
    membership_expiration_date: '2027-01-10',
  },
}

function storageWith(entries: Record<string, string>) {
  const storage = createMemoryStorage()
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value)
  return storage
}

describe('session store', () => {
  it('is unauthenticated when no token is stored', () => {
    const session = createSessionStore(createMemoryStorage()).getSnapshot()
    expect(session).toMatchObject({ isAuthenticated: false, status: 'unauthenticated', userType: 'guest', profile: null })
  })

  it('is authenticated when a token is stored at load', () => {
    const store = createSessionStore(storageWith({ [TOKEN_STORAGE_KEY]: 'tok', [PROFILE_STORAGE_KEY]: JSON.stringify(profile) }))
    expect(store.getSnapshot()).toMatchObject({
      isAuthenticated: true,
      status: 'authenticated',
      userType: 'company',
      isEventOnly: false,
      token: 'tok',
      profile,
    })
  })

  it('drops a corrupt stored profile but keeps the token', () => {
    for (const raw of ['{not json', JSON.stringify({ ...profile, user_event: 'yes' }), JSON.stringify({ id: 1 })]) {
      const storage = storageWith({ [TOKEN_STORAGE_KEY]: 'tok', [PROFILE_STORAGE_KEY]: raw })
      const session = createSessionStore(storage).getSnapshot()
      expect(session.isAuthenticated).toBe(true)
      expect(session.profile).toBeNull()
      expect(storage.getItem(PROFILE_STORAGE_KEY)).toBeNull()
    }
  })

  it('derives userType: event, admin, company', () => {
    const event = createSessionStore(
      storageWith({ [TOKEN_STORAGE_KEY]: 't', [PROFILE_STORAGE_KEY]: JSON.stringify({ ...profile, user_event: true }) }),
    ).getSnapshot()
    expect(event).toMatchObject({ userType: 'event', isEventOnly: true })

    const admin = createSessionStore(
      storageWith({
        [TOKEN_STORAGE_KEY]: 't',
        [PROFILE_STORAGE_KEY]: JSON.stringify({ ...profile, private_level: PLATFORM_ADMIN_PRIVATE_LEVEL }),
      }),
    ).getSnapshot()
    expect(admin.userType).toBe('admin')

    const noProfile = createSessionStore(storageWith({ [TOKEN_STORAGE_KEY]: 't' })).getSnapshot()
    expect(noProfile.userType).toBe('company')
  })

  it('ignores a stored profile without a token', () => {
    const session = createSessionStore(storageWith({ [PROFILE_STORAGE_KEY]: JSON.stringify(profile) })).getSnapshot()
    expect(session).toMatchObject({ isAuthenticated: false, profile: null, userType: 'guest' })
  })

  it('signIn stores token and profile and notifies subscribers', () => {
    const storage = createMemoryStorage()
    const store = createSessionStore(storage)
    const listener = vi.fn()
    store.subscribe(listener)
    store.signIn('new-token', profile)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token')
    expect(JSON.parse(storage.getItem(PROFILE_STORAGE_KEY) ?? 'null')).toEqual(profile)
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: true, status: 'authenticated', profile })
  })

  it('reset clears the session, the profile and the stored profile', () => {
    const storage = storageWith({ [TOKEN_STORAGE_KEY]: 'tok', [PROFILE_STORAGE_KEY]: JSON.stringify(profile) })
    const store = createSessionStore(storage)
    store.reset()
    expect(storage.getItem(TOKEN_STORAGE_KEY)).toBeNull()
    expect(storage.getItem(PROFILE_STORAGE_KEY)).toBeNull()
    expect(store.getSnapshot()).toMatchObject({ isAuthenticated: false, status: 'unauthenticated', profile: null, token: null })
  })

  it('keeps working in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const store = createSessionStore(broken)
    expect(store.getSnapshot().isAuthenticated).toBe(false)
    store.signIn('tok', profile)
    expect(store.getSnapshot().isAuthenticated).toBe(true)
    store.reset()
    expect(store.getSnapshot().isAuthenticated).toBe(false)
  })

  it('keeps the same snapshot object until something changes (useSyncExternalStore needs it)', () => {
    const store = createSessionStore(createMemoryStorage())
    expect(store.getSnapshot()).toBe(store.getSnapshot())
  })
})

describe('mayContactFor (ADR 047)', () => {
  it('lets company admins and restricted users whose admin allows it contact, chat and book; nobody else', () => {
    const at = (private_level: number, user_event = false) => mayContactFor({ ...profile, private_level, user_event })
    expect([at(1), at(2), at(3), at(9), at(1, true), mayContactFor(null)]).toEqual([true, false, true, false, false, false])
  })
})

describe('the stored profile check', () => {
  // Every field replaced by each of these in turn (and left out), at the top level, in `image` and in `membership`.
  const replacements: unknown[] = [undefined, null, '', 'text', 0, 2, 1.5, 2 ** 60, true, false, [], {}, { url: 'u', name: 'n' }]
  function variants(base: Record<string, unknown>): Record<string, unknown>[] {
    const out: Record<string, unknown>[] = []
    for (const key of Object.keys(base)) {
      for (const value of replacements) out.push({ ...base, [key]: value })
      const { [key]: _left, ...without } = base
      out.push(without)
    }
    return out
  }
  const withImage = { ...profile, image: { url: '/api/v1/files/1', name: 'me.png' } }
  const cases: unknown[] = [
    profile,
    withImage,
    { ...profile, membership: null, position: null, company_name: null },
    { ...profile, extra: 'dropped' },
    ...variants(profile),
    ...variants(withImage.image).map((image) => ({ ...profile, image })),
    ...variants(profile.membership!).map((membership) => ({ ...profile, membership })),
    null,
    [],
    'profile',
  ]

  it('accepts exactly what ZAuthProfileSchema accepts, and keeps what it keeps (no zod on the first paint)', () => {
    expect(cases.length).toBeGreaterThan(250)
    for (const value of cases) {
      const schema = ZAuthProfileSchema.safeParse(value)
      const stored = parseStoredProfile(JSON.stringify(value) ?? null)
      // JSON drops `undefined` fields: compare with what the schema says of the same JSON.
      const roundTrip = ZAuthProfileSchema.safeParse(JSON.parse(JSON.stringify(value) ?? 'null'))
      expect(stored, JSON.stringify(value)).toEqual(roundTrip.success ? roundTrip.data : null)
      if (schema.success) expect(stored).toEqual(schema.data)
    }
  })

  it('refuses to sign in with a profile the schema would refuse', () => {
    const store = createSessionStore(createMemoryStorage())
    expect(() => store.signIn('token', { ...profile, private_level: 1.5 })).toThrow()
    expect(store.getSnapshot().isAuthenticated).toBe(false)
  })
})
