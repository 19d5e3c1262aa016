import type { ComponentType } from 'react'
import {
  IconArrowsShuffle,
  IconBell,
  IconBuilding,
  IconCalendarEvent,
  IconCalendarStats,
  IconFileDescription,
  IconFileInvoice,
  IconHeart,
  IconLayoutDashboard,
  IconMessages,
  IconPackage,
  IconShieldLock,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react'
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

/** Keys of nav.json `account`. */
export type AccountNavKey =
  | 'dashboard'
  | 'companyProfile'
  | 'users'
  | 'productsServices'
  | 'requirements'
  | 'appointments'
  | 'quotes'
  | 'userProfile'
  | 'events'
  | 'matches'
  | 'favourites'
  | 'chat'
  | 'notifications'
  | 'admin'

export interface AccountNavItem {
  key: AccountNavKey
  to: string
  /** React Router pattern that marks the item active (defaults to `to`, exact). */
  match?: string
  icon: ComponentType<{ size?: number | string; stroke?: number }>
}

/** Account sidebar of spec §2, in its order; log out closes it. */
export const ACCOUNT_NAV: readonly AccountNavItem[] = [
  { key: 'dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  { key: 'companyProfile', to: paths.companyProfile, icon: IconBuilding },
  { key: 'users', to: paths.usersList, match: '/users/*', icon: IconUsers },
  { key: 'productsServices', to: paths.productsServices, match: '/products-services/*', icon: IconPackage },
  { key: 'requirements', to: paths.profileRequirementsList, match: '/profile-requirements/*', icon: IconFileDescription },
  { key: 'appointments', to: paths.appointments, icon: IconCalendarStats },
  { key: 'quotes', to: paths.profileQuotes, match: '/profile-quotes/*', icon: IconFileInvoice },
  { key: 'userProfile', to: paths.profile, icon: IconUserCircle },
  { key: 'events', to: paths.profileEvents, icon: IconCalendarEvent },
  { key: 'matches', to: paths.matches, icon: IconArrowsShuffle },
  { key: 'favourites', to: paths.favourites, icon: IconHeart },
  { key: 'chat', to: paths.chat, icon: IconMessages },
]

/** The notifications screen (route ours, ADR 011), after the spec's items, with the unread count beside it. */
export const NOTIFICATIONS_NAV_ITEM: AccountNavItem = { key: 'notifications', to: paths.notifications, icon: IconBell }

/** Platform administrators also get the admin console, after the spec's items. */
export const ADMIN_NAV_ITEM: AccountNavItem = { key: 'admin', to: paths.admin, match: '/admin/*', icon: IconShieldLock }

/** Which sidebar items a user sees: an event-only account sees only its events page. */
export function accountNavFor(userType: string): readonly AccountNavItem[] {
  if (userType === 'event') return ACCOUNT_NAV.filter((item) => item.key === 'events')
  if (userType === 'admin') return [...ACCOUNT_NAV, NOTIFICATIONS_NAV_ITEM, ADMIN_NAV_ITEM]
  return [...ACCOUNT_NAV, NOTIFICATIONS_NAV_ITEM]
}
