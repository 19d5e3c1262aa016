import { paths } from '../config/paths'

/**
 * Route pattern → the source file its lazy page loads, as the build manifest (.vite/manifest.json) keys it. A server
 * render reports the matched page's file so the server can put that chunk's CSS in the head (ADR 038). Declared
 * here, beside the route table rather than in it, so the strings stay out of the browser's entry chunk (~0.4 KB
 * gzipped on every first visit, for data only the server uses); routes.test.ts checks every lazy route has its entry
 * and that the entry is the file its `lazy` imports.
 */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  [paths.home]: 'src/features/home/pages/home-page.tsx',
  [paths.knowUs]: 'src/features/about/pages/know-us-page.tsx',
  [paths.signin.pattern]: 'src/features/auth/pages/signin-page.tsx',
  [paths.signup]: 'src/features/auth/pages/signup-page.tsx',
  [paths.recoverPassword.pattern]: 'src/features/auth/pages/recover-password-page.tsx',
  [paths.changePassword.pattern]: 'src/features/auth/pages/change-password-page.tsx',
  [paths.success]: 'src/features/auth/pages/activation-result-pages.tsx',
  [paths.notExists]: 'src/features/auth/pages/activation-result-pages.tsx',
  [paths.finishSignup]: 'src/features/auth/pages/activation-result-pages.tsx',
  [paths.expires]: 'src/features/auth/pages/activation-result-pages.tsx',
  [paths.searchResult.pattern]: 'src/features/search/pages/search-result-page.tsx',
  [paths.searchDetail.pattern]: 'src/features/search/pages/search-detail-page.tsx',
  [paths.map]: 'src/features/search/pages/map-page.tsx',
  [paths.category]: 'src/features/search/pages/category-page.tsx',
  [paths.termConditions]: 'src/features/legal/pages/terms-page.tsx',
  [paths.privacyNotice]: 'src/features/legal/pages/privacy-page.tsx',
  [paths.requirements]: 'src/features/requirements/pages/requirements-page.tsx',
  [paths.requirementDetail.pattern]: 'src/features/requirements/pages/requirement-detail-page.tsx',
  [paths.insights.pattern]: 'src/features/insights/pages/insights-page.tsx',
  [paths.insightsPost.pattern]: 'src/features/insights/pages/insights-post-page.tsx',
  [paths.faqs]: 'src/features/info/pages/faqs-page.tsx',
  [paths.buyer]: 'src/features/info/pages/buyer-page.tsx',
  [paths.supplier]: 'src/features/info/pages/supplier-page.tsx',
  [paths.membership]: 'src/features/membership/pages/membership-page.tsx',
  [paths.marketplace.pattern]: 'src/features/marketplace/pages/marketplace-page.tsx',
  [paths.marketplaceDetail.pattern]: 'src/features/marketplace/pages/marketplace-detail-page.tsx',
  [paths.events]: 'src/features/events/pages/events-page.tsx',
  [paths.eventInfo.pattern]: 'src/features/events/pages/event-info-page.tsx',
  [paths.eventSignIn]: 'src/features/auth/pages/event-sign-in-page.tsx',
  [paths.eventRegistration.pattern]: 'src/features/events/pages/event-registration-page.tsx',
  [paths.eventRegistrationSummary]: 'src/features/events/pages/event-registration-summary-page.tsx',
  [paths.devMailbox]: 'src/features/mailbox/pages/mailbox-page.tsx',
  [paths.dashboard]: 'src/features/dashboard/pages/dashboard-page.tsx',
  [paths.companyProfile]: 'src/features/company/pages/company-profile-page.tsx',
  [paths.profile]: 'src/features/users/pages/profile-page.tsx',
  [paths.usersList]: 'src/features/users/pages/users-list-page.tsx',
  [paths.usersCreate]: 'src/features/users/pages/user-create-page.tsx',
  [paths.usersView.pattern]: 'src/features/users/pages/user-view-page.tsx',
  [paths.usersEdit.pattern]: 'src/features/users/pages/user-edit-page.tsx',
  [paths.productsServices]: 'src/features/catalogue/pages/products-services-page.tsx',
  [paths.productsServicesCreate]: 'src/features/catalogue/pages/product-service-create-page.tsx',
  [paths.productsServicesEdit.pattern]: 'src/features/catalogue/pages/product-service-edit-page.tsx',
  [paths.appointments]: 'src/features/appointments/pages/appointments-page.tsx',
  [paths.profileQuotes]: 'src/features/quotes/pages/profile-quotes-page.tsx',
  [paths.profileQuotesShow.pattern]: 'src/features/quotes/pages/quote-show-page.tsx',
  [paths.profileRequirementsList]: 'src/features/requirements/pages/profile-requirements-list-page.tsx',
  [paths.profileRequirementsView.pattern]: 'src/features/requirements/pages/profile-requirement-view-page.tsx',
  [paths.profileRequirementsEdit.pattern]: 'src/features/requirements/pages/profile-requirement-edit-page.tsx',
  [paths.profileRequirementsMatches.pattern]: 'src/features/requirements/pages/profile-requirement-matches-page.tsx',
  [paths.profileRequirementsCreate]: 'src/features/requirements/pages/profile-requirement-create-page.tsx',
  [paths.profileEvents]: 'src/features/events/pages/profile-events-page.tsx',
  [paths.favourites]: 'src/features/favourites/pages/favourites-page.tsx',
  [paths.matches]: 'src/features/matches/pages/matches-page.tsx',
  [paths.chat]: 'src/features/chat/pages/chat-page.tsx',
  [paths.notifications]: 'src/features/notifications/pages/notifications-page.tsx',
  [paths.admin]: 'src/features/admin/pages/admin-page.tsx',
  [paths.adminMemberships]: 'src/features/membership/pages/admin-memberships-page.tsx',
  [paths.adminReferenceData]: 'src/features/admin/pages/reference-data-page.tsx',
  [paths.adminCompanyImports]: 'src/features/admin/company-import/company-import-page.tsx',
  [paths.adminRegistry]: 'src/features/admin/registry/registry-page.tsx',
  [paths.adminEvents]: 'src/features/events/pages/admin-events-page.tsx',
  [paths.adminEventNew]: 'src/features/events/pages/admin-event-editor-page.tsx',
  [paths.adminEventEdit.pattern]: 'src/features/events/pages/admin-event-editor-page.tsx',
  [paths.adminEventAttendees.pattern]: 'src/features/events/pages/admin-event-attendees-page.tsx',
  [paths.adminInsights]: 'src/features/insights/pages/admin-insights-page.tsx',
  [paths.adminInsightNew]: 'src/features/insights/pages/admin-insight-editor-page.tsx',
  [paths.adminInsightEdit.pattern]: 'src/features/insights/pages/admin-insight-editor-page.tsx',
}

/**
 * Where routes.tsx loads every page but home from (page-loaders.ts): the server preloads it with such a page's chunks
 * (entry-server.tsx), so hydration does not wait for it after the entry has run.
 */
export const PAGE_LOADERS_MODULE = 'src/app/page-loaders.ts'
