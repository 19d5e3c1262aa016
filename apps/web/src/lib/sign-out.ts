import { buildUrl } from './api-client'
import { sessionStore } from './session-store'

let lastSignOutPath: string | null = null

/**
 * The private page the user logged out from. The navigation guard sends them home from it
 * rather than to the sign-in page (which is where an expired session goes).
 */
export function signedOutFrom(): string | null {
  return lastSignOutPath
}

/**
 * Logs out: asks the server to revoke the session token (best effort: a lost or
 * already expired token must not keep the user signed in here), then clears the session.
 * A plain `fetch` with `keepalive` rather than the API client: the request must survive the
 * navigation that follows, and a 401 for an expired token must not bounce to the sign-in page.
 */
export function signOut(from?: string): void {
  lastSignOutPath = from ?? null
  const token = sessionStore.getSnapshot().token
  if (token) {
    try {
      void fetch(buildUrl('/api/v1/auth/logout'), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        keepalive: true,
      }).catch(() => undefined)
    } catch {
      // fetch itself can throw synchronously (e.g. blocked by the browser); logging out still happens.
    }
  }
  sessionStore.reset()
}
