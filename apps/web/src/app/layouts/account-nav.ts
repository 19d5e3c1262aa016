import type { ComponentType } from 'react'
import {
  IconArrowsShuffle,
  IconBell,
  IconBuilding,
  IconBuildingFactory2,
  IconCalendarEvent,
  IconCalendarStats,
  IconCertificate,
  IconClipboardList,
  IconCrown,
  IconFileDescription,
  IconFileImport,
  IconFileInvoice,
  IconHeart,
  IconHourglass,
  IconLayoutDashboard,
  IconMessages,
  IconNews,
  IconPackage,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react'
import { matchPath } from 'react-router'
import { paths } from '../../config/paths'

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
  | 'adminCompanies'
  | 'adminUsers'
  | 'adminAudit'
  | 'adminMemberships'
  | 'adminReferenceData'
  | 'adminEvents'
  | 'adminCompanyImports'
  | 'adminRegistry'
  | 'adminInsights'

export interface AccountNavItem {
  key: AccountNavKey
  /** The link; a query (`/admin?tab=users`) must match too for the item to be active. */
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

/**
 * A platform administrator has no company, so the company items would all answer 403: it gets its
 * home (the admin overview at /dashboard), the console's four lists, notifications and its profile.
 */
export const ADMIN_NAV: readonly AccountNavItem[] = [
  { key: 'dashboard', to: paths.dashboard, icon: IconLayoutDashboard },
  { key: 'admin', to: paths.admin, icon: IconHourglass },
  { key: 'adminCompanies', to: `${paths.admin}?tab=companies`, icon: IconBuilding },
  { key: 'adminUsers', to: `${paths.admin}?tab=users`, icon: IconUsers },
  { key: 'adminAudit', to: `${paths.admin}?tab=audit`, icon: IconClipboardList },
  { key: 'adminMemberships', to: paths.adminMemberships, icon: IconCrown },
  { key: 'adminReferenceData', to: paths.adminReferenceData, icon: IconCertificate },
  { key: 'adminEvents', to: paths.adminEvents, match: '/admin/events/*', icon: IconCalendarEvent },
  { key: 'adminCompanyImports', to: paths.adminCompanyImports, icon: IconFileImport },
  { key: 'adminRegistry', to: paths.adminRegistry, icon: IconBuildingFactory2 },
  { key: 'adminInsights', to: paths.adminInsights, match: '/admin/insights/*', icon: IconNews },
  NOTIFICATIONS_NAV_ITEM,
  { key: 'userProfile', to: paths.profile, icon: IconUserCircle },
]

/** Which sidebar items a user sees: an event-only account sees only its events page, a platform admin its own menu. */
export function accountNavFor(userType: string): readonly AccountNavItem[] {
  if (userType === 'event') return ACCOUNT_NAV.filter((item) => item.key === 'events')
  if (userType === 'admin') return ADMIN_NAV
  return [...ACCOUNT_NAV, NOTIFICATIONS_NAV_ITEM]
}

/**
 * Whether a sidebar item is the current page. An item whose link has a query (`/admin?tab=users`) is
 * active only with that query; the bare `/admin` stands for its default tab (the approval queue).
 */
export function isAccountNavActive(item: AccountNavItem, pathname: string, search = ''): boolean {
  const [path = item.to, query] = item.to.split('?')
  if (matchPath({ path: item.match ?? path, end: item.match === undefined }, pathname) === null) return false
  const tab = new URLSearchParams(search).get('tab')
  if (query !== undefined) return tab === new URLSearchParams(query).get('tab')
  return item.to !== paths.admin || tab === null || tab === 'pending'
}
