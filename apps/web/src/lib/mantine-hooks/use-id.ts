import { useId as useReactId } from 'react'

/**
 * Replaces `useId` of @mantine/hooks in the build (vite.config.ts, `mantineHydrationHooks`). Mantine's renders React's
 * id, then swaps in a random one from a layout effect: every input, checkbox, menu and popover on a server-rendered
 * page rendered a second time, synchronously, right after hydration (half of the home page's hydration task in a
 * profile). React's id already matches between the server and the browser and lasts as long as the component, which
 * is Mantine's contract; it is returned in Mantine's form (`mantine-_R_1a_`) and no state is set.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId()
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`
}
