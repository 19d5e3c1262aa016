import { and, count, eq, gt, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Language } from '@nexo/shared'
import type { Db } from '../../db/client'
import { rows } from '../../db/sql-rows'
import { uniqueViolation } from '../../platform/errors'
import { categories, companies, companyCategories, files, loginAttempts, memberships, sessions, tokens, users } from '../../db/schema'

export type UserRow = typeof users.$inferSelect
type NewCompany = typeof companies.$inferInsert
type NewUser = typeof users.$inferInsert
export type TokenPurpose = 'activation' | 'password_reset' | 'email_change'

export interface NewTokenValues {
  tokenHash: string
  expiresAt: Date
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1)
  return row
}

export async function findUserById(db: Db, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1)
  return row
}

export async function isUsernameTaken(db: Db, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${username.toLowerCase()}`).limit(1)
  return row !== undefined
}

export async function isRfcTaken(db: Db, rfc: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(sql`upper(${companies.rfc}) = ${rfc.toUpperCase()}`).limit(1)
  return row !== undefined
}

export async function isTaxIdTaken(db: Db, taxId: string): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(sql`upper(${companies.taxId}) = ${taxId.toUpperCase()}`).limit(1)
  return row !== undefined
}

/** A logo uploaded on the sign-up form and not yet attached to a company. */
export async function findUnclaimedSignupLogo(db: Db, fileId: string) {
  const [row] = await db
    .select({ id: files.id })
    .from(files)
    .where(and(eq(files.id, fileId), eq(files.purpose, 'signup_logo'), isNull(files.ownerCompanyId)))
    .limit(1)
  return row
}

export async function findExistingCategoryIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return []
  const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids))
  return rows.map((r) => r.id)
}

export interface NewCompanyAccount {
  company: NewCompany
  categoryIds: number[]
  user: Omit<NewUser, 'companyId'>
  logoFileId: string
  token: NewTokenValues
}

/** Company, free membership, categories, admin user, claimed logo and activation token: all or nothing. */
export async function insertCompanyAccount(db: Db, account: NewCompanyAccount): Promise<{ companyId: string; userId: string }> {
  return db.transaction(async (tx) => {
    const [company] = await tx.insert(companies).values(account.company).returning({ id: companies.id })
    const companyId = company!.id
    await tx.insert(memberships).values({ companyId, plan: 'free', status: 'active', expiresAt: null })
    await tx.insert(companyCategories).values(account.categoryIds.map((categoryId) => ({ companyId, categoryId })))
    const claimed = await tx
      .update(files)
      .set({ ownerCompanyId: companyId, purpose: 'logo' })
      .where(and(eq(files.id, account.logoFileId), eq(files.purpose, 'signup_logo'), isNull(files.ownerCompanyId)))
      .returning({ id: files.id })
    // Someone else claimed it between the check and now: abort the whole sign-up.
    if (claimed.length !== 1) throw new LogoAlreadyClaimedError()
    const [user] = await tx
      .insert(users)
      .values({ ...account.user, companyId })
      .returning({ id: users.id })
    await tx.insert(tokens).values({ userId: user!.id, purpose: 'activation', ...account.token })
    return { companyId, userId: user!.id }
  })
}

export interface NewClaimAccount {
  /** The registry company the account claims: it belongs to it, but cannot sign in until the claim is confirmed. */
  companyId: string
  user: Omit<NewUser, 'companyId'>
  token: NewTokenValues
  /** Records the claim in the same transaction (the registry module's service); answers how it will be confirmed. */
  recordClaim: (tx: Db, userId: string) => Promise<{ method: 'email_domain' | 'admin' }>
  /** Gives the sign-up logo to the company (false when another sign-up took it first). */
  takeLogo: (tx: Db) => Promise<boolean>
}

/** Claimant user, activation token and the claim: all or nothing (docs/decisions/055). */
export async function insertClaimAccount(db: Db, account: NewClaimAccount): Promise<{ companyId: string; userId: string; method: 'email_domain' | 'admin' }> {
  return db.transaction(async (tx) => {
    if (!(await account.takeLogo(tx))) throw new LogoAlreadyClaimedError()
    const [user] = await tx
      .insert(users)
      .values({ ...account.user, companyId: account.companyId })
      .returning({ id: users.id })
    await tx.insert(tokens).values({ userId: user!.id, purpose: 'activation', ...account.token })
    const { method } = await account.recordClaim(tx, user!.id)
    return { companyId: account.companyId, userId: user!.id, method }
  })
}

export class LogoAlreadyClaimedError extends Error {
  override name = 'LogoAlreadyClaimedError'
}

export async function insertEventAccount(db: Db, user: NewUser, token: NewTokenValues): Promise<{ userId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(user).returning({ id: users.id })
    await tx.insert(tokens).values({ userId: row!.id, purpose: 'activation', ...token })
    return { userId: row!.id }
  })
}

// ── e-mailed tokens ──────────────────────────────────────────────────────────────────────────────

export async function insertToken(db: Db, userId: string, purpose: TokenPurpose, token: NewTokenValues): Promise<void> {
  await db.insert(tokens).values({ userId, purpose, ...token })
}

/** Older links stop working once a new one is sent: they are marked used. */
export async function invalidateUnusedTokens(db: Db, userId: string, purpose: TokenPurpose): Promise<void> {
  await db
    .update(tokens)
    .set({ usedAt: new Date() })
    .where(and(eq(tokens.userId, userId), eq(tokens.purpose, purpose), isNull(tokens.usedAt)))
}

export async function countTokensSince(db: Db, userId: string, purpose: TokenPurpose, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(tokens)
    .where(and(eq(tokens.userId, userId), eq(tokens.purpose, purpose), gt(tokens.createdAt, since)))
  return row?.n ?? 0
}

export async function findTokenByHash(db: Db, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({
      id: tokens.id,
      userId: tokens.userId,
      expiresAt: tokens.expiresAt,
      usedAt: tokens.usedAt,
      email: users.email,
      userStatus: users.status,
      isEventOnly: users.isEventOnly,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.userId))
    .where(and(eq(tokens.tokenHash, tokenHash), eq(tokens.purpose, purpose)))
    .limit(1)
  return row
}

/** Uses the token (only once, even under concurrent clicks) and activates the user. */
export async function activateUserWithToken(db: Db, tokenId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const used = await tx
      .update(tokens)
      .set({ usedAt: now })
      .where(and(eq(tokens.id, tokenId), isNull(tokens.usedAt)))
      .returning({ id: tokens.id })
    if (used.length !== 1) return false
    await tx
      .update(users)
      .set({ status: 'active', emailVerifiedAt: now })
      .where(and(eq(users.id, userId), eq(users.status, 'pending_activation')))
    return true
  })
}

/**
 * The pending e-mail becomes the sign-in address and the token is used, together. Null when the token was already
 * used or nothing is pending; 'taken' when another account took the address meanwhile (the unique index decides).
 */
export async function confirmEmailWithToken(db: Db, tokenId: string, userId: string): Promise<{ email: string } | 'taken' | null> {
  try {
    return await db.transaction(async (tx) => {
      const used = await tx
        .update(tokens)
        .set({ usedAt: new Date() })
        .where(and(eq(tokens.id, tokenId), isNull(tokens.usedAt)))
        .returning({ id: tokens.id })
      if (used.length !== 1) return null
      const [row] = await tx
        .update(users)
        .set({ email: sql`${users.pendingEmail}`, pendingEmail: null, emailVerifiedAt: new Date() })
        .where(and(eq(users.id, userId), isNotNull(users.pendingEmail)))
        .returning({ email: users.email })
      return row ?? null
    })
  } catch (error) {
    if (uniqueViolation(error) !== null) return 'taken'
    throw error
  }
}

/** Records (or clears, with null) the address waiting for confirmation; older e-mail change links stop working. */
export async function setPendingEmail(db: Db, userId: string, pendingEmail: string | null, token?: NewTokenValues): Promise<void> {
  await db.transaction(async (tx) => {
    await invalidateUnusedTokens(tx, userId, 'email_change')
    if (token) await insertToken(tx, userId, 'email_change', token)
    await tx.update(users).set({ pendingEmail }).where(eq(users.id, userId))
  })
}

/**
 * Drops pending e-mail changes whose links can no longer be used (expired, replaced or used); answers how many.
 * `updated_at` must be older than `settledBefore`: a change requested while this statement runs rewrites the row,
 * and PostgreSQL re-checks that condition (not the token subquery, which keeps its old snapshot) on the new row.
 */
export async function clearExpiredPendingEmails(db: Db, settledBefore: Date): Promise<number> {
  const cleared = await db
    .update(users)
    .set({ pendingEmail: null })
    .where(
      and(
        isNotNull(users.pendingEmail),
        lt(users.updatedAt, settledBefore),
        sql`not exists (select 1 from ${tokens} t where t.user_id = ${users.id} and t.purpose = 'email_change' and t.used_at is null and t.expires_at > now())`,
      ),
    )
    .returning({ id: users.id })
  return cleared.length
}

/** Deletes e-mailed tokens used or expired before `before`; answers how many. */
export async function deleteTokensSettledBefore(db: Db, before: Date): Promise<number> {
  const deleted = await db
    .delete(tokens)
    .where(or(lt(tokens.usedAt, before), lt(tokens.expiresAt, before)))
    .returning({ id: tokens.id })
  return deleted.length
}

/** New password, token used, every session revoked and the login lock-out cleared. */
export async function resetPasswordWithToken(db: Db, tokenId: string, userId: string, passwordHash: string, email: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const now = new Date()
    const used = await tx
      .update(tokens)
      .set({ usedAt: now })
      .where(and(eq(tokens.id, tokenId), isNull(tokens.usedAt)))
      .returning({ id: tokens.id })
    if (used.length !== 1) return false
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId))
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    await tx.delete(loginAttempts).where(eq(loginAttempts.email, email.toLowerCase()))
    return true
  })
}

// ── login ────────────────────────────────────────────────────────────────────────────────────────

/** The lock-out rule (auth.service.ts): failures before the first lock, its length, its cap, and how long a streak is remembered. */
export interface LoginLockRule {
  failuresBeforeLock: number
  firstLockMs: number
  maxLockMs: number
  memoryMs: number
}

/**
 * Claims one login attempt for an address, in ONE statement, before the password is checked: unless the address is
 * locked, the attempt is counted as a failure up front (a streak older than `memoryMs` starts over) and the lock
 * that count earns is set (first lock after `failuresBeforeLock`, doubling, at most `maxLockMs`); a successful login
 * then deletes the row. Simultaneous guesses queue on the row lock of the upsert, and the `where` of ON CONFLICT is
 * re-checked on the row as the previous guess left it, so at most `failuresBeforeLock` get past before the lock.
 * Answers null when the address is locked (nothing counted), else the attempt's number in the streak.
 */
export async function claimLoginAttempt(db: Db, emailKey: string, rule: LoginLockRule): Promise<number | null> {
  const nextCount = sql`case when a.last_failed_at < now() - ${rule.memoryMs}::float8 * interval '1 millisecond' then 1 else a.failed_count + 1 end`
  const lockFor = (n: SQL) =>
    sql`case when ${n} >= ${rule.failuresBeforeLock}::int
          then now() + least(${rule.firstLockMs}::float8 * power(2, ${n} - ${rule.failuresBeforeLock}::int), ${rule.maxLockMs}::float8) * interval '1 millisecond'
        end`
  const [row] = await rows<{ failed_count: number }>(
    db,
    sql`insert into login_attempts as a (email, failed_count, last_failed_at, locked_until)
        values (${emailKey}, 1, now(), ${lockFor(sql`1`)})
        on conflict (email) do update
           set failed_count = ${nextCount}, last_failed_at = now(), locked_until = ${lockFor(nextCount)}
         where a.locked_until is null or a.locked_until <= now()
        returning a.failed_count`,
  )
  return row ? Number(row.failed_count) : null
}

/** Until when the address is locked (null when it is not). */
export async function findLoginLockedUntil(db: Db, emailKey: string): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: loginAttempts.lockedUntil }).from(loginAttempts).where(eq(loginAttempts.email, emailKey)).limit(1)
  return row?.lockedUntil ?? null
}

export async function clearLoginAttempts(db: Db, emailKey: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, emailKey))
}

export async function findCompanyStatus(db: Db, companyId: string) {
  const [row] = await db.select({ status: companies.status }).from(companies).where(eq(companies.id, companyId)).limit(1)
  return row?.status
}

/** Notes the sign-in, and saves the language the person signed in reading when given (issue 27 §11). */
export async function updateLastLogin(db: Db, userId: string, language?: Language): Promise<void> {
  await db
    .update(users)
    .set({ lastLoginAt: new Date(), ...(language ? { language } : {}) })
    .where(eq(users.id, userId))
}

/** Saves the interface language of the account (its e-mails follow it). */
export async function updateLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId))
}

/** What the stored profile (spec §3) needs besides the membership. */
export async function findProfileSource(db: Db, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      position: users.position,
      isEventOnly: users.isEventOnly,
      platformRole: users.platformRole,
      companyRole: users.companyRole,
      companyId: users.companyId,
      companyName: companies.tradeName,
      restrictedUsersMayContact: companies.restrictedUsersMayContact,
      imageFileId: files.id,
      imageName: files.originalName,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(files, eq(files.id, users.imageFileId))
    .where(eq(users.id, userId))
    .limit(1)
  return row
}
