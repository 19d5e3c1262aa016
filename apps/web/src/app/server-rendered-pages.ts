import { paths } from '../config/paths'

/**
 * The route patterns a server render may render (ADR 038): the public pages of issues 11 and 14 and the information,
 * legal and requirements pages. Everything else stays client-rendered: pages for signed-in users, the sign-in and
 * sign-up forms, the not-found pages, and /map, whose chunk evaluates Leaflet, which reads `window` as it loads (in
 * the spike that import failed as an unhandled rejection and took the server down). entry-server.tsx checks a URL
 * against this list before any page code is loaded; routes.test.ts checks every pattern is a route.
 */
export const SERVER_RENDERED_PAGES: ReadonlySet<string> = new Set([
  paths.home,
  paths.searchResult.pattern,
  paths.searchDetail.pattern,
  paths.marketplace.pattern,
  paths.marketplaceDetail.pattern,
  paths.events,
  paths.eventInfo.pattern,
  paths.insights.pattern,
  paths.insightsPost.pattern,
  paths.knowUs,
  paths.buyer,
  paths.supplier,
  paths.faqs,
  paths.termConditions,
  paths.privacyNotice,
  paths.requirements,
])
