import { SkipLink } from '../../components/skip-link'
import type { RouteHandle } from '../guards'
import { RouteGuard, ScrollReset } from '../route-guard'

/** Wraps every route: skip link, scroll reset and the navigation guard. */
export function RootLayout({ leafHandle }: { leafHandle: (pathname: string) => RouteHandle }) {
  return (
    <>
      <SkipLink />
      <ScrollReset />
      <RouteGuard leafHandle={leafHandle} />
    </>
  )
}
