import { type ComponentType, use } from 'react'

/**
 * A page (or layout) whose code loads on first use, like `React.lazy`, but which can be loaded *before* it renders:
 * the server (entry-server.tsx) and the browser before hydrating (main.tsx) call `preload` for the matched routes, so
 * their first render is the page itself, not a Suspense fallback, and the two renders match (ADR 038). Rendered before
 * its code is in, it suspends: the route's `Suspense` shows the page loader meanwhile (routes.tsx).
 */
export interface LazyPage {
  /** Renders the loaded page; suspends while it loads; throws, for the route's error boundary, if it failed to load. */
  Component: ComponentType
  /** Starts loading (once); rejects if the code failed to load (the server then sends the client-rendered page). */
  preload: () => Promise<void>
  /** The loaded component, once `preload` has settled (a stand-in that throws if the code failed to load). */
  readonly loaded: ComponentType | null
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loaded: ComponentType | null = null
  let loading: Promise<void> | null = null
  let settledPromise: Promise<void> | null = null

  const preload = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        // A page that failed to load throws its error where it renders, so the route's error boundary shows it.
        loaded = failedPage(error)
        throw error
      },
    )
    return loading
  }

  function LazyPageComponent() {
    if (!loaded) use((settledPromise ??= preload().catch(() => undefined)))
    const Loaded = loaded as ComponentType | null
    return Loaded ? <Loaded /> : null
  }

  return {
    Component: LazyPageComponent,
    preload,
    get loaded() {
      return loaded
    },
  }
}

function failedPage(error: unknown): ComponentType {
  return function FailedPage(): never {
    throw error
  }
}
