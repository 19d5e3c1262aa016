import { type ComponentType, type ReactNode, Suspense } from 'react'
import { type RouteObject, useLocation } from 'react-router'
import { PageLoader } from '../components/page-loader'
import { paths } from '../config/paths'
import { NotFoundPage, DashboardNotFoundPage } from '../features/errors/pages/not-found-page'
import { loadAllTexts } from '../lib/i18n'
import type { RouteAccess, RouteHandle } from './guards'
import { type LazyPage, lazyPage } from './lazy-page'
import type { PageName } from './page-loaders'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { RouteErrorBoundary } from './route-error-boundary'
import { matchRoutesOnce } from './route-matches'

type PageLoaderFn = () => Promise<ComponentType>

/** A route's error boundary (the error page in its place, the layout around it kept), cleared by the next navigation. */
function Boundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation()
  return <RouteErrorBoundary resetKey={`${pathname}${search}`}>{children}</RouteErrorBoundary>
}

/** A lazy page or layout: its error boundary, and the page loader while its code and texts load. */
function LazyRoute({ page, fullScreen = false }: { page: LazyPage; fullScreen?: boolean }) {
  return (
    <Boundary>
      <Suspense fallback={<PageLoader fullScreen={fullScreen} />}>
        <page.Component />
      </Suspense>
    </Boundary>
  )
}

/**
 * A page route: code-split (lazyPage), its own error boundary (so a broken page keeps the layout around it) and its
 * access rule in `handle` for the navigation guard. Its code and the texts it needs load together: every page but
 * home needs more than the shell's namespaces (lib/i18n.ts), so `shellTextsOnly` is for home alone. The element is
 * keyed by its pattern: a navigation to another page mounts a new Suspense boundary, which shows the page loader
 * while that page loads (a boundary already shown would keep the previous page during the router's transition).
 */
function page(path: string, access: RouteAccess, load: PageLoaderFn, { shellTextsOnly = false } = {}): RouteObject {
  const lazy = lazyPage(() => Promise.all([load(), shellTextsOnly ? null : loadAllTexts()]).then(([component]) => component))
  const handle: RouteHandle = { access, page: lazy }
  return { path, handle, element: <LazyRoute key={path} page={lazy} /> }
}

/** A page other than home: its code's loader is in page-loaders.ts, which loads with the first such page. */
const loadPage = (name: PageName): PageLoaderFn => () => import('./page-loaders').then(({ PAGES }) => PAGES[name]())

const publicPage = (path: string, name: PageName) => page(path, 'public', loadPage(name))
const privatePage = (path: string, name: PageName) => page(path, 'private', loadPage(name))

/** Website routes of spec §2. All public except /membership. */
export const websiteRoutes: RouteObject[] = [
  // The landing page of most first visits: only the shell's texts, the rest loads with the next page.
  page(paths.home, 'public', () => import('../features/home/pages/home-page').then((m) => m.HomePage), { shellTextsOnly: true }),
  publicPage(paths.knowUs, 'knowUs'),
  publicPage(paths.signin.pattern, 'signin'),
  publicPage(paths.signup, 'signup'),
  publicPage(paths.recoverPassword.pattern, 'recoverPassword'),
  publicPage(paths.changePassword.pattern, 'changePassword'),
  publicPage(paths.success, 'success'),
  publicPage(paths.notExists, 'notExists'),
  publicPage(paths.finishSignup, 'finishSignup'),
  publicPage(paths.expires, 'expires'),
  publicPage(paths.searchResult.pattern, 'searchResult'),
  publicPage(paths.searchDetail.pattern, 'searchDetail'),
  publicPage(paths.map, 'map'),
  publicPage(paths.category, 'category'),
  publicPage(paths.termConditions, 'terms'),
  publicPage(paths.privacyNotice, 'privacy'),
  publicPage(paths.requirements, 'requirements'),
  publicPage(paths.requirementDetail.pattern, 'requirementDetail'),
  publicPage(paths.insights.pattern, 'insights'),
  publicPage(paths.insightsPost.pattern, 'insightsPost'),
  publicPage(paths.faqs, 'faqs'),
  publicPage(paths.buyer, 'buyer'),
  publicPage(paths.supplier, 'supplier'),
  privatePage(paths.membership, 'membership'),
  publicPage(paths.marketplace.pattern, 'marketplace'),
  publicPage(paths.marketplaceDetail.pattern, 'marketplaceDetail'),
  publicPage(paths.events, 'events'),
  publicPage(paths.eventInfo.pattern, 'eventInfo'),
  publicPage(paths.eventSignIn, 'eventSignIn'),
  publicPage(paths.eventRegistration.pattern, 'eventRegistration'),
  publicPage(paths.eventRegistrationSummary, 'eventRegistrationSummary'),
  publicPage(paths.devMailbox, 'mailbox'),
  // Small and the target of every unknown path: bundled with the shell, never lazy.
  { path: paths.notFound, handle: { access: 'public' } satisfies RouteHandle, element: <Boundary key={paths.notFound}><NotFoundPage /></Boundary> },
]

