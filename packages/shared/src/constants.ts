/** Business constants of spec §9, shared by the web app and the server. */

export const LANGUAGES = ['en', 'es'] as const
/** An interface language. English is the default and the fallback (spec §1). */
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'
/**
 * Cookie holding the visitor's chosen language: the web app writes it with its stored choice, the server renders a
 * page in it (ADR 038).
 */
export const LANGUAGE_COOKIE = 'nexo.language'

export const DEFAULT_PAGE = 1
export const DEFAULT_PAGE_SIZE = 12
export const MAX_PAGE_SIZE = 100

// The search's limits live here, not in search.schema.ts: the search page's first load reads them to build its URLs,
// and importing them from a schema file would build that file's zod schemas first (issue 11).
/** Longest free-text query accepted. */
export const SEARCH_QUERY_MAX = 200
/** Most values a multi-value filter (loc, cert, cat, mat) accepts. */
export const SEARCH_FILTER_MAX_VALUES = 20

export const PASSWORD_MIN_LENGTH = 8
export const BRIEF_DESCRIPTION_MAX = 255
export const DETAILED_DESCRIPTION_MAX = 2000
/** Processes, capacity, guarantees and machinery must be longer than this. */
export const CAPABILITY_TEXT_MIN_EXCLUSIVE = 20
/** "About 2.09 MB" in the spec: 2.09 × 1024 × 1024 bytes, rounded down. */
export const BROCHURE_MAX_BYTES = Math.floor(2.09 * 1024 * 1024)
export const EARLIEST_WORKING_TIME = '09:00'
export const PRODUCT_PHONE_MIN_DIGITS = 10
export const PRODUCT_PHONE_MAX_DIGITS = 14

export const MEMBERSHIP_PLANS = ['free', 'platinum', 'gold'] as const
/** A membership level (spec §1): free/basic, Platinum, Gold. */
export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number]
/** Numeric id of each plan, as the stored profile's `membership.membership` (spec §3). */
export const MEMBERSHIP_PLAN_IDS: Record<MembershipPlan, number> = { free: 1, platinum: 2, gold: 3 }
export const PLATINUM_USER_LIMIT = 3
export const PLATINUM_CATALOGUE_LIMIT = 12
export const PLATINUM_DURATION_MONTHS = 12

export const PROFILE_VISIT_PERIODS = ['last30days', 'last15days', 'thisWeek'] as const

/** Toasts (spec §9). */
export const TOAST_AUTO_CLOSE_MS = 5000
export const TOAST_LIMIT = 20
export const TOAST_KINDS = ['success', 'error', 'warning', 'info', 'default'] as const
export type ToastKind = (typeof TOAST_KINDS)[number]

/** Data-fetch cache (spec §9). */
export const QUERY_GC_TIME_MS = 5 * 60 * 1000
export const QUERY_RETRIES = 3
export const QUERY_RETRY_DELAY_CAP_MS = 30_000
/** Exponential back-off: 1 s, 2 s, 4 s … capped at 30 s. */
export function queryRetryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_DELAY_CAP_MS)
}

// The profile's days and networks live here, not in company-profile.schema.ts: a company page's first load reads them
// to lay out the hours and links, and importing them from the schema file would build its zod schemas first (issue 11).
export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type WeekDay = (typeof WEEK_DAYS)[number]

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]
