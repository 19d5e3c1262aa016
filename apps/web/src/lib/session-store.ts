import type { SessionStatus, TAuthProfile } from '@nexo/shared'

/** localStorage key of the bearer token (spec §7: login state is a token in local storage). */
export const TOKEN_STORAGE_KEY = 'nexo.token'
/** localStorage key of the signed-in profile, JSON of TAuthProfile (spec §3). */
export const PROFILE_STORAGE_KEY = 'nexo.profile'

/**
 * `private_level` value of a platform administrator. The spec leaves private_level's
 * meaning open; we use it for the platform role because the stored profile has no
 * other field for it: 1 = company admin user, 2 = restricted company user,
 * 9 = platform administrator. The server writes the same numbers into the profile.
 */
export const PLATFORM_ADMIN_PRIVATE_LEVEL = 9
/** `private_level` of a company admin user (manages the company and its users). */
export const COMPANY_ADMIN_PRIVATE_LEVEL = 1
/** `private_level` of a restricted company user (searches, queries and views only). */
export const RESTRICTED_USER_PRIVATE_LEVEL = 2
/** `private_level` of a restricted company user whose company admin lets it contact, chat and book meetings (ADR 047). */
export const RESTRICTED_CONTACT_PRIVATE_LEVEL = 3

/**
 * Whether the user may contact companies, chat and book or answer meetings for its company (ADR 047): a company
 * admin, or a restricted user whose admin allows it. The server decides; this only hides actions it would refuse.
 */
export function mayContactFor(profile: TAuthProfile | null): boolean {
  if (!profile || profile.user_event) return false
  return profile.private_level === COMPANY_ADMIN_PRIVATE_LEVEL || profile.private_level === RESTRICTED_CONTACT_PRIVATE_LEVEL
}

/**
 * The spec's session `userType`: `event` for an event-only account (profile.user_event),
 * `admin` for a platform administrator, `company` for every other signed-in user,
 * `guest` when nobody is signed in.
 */
export type UserType = 'guest' | 'event' | 'admin' | 'company'

/** The session of spec §3/§4. */
export interface Session {
  /** True iff a token is stored (read at load, then kept in step by signIn/reset). */
  isAuthenticated: boolean
  status: SessionStatus
  userType: UserType
  /** Shortcut for `profile.user_event`: confined to the dashboard events page. */
  isEventOnly: boolean
  token: string | null
  profile: TAuthProfile | null
}

/** The part of `Storage` the session needs; a plain object in tests and where storage is blocked. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function createMemoryStorage(): KeyValueStorage {
  const data = new Map<string, string>()
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

type Check = (value: unknown) => boolean
const isString: Check = (v) => typeof v === 'string'
const nullable = (check: Check): Check => (v) => v === null || check(v)
/** An object with exactly these fields checked (others ignored); `Record<keyof T, …>` keeps the list complete. */
const shape =
  <T>(fields: Record<keyof T, Check>): Check =>
  (v) =>
    typeof v === 'object' && v !== null && !Array.isArray(v) && Object.entries<Check>(fields).every(([key, check]) => check((v as Record<string, unknown>)[key]))

type Membership = NonNullable<TAuthProfile['membership']>
/**
 * What ZAuthProfileSchema accepts, checked without zod: the session is read before the first paint, and zod (26 KB)
 * should load only with the pages that use it. session-store.test.ts holds the two to the same answers.
 */
const isAuthProfile = shape<TAuthProfile>({
  id: isString,
  username: isString,
  first_name: isString,
  full_name: isString,
  email: isString,
  position: nullable(isString),
  user_event: (v) => typeof v === 'boolean',
  image: nullable(shape<{ url: string; name: string }>({ url: isString, name: isString })),
  private_level: (v) => Number.isSafeInteger(v),
  company_name: nullable(isString),
  membership: nullable(
    shape<Membership>({
      membership: (v) => Number.isSafeInteger(v),
      status_membership: (v) => typeof v === 'boolean',
      membership_title: isString,
      membership_activation_date: nullable(isString),
      membership_expiration_date: nullable(isString),
    }),
  ),
})