/** Dashboard routes of spec §2 plus /admin and /notifications. All need login. */
export const dashboardRoutes: RouteObject[] = [
  privatePage(paths.dashboard, 'dashboard'),
  privatePage(paths.companyProfile, 'companyProfile'),
  privatePage(paths.profile, 'profile'),
  privatePage(paths.usersList, 'usersList'),
  privatePage(paths.usersCreate, 'userCreate'),
  privatePage(paths.usersView.pattern, 'userView'),
  privatePage(paths.usersEdit.pattern, 'userEdit'),
  privatePage(paths.productsServices, 'productsServices'),
  privatePage(paths.productsServicesCreate, 'productServiceCreate'),
  privatePage(paths.productsServicesEdit.pattern, 'productServiceEdit'),
  privatePage(paths.appointments, 'appointments'),
  privatePage(paths.profileQuotes, 'profileQuotes'),
  privatePage(paths.profileQuotesShow.pattern, 'quoteShow'),
  privatePage(paths.profileRequirementsList, 'profileRequirementsList'),
  privatePage(paths.profileRequirementsView.pattern, 'profileRequirementView'),
  privatePage(paths.profileRequirementsEdit.pattern, 'profileRequirementEdit'),
  privatePage(paths.profileRequirementsMatches.pattern, 'profileRequirementMatches'),
  privatePage(paths.profileRequirementsCreate, 'profileRequirementCreate'),
  privatePage(paths.profileEvents, 'profileEvents'),
  privatePage(paths.favourites, 'favourites'),
  privatePage(paths.matches, 'matches'),
  privatePage(paths.chat, 'chat'),
  privatePage(paths.notifications, 'notifications'),
  privatePage(paths.admin, 'admin'),
  privatePage(paths.adminMemberships, 'adminMemberships'),
  privatePage(paths.adminReferenceData, 'referenceData'),
  privatePage(paths.adminCompanyImports, 'companyImport'),
  privatePage(paths.adminRegistry, 'adminRegistry'),
  privatePage(paths.adminEvents, 'adminEvents'),
  privatePage(paths.adminEventNew, 'adminEventEditor'),
  privatePage(paths.adminEventEdit.pattern, 'adminEventEditor'),
  privatePage(paths.adminEventAttendees.pattern, 'adminEventAttendees'),
  privatePage(paths.adminInsights, 'adminInsights'),
  privatePage(paths.adminInsightNew, 'adminInsightEditor'),
  privatePage(paths.adminInsightEdit.pattern, 'adminInsightEditor'),
  {
    path: paths.dashboardNotFound,
    handle: { access: 'private' } satisfies RouteHandle,
    element: (
      <Boundary key={paths.dashboardNotFound}>
        <DashboardNotFoundPage />
      </Boundary>
    ),
  },
]

/** The dashboard's shell (app shell, navigation, tooltips): lazy like the pages, it is not part of a first visit. */
const dashboardLayout = lazyPage(() =>
  Promise.all([import('./layouts/dashboard-layout'), loadAllTexts()]).then(([{ DashboardLayout }]) => DashboardLayout),
)

/**
 * The route table, rendered by `useRoutes` under a BrowserRouter (router.tsx) or, on the server, a StaticRouter
 * (entry-server.tsx): React Router's declarative mode, whose code is half the data router's (ADR 014). Every route
 * has an error boundary (`Boundary`); lazy ones carry their `LazyPage` in `handle.page`, which main.tsx and the
 * server preload for the matched routes before the first render.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <Boundary>
        <RootLayout leafHandle={leafHandle} />
      </Boundary>
    ),
    children: [
      {
        element: (
          <Boundary key="website">
            <PublicLayout />
          </Boundary>
        ),
        children: websiteRoutes,
      },
      {
        handle: { page: dashboardLayout } satisfies RouteHandle,
        element: <LazyRoute key="dashboard" page={dashboardLayout} fullScreen />,
        children: dashboardRoutes,
      },
      // Matches only what no route above does; the guard turns it into the right not-found page.
      { path: '*', handle: { isCatchAll: true } satisfies RouteHandle, element: null },
    ],
  },
]

/** The `handle` of the deepest route matching a path: its access rule, for the navigation guard (route-guard.tsx). */
export function leafHandle(pathname: string): RouteHandle {
  const handle: unknown = matchRoutesOnce(routes, pathname)?.at(-1)?.route.handle
  return typeof handle === 'object' && handle !== null ? (handle as RouteHandle) : {}
}

/** The lazy pages and layouts a path matches, loaded together: before the first render of a page (main.tsx, entry-server.tsx). */
export function preloadMatchedRoutes(table: RouteObject[], pathname: string): Promise<void[]> {
  const pages = (matchRoutesOnce(table, pathname) ?? []).map((match) => (match.route.handle as RouteHandle | undefined)?.page)
  return Promise.all(pages.flatMap((lazy) => (lazy ? [lazy.preload()] : [])))
}
