import { SkipLink } from '../../components/skip-link'
import { RouteGuard, ScrollReset } from '../route-guard'

/** Wraps every route: skip link, scroll reset and the navigation guard. */
export function RootLayout() {
  return (
    <>
      <SkipLink />
      <ScrollReset />
      <RouteGuard />
    </>
  )
}
