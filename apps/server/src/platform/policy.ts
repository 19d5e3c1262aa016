import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from './errors'
import type { AuthContext } from './auth'

/** A caller who belongs to a company (not an event-only account). */
export type CompanyAuthContext = AuthContext & { companyId: string }

/**
 * The one rule of ADR 047: a company admin may contact, chat and book meetings; a restricted user only when the
 * company's admin turned `restrictedUsersMayContact` on. The contact modal's route (policy `signedIn`, so it can
 * answer its own spec §8 codes) calls it too.
 */
export function assertMayContact(auth: AuthContext): void {
  if (!mayContact(auth)) throw new AppError('RESTRICTED_USER_READ_ONLY')
}

/** `assertMayContact` as a question, for answers that tell the client what it may do (chat summaries). */
export function mayContact(auth: AuthContext): boolean {
  return auth.companyRole === 'admin' || auth.restrictedUsersMayContact
}

function requireSignedIn(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED')
  return request.auth
}

/**
 * Every access rule a route can declare in `config.policy` (issue 10 §1). One hook enforces the declared
 * rule before the body is read, so a refused caller learns nothing from validation errors.
 */
export const POLICIES = {
  /** Anyone; the handler may still read `request.auth` to tailor the answer (e.g. basic vs full fields). */
  public: () => undefined,
  /** Any signed-in user, event-only accounts included (session, events pages). */
  signedIn: (request: FastifyRequest) => {
    requireSignedIn(request)
  },
  /** A signed-in user who is not an event-only account (spec §6: `user_event` is confined to the events page). */
  user: (request: FastifyRequest) => {
    if (requireSignedIn(request).isEventOnly) throw new AppError('FORBIDDEN')
  },
  /** A user of a company, admin or restricted: searches, queries, views (spec §6). */
  companyMember: (request: FastifyRequest) => {
    const auth = requireSignedIn(request)
    if (auth.isEventOnly || !auth.companyId) throw new AppError('FORBIDDEN')
  },
  /**
   * A company user who acts toward other companies for it: contact e-mails, chats, meetings. Spec §6 lets restricted
   * users only search, query and view, so they are refused unless their company admin allows it (ADR 047).
   */
  companyContact: (request: FastifyRequest) => {
    const auth = requireSignedIn(request)
    if (auth.isEventOnly || !auth.companyId) throw new AppError('FORBIDDEN')
    assertMayContact(auth)
  },
  /** A company user with admin permission: edits the company and manages its users (spec §6). */
  companyAdmin: (request: FastifyRequest) => {
    const auth = requireSignedIn(request)
    if (auth.isEventOnly || !auth.companyId || auth.companyRole !== 'admin') throw new AppError('FORBIDDEN')
  },
  /** A platform administrator: approves companies, manages memberships and content. */
  platformAdmin: (request: FastifyRequest) => {
    if (requireSignedIn(request).platformRole !== 'admin') throw new AppError('FORBIDDEN')
  },
} satisfies Record<string, (request: FastifyRequest) => void>

/** The name of an access rule, declared on every `/api` route as `config: { policy }`. */
export type PolicyName = keyof typeof POLICIES

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: PolicyName
  }
  interface FastifyInstance {
    /** `METHOD /path` → declared policy of every `/api` route, for the role × route test and audits. */
    declaredPolicies: Map<string, PolicyName>
  }
}

const isApiPath = (url: string) => url === '/api' || url.startsWith('/api/')

/**
 * Boot fails when an `/api` route declares no policy, and one `onRequest` hook enforces the declared one.
 * Register after the auth hook (which resolves `request.auth`) and before any route.
 */
export function registerPolicies(app: FastifyInstance) {
  const declared = new Map<string, PolicyName>()
  app.decorate('declaredPolicies', declared)
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) return
    // The OpenAPI UI and document are registered by @fastify/swagger-ui and are public by design.
    if (route.url.startsWith('/api/docs') && !route.config?.policy) {
      route.config = { ...route.config, policy: 'public' }
      return
    }
    const policy = route.config?.policy
    if (!policy || !Object.hasOwn(POLICIES, policy)) {
      throw new Error(`${String(route.method)} ${route.url} declares no access policy: add config: { policy: '…' } (${Object.keys(POLICIES).join(', ')})`)
    }
    for (const method of [route.method].flat()) declared.set(`${method} ${route.url}`, policy)
  })
  app.addHook('onRequest', async (request) => {
    const policy = request.routeOptions.config.policy
    if (policy) POLICIES[policy](request)
  })
}

/** The caller of a route whose policy needs a session (`signedIn` or stricter). */
export function authOf(request: FastifyRequest): AuthContext {
  return requireSignedIn(request)
}

/** The caller of a route whose policy is `companyMember` or `companyAdmin`. */
export function companyAuthOf(request: FastifyRequest): CompanyAuthContext {
  const auth = requireSignedIn(request)
  if (!auth.companyId) throw new AppError('FORBIDDEN')
  return auth as CompanyAuthContext
}
