/**
 * Every error the API can answer with: a stable code and its HTTP status.
 * The web app shows the code's translation (locales/<lang>/errors.json) in a toast.
 * Spec §8 errors each have their own code, even where the feature lands later.
 */
export const APP_ERROR_STATUS = {
  // generic
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** The development mailbox answers only requests from this machine (issue 25 §6). */
  DEV_MAILBOX_LOCAL_ONLY: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /**
   * A restricted company user tried to contact a company, chat or answer/book a meeting while the company admin has
   * not allowed it (spec §6: restricted users only search, query and view; ADR 047).
   */
  RESTRICTED_USER_READ_ONLY: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An uploaded image that declares more than IMAGE_MAX_PIXELS (docs/decisions/045). */
  IMAGE_TOO_MANY_PIXELS: 413,
  /** A multipart upload that cannot be parsed: truncated, no boundary, malformed parts. */
  MULTIPART_INVALID: 400,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // login (spec §8)
  LOGIN_INVALID_CREDENTIALS: 401,
  LOGIN_USER_INACTIVE: 403,
  /** Right password, but the account's e-mail was never confirmed (activation link not followed): resend it (issue 27 §15). */
  LOGIN_EMAIL_NOT_CONFIRMED: 403,
  LOGIN_COMPANY_NOT_APPROVED: 403,
  // activation (spec §8)
  ACTIVATION_TOKEN_EXPIRED: 410,
  ACTIVATION_TOKEN_NOT_FOUND: 404,
  ACTIVATION_USER_NOT_FOUND: 404,
  // password (spec §8)
  PASSWORD_CHANGE_FAILED: 400,
  // sign-up (spec §8)
  SIGNUP_EMAIL_TAKEN: 409,
  CAPTCHA_FAILED: 400,
  // accounts (not in the spec's catalogue; needed by sign-up, login and company users)
  COMPANY_RFC_TAKEN: 409,
  USERNAME_TAKEN: 409,
  ACCOUNT_ALREADY_ACTIVE: 409,
  LOGIN_ACCOUNT_LOCKED: 429,
  PASSWORD_CURRENT_INVALID: 400,
  USER_SEATS_EXHAUSTED: 409,
  CANNOT_MODIFY_SELF: 409,
  COMPANY_ALREADY_REVIEWED: 409,
  // company directory (issue 5)
  /** The membership's catalogue limit (free 3, Platinum 12) is reached. */
  CATALOGUE_LIMIT_REACHED: 409,
  // contact modal (spec §8)
  CONTACT_CLIENT_NOT_FOUND: 404,
  CONTACT_NO_PERMISSION: 403,
  CONTACT_PLATINUM_REQUIRED: 403,
  CHAT_PENDING_EXISTS: 409,
  CHAT_ACTIVE_EXISTS: 409,
  CHAT_DUPLICATE_MESSAGE: 409,
  CONTACT_ADMIN_NOT_FOUND: 404,
  CONTACT_SEND_FAILED: 500,
  // chat (spec §8)
  CHAT_TAKEN: 409,
  CHAT_REJECTED: 409,
  CHAT_NOT_SELECTED: 400,
  CHAT_CREATE_FAILED: 500,
  CHAT_SEND_FAILED: 500,
  CHAT_DELETE_FAILED: 500,
  CHAT_MESSAGE_DELETE_FAILED: 500,
  CHAT_FILE_DELETE_FAILED: 500,
  CHAT_MARK_READ_FAILED: 500,
  CHAT_UNMARK_READ_FAILED: 500,
  CHAT_STATUS_FAILED: 500,
  CHAT_UPDATE_FAILED: 500,
  // appointments (spec §8)
  APPOINTMENT_REGISTRATION_FAILED: 500,
  APPOINTMENT_DATE_UNAVAILABLE: 409,
  APPOINTMENT_NO_AVAILABLE_DAYS: 409,
  APPOINTMENT_CANCEL_FAILED: 500,
  APPOINTMENT_UPDATE_FAILED: 500,
  /** A company cannot book a meeting with itself. */
  APPOINTMENT_OWN_COMPANY: 400,
  /** The appointment was already answered, cancelled or declined (e.g. by a colleague a moment earlier). */
  APPOINTMENT_STATE_CONFLICT: 409,
  /** Only the company that received the request may accept or decline it, or set the meeting link. */
  APPOINTMENT_HOST_ONLY: 403,
  /** Only the company that booked may change the details or move the meeting. */
  APPOINTMENT_GUEST_ONLY: 403,
  /** A company may have at most APPOINTMENT_PENDING_PER_HOST_MAX unanswered requests with one host (no calendar blocking). */
  APPOINTMENT_PENDING_LIMIT: 409,
  // quotes (spec §8)
  QUOTE_SEND_FAILED: 500,
  QUOTE_UPDATE_FAILED: 500,
  // requirements and quotes (issue 12)
  /** Requirement details and "Make a deal" need an active Platinum or Gold membership (spec §6). */
  REQUIREMENT_MEMBERSHIP_REQUIRED: 403,
  /** The requirement is covered or expired: no more quotes, no edits. */
  REQUIREMENT_NOT_OPEN: 409,
  REQUIREMENT_INVITE_OWN_COMPANY: 409,
  /** A requirement invites at most REQUIREMENT_INVITATIONS_MAX suppliers (invitations notify: not a mailing list). */
  REQUIREMENT_INVITATIONS_LIMIT: 409,
  /** A maximum distance needs a location: no pin on the map, and the city is neither the company's nor in the gazetteer. */
  REQUIREMENT_LOCATION_REQUIRED: 400,
  QUOTE_OWN_COMPANY: 409,
  /** My company already has a pending quote on this requirement. */
  QUOTE_PENDING_EXISTS: 409,
  /** The quote was already accepted or rejected. */
  QUOTE_ALREADY_DECIDED: 409,
  /** Ratings are for accepted quotes only. */
  QUOTE_NOT_ACCEPTED: 409,
  RATING_ALREADY_GIVEN: 409,
  // notifications (spec §8)
  NOTIFICATION_SUBSCRIBE_FAILED: 500,
  NOTIFICATION_FETCH_FAILED: 500,
  /** A plain GET on the realtime WebSocket path (/api/ws). */
  WEBSOCKET_UPGRADE_REQUIRED: 426,
  // profile (spec §8)
  PROFILE_UPDATE_FAILED: 500,
  PROFILE_DELETE_FAILED: 500,
  // insights blog (issue 14)
  /** The platform admin blocked this user from commenting on the blog. */
  INSIGHT_COMMENTS_BLOCKED: 403,
  // membership lifecycle (issue 14, docs/decisions/032)
  /** The company already has an open request for this plan. */
  MEMBERSHIP_REQUEST_EXISTS: 409,
  /** The request was already activated: its follow-up is over. */
  MEMBERSHIP_REQUEST_CLOSED: 409,
  // events (issue 14, docs/decisions/033)
  /** The event is past, cancelled or not published: no registrations. */
  EVENT_NOT_OPEN: 409,
  EVENT_ALREADY_REGISTERED: 409,
  /** There is no place offered to the caller, or the offer expired. */
  EVENT_NO_OFFER: 409,
  /** Check-in: the code matches no registration of this event. */
  EVENT_CHECK_IN_UNKNOWN: 404,
  /** Check-in: the registration holds no place (waiting list, cancelled). */
  EVENT_CHECK_IN_NOT_REGISTERED: 409,
  /** Fewer places than people already registered. */
  EVENT_CAPACITY_BELOW_REGISTERED: 409,
  // reference data (issue 12, docs/decisions/037)
  /** A newly picked certification was retired by the platform admin (links already saved stay). */
  CERTIFICATION_RETIRED: 409,
  /** A newly picked category was retired by the platform admin (links already saved stay). */
  CATEGORY_RETIRED: 409,
  /** Another certification has this name (or one that gives the same slug). */
  CERTIFICATION_DUPLICATE: 409,
  /** Another category has this code. */
  CATEGORY_CODE_TAKEN: 409,
  /** A category cannot move under itself or one of its descendants. */
  CATEGORY_MOVE_CYCLE: 409,
  /** Retiring a category whose children are still active: retire the children first. */
  CATEGORY_HAS_ACTIVE_CHILDREN: 409,
  /** Adding, moving or restoring a category under a retired parent. */
  CATEGORY_PARENT_RETIRED: 409,
  // company bulk import (issue 12, docs/decisions/036)
  /** The upload is neither an XLSX workbook nor UTF-8 CSV text. */
  COMPANY_IMPORT_FILE_TYPE: 415,
  /** The upload is larger than COMPANY_IMPORT_MAX_BYTES (10 MB). */
  COMPANY_IMPORT_TOO_LARGE: 413,
  /** The workbook or the CSV cannot be read (damaged zip, unclosed quote …); details.line when known. */
  COMPANY_IMPORT_FILE_UNREADABLE: 400,
  /** The header lacks a required column or names one that does not exist; details.missing / details.unknown. */
  COMPANY_IMPORT_COLUMNS: 400,
  /** The file has a header but no data rows. */
  COMPANY_IMPORT_EMPTY: 400,
  /** More data rows than COMPANY_IMPORT_MAX_ROWS, or more rows read than COMPANY_IMPORT_MAX_ROWS_READ. */
  COMPANY_IMPORT_TOO_MANY_ROWS: 400,
  /** The workbook unpacks to more than COMPANY_IMPORT_MAX_PART_BYTES in a part or COMPANY_IMPORT_MAX_UNPACKED_BYTES in all (or its cells' text passes COMPANY_IMPORT_MAX_TEXT_CHARS). */
  COMPANY_IMPORT_UNPACKED_TOO_LARGE: 413,
  /** A cell holds more than COMPANY_IMPORT_MAX_CELL_CHARS characters; details.line / details.column when known. */
  COMPANY_IMPORT_CELL_TOO_LONG: 400,
  /** A row has a value past COMPANY_IMPORT_MAX_COLUMNS columns (or a cell past COMPANY_IMPORT_MAX_CELLS_PER_ROW); details.line. */
  COMPANY_IMPORT_TOO_MANY_COLUMNS: 400,
  /** Running an import that is already queued, running or finished. */
  COMPANY_IMPORT_NOT_READY: 409,
  // public registry and claims (issue 30 §1, docs/decisions/055)
  /** The registry file is larger than REGISTRY_IMPORT_MAX_BYTES. */
  REGISTRY_IMPORT_TOO_LARGE: 413,
  /** The registry file is not CSV text (a zip, a spreadsheet, binary): unzip INEGI's download and upload its .csv. */
  REGISTRY_IMPORT_FILE_TYPE: 415,
  /** The header is not DENUE's: details.missing lists the DENUE columns it lacks. */
  REGISTRY_IMPORT_COLUMNS: 400,
  // SAT article 69-B list (issue 28 §1, docs/decisions/056)
  /** The 69-B list file is larger than SAT69B_IMPORT_MAX_BYTES. */
  SAT69B_IMPORT_TOO_LARGE: 413,
  /** The 69-B list file is not CSV text (a zip, a spreadsheet, binary). */
  SAT69B_IMPORT_FILE_TYPE: 415,
  /** No header with SAT's 69-B columns in the file's first lines: details.missing lists the columns it lacks. */
  SAT69B_IMPORT_COLUMNS: 400,
  /** Claiming a company that is not from a public registry, or that someone already claimed. */
  COMPANY_CLAIM_NOT_AVAILABLE: 409,
  /** Deciding a claim that was already confirmed or rejected. */
  COMPANY_CLAIM_NOT_PENDING: 409,
  /** The account claims a registry company whose claim the platform admin has not confirmed yet. */
  LOGIN_CLAIM_PENDING: 403,
  // client-only: copy URL (spec §8); no HTTP status is ever sent for it
  COPY_URL_FAILED: 400,
  // client-only: the server could not be reached
  NETWORK_ERROR: 503,
} as const

