/**
 * The role × route matrix (issue 10 §1): every route of the OpenAPI document, called as each kind of caller.
 * A route without an entry here fails the test, so a new route cannot ship without its expectation.
 *
 * Each entry states the route's access rule and a request that does no harm when let in (an empty body that
 * fails validation, an unknown id, or throw-away data made for the call). The expected status of a refused
 * caller follows from the rule: 401 for visitors, 403 for everyone else. Answers that carry other companies'
 * data are also checked for fields outside the basic set when the caller is a basic viewer (spec §6).
 */
import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ZCompanyDetailBasicSchema, ZCompanyDetailFullSchema, ZPublicProductBasicSchema, ZPublicProductFullSchema } from '@nexo/shared'
import { companies, productsServices } from './db/schema'
import type { PolicyName } from './platform/policy'
import { insertReferenceData } from './modules/companies/companies.test-support'
import { createFixtureCompany, createFixtureUser, signInFixture } from './test/fixtures'
import { createTestApp, type TestApp } from './test/test-app'

const ROLES = [
  'visitor',
  'freeAdmin',
  'freeRestricted',
  'platinumAdmin',
  'platinumRestricted',
  'allowedRestricted',
  'expiredAdmin',
  'eventOnly',
  'platformAdmin',
  'otherCompanyAdmin',
] as const
type Role = (typeof ROLES)[number]

/**
 * What each caller is, as the policies see it. `allowedRestricted` is a restricted user of a Platinum company A whose
 * admin lets restricted users contact, chat and book meetings (ADR 047); in F and P that setting is off (the default).
 */
const CALLER: Record<Role, { signedIn: boolean; eventOnly: boolean; company: 'F' | 'P' | 'A' | 'E' | 'O' | null; companyAdmin: boolean; mayContact: boolean; platformAdmin: boolean }> = {
  visitor: { signedIn: false, eventOnly: false, company: null, companyAdmin: false, mayContact: false, platformAdmin: false },
  freeAdmin: { signedIn: true, eventOnly: false, company: 'F', companyAdmin: true, mayContact: true, platformAdmin: false },
  freeRestricted: { signedIn: true, eventOnly: false, company: 'F', companyAdmin: false, mayContact: false, platformAdmin: false },
  platinumAdmin: { signedIn: true, eventOnly: false, company: 'P', companyAdmin: true, mayContact: true, platformAdmin: false },
  platinumRestricted: { signedIn: true, eventOnly: false, company: 'P', companyAdmin: false, mayContact: false, platformAdmin: false },
  allowedRestricted: { signedIn: true, eventOnly: false, company: 'A', companyAdmin: false, mayContact: true, platformAdmin: false },
  expiredAdmin: { signedIn: true, eventOnly: false, company: 'E', companyAdmin: true, mayContact: true, platformAdmin: false },
  eventOnly: { signedIn: true, eventOnly: true, company: null, companyAdmin: false, mayContact: false, platformAdmin: false },
  platformAdmin: { signedIn: true, eventOnly: false, company: null, companyAdmin: false, mayContact: false, platformAdmin: true },
  otherCompanyAdmin: { signedIn: true, eventOnly: false, company: 'O', companyAdmin: true, mayContact: true, platformAdmin: false },
}

/** Whether a declared policy lets this caller in (restating platform/policy.ts from the caller's side). */
function lets(policy: PolicyName, role: Role): boolean {
  const c = CALLER[role]
  switch (policy) {
    case 'public':
      return true
    case 'signedIn':
      return c.signedIn
    case 'user':
      return c.signedIn && !c.eventOnly
    case 'companyMember':
      return c.company !== null
    case 'companyContact':
      return c.company !== null && c.mayContact
    case 'companyAdmin':
      return c.company !== null && c.companyAdmin
    case 'platformAdmin':
      return c.platformAdmin
  }
}

/** Basic viewers of the platinum company P: everybody without Platinum rights and outside P (spec §6). */
const isBasicViewerOfP = (role: Role) => ['visitor', 'freeAdmin', 'freeRestricted', 'expiredAdmin', 'eventOnly', 'otherCompanyAdmin'].includes(role)

/**
 * Keys only a full viewer may receive. `certifications` is a list of names on search cards (basic) but the
 * certificates with their files in the full detail: files are caught by the `file` key instead.
 */
const keysOf = (schema: { shape: object }) => new Set(Object.keys(schema.shape))
const minus = (a: Set<string>, b: Set<string>) => [...a].filter((k) => !b.has(k))
const FULL_ONLY_KEYS = new Set(
  [
    ...minus(keysOf(ZCompanyDetailFullSchema), keysOf(ZCompanyDetailBasicSchema)),
    ...minus(keysOf(ZPublicProductFullSchema), keysOf(ZPublicProductBasicSchema)),
    'file',
  ].filter((key) => key !== 'certifications'),
)

/** Every key path in a JSON answer that a basic viewer must not get. */
function fullOnlyFields(value: unknown, path = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => fullOnlyFields(v, `${path}[${i}]`))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, v]) => {
    const here = `${path}.${key}`
    const own = FULL_ONLY_KEYS.has(key) || (key === 'visibility' && v === 'full') ? [here] : []
    return [...own, ...fullOnlyFields(v, here)]
  })
}

interface Case {
  policy: PolicyName
  /** The request for one caller; may make throw-away data for it. */
  request: (role: Role) => Promise<InjectOptions> | InjectOptions
  /** Status when the policy lets the caller in (default 200). */
  allowed?: number | ((role: Role) => number)
  /** The answer carries other companies' data: basic viewers must get basic fields only. */
  othersData?: boolean
}

