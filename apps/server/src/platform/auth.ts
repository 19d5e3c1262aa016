import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Language } from '@nexo/shared'
import type { Db } from '../db/client'
import { rows } from '../db/sql-rows'
import { companies, sessions, users } from '../db/schema'

/** Who is calling, resolved from the bearer token on every API request. */
export interface AuthContext {
  userId: string
  sessionId: string
  companyId: string | null
  platformRole: 'user' | 'admin'
  companyRole: 'admin' | 'restricted'
  /** The company's setting that lets its restricted users contact, chat and book meetings (ADR 047); false without a company. */
  restrictedUsersMayContact: boolean
  /** spec `user_event`: confined to the events pages. */
  isEventOnly: boolean
  language: Language
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

/** A new opaque session or e-mail token: 256 random bits, URL-safe. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Only this digest is stored, so a leaked table cannot be replayed as tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header || !header.startsWith('Bearer ')) return null
  const token = header.slice(7).trim()
  return token.length >= 20 && token.length <= 200 ? token : null
}

const TOUCH_INTERVAL_MS = 5 * 60 * 1000

/**
 * The caller a session token stands for: an open (not revoked, not expired) session of an active user, else null.
 * Used for bearer requests and for the realtime socket's first message (platform/realtime-socket.ts).
 */
export async function findSessionAuth(db: Db, token: string, now = new Date()): Promise<(AuthContext & { lastSeenAt: Date }) | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      userId: users.id,
      companyId: users.companyId,
      platformRole: users.platformRole,
      companyRole: users.companyRole,
      restrictedUsersMayContact: companies.restrictedUsersMayContact,
      isEventOnly: users.isEventOnly,
      language: users.language,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'active')))
    .limit(1)
  return row ? { ...row, restrictedUsersMayContact: row.restrictedUsersMayContact ?? false } : null
}

/** Of these sessions, the ones still open (same rule as findSessionAuth): long-lived sockets re-check theirs. */
export async function findOpenSessionIds(db: Db, sessionIds: string[], now = new Date()): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set()
  const open = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), eq(users.status, 'active')))
  return new Set(open.map((row) => row.id))
}

/** Resolves `request.auth` for /api requests that carry `Authorization: Bearer <token>`. */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('auth', null)
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return
    const token = bearerToken(request)
    if (!token) return
    const db = app.database.db
    const now = new Date()
    const row = await findSessionAuth(db, token, now)
    if (!row) return
    request.auth = {
      userId: row.userId,
      sessionId: row.sessionId,
      companyId: row.companyId,
      platformRole: row.platformRole,
      companyRole: row.companyRole,
      restrictedUsersMayContact: row.restrictedUsersMayContact,
      isEventOnly: row.isEventOnly,
      language: row.language,
    }
    if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId))
    }
  })
}

export interface NewSession {
  token: string
  expiresAt: Date
}

/** Opens a session for a user; the caller hands the token to the client once. */
export async function createSession(db: Db, userId: string, ttlHours: number, meta: { ip?: string; userAgent?: string } = {}): Promise<NewSession> {
  const token = generateToken()
  const expiresAt = new Date(Date.now() + ttlHours * 3600 * 1000)
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) })
  return { token, expiresAt }
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every session of a user, except `keepSessionId` when given (password change). */
export async function revokeUserSessions(db: Db, userId: string, keepSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)]
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId))
  await db.update(sessions).set({ revokedAt: new Date() }).where(and(...conditions))
}

/**
 * Scheduled clean-up: sessions expired or revoked more than `keepDays` ago. Kept that long because a session row
 * (IP, user agent, last seen) is what a security investigation of an account starts from. Answers how many.
 */
export async function purgeStaleSessions(db: Db, keepDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 86400_000)
  // Counted in the database: a first run may delete many rows, none of which we need back.
  const [row] = await rows<{ n: number }>(
    db,
    sql`with deleted as (delete from ${sessions} where ${or(lt(sessions.expiresAt, before), lt(sessions.revokedAt, before))} returning 1)
        select count(*)::int as n from deleted`,
  )
  return Number(row?.n ?? 0)
}