/** The profile's own fields only, as the schema would strip unknown keys. */
function pick(profile: TAuthProfile): TAuthProfile {
  const { id, username, first_name, full_name, email, position, user_event, image, private_level, company_name, membership } = profile
  return {
    id,
    username,
    first_name,
    full_name,
    email,
    position,
    user_event,
    image: image && { url: image.url, name: image.name },
    private_level,
    company_name,
    membership: membership && {
      membership: membership.membership,
      status_membership: membership.status_membership,
      membership_title: membership.membership_title,
      membership_activation_date: membership.membership_activation_date,
      membership_expiration_date: membership.membership_expiration_date,
    },
  }
}

/** Parses a stored profile; anything that is not a valid TAuthProfile is null. */
export function parseStoredProfile(raw: string | null): TAuthProfile | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return isAuthProfile(value) ? pick(value as TAuthProfile) : null
  } catch {
    return null
  }
}

/** A profile to store: refused (thrown) unless valid, as the schema's parse would. */
function validProfile(profile: TAuthProfile): TAuthProfile {
  if (!isAuthProfile(profile)) throw new TypeError('Not a valid profile')
  return pick(profile)
}

export function userTypeOf(token: string | null, profile: TAuthProfile | null): UserType {
  if (!token) return 'guest'
  if (profile?.user_event) return 'event'
  if (profile?.private_level === PLATFORM_ADMIN_PRIVATE_LEVEL) return 'admin'
  return 'company'
}

function buildSession(token: string | null, profile: TAuthProfile | null): Session {
  const isAuthenticated = token !== null
  return {
    isAuthenticated,
    status: isAuthenticated ? 'authenticated' : 'unauthenticated',
    userType: userTypeOf(token, isAuthenticated ? profile : null),
    isEventOnly: isAuthenticated && profile?.user_event === true,
    token,
    profile: isAuthenticated ? profile : null,
  }
}

/** The session of a visitor nobody signed in: what a server render, and the hydration of its HTML, use. */
export const GUEST_SESSION: Session = buildSession(null, null)

export interface SessionStore {
  getSnapshot(): Session
  subscribe(listener: () => void): () => void
  /** Stores the token and the profile after a successful login. */
  signIn(token: string, profile: TAuthProfile): void
  /** Replaces the stored profile (after a profile edit), keeping the token. */
  updateProfile(profile: TAuthProfile): void
  /** Clears the session, the profile and the stored profile (spec §4). */
  reset(): void
  /** Re-reads storage, e.g. after another tab signed in or out. */
  reload(): void
}

function safeCall<T>(fn: () => T, fallback: T): T {
  try {
    return fn()
  } catch {
    // Storage can throw (quota, disabled cookies, private mode); the session then lives in memory.
    return fallback
  }
}

export function createSessionStore(storage: KeyValueStorage): SessionStore {
  const listeners = new Set<() => void>()

  function read(): Session {
    const token = safeCall(() => storage.getItem(TOKEN_STORAGE_KEY), null) || null
    const rawProfile = safeCall(() => storage.getItem(PROFILE_STORAGE_KEY), null)
    const profile = parseStoredProfile(rawProfile)
    if (rawProfile !== null && profile === null) {
      // A corrupt or outdated profile is dropped rather than trusted.
      safeCall(() => storage.removeItem(PROFILE_STORAGE_KEY), undefined)
    }
    return buildSession(token, profile)
  }

  let snapshot = read()

  function set(next: Session) {
    snapshot = next
    for (const listener of listeners) listener()
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signIn(token, profile) {
      const valid = validProfile(profile)
      safeCall(() => storage.setItem(TOKEN_STORAGE_KEY, token), undefined)
      safeCall(() => storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(valid)), undefined)
      set(buildSession(token, valid))
    },
    updateProfile(profile) {
      if (!snapshot.token) return
      const valid = validProfile(profile)
      safeCall(() => storage.setItem(PROFILE_STORAGE_KEY, JSON.stringify(valid)), undefined)
      set(buildSession(snapshot.token, valid))
    },
    reset() {
      safeCall(() => storage.removeItem(TOKEN_STORAGE_KEY), undefined)
      safeCall(() => storage.removeItem(PROFILE_STORAGE_KEY), undefined)
      set(buildSession(null, null))
    },
    reload() {
      set(read())
    },
  }
}

function browserStorage(): KeyValueStorage {
  try {
    if (typeof window !== 'undefined' && window.localStorage) return window.localStorage
  } catch {
    // Accessing localStorage itself throws when storage is blocked.
  }
  return createMemoryStorage()
}

/** The app's one session store, shared by React (session.tsx) and the API client. */
export const sessionStore: SessionStore = createSessionStore(browserStorage())