let t: TestApp
const db = () => t.database.db
const headers = {} as Record<Role, Record<string, string>>
const userIds = {} as Record<Role, string>
const ids = { platinum: '', platinumUser: '', platinumProduct: '', pending: '' }
let ipCounter = 0
/** Every call from its own address, so per-address rate limits never decide a status here. */
const nextIp = () => `10.77.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

let categoryId = 0
async function createProduct(companyId: string): Promise<string> {
  const [row] = await db()
    .insert(productsServices)
    .values({ companyId, title: 'Soporte estampado', briefDescription: 'Soporte de lámina', detailedDescription: 'Soporte de lámina troquelado', categoryId, price: 10, email: 'ventas@fixture-corp.mx' })
    .returning({ id: productsServices.id })
  return row!.id
}

/** For routes on one company's own data (P's): its users get in, users of any other company get 404. */
const ownedByP = (okStatus: number) => (role: Role) => (CALLER[role].company === 'P' ? okStatus : 404)

const get = (url: string) => () => ({ method: 'GET' as const, url })
const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload: object = {}) => () => ({ method, url, payload })

/** Every section refuses an empty body except social media, whose links are all optional: a link to the wrong network. */
const INVALID_SECTION_BODY: Record<string, object> = { 'social-media': { facebook: 'https://example.com/not-facebook' } }
const SECTIONS = ['information', 'address', 'details', 'working-hours', 'general', 'processes', 'capabilities', 'social-media', 'statistics', 'awards']

const CASES: Record<string, Case> = {
  // system
  'GET /api/health': { policy: 'public', request: get('/api/health') },
  'GET /api/health/live': { policy: 'public', request: get('/api/health/live') },
  'GET /api/v1/admin/system/health': { policy: 'platformAdmin', request: get('/api/v1/admin/system/health') },
  'GET /api/v1/config': { policy: 'public', request: get('/api/v1/config') },
  // auth: public entry points refuse an empty body; the session routes need one
  'GET /api/v1/auth/captcha': { policy: 'public', request: get('/api/v1/auth/captcha') },
  'POST /api/v1/auth/signup': { policy: 'public', request: send('POST', '/api/v1/auth/signup'), allowed: 400 },
  'POST /api/v1/auth/quick-signup': { policy: 'public', request: send('POST', '/api/v1/auth/quick-signup'), allowed: 400 },
  'GET /api/v1/auth/activate/:token': { policy: 'public', request: get('/api/v1/auth/activate/unknown-token-000000000000'), allowed: 302 },
  'GET /api/v1/auth/confirm-email/:token': { policy: 'public', request: get('/api/v1/auth/confirm-email/unknown-token-000000000000'), allowed: 302 },
  'POST /api/v1/auth/activation/resend': { policy: 'public', request: send('POST', '/api/v1/auth/activation/resend'), allowed: 400 },
  'POST /api/v1/auth/login': { policy: 'public', request: send('POST', '/api/v1/auth/login'), allowed: 400 },
  'POST /api/v1/auth/logout': {
    policy: 'signedIn',
    // Its own session, so the role's main session stays open for the other routes.
    request: async (role) => ({ method: 'POST', url: '/api/v1/auth/logout', headers: CALLER[role].signedIn ? (await signInFixture(db(), userIds[role])).headers : {} }),
    allowed: 204,
  },
  'GET /api/v1/auth/me': { policy: 'signedIn', request: get('/api/v1/auth/me') },
  'PUT /api/v1/auth/me/language': { policy: 'signedIn', request: send('PUT', '/api/v1/auth/me/language'), allowed: 400 },
  'POST /api/v1/auth/password/forgot': { policy: 'public', request: send('POST', '/api/v1/auth/password/forgot'), allowed: 400 },
  'POST /api/v1/auth/password/reset': { policy: 'public', request: send('POST', '/api/v1/auth/password/reset'), allowed: 400 },
  // files: a JSON body is not an upload (415); a stored file is decided per file (unknown: 404)
  'POST /api/v1/auth/signup/logo': { policy: 'public', request: send('POST', '/api/v1/auth/signup/logo'), allowed: 415 },
  'POST /api/v1/files': { policy: 'user', request: send('POST', '/api/v1/files'), allowed: 415 },
  'GET /api/v1/files/:id': { policy: 'public', request: () => get(`/api/v1/files/${randomUUID()}`)(), allowed: 404 },
  // reference data
  'GET /api/v1/categories': { policy: 'public', request: get('/api/v1/categories') },
  'GET /api/v1/categories/tree': { policy: 'public', request: get('/api/v1/categories/tree') },
  'GET /api/v1/certifications': { policy: 'public', request: get('/api/v1/certifications') },
  // reference data admin (issue 12): empty bodies are refused, unknown ids are 404
  'GET /api/v1/admin/certifications': { policy: 'platformAdmin', request: get('/api/v1/admin/certifications') },
  'POST /api/v1/admin/certifications': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/certifications'), allowed: 400 },
  'PUT /api/v1/admin/certifications/:id': { policy: 'platformAdmin', request: send('PUT', '/api/v1/admin/certifications/999999'), allowed: 400 },
  'POST /api/v1/admin/certifications/:id/retire': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/certifications/999999/retire'), allowed: 404 },
  'POST /api/v1/admin/certifications/:id/restore': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/certifications/999999/restore'), allowed: 404 },
  'GET /api/v1/admin/categories': { policy: 'platformAdmin', request: get('/api/v1/admin/categories') },
  'POST /api/v1/admin/categories': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/categories'), allowed: 400 },
  'PUT /api/v1/admin/categories/:id': { policy: 'platformAdmin', request: send('PUT', '/api/v1/admin/categories/999999'), allowed: 400 },
  'PUT /api/v1/admin/categories/:id/position': { policy: 'platformAdmin', request: send('PUT', '/api/v1/admin/categories/999999/position'), allowed: 400 },
  'POST /api/v1/admin/categories/:id/retire': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/categories/999999/retire'), allowed: 404 },
  'POST /api/v1/admin/categories/:id/restore': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/categories/999999/restore'), allowed: 404 },
  // my profile
  'GET /api/v1/profile': { policy: 'user', request: get('/api/v1/profile') },
  'PATCH /api/v1/profile': { policy: 'user', request: send('PATCH', '/api/v1/profile'), allowed: 400 },
  'DELETE /api/v1/profile/pending-email': { policy: 'user', request: send('DELETE', '/api/v1/profile/pending-email') },
  'POST /api/v1/profile/password': { policy: 'user', request: send('POST', '/api/v1/profile/password'), allowed: 400 },
  // The development mailbox answers only this machine's loopback (issue 25 §6); the calls here come from 10.77.x.x.
  'GET /api/v1/dev/mailbox': { policy: 'public', request: get('/api/v1/dev/mailbox'), allowed: 403 },
  // company users
  'GET /api/v1/company/users': { policy: 'companyMember', request: get('/api/v1/company/users') },
  'GET /api/v1/company/users/:id': { policy: 'companyMember', request: () => get(`/api/v1/company/users/${ids.platinumUser}`)(), allowed: ownedByP(200) },
  'POST /api/v1/company/users': { policy: 'companyAdmin', request: send('POST', '/api/v1/company/users'), allowed: 400 },
  'PATCH /api/v1/company/users/:id': { policy: 'companyAdmin', request: () => send('PATCH', `/api/v1/company/users/${ids.platinumUser}`)(), allowed: 400 },
  'PUT /api/v1/company/user-settings': { policy: 'companyAdmin', request: send('PUT', '/api/v1/company/user-settings'), allowed: 400 },
  'DELETE /api/v1/company/users/:id': {
    policy: 'companyAdmin',
    request: async () => {
      const user = await createFixtureUser(db(), { companyId: ids.platinum, companyRole: 'restricted' })
      return { method: 'DELETE', url: `/api/v1/company/users/${user.id}` }
    },
    allowed: ownedByP(204),
  },
  // platform admin console
  'GET /api/v1/admin/overview': { policy: 'platformAdmin', request: get('/api/v1/admin/overview') },
  'GET /api/v1/admin/companies': { policy: 'platformAdmin', request: get('/api/v1/admin/companies') },
  'GET /api/v1/admin/companies/:id': { policy: 'platformAdmin', request: () => get(`/api/v1/admin/companies/${ids.pending}`)() },
  'POST /api/v1/admin/companies/:id/approve': { policy: 'platformAdmin', request: () => send('POST', `/api/v1/admin/companies/${randomUUID()}/approve`)(), allowed: 404 },
  'POST /api/v1/admin/companies/:id/reject': { policy: 'platformAdmin', request: () => send('POST', `/api/v1/admin/companies/${randomUUID()}/reject`, { reason: 'Datos incompletos' })(), allowed: 404 },
  'PUT /api/v1/admin/companies/:id/validated-supplier': { policy: 'platformAdmin', request: () => send('PUT', `/api/v1/admin/companies/${ids.platinum}/validated-supplier`)(), allowed: 400 },
  'GET /api/v1/admin/users': { policy: 'platformAdmin', request: get('/api/v1/admin/users') },
  'GET /api/v1/admin/audit-log': { policy: 'platformAdmin', request: get('/api/v1/admin/audit-log') },
  // moderation (issue 27 §19): an unknown id answers 404 to the administrator, an empty reason 400
  'GET /api/v1/admin/requirements': { policy: 'platformAdmin', request: get('/api/v1/admin/requirements') },
  'GET /api/v1/admin/requirements/:id': { policy: 'platformAdmin', request: get(`/api/v1/admin/requirements/${randomUUID()}`), allowed: 404 },
  'GET /api/v1/admin/chats': { policy: 'platformAdmin', request: get('/api/v1/admin/chats') },
  'GET /api/v1/admin/chats/:id/messages': { policy: 'platformAdmin', request: get(`/api/v1/admin/chats/${randomUUID()}/messages`), allowed: 404 },
  'POST /api/v1/admin/requirements/:id/hide': { policy: 'platformAdmin', request: send('POST', `/api/v1/admin/requirements/${randomUUID()}/hide`), allowed: 400 },
  'DELETE /api/v1/admin/requirements/:id/hide': { policy: 'platformAdmin', request: send('DELETE', `/api/v1/admin/requirements/${randomUUID()}/hide`), allowed: 404 },
  'POST /api/v1/admin/quotes/:id/hide': { policy: 'platformAdmin', request: send('POST', `/api/v1/admin/quotes/${randomUUID()}/hide`), allowed: 400 },
  'DELETE /api/v1/admin/quotes/:id/hide': { policy: 'platformAdmin', request: send('DELETE', `/api/v1/admin/quotes/${randomUUID()}/hide`), allowed: 404 },
  'POST /api/v1/admin/chat-messages/:id/hide': { policy: 'platformAdmin', request: send('POST', `/api/v1/admin/chat-messages/${randomUUID()}/hide`), allowed: 400 },
  'DELETE /api/v1/admin/chat-messages/:id/hide': { policy: 'platformAdmin', request: send('DELETE', `/api/v1/admin/chat-messages/${randomUUID()}/hide`), allowed: 404 },
  // directory
  'GET /api/v1/search/companies': { policy: 'public', request: get('/api/v1/search/companies'), othersData: true },
  'GET /api/v1/search/map': { policy: 'public', request: get('/api/v1/search/map'), othersData: true },
  'GET /api/v1/marketplace': { policy: 'public', request: get('/api/v1/marketplace'), othersData: true },
  'GET /api/v1/companies/:id': { policy: 'public', request: () => get(`/api/v1/companies/${ids.platinum}`)(), othersData: true },
  'GET /api/v1/companies/:id/products': { policy: 'public', request: () => get(`/api/v1/companies/${ids.platinum}/products`)(), othersData: true },
  'GET /api/v1/products/:id': { policy: 'public', request: () => get(`/api/v1/products/${ids.platinumProduct}`)(), othersData: true },
  // own company profile
  'GET /api/v1/company/profile': { policy: 'companyMember', request: get('/api/v1/company/profile') },
  ...Object.fromEntries(
    SECTIONS.map((section) => [`PUT /api/v1/company/profile/${section}`, { policy: 'companyAdmin', request: send('PUT', `/api/v1/company/profile/${section}`, INVALID_SECTION_BODY[section]), allowed: 400 } satisfies Case]),
  ),
  // own catalogue
  'GET /api/v1/company/products': { policy: 'companyMember', request: get('/api/v1/company/products') },
  'POST /api/v1/company/products': { policy: 'companyAdmin', request: send('POST', '/api/v1/company/products'), allowed: 400 },
  'GET /api/v1/company/products/:id': { policy: 'companyMember', request: () => get(`/api/v1/company/products/${ids.platinumProduct}`)(), allowed: ownedByP(200) },
  'PUT /api/v1/company/products/:id': { policy: 'companyAdmin', request: () => send('PUT', `/api/v1/company/products/${ids.platinumProduct}`)(), allowed: 400 },
  'DELETE /api/v1/company/products/:id': {
    policy: 'companyAdmin',
    request: async () => ({ method: 'DELETE', url: `/api/v1/company/products/${await createProduct(ids.platinum)}` }),
    allowed: ownedByP(204),
  },
  // matching (issue 12, ADR 028): another company's requirement (or an unknown id) is 404
  'GET /api/v1/matching/requirements': { policy: 'companyMember', request: get('/api/v1/matching/requirements') },
  'GET /api/v1/matching/requirements/:id/suppliers': { policy: 'companyMember', request: () => get(`/api/v1/matching/requirements/${randomUUID()}/suppliers`)(), allowed: 404 },
  'GET /api/v1/matching/my-requirements': { policy: 'companyMember', request: get('/api/v1/matching/my-requirements') },
  'GET /api/v1/matching/partners': { policy: 'companyMember', request: get('/api/v1/matching/partners') },
  // favourites and dashboard
  'GET /api/v1/favourites': { policy: 'companyMember', request: get('/api/v1/favourites?type=company'), othersData: true },
  'GET /api/v1/favourites/ids': { policy: 'companyMember', request: get('/api/v1/favourites/ids?type=company') },
  'PUT /api/v1/favourites/:type/:id': { policy: 'companyMember', request: () => send('PUT', `/api/v1/favourites/company/${ids.platinum}`)() },
  'DELETE /api/v1/favourites/:type/:id': { policy: 'companyMember', request: () => send('DELETE', `/api/v1/favourites/company/${ids.platinum}`)() },
  'GET /api/v1/dashboard': { policy: 'companyMember', request: get('/api/v1/dashboard') },
  // requirements and quotes (issue 12): unknown ids are 404 (another company's are too, see their module tests)
  'GET /api/v1/requirements': { policy: 'public', request: get('/api/v1/requirements') },
  'GET /api/v1/requirements/:id/card': { policy: 'public', request: () => get(`/api/v1/requirements/${randomUUID()}/card`)(), allowed: 404 },
  'GET /api/v1/requirements/:id': { policy: 'companyMember', request: () => get(`/api/v1/requirements/${randomUUID()}`)(), allowed: 404 },
  'GET /api/v1/company/requirements': { policy: 'companyMember', request: get('/api/v1/company/requirements') },
  'POST /api/v1/company/requirements': { policy: 'companyAdmin', request: send('POST', '/api/v1/company/requirements'), allowed: 400 },
  'PUT /api/v1/company/requirements/:id': { policy: 'companyAdmin', request: () => send('PUT', `/api/v1/company/requirements/${randomUUID()}`)(), allowed: 400 },
  'POST /api/v1/company/requirements/:id/cover': { policy: 'companyAdmin', request: () => send('POST', `/api/v1/company/requirements/${randomUUID()}/cover`)(), allowed: 404 },
  'GET /api/v1/company/requirements/:id/invitations': { policy: 'companyMember', request: () => get(`/api/v1/company/requirements/${randomUUID()}/invitations`)(), allowed: 404 },
  'GET /api/v1/company/requirements/:id/matches': { policy: 'companyMember', request: () => get(`/api/v1/company/requirements/${randomUUID()}/matches`)(), allowed: 404 },
  'GET /api/v1/company/requirements/:id/invite-options': { policy: 'companyAdmin', request: () => get(`/api/v1/company/requirements/${randomUUID()}/invite-options`)(), allowed: 404 },
  'POST /api/v1/company/requirements/:id/invitations': { policy: 'companyAdmin', request: () => send('POST', `/api/v1/company/requirements/${randomUUID()}/invitations`)(), allowed: 400 },
  'DELETE /api/v1/company/requirements/:id/invitations/:companyId': {
    policy: 'companyAdmin',
    request: () => send('DELETE', `/api/v1/company/requirements/${randomUUID()}/invitations/${randomUUID()}`)(),
    allowed: 404,
  },
  'GET /api/v1/company/requirements/:id/comparison': { policy: 'companyMember', request: () => get(`/api/v1/company/requirements/${randomUUID()}/comparison`)(), allowed: 404 },
  'GET /api/v1/company/requirements/:id/comparison/export': { policy: 'companyMember', request: () => get(`/api/v1/company/requirements/${randomUUID()}/comparison/export?format=csv`)(), allowed: 404 },
  'GET /api/v1/quotes': { policy: 'companyMember', request: get('/api/v1/quotes?box=sent') },
  'POST /api/v1/quotes': { policy: 'companyAdmin', request: send('POST', '/api/v1/quotes'), allowed: 400 },
  'GET /api/v1/quotes/:id': { policy: 'companyMember', request: () => get(`/api/v1/quotes/${randomUUID()}`)(), allowed: 404 },
  'POST /api/v1/quotes/:id/:decision': { policy: 'companyAdmin', request: () => send('POST', `/api/v1/quotes/${randomUUID()}/accept`)(), allowed: 404 },
  'POST /api/v1/quotes/:id/rating': { policy: 'companyAdmin', request: () => send('POST', `/api/v1/quotes/${randomUUID()}/rating`)(), allowed: 400 },
  'GET /api/v1/companies/:id/rating': { policy: 'public', request: () => get(`/api/v1/companies/${ids.platinum}/rating`)() },
  'GET /api/v1/company/rating': { policy: 'companyMember', request: get('/api/v1/company/rating') },
  // appointments (issue 13): another company's or an unknown appointment is 404; P has not registered available days;
  // booking and answering need the contact right (ADR 047: restricted users only when their company admin allows it)
  'GET /api/v1/appointments/availability': { policy: 'companyMember', request: get('/api/v1/appointments/availability') },
  'PUT /api/v1/appointments/availability': { policy: 'companyAdmin', request: send('PUT', '/api/v1/appointments/availability'), allowed: 400 },
  'GET /api/v1/appointments/slots': {
    policy: 'companyMember',
    request: () => get(`/api/v1/appointments/slots?companyId=${ids.platinum}&from=2026-12-01&to=2026-12-07&timeZone=America/Tijuana`)(),
    allowed: (role) => (CALLER[role].company === 'P' ? 400 : 409),
  },
  'GET /api/v1/appointments': { policy: 'companyMember', request: get('/api/v1/appointments') },
  'POST /api/v1/appointments': { policy: 'companyContact', request: send('POST', '/api/v1/appointments'), allowed: 400 },
  'GET /api/v1/appointments/:id': { policy: 'companyMember', request: () => get(`/api/v1/appointments/${randomUUID()}`)(), allowed: 404 },
  'GET /api/v1/appointments/:id/ics': { policy: 'companyMember', request: () => get(`/api/v1/appointments/${randomUUID()}/ics`)(), allowed: 404 },
  'PATCH /api/v1/appointments/:id': { policy: 'companyContact', request: () => send('PATCH', `/api/v1/appointments/${randomUUID()}`, { matter: 'Visita' })(), allowed: 404 },
  'POST /api/v1/appointments/:id/accept': { policy: 'companyContact', request: () => send('POST', `/api/v1/appointments/${randomUUID()}/accept`)(), allowed: 404 },
  'POST /api/v1/appointments/:id/decline': { policy: 'companyContact', request: () => send('POST', `/api/v1/appointments/${randomUUID()}/decline`)(), allowed: 404 },
  'POST /api/v1/appointments/:id/cancel': { policy: 'companyContact', request: () => send('POST', `/api/v1/appointments/${randomUUID()}/cancel`, { reason: 'Cambio de planes' })(), allowed: 404 },
  // notifications (own only: an unknown id is 404) and the realtime socket (authenticated by its first message)
  'GET /api/v1/notifications': { policy: 'user', request: get('/api/v1/notifications') },
  'GET /api/v1/notifications/unread-count': { policy: 'user', request: get('/api/v1/notifications/unread-count') },
  'PATCH /api/v1/notifications': { policy: 'user', request: send('PATCH', '/api/v1/notifications'), allowed: 400 },
  'PATCH /api/v1/notifications/:id': { policy: 'user', request: () => send('PATCH', `/api/v1/notifications/${randomUUID()}`, { isRead: true })(), allowed: 404 },
  'GET /api/v1/notifications/preferences': { policy: 'user', request: get('/api/v1/notifications/preferences') },
  'PUT /api/v1/notifications/preferences': { policy: 'user', request: send('PUT', '/api/v1/notifications/preferences'), allowed: 400 },
  // insights blog and home stats (issue 14): unknown posts, comments and users are 404
  'GET /api/v1/insights': { policy: 'public', request: get('/api/v1/insights') },
  'GET /api/v1/insights/:id': { policy: 'public', request: () => get(`/api/v1/insights/${randomUUID()}`)(), allowed: 404 },
  'GET /api/v1/insights/:id/attachment': { policy: 'public', request: () => get(`/api/v1/insights/${randomUUID()}/attachment`)(), allowed: 404 },
  'GET /api/v1/insights/:id/comments': { policy: 'public', request: () => get(`/api/v1/insights/${randomUUID()}/comments`)(), allowed: 404 },
  'POST /api/v1/insights/:id/comments': { policy: 'user', request: () => send('POST', `/api/v1/insights/${randomUUID()}/comments`, { body: 'Buen artículo' })(), allowed: 404 },
  'PUT /api/v1/insights/:id/rating': { policy: 'user', request: () => send('PUT', `/api/v1/insights/${randomUUID()}/rating`, { score: 4 })(), allowed: 404 },
  'GET /api/v1/admin/insights': { policy: 'platformAdmin', request: get('/api/v1/admin/insights') },
  'GET /api/v1/admin/insights/:id': { policy: 'platformAdmin', request: () => get(`/api/v1/admin/insights/${randomUUID()}`)(), allowed: 404 },
  'POST /api/v1/admin/insights': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/insights'), allowed: 400 },
  'PUT /api/v1/admin/insights/:id': { policy: 'platformAdmin', request: () => send('PUT', `/api/v1/admin/insights/${randomUUID()}`)(), allowed: 400 },
  'POST /api/v1/admin/insights/attachments': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/insights/attachments'), allowed: 415 },
  'PATCH /api/v1/admin/insights/comments/:commentId': { policy: 'platformAdmin', request: () => send('PATCH', `/api/v1/admin/insights/comments/${randomUUID()}`, { hidden: true })(), allowed: 404 },
  'PUT /api/v1/admin/insights/comment-blocks/:userId': { policy: 'platformAdmin', request: () => send('PUT', `/api/v1/admin/insights/comment-blocks/${randomUUID()}`)(), allowed: 404 },
  'DELETE /api/v1/admin/insights/comment-blocks/:userId': { policy: 'platformAdmin', request: () => send('DELETE', `/api/v1/admin/insights/comment-blocks/${randomUUID()}`)(), allowed: 404 },
  'GET /api/v1/stats/home': { policy: 'public', request: get('/api/v1/stats/home') },
  'GET /api/ws': { policy: 'public', request: get('/api/ws'), allowed: 426 },
  // contact modal and chat (issue 13): signed-in callers reach the contact handler (it answers the §8 codes itself);
  // chats are read by any company member and written with the contact right (ADR 047), an unknown chat is 404
  'GET /api/v1/contact/:companyId': { policy: 'signedIn', request: () => get(`/api/v1/contact/${randomUUID()}`)(), allowed: 404 },
  'POST /api/v1/contact': { policy: 'signedIn', request: send('POST', '/api/v1/contact'), allowed: 400 },
  'GET /api/v1/chats': { policy: 'companyMember', request: get('/api/v1/chats') },
  'GET /api/v1/chats/unread-count': { policy: 'companyMember', request: get('/api/v1/chats/unread-count') },
  'GET /api/v1/chats/:chatId/messages': { policy: 'companyMember', request: () => get(`/api/v1/chats/${randomUUID()}/messages`)(), allowed: 404 },
  'POST /api/v1/chats/:chatId/messages': { policy: 'companyContact', request: () => send('POST', `/api/v1/chats/${randomUUID()}/messages`)(), allowed: 400 },
  'POST /api/v1/chats/:chatId/attachments': { policy: 'companyContact', request: () => send('POST', `/api/v1/chats/${randomUUID()}/attachments`)(), allowed: 415 },
  'PUT /api/v1/chats/:chatId/status': { policy: 'companyContact', request: () => send('PUT', `/api/v1/chats/${randomUUID()}/status`)(), allowed: 400 },
  'DELETE /api/v1/chats/:chatId': { policy: 'companyContact', request: () => send('DELETE', `/api/v1/chats/${randomUUID()}`)(), allowed: 404 },
  'PATCH /api/v1/chats/:chatId/messages/:messageId': { policy: 'companyContact', request: () => send('PATCH', `/api/v1/chats/${randomUUID()}/messages/${randomUUID()}`)(), allowed: 400 },
  'DELETE /api/v1/chats/:chatId/messages/:messageId': { policy: 'companyContact', request: () => send('DELETE', `/api/v1/chats/${randomUUID()}/messages/${randomUUID()}`)(), allowed: 404 },
  'DELETE /api/v1/chats/:chatId/messages/:messageId/file': { policy: 'companyContact', request: () => send('DELETE', `/api/v1/chats/${randomUUID()}/messages/${randomUUID()}/file`)(), allowed: 404 },
  'GET /api/v1/chats/:chatId/messages/:messageId/file': { policy: 'companyMember', request: () => get(`/api/v1/chats/${randomUUID()}/messages/${randomUUID()}/file`)(), allowed: 404 },
  'GET /api/v1/chats/:chatId/messages/:messageId/thumbnail': { policy: 'companyMember', request: () => get(`/api/v1/chats/${randomUUID()}/messages/${randomUUID()}/thumbnail`)(), allowed: 404 },
  'PUT /api/v1/chats/:chatId/read': { policy: 'companyMember', request: () => send('PUT', `/api/v1/chats/${randomUUID()}/read`)(), allowed: 404 },
  'DELETE /api/v1/chats/:chatId/read/:messageId': { policy: 'companyMember', request: () => send('DELETE', `/api/v1/chats/${randomUUID()}/read/${randomUUID()}`)(), allowed: 404 },
  'POST /api/v1/chats/:chatId/typing': { policy: 'companyContact', request: () => send('POST', `/api/v1/chats/${randomUUID()}/typing`)(), allowed: 404 },
  // membership lifecycle (issue 14): company users see their plan, company admins ask for one, the platform admin
  // follows requests up and activates plans
  'GET /api/v1/membership': { policy: 'companyMember', request: get('/api/v1/membership') },
  'POST /api/v1/membership/requests': { policy: 'companyAdmin', request: send('POST', '/api/v1/membership/requests'), allowed: 400 },
  'GET /api/v1/admin/membership-requests': { policy: 'platformAdmin', request: get('/api/v1/admin/membership-requests') },
  'PATCH /api/v1/admin/membership-requests/:id': { policy: 'platformAdmin', request: () => send('PATCH', `/api/v1/admin/membership-requests/${randomUUID()}`, { status: 'closed' })(), allowed: 404 },
  'POST /api/v1/admin/companies/:id/membership': { policy: 'platformAdmin', request: () => send('POST', `/api/v1/admin/companies/${randomUUID()}/membership`)(), allowed: 400 },
  'DELETE /api/v1/admin/companies/:id/membership': { policy: 'platformAdmin', request: () => send('DELETE', `/api/v1/admin/companies/${randomUUID()}/membership`)(), allowed: 404 },
  // events (issue 14): public pages, attendance for any signed-in account (event-only included), the rest platform admin
  'GET /api/v1/events': { policy: 'public', request: get('/api/v1/events') },
  'GET /api/v1/events/:id': { policy: 'public', request: () => get(`/api/v1/events/${randomUUID()}`)(), allowed: 404 },
  'POST /api/v1/events/:id/registration': { policy: 'signedIn', request: () => send('POST', `/api/v1/events/${randomUUID()}/registration`)(), allowed: 404 },
  'DELETE /api/v1/events/:id/registration': { policy: 'signedIn', request: () => send('DELETE', `/api/v1/events/${randomUUID()}/registration`)(), allowed: 404 },
  'POST /api/v1/events/:id/registration/accept-offer': { policy: 'signedIn', request: () => send('POST', `/api/v1/events/${randomUUID()}/registration/accept-offer`)(), allowed: 404 },
  'GET /api/v1/event-registrations/mine': { policy: 'signedIn', request: get('/api/v1/event-registrations/mine') },
  'GET /api/v1/event-registrations/:id': { policy: 'signedIn', request: () => get(`/api/v1/event-registrations/${randomUUID()}`)(), allowed: 404 },
  'GET /api/v1/event-registrations/:id/ics': { policy: 'signedIn', request: () => get(`/api/v1/event-registrations/${randomUUID()}/ics`)(), allowed: 404 },
  'GET /api/v1/admin/events': { policy: 'platformAdmin', request: get('/api/v1/admin/events') },
  'POST /api/v1/admin/events': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/events'), allowed: 400 },
  'GET /api/v1/admin/events/:id': { policy: 'platformAdmin', request: () => get(`/api/v1/admin/events/${randomUUID()}`)(), allowed: 404 },
  'PUT /api/v1/admin/events/:id': { policy: 'platformAdmin', request: () => send('PUT', `/api/v1/admin/events/${randomUUID()}`)(), allowed: 400 },
  'POST /api/v1/admin/events/image': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/events/image'), allowed: 415 },
  // company bulk import (issue 12): a JSON body is not an upload; unknown ids are 404
  'GET /api/v1/admin/company-imports': { policy: 'platformAdmin', request: get('/api/v1/admin/company-imports') },
  'GET /api/v1/admin/company-imports/template.csv': { policy: 'platformAdmin', request: get('/api/v1/admin/company-imports/template.csv') },
  'POST /api/v1/admin/company-imports': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/company-imports'), allowed: 415 },
  'GET /api/v1/admin/company-imports/:id': { policy: 'platformAdmin', request: () => get(`/api/v1/admin/company-imports/${randomUUID()}`)(), allowed: 404 },
  'POST /api/v1/admin/company-imports/:id/run': { policy: 'platformAdmin', request: () => send('POST', `/api/v1/admin/company-imports/${randomUUID()}/run`)(), allowed: 404 },
  // public registry and claims (issue 30 §1, ADR 055)
  'GET /api/v1/admin/registry-imports': { policy: 'platformAdmin', request: get('/api/v1/admin/registry-imports') },
  'POST /api/v1/admin/registry-imports': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/registry-imports'), allowed: 415 },
  'GET /api/v1/admin/registry-imports/:id': { policy: 'platformAdmin', request: () => get(`/api/v1/admin/registry-imports/${randomUUID()}`)(), allowed: 404 },
  'GET /api/v1/admin/company-claims': { policy: 'platformAdmin', request: get('/api/v1/admin/company-claims') },
  'POST /api/v1/admin/company-claims/:id/decision': { policy: 'platformAdmin', request: () => send('POST', `/api/v1/admin/company-claims/${randomUUID()}/decision`, { decision: 'confirm', evidence: 'Called the registry phone number' })(), allowed: 404 },
  'GET /api/v1/companies/:id/claim-start': { policy: 'public', request: () => get(`/api/v1/companies/${randomUUID()}/claim-start`)(), allowed: 409 },
  // SAT article 69-B (issue 28 §1, ADR 056): a JSON body is no upload (415); an unknown import 404
  'GET /api/v1/admin/sat69b-imports': { policy: 'platformAdmin', request: get('/api/v1/admin/sat69b-imports') },
  'POST /api/v1/admin/sat69b-imports': { policy: 'platformAdmin', request: send('POST', '/api/v1/admin/sat69b-imports'), allowed: 415 },
  'GET /api/v1/admin/sat69b-imports/:id': { policy: 'platformAdmin', request: () => get(`/api/v1/admin/sat69b-imports/${randomUUID()}`)(), allowed: 404 },
  'GET /api/v1/admin/sat69b-companies': { policy: 'platformAdmin', request: get('/api/v1/admin/sat69b-companies') },
  'GET /api/v1/company/sat-69b': { policy: 'companyMember', request: get('/api/v1/company/sat-69b') },
  'GET /api/v1/admin/events/:id/attendees': { policy: 'platformAdmin', request: () => get(`/api/v1/admin/events/${randomUUID()}/attendees`)(), allowed: 404 },
  'GET /api/v1/admin/events/:id/attendees/export': { policy: 'platformAdmin', request: () => get(`/api/v1/admin/events/${randomUUID()}/attendees/export`)(), allowed: 404 },
  'POST /api/v1/admin/events/:id/check-in': { policy: 'platformAdmin', request: () => send('POST', `/api/v1/admin/events/${randomUUID()}/check-in`)(), allowed: 400 },
}

/** `METHOD /path/:param` of every `/api` operation in the OpenAPI document. */
function documentedRoutes(): string[] {
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  // The site files (robots.txt, sitemap.xml) are documented too but are not API routes: no policy applies.
  const apiPaths = Object.entries(doc.paths).filter(([path]) => path === '/api' || path.startsWith('/api/'))
  return apiPaths.flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => method !== 'head')
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`),
  )
}