/** A stable error code the API may send in `{ error: { code } }`. */
export type AppErrorCode = keyof typeof APP_ERROR_STATUS

export const APP_ERROR_CODES = Object.keys(APP_ERROR_STATUS) as AppErrorCode[]

export function isAppErrorCode(value: unknown): value is AppErrorCode {
  return typeof value === 'string' && Object.hasOwn(APP_ERROR_STATUS, value)
}

/**
 * The code for an answer that carries none of ours: Fastify's own 4xx errors on the server (bad JSON, too large,
 * wrong content type …), and on the web a proxy's HTML page, an old server or no answer at all (status 0).
 */
export function errorCodeForStatus(status: number): AppErrorCode {
  switch (status) {
    case 0:
      return 'NETWORK_ERROR'
    case 400:
      return 'BAD_REQUEST'
    case 401:
      return 'UNAUTHENTICATED'
    case 403:
      return 'FORBIDDEN'
    case 404:
      return 'NOT_FOUND'
    case 405:
      return 'METHOD_NOT_ALLOWED'
    case 409:
      return 'CONFLICT'
    case 413:
      return 'PAYLOAD_TOO_LARGE'
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE'
    case 429:
      return 'RATE_LIMITED'
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE'
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST'
  }
}

/** The body of every error answer of the API. */
export interface ApiErrorBody {
  error: { code: AppErrorCode; message: string; details?: unknown }
}
