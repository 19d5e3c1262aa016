import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => undefined

/**
 * False on the server and while hydrating server HTML, true from the next render on (at once on a client-rendered
 * page): for what may only exist in the browser, such as a lazy module that cannot load in Node (ADR 038).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