beforeAll(async () => {
  t = await createTestApp({ DEV_MAILBOX: 'true' })
  categoryId = (await insertReferenceData(db())).categoryIds[0]!
  const free = await createFixtureCompany(db(), { plan: 'free' })
  const platinum = await createFixtureCompany(db(), { plan: 'platinum' })
  const expired = await createFixtureCompany(db(), { plan: 'platinum', expiredMembership: true })
  const other = await createFixtureCompany(db(), { plan: 'free' })
  const allowing = await createFixtureCompany(db(), { plan: 'platinum' })
  await db().update(companies).set({ restrictedUsersMayContact: true }).where(eq(companies.id, allowing.id))
  const pending = await createFixtureCompany(db(), { status: 'pending' })
  const users = {
    freeAdmin: await createFixtureUser(db(), { companyId: free.id }),
    freeRestricted: await createFixtureUser(db(), { companyId: free.id, companyRole: 'restricted' }),
    platinumAdmin: await createFixtureUser(db(), { companyId: platinum.id }),
    platinumRestricted: await createFixtureUser(db(), { companyId: platinum.id, companyRole: 'restricted' }),
    allowedRestricted: await createFixtureUser(db(), { companyId: allowing.id, companyRole: 'restricted' }),
    expiredAdmin: await createFixtureUser(db(), { companyId: expired.id }),
    eventOnly: await createFixtureUser(db(), { isEventOnly: true }),
    platformAdmin: await createFixtureUser(db(), { platformRole: 'admin' }),
    otherCompanyAdmin: await createFixtureUser(db(), { companyId: other.id }),
  }
  headers.visitor = {}
  for (const [role, user] of Object.entries(users) as [Role, { id: string }][]) {
    userIds[role] = user.id
    headers[role] = (await signInFixture(db(), user.id)).headers
  }
  ids.platinum = platinum.id
  ids.platinumUser = users.platinumRestricted.id
  ids.platinumProduct = await createProduct(platinum.id)
  ids.pending = pending.id
}, 120_000)

