/** The public site's top menu. The account sidebar's items (with their icons) are in account-nav.ts: the dashboard
 *  layout loads them, a first visit does not. */
import { paths } from '../../config/paths'

/** Keys of nav.json `top`. */
export type TopNavKey = 'home' | 'about' | 'makeDeal' | 'insights' | 'map' | 'marketplace' | 'membership' | 'events'

export interface TopNavItem {
  key: TopNavKey
  to: string
  /** Pattern that marks the item active, when it differs from `to`. */
  match?: string
  end?: boolean
}

/** Top menu of spec §2, in its order (language switch and account actions follow it). */
export const TOP_NAV: readonly TopNavItem[] = [
  { key: 'home', to: paths.home, end: true },
  { key: 'about', to: paths.knowUs },
  { key: 'makeDeal', to: paths.requirements, match: '/requirement' },
  { key: 'insights', to: paths.insights(1), match: '/insighs' },
  { key: 'map', to: paths.map },
  { key: 'marketplace', to: paths.marketplace(), match: '/marketplace' },
  { key: 'membership', to: paths.membership },
  { key: 'events', to: paths.events },
]

/** A top-menu item is active on its own path, below it, or on any path starting with its `match`. */
export function isTopNavActive(item: TopNavItem, pathname: string): boolean {
  const target = item.to.split('?')[0] ?? item.to
  if (item.end) return pathname === target
  if (pathname === target || pathname.startsWith(`${target}/`)) return true
  return item.match !== undefined && pathname.startsWith(item.match)
}
