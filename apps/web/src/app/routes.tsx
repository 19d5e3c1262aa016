import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { PageLoader } from '../components/page-loader'
import { paths } from '../config/paths'
import { NotFoundPage, DashboardNotFoundPage } from '../features/errors/pages/not-found-page'
import { RouteErrorPage } from '../features/errors/pages/route-error-page'
import { loadAllTexts } from '../lib/i18n'
import type { RouteAccess, RouteHandle } from './guards'
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

const publicPage = (path: string, load: PageLoaderFn) => page(path, 'public', load)
const privatePage = (path: string, load: PageLoaderFn) => page(path, 'private', load)

/** Website routes of spec §2. All public except /membership. */
export const websiteRoutes: RouteObject[] = [
  // The landing page of most first visits: only the shell's texts, the rest loads with the next page.
  page(paths.home, 'public', () => import('../features/home/pages/home-page').then((m) => m.HomePage), { shellTextsOnly: true }),
  publicPage(paths.knowUs, () => import('../features/about/pages/know-us-page').then((m) => m.KnowUsPage)),
  publicPage(paths.signin.pattern, () => import('../features/auth/pages/signin-page').then((m) => m.SigninPage)),
  publicPage(paths.signup, () => import('../features/auth/pages/signup-page').then((m) => m.SignupPage)),
  publicPage(paths.recoverPassword.pattern, () =>
    import('../features/auth/pages/recover-password-page').then((m) => m.RecoverPasswordPage),
  ),
  publicPage(paths.changePassword.pattern, () =>
    import('../features/auth/pages/change-password-page').then((m) => m.ChangePasswordPage),
  ),
  publicPage(paths.success, () => import('../features/auth/pages/activation-result-pages').then((m) => m.SuccessPage)),
  publicPage(paths.notExists, () => import('../features/auth/pages/activation-result-pages').then((m) => m.NotExistsPage)),
  publicPage(paths.finishSignup, () =>
    import('../features/auth/pages/activation-result-pages').then((m) => m.FinishSignupPage),
  ),
  publicPage(paths.expires, () => import('../features/auth/pages/activation-result-pages').then((m) => m.ExpiresPage)),
  publicPage(paths.searchResult.pattern, () =>
    import('../features/search/pages/search-result-page').then((m) => m.SearchResultPage),
  ),
  publicPage(paths.searchDetail.pattern, () =>
    import('../features/search/pages/search-detail-page').then((m) => m.SearchDetailPage),
  ),
  publicPage(paths.map, () => import('../features/search/pages/map-page').then((m) => m.MapPage)),
  publicPage(paths.category, () => import('../features/search/pages/category-page').then((m) => m.CategoryPage)),
  publicPage(paths.termConditions, () => import('../features/legal/pages/terms-page').then((m) => m.TermsPage)),
  publicPage(paths.privacyNotice, () => import('../features/legal/pages/privacy-page').then((m) => m.PrivacyPage)),
  publicPage(paths.requirements, () =>
    import('../features/requirements/pages/requirements-page').then((m) => m.RequirementsPage),
  ),
  publicPage(paths.requirementDetail.pattern, () =>
    import('../features/requirements/pages/requirement-detail-page').then((m) => m.RequirementDetailPage),
  ),
  publicPage(paths.insights.pattern, () => import('../features/insights/pages/insights-page').then((m) => m.InsightsPage)),
  publicPage(paths.insightsPost.pattern, () =>
    import('../features/insights/pages/insights-post-page').then((m) => m.InsightsPostPage),
  ),
  publicPage(paths.faqs, () => import('../features/info/pages/faqs-page').then((m) => m.FaqsPage)),
  publicPage(paths.buyer, () => import('../features/info/pages/buyer-page').then((m) => m.BuyerPage)),
  publicPage(paths.supplier, () => import('../features/info/pages/supplier-page').then((m) => m.SupplierPage)),
  privatePage(paths.membership, () => import('../features/membership/pages/membership-page').then((m) => m.MembershipPage)),
  publicPage(paths.marketplace.pattern, () =>
    import('../features/marketplace/pages/marketplace-page').then((m) => m.MarketplacePage),
  ),
  publicPage(paths.marketplaceDetail.pattern, () =>
    import('../features/marketplace/pages/marketplace-detail-page').then((m) => m.MarketplaceDetailPage),
  ),
  publicPage(paths.events, () => import('../features/events/pages/events-page').then((m) => m.EventsPage)),
  publicPage(paths.eventInfo.pattern, () => import('../features/events/pages/event-info-page').then((m) => m.EventInfoPage)),
  publicPage(paths.eventSignIn, () => import('../features/auth/pages/event-sign-in-page').then((m) => m.EventSignInPage)),
  publicPage(paths.eventRegistration.pattern, () =>
    import('../features/events/pages/event-registration-page').then((m) => m.EventRegistrationPage),
  ),
  publicPage(paths.eventRegistrationSummary, () =>
    import('../features/events/pages/event-registration-summary-page').then((m) => m.EventRegistrationSummaryPage),
  ),
  publicPage(paths.devMailbox, () => import('../features/mailbox/pages/mailbox-page').then((m) => m.MailboxPage)),
  // Small and the target of every unknown path: bundled with the shell, never lazy.
  { path: paths.notFound, handle: { access: 'public' } satisfies RouteHandle, element: <NotFoundPage />, errorElement: <RouteErrorPage /> },
]

