/**
 * Every URL of the web app (spec §2), in one place.
 *
 * A path without parameters is a plain string. A path with parameters or a query
 * is a builder function (`paths.searchDetail(id)`) that also carries its router
 * pattern (`paths.searchDetail.pattern`), so the router and the links can never
 * disagree about a spelling.
 *
 * Spellings follow the spec on purpose, typos included (`/insighs`), because
 * links to the old site must keep working.
 */

type QueryValue = string | number | boolean | null | undefined
type Query = Record<string, QueryValue | readonly string[]>

/** A builder that also knows its React Router pattern. */
type PathBuilder<A extends unknown[]> = ((...args: A) => string) & { readonly pattern: string }

function route<A extends unknown[]>(pattern: string, build: (...args: A) => string): PathBuilder<A> {
  return Object.assign(build, { pattern })
}

const enc = encodeURIComponent

/** Serialises a query, dropping empty values, so links stay short and canonical. */
export function withQuery(pathname: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value) if (item !== '') params.append(key, item)
    } else if (value !== undefined && value !== null && value !== '') {
      params.append(key, String(value))
    }
  }
  const qs = params.toString()
  return qs ? `${pathname}?${qs}` : pathname
}

/** Query of /search-result (spec §2). */
export interface SearchResultQuery extends Query {
  q?: string
  loc?: string | readonly string[]
  cert?: string | readonly string[]
  cat?: string | readonly string[]
  page?: number
  limit?: number
}

/** Query of /marketplace (spec §2). */
export interface MarketplaceQuery extends Query {
  q?: string
  loc?: string | readonly string[]
  cat?: string | readonly string[]
  mat?: string | readonly string[]
  page?: number
  limit?: number
  week?: boolean
  match?: boolean
}

/**
 * The spec writes the requirement detail as `/requirement/detail/{id}{is_rfq}`:
 * an optional RFQ flag glued to the id. We make it a separate optional segment,
 * `/requirement/detail/:id/:isRfq?`, whose only meaningful value is `rfq`
 * (`/requirement/detail/42/rfq`). It is a display hint for the page's heading and
 * breadcrumbs; the server remains the authority on whether a requirement is an RFQ.
 */
export const RFQ_SEGMENT = 'rfq'

export const paths = {
  // public website
  home: '/',
  knowUs: '/know-us',
  signin: route('/signin', (redirect?: string) => withQuery('/signin', { redirect })),
  signup: '/signup',
  recoverPassword: route('/recover-password/:status?', (status?: string) =>
    status ? `/recover-password/${enc(status)}` : '/recover-password',
  ),
  changePassword: route('/change-password/:token', (token: string) => `/change-password/${enc(token)}`),
  searchResult: route('/search-result', (query: SearchResultQuery = {}) => withQuery('/search-result', query)),
  searchDetail: route('/search-detail/:id', (id: string) => `/search-detail/${enc(id)}`),
  notFound: '/not-found',
  success: '/success',
  notExists: '/not-exists',
  finishSignup: '/finish-signup',
  expires: '/expires',
  termConditions: '/term-conditions',
  privacyNotice: '/privacy-notice',
  requirements: '/requirements',
  requirementDetail: route('/requirement/detail/:id/:isRfq?', (id: string, isRfq = false) =>
    isRfq ? `/requirement/detail/${enc(id)}/${RFQ_SEGMENT}` : `/requirement/detail/${enc(id)}`,
  ),
  insights: route('/insighs/:page', (page: number = 1) => `/insighs/${page}`),
  insightsPost: route('/insighs-post/:id/:page', (id: string, page: number = 1) => `/insighs-post/${enc(id)}/${page}`),
  faqs: '/faqs',
  buyer: '/buyer',
  supplier: '/supplier',
  map: '/map',
  category: '/category',
  membership: '/membership',
  marketplace: route('/marketplace', (query: MarketplaceQuery = {}) => withQuery('/marketplace', query)),
  marketplaceDetail: route('/marketplace-detail/:id/:page', (id: string, page: number = 1) =>
    `/marketplace-detail/${enc(id)}/${page}`,
  ),
  events: '/events',
  eventInfo: route('/events/event-info/:id', (id: string) => `/events/event-info/${enc(id)}`),
  eventSignIn: '/events/sign-in',
  eventRegistration: route('/events/event-registration/:id', (id: string) => `/events/event-registration/${enc(id)}`),
  eventRegistrationSummary: '/events/event-registration-summary',
  /** Outbox of e-mails written instead of sent (no SMTP_URL); the API answers 404 in production. */
  devMailbox: '/dev/mailbox',

  // dashboard
  dashboard: '/dashboard',
  companyProfile: '/company-profile',
  profile: '/profile',
  usersList: '/users/list',
  usersCreate: '/users/create',
  usersView: route('/users/view/:id', (id: string) => `/users/view/${enc(id)}`),
  usersEdit: route('/users/edit/:id', (id: string) => `/users/edit/${enc(id)}`),
  productsServices: '/products-services',
  productsServicesCreate: '/products-services/create',
  productsServicesEdit: route('/products-services/edit/:id', (id: string) => `/products-services/edit/${enc(id)}`),
  appointments: '/appointments',
  profileQuotes: '/profile-quotes',
  profileQuotesShow: route('/profile-quotes/show/:id', (id: string) => `/profile-quotes/show/${enc(id)}`),
  profileRequirementsList: '/profile-requirements/list',
  profileRequirementsView: route('/profile-requirements/view/:id', (id: string) => `/profile-requirements/view/${enc(id)}`),
  profileRequirementsEdit: route('/profile-requirements/edit/:id', (id: string) => `/profile-requirements/edit/${enc(id)}`),
  /** All matched suppliers of my requirement (issue 27 §1; its page shows the best few). */
  profileRequirementsMatches: route('/profile-requirements/matches/:id', (id: string) => `/profile-requirements/matches/${enc(id)}`),
  profileRequirementsCreate: '/profile-requirements/create',
  profileEvents: '/profile-events',
  favourites: '/favourites',
  matches: '/matches',
  chat: '/chat',
  notifications: '/notifications',
  admin: '/admin',
  adminInsights: '/admin/insights',
  adminInsightNew: '/admin/insights/new',
  adminInsightEdit: route('/admin/insights/:id/edit', (id: string) => `/admin/insights/${enc(id)}/edit`),
  adminMemberships: '/admin/memberships',
  adminReferenceData: '/admin/reference-data',
  adminEvents: '/admin/events',
  adminCompanyImports: '/admin/company-imports',
  adminRegistry: '/admin/public-registry',
  adminEventNew: '/admin/events/new',
  adminEventEdit: route('/admin/events/:id/edit', (id: string) => `/admin/events/${enc(id)}/edit`),
  adminEventAttendees: route('/admin/events/:id/attendees', (id: string) => `/admin/events/${enc(id)}/attendees`),
  dashboardNotFound: '/dashboard/not-found',
} as const

/**
 * First path segments that belong to the dashboard. An unknown path starting with
 * one of them is an unknown *dashboard* path (→ /dashboard/not-found); any other
 * unknown path is an unknown website path (→ /not-found).
 */
export const DASHBOARD_SEGMENTS = [
  'dashboard',
  'company-profile',
  'profile',
  'users',
  'products-services',
  'appointments',
  'profile-quotes',
  'profile-requirements',
  'profile-events',
  'favourites',
  'matches',
  'chat',
  'admin',
  'notifications',
] as const

/** The value of `:isRfq` that marks an RFQ (see RFQ_SEGMENT). */
export function isRfqSegment(value: string | undefined): boolean {
  return value === RFQ_SEGMENT
}
