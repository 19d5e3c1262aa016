import { createContext, type ReactNode, useContext, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { TAuthProfile } from '@nexo/shared'
import { GUEST_SESSION, PROFILE_STORAGE_KEY, type Session, type SessionStore, sessionStore, TOKEN_STORAGE_KEY } from './session-store'

export type { Session, UserType } from './session-store'

/** The session plus its actions (spec §3/§4). */
export interface SessionContextValue extends Session {
  signIn: (token: string, profile: TAuthProfile) => void
  updateProfile: (profile: TAuthProfile) => void
  /** Clears the session, the profile and the stored profile. */
  reset: () => void
}

/**
 * The session lives in localStorage, so a server render is a guest's, and hydration must start as one (ADR 038); React
 * then re-renders with the stored session. For a guest it is the store's own snapshot, the same object, so hydrating
 * re-renders no consumer.
 */
const guestSnapshotOf = (store: SessionStore) => () => {
  const snapshot = store.getSnapshot()
  return snapshot.isAuthenticated ? GUEST_SESSION : snapshot
}

const SessionContext = createContext<SessionContextValue | null>(null)

export function SessionProvider({ children, store = sessionStore }: { children: ReactNode; store?: SessionStore }) {
  const serverSnapshot = useMemo(() => guestSnapshotOf(store), [store])
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot)

  useEffect(() => {
    // Signing in or out in another tab changes this tab's session too.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === TOKEN_STORAGE_KEY || event.key === PROFILE_STORAGE_KEY) store.reload()
    }
    window.addEventListener('storage', onStorage)
    return () => window.removeEventListener('storage', onStorage)
  }, [store])

  const value = useMemo<SessionContextValue>(
    () => ({ ...session, signIn: store.signIn, updateProfile: store.updateProfile, reset: store.reset }),
    [session, store],
  )
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext)
  if (!value) throw new Error('useSession must be used inside <SessionProvider>')
  return value
}