/** Dashboard routes of spec §2 plus /admin and /notifications. All need login. */
export const dashboardRoutes: RouteObject[] = [
  privatePage(paths.dashboard, () => import('../features/dashboard/pages/dashboard-page').then((m) => m.DashboardPage)),
  privatePage(paths.companyProfile, () =>
    import('../features/company/pages/company-profile-page').then((m) => m.CompanyProfilePage),
  ),
  privatePage(paths.profile, () => import('../features/users/pages/profile-page').then((m) => m.ProfilePage)),
  privatePage(paths.usersList, () => import('../features/users/pages/users-list-page').then((m) => m.UsersListPage)),
  privatePage(paths.usersCreate, () => import('../features/users/pages/user-create-page').then((m) => m.UserCreatePage)),
  privatePage(paths.usersView.pattern, () => import('../features/users/pages/user-view-page').then((m) => m.UserViewPage)),
  privatePage(paths.usersEdit.pattern, () => import('../features/users/pages/user-edit-page').then((m) => m.UserEditPage)),
  privatePage(paths.productsServices, () =>
    import('../features/catalogue/pages/products-services-page').then((m) => m.ProductsServicesPage),
  ),
  privatePage(paths.productsServicesCreate, () =>
    import('../features/catalogue/pages/product-service-create-page').then((m) => m.ProductServiceCreatePage),
  ),
  privatePage(paths.productsServicesEdit.pattern, () =>
    import('../features/catalogue/pages/product-service-edit-page').then((m) => m.ProductServiceEditPage),
  ),
  privatePage(paths.appointments, () =>
    import('../features/appointments/pages/appointments-page').then((m) => m.AppointmentsPage),
  ),
  privatePage(paths.profileQuotes, () => import('../features/quotes/pages/profile-quotes-page').then((m) => m.ProfileQuotesPage)),
  privatePage(paths.profileQuotesShow.pattern, () =>
    import('../features/quotes/pages/quote-show-page').then((m) => m.QuoteShowPage),
  ),
  privatePage(paths.profileRequirementsList, () =>
    import('../features/requirements/pages/profile-requirements-list-page').then((m) => m.ProfileRequirementsListPage),
  ),
  privatePage(paths.profileRequirementsView.pattern, () =>
    import('../features/requirements/pages/profile-requirement-view-page').then((m) => m.ProfileRequirementViewPage),
  ),
  privatePage(paths.profileRequirementsEdit.pattern, () =>
    import('../features/requirements/pages/profile-requirement-edit-page').then((m) => m.ProfileRequirementEditPage),
  ),
  privatePage(paths.profileRequirementsCreate, () =>
    import('../features/requirements/pages/profile-requirement-create-page').then((m) => m.ProfileRequirementCreatePage),
  ),
  privatePage(paths.profileEvents, () => import('../features/events/pages/profile-events-page').then((m) => m.ProfileEventsPage)),
  privatePage(paths.favourites, () => import('../features/favourites/pages/favourites-page').then((m) => m.FavouritesPage)),
  privatePage(paths.matches, () => import('../features/matches/pages/matches-page').then((m) => m.MatchesPage)),
  privatePage(paths.chat, () => import('../features/chat/pages/chat-page').then((m) => m.ChatPage)),
  privatePage(paths.notifications, () =>
    import('../features/notifications/pages/notifications-page').then((m) => m.NotificationsPage),
  ),
  privatePage(paths.admin, () => import('../features/admin/pages/admin-page').then((m) => m.AdminPage)),
  privatePage(paths.adminMemberships, () => import('../features/membership/pages/admin-memberships-page').then((m) => m.AdminMembershipsPage)),
  privatePage(paths.adminReferenceData, () => import('../features/admin/pages/reference-data-page').then((m) => m.ReferenceDataPage)),
  privatePage(paths.adminCompanyImports, () => import('../features/admin/company-import/company-import-page').then((m) => m.CompanyImportPage)),
  privatePage(paths.adminEvents, () => import('../features/events/pages/admin-events-page').then((m) => m.AdminEventsPage)),
  privatePage(paths.adminEventNew, () => import('../features/events/pages/admin-event-editor-page').then((m) => m.AdminEventEditorPage)),
  privatePage(paths.adminEventEdit.pattern, () => import('../features/events/pages/admin-event-editor-page').then((m) => m.AdminEventEditorPage)),
  privatePage(paths.adminEventAttendees.pattern, () => import('../features/events/pages/admin-event-attendees-page').then((m) => m.AdminEventAttendeesPage)),
  privatePage(paths.adminInsights, () => import('../features/insights/pages/admin-insights-page').then((m) => m.AdminInsightsPage)),
  privatePage(paths.adminInsightNew, () => import('../features/insights/pages/admin-insight-editor-page').then((m) => m.AdminInsightEditorPage)),
  privatePage(paths.adminInsightEdit.pattern, () => import('../features/insights/pages/admin-insight-editor-page').then((m) => m.AdminInsightEditorPage)),
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
