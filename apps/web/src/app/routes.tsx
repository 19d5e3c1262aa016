import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { PageLoader } from '../components/page-loader'
import { paths } from '../config/paths'
import { NotFoundPage, DashboardNotFoundPage } from '../features/errors/pages/not-found-page'
import { RouteErrorPage } from '../features/errors/pages/route-error-page'
import { loadAllTexts } from '../lib/i18n'
import type { RouteAccess, RouteHandle } from './guards'
import type { PageName } from './page-loaders'
import { PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'

type PageLoaderFn = () => Promise<ComponentType>

/**
 * A page route: code-split with `lazy`, its own error boundary (so a broken page keeps
 * the layout around it) and its access rule in `handle` for the navigation guard.
 * Its code and the texts it needs load together: every page but home needs more than the shell's
 * namespaces (lib/i18n.ts), so `shellTextsOnly` is for home alone.
 */
function page(path: string, access: RouteAccess, load: PageLoaderFn, { shellTextsOnly = false } = {}): RouteObject {
  const handle: RouteHandle = { access }
  return {
    path,
    handle,
    errorElement: <RouteErrorPage />,
    lazy: async () => {
      try {
        const [Component] = await Promise.all([load(), shellTextsOnly ? null : loadAllTexts()])
        return { Component }
      } catch (error) {
        // A rejected `lazy` leaves React Router rendering an empty outlet instead of the
        // error boundary, so the failure is handed over as a component that throws it.
        return { Component: failedPage(error) }
      }
    },
  }
}

function failedPage(error: unknown): ComponentType {
  return function FailedPage(): never {
    throw error
  }
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
  { path: paths.notFound, handle: { access: 'public' } satisfies RouteHandle, element: <NotFoundPage />, errorElement: <RouteErrorPage /> },
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
    element: <DashboardNotFoundPage />,
    errorElement: <RouteErrorPage />,
  },
]

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      { element: <PublicLayout />, errorElement: <RouteErrorPage />, children: websiteRoutes },
      // Lazy like the pages: the dashboard's shell (app shell, navigation, tooltips) is not part of a first visit.
      {
        lazy: async () => {
          const [{ DashboardLayout }] = await Promise.all([import('./layouts/dashboard-layout'), loadAllTexts()])
          return { Component: DashboardLayout }
        },
        errorElement: <RouteErrorPage />,
        children: dashboardRoutes,
      },
      // Matches only what no route above does; the guard turns it into the right not-found page.
      { path: '*', handle: { isCatchAll: true } satisfies RouteHandle, element: null },
    ],
  },
]
