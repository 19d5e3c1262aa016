import { useSyncExternalStore } from 'react'

const QUERY = '(prefers-reduced-motion: reduce)'

let query: MediaQueryList | null | undefined

/** One MediaQueryList for the page, made at first use: every Transition asks on every render. */
function mediaQuery(): MediaQueryList | null {
  if (query === undefined) query = typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null
  return query
}

function subscribe(onChange: () => void): () => void {
  mediaQuery()?.addEventListener('change', onChange)
  return () => mediaQuery()?.removeEventListener('change', onChange)
}

/**
 * Replaces `useReducedMotion` of @mantine/hooks in the build (vite.config.ts, `mantineHydrationHooks`). Mantine's
 * starts undefined and sets the query's answer from an effect, so every Transition (menus, popovers, drawers, even
 * closed) rendered again after hydration although the answer, "no preference", changed nothing. Here the server and
 * hydration render `initialValue` (false by default) and the browser's answer re-renders only where it differs.
 */
export function useReducedMotion(initialValue = false): boolean {
  return useSyncExternalStore(subscribe, () => mediaQuery()?.matches ?? initialValue, () => initialValue)
}