afterAll(async () => {
  await t?.close()
})

describe('role × route matrix', () => {
  it('has an expectation for every documented route, and documents every route that declares a policy', () => {
    const documented = documentedRoutes()
    expect(documented.filter((route) => !CASES[route]), 'routes without an expectation in CASES').toEqual([])
    expect(Object.keys(CASES).filter((route) => !documented.includes(route)), 'expectations for routes that do not exist').toEqual([])
    const declared = [...t.app.declaredPolicies.keys()].filter((route) => !route.startsWith('HEAD '))
    expect(declared.filter((route) => !documented.includes(route)), 'routes missing from the OpenAPI document').toEqual([])
  })

  it('each route declares the expected policy', () => {
    const wrong = Object.entries(CASES)
      .filter(([route, c]) => t.app.declaredPolicies.get(route) !== c.policy)
      .map(([route, c]) => `${route}: declared ${t.app.declaredPolicies.get(route)}, expected ${c.policy}`)
    expect(wrong).toEqual([])
  })

  it('answers every caller as its policy says, and sends basic viewers basic fields only', async () => {
    const failures: string[] = []
    for (const [route, c] of Object.entries(CASES)) {
      for (const role of ROLES) {
        const request = await c.request(role)
        const res = await t.app.inject({ ...request, remoteAddress: nextIp(), headers: { ...headers[role], ...(request.headers ?? {}) } })
        const allowed = typeof c.allowed === 'function' ? c.allowed(role) : (c.allowed ?? 200)
        const expected = lets(c.policy, role) ? allowed : CALLER[role].signedIn ? 403 : 401
        if (res.statusCode !== expected) failures.push(`${route} as ${role}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`)
        // A company user refused only for lack of the contact right is told why (ADR 047), not a bare FORBIDDEN.
        const isRefusedRestricted = c.policy === 'companyContact' && CALLER[role].company !== null && !CALLER[role].mayContact
        if (isRefusedRestricted && res.statusCode === 403 && res.json().error.code !== 'RESTRICTED_USER_READ_ONLY') failures.push(`${route} as ${role}: ${res.json().error.code}`)
        if (c.othersData && isBasicViewerOfP(role) && res.statusCode === 200) {
          const leaked = fullOnlyFields(res.json())
          if (leaked.length > 0) failures.push(`${route} as ${role} leaks ${leaked.slice(0, 5).join(', ')}`)
        }
      }
    }
    expect(failures).toEqual([])
  })

  it('a route without a declared policy stops the app from starting', async () => {
    const { buildApp } = await import('./app')
    const { testConfig } = await import('./config')
    const app = await buildApp({ config: testConfig({ WEB_DIST_DIR: t.webDistDir }), database: t.database })
    const boot = async () => {
      app.get('/api/v1/forgotten', async () => ({ ok: true }))
      await app.ready()
    }
    await expect(boot()).rejects.toThrow(/GET \/api\/v1\/forgotten declares no access policy/)
    await app.close().catch(() => undefined)
  })
})
