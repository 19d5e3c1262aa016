import { randomBytes } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { SUBDIVISIONS_BY_COUNTRY, V, type CountryCode, type Language, type TAuthProfile, type TLoginResponse } from '@nexo/shared'
import type { z } from 'zod'
import type { ZQuickSignupRequestSchema, ZResetPasswordRequestSchema, ZSignupRequestSchema, ZLoginRequestSchema } from '@nexo/shared'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { recordAudit } from '../../platform/audit'
import { createSession, generateToken, hashToken, revokeSession } from '../../platform/auth'
import { verifyCaptcha } from '../../platform/captcha'
import { AppError, uniqueViolation } from '../../platform/errors'
import { publicBaseUrl, type Mailer, type MailMessage } from '../../platform/mail'
import { hashPassword, verifyPassword } from '../../passwords'
import { assertClaimable, confirmClaimByActivation, isClaimPending, recordClaim, takeClaimLogo } from '../registry/registry.service'
import { notifyDepsOf } from '../notifications/notifications.service'
import { checkCompanyRfcs } from '../sat69b/sat69b.service'
import { buildAuthProfile } from './auth-profile'
import { activationMail, emailChangeMail, emailChangeNoticeMail, passwordResetMail } from './auth.mail'
import * as repo from './auth.repo'

/** What every auth use case needs from the app. */
export interface AuthDeps {
  db: Db
  config: Config
  mailer: Mailer
}

type SignupInput = z.infer<typeof ZSignupRequestSchema>
type QuickSignupInput = z.infer<typeof ZQuickSignupRequestSchema>
type LoginInput = z.infer<typeof ZLoginRequestSchema>
type ResetPasswordInput = z.infer<typeof ZResetPasswordRequestSchema>

// ── passwords ────────────────────────────────────────────────────────────────────────────────────

// Verified against when the e-mail is unknown, so both failures take about as long.
let dummyHash: Promise<string> | null = null
async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(await dummyHash, password)
}

// ── rules and limits ─────────────────────────────────────────────────────────────────────────────

/** Consecutive failures before the first lock. */
export const LOGIN_FAILURES_BEFORE_LOCK = 5
const LOGIN_FIRST_LOCK_MS = 60_000
const LOGIN_MAX_LOCK_MS = 60 * 60_000
/** A failure streak older than this starts over. */
const LOGIN_FAILURE_MEMORY_MS = 24 * 60 * 60_000
/** The lock-out rule as the database applies it (auth.repo.ts claimLoginAttempt; loginLockDurationMs states it). */
const LOGIN_LOCK_RULE: repo.LoginLockRule = {
  failuresBeforeLock: LOGIN_FAILURES_BEFORE_LOCK,
  firstLockMs: LOGIN_FIRST_LOCK_MS,
  maxLockMs: LOGIN_MAX_LOCK_MS,
  memoryMs: LOGIN_FAILURE_MEMORY_MS,
}
/** Activation and recovery mails per account and hour (the sign-up mail counts). */
export const MAILS_PER_ACCOUNT_PER_HOUR = 3

/** 1 min after the 5th failure, doubling with each further one, at most 1 h: the rule claimLoginAttempt applies in SQL. */
export function loginLockDurationMs(failedCount: number): number {
  if (failedCount < LOGIN_FAILURES_BEFORE_LOCK) return 0
  return Math.min(LOGIN_FIRST_LOCK_MS * 2 ** (failedCount - LOGIN_FAILURES_BEFORE_LOCK), LOGIN_MAX_LOCK_MS)
}

function validationError(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', { issues: [{ path, message }] })
}

/** A free username from the e-mail's local part: "ana.perez", then "ana.perez2" … */
async function deriveUsername(db: Db, email: string): Promise<string> {
  let base = email.slice(0, email.indexOf('@')).toLowerCase().replace(/[^a-z0-9._-]/g, '').slice(0, 30)
  if (base.length < 3) base = `user${base}`
  for (let n = 1; n <= 20; n++) {
    const candidate = n === 1 ? base : `${base}${n}`
    if (!(await repo.isUsernameTaken(db, candidate))) return candidate
  }
  return `${base}-${randomBytes(3).toString('hex')}`
}

function newEmailToken(ttlHours: number) {
  const token = generateToken()
  return { token, values: { tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlHours * 3600_000) } }
}

/**
 * A mail that cannot be sent (SMTP down) must not undo or hide what was already saved: the
 * account exists and "resend" can retry, so the failure is logged rather than answered as 500.
 */
async function sendSafely(deps: AuthDeps, request: FastifyRequest, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message)
  } catch (error) {
    request.log.error({ err: error, template: message.template }, 'mail could not be sent')
  }
}

async function sendActivation(deps: AuthDeps, request: FastifyRequest, to: { email: string; firstName: string; language: Language }, token: string) {
  const url = `${publicBaseUrl(deps.config)}/api/v1/auth/activate/${token}`
  await sendSafely(deps, request, activationMail({ to: to.email, firstName: to.firstName, url, ttlHours: deps.config.ACTIVATION_TOKEN_TTL_HOURS, language: to.language }))
}

// ── sign-up ──────────────────────────────────────────────────────────────────────────────────────

/** Spec §4 "Sign-up": company (pending), free membership, admin user (pending activation), activation mail. */
export async function signUp(deps: AuthDeps, request: FastifyRequest, input: SignupInput) {
  const { db, config } = deps
  await verifyCaptcha(config, db, input.consent.captcha, request.ip)
  const { user, company, address, capabilities, statistics, profile } = input

  const claimCompanyId = input.claimCompanyId ?? null
  if (claimCompanyId) await assertClaimable(db, claimCompanyId)
  const states = SUBDIVISIONS_BY_COUNTRY[address.country as CountryCode] ?? []
  if (!states.some((s) => s.code === address.state)) throw validationError('body.address.state', V.choose)
  if (await repo.findUserByEmail(db, user.email)) throw new AppError('SIGNUP_EMAIL_TAKEN')
  const rfc = company.isForeign ? null : (company.rfc ?? null)
  const taxId = company.isForeign ? (company.taxId ?? null) : null
  if (rfc && (await repo.isRfcTaken(db, rfc))) throw new AppError('COMPANY_RFC_TAKEN')
  if (taxId && (await repo.isTaxIdTaken(db, taxId))) throw new AppError('COMPANY_RFC_TAKEN')
  const categoryIds = [...new Set(profile.categoryIds)]
  if ((await repo.findExistingCategoryIds(db, categoryIds)).length !== categoryIds.length) throw validationError('body.profile.categoryIds', V.choose)
  if (!(await repo.findUnclaimedSignupLogo(db, company.logoFileId))) throw validationError('body.company.logoFileId', V.required)

  const passwordHash = await hashPassword(user.password)
  const { token, values: tokenValues } = newEmailToken(config.ACTIVATION_TOKEN_TTL_HOURS)
  const now = new Date()
  let created: { companyId: string; userId: string; method?: 'email_domain' | 'admin' } | null = null
  for (let attempt = 0; !created; attempt++) {
    const username = await deriveUsername(db, user.email)
    const companyValues = {
      profileType: profile.profileType,
      tier: profile.tier ?? null,
      legalName: company.legalName,
      tradeName: company.tradeName,
      rfc,
      taxId,
      sector: company.sector,
      email: user.email,
      phone: user.companyPhone,
      website: company.website,
      yearFounded: statistics.yearFounded,
      contentLanguage: user.language,
      logoFileId: company.logoFileId,
      briefDescription: company.description,
      mainProducts: capabilities.mainProducts,
      mainServices: capabilities.mainServices,
      specialization: statistics.specialization,
      processes: capabilities.processes,
      materials: capabilities.materials,
      machinery: capabilities.machinery,
      productionCapacity: capabilities.productionCapacity,
      productionCapacityUnit: capabilities.productionCapacityUnit ?? null,
      employees: statistics.employees,
      annualSales: statistics.annualSales,
      clients: statistics.clients,
      country: address.country,
      state: address.state,
      city: address.city,
      suburb: address.suburb,
      street: address.street,
      postalCode: address.postalCode,
    }
    const userValues = {
      email: user.email,
      username,
      passwordHash,
      firstName: user.firstName,
      lastName: user.lastName,
      phone: user.phone,
      companyPhone: user.companyPhone,
      position: user.position,
      department: user.department,
      responsibilityLevel: user.responsibilityLevel,
      language: user.language,
      companyRole: 'admin' as const,
      status: 'pending_activation' as const,
      termsAcceptedAt: now,
    }
    try {
      created = claimCompanyId
        ? // Claiming a registry profile: the account joins that company; the sign-up's data waits in the claim (ADR 055).
          await repo.insertClaimAccount(db, {
            companyId: claimCompanyId,
            user: userValues,
            token: tokenValues,
            takeLogo: (tx) => takeClaimLogo(tx, company.logoFileId, claimCompanyId),
            recordClaim: (tx, userId) => recordClaim(tx, { companyId: claimCompanyId, userId, email: user.email, proposal: { company: companyValues, categoryIds, logoFileId: company.logoFileId } }),
          })
        : await repo.insertCompanyAccount(db, { company: { ...companyValues, status: 'pending' }, categoryIds, logoFileId: company.logoFileId, user: userValues, token: tokenValues })
    } catch (error) {
      if (error instanceof repo.LogoAlreadyClaimedError) throw validationError('body.company.logoFileId', V.required)
      const constraint = uniqueViolation(error)
      // Lost a race with a simultaneous sign-up: answer as if the check above had caught it.
      if (constraint === 'users_email_uq') throw new AppError('SIGNUP_EMAIL_TAKEN')
      if (constraint === 'companies_rfc_unique') throw new AppError('COMPANY_RFC_TAKEN')
      if (constraint === 'users_username_uq' && attempt < 3) continue
      throw error
    }
  }

  // A new company's RFC is checked against SAT's 69-B list (ADR 056): the finding and its notifications in one
  // transaction. A claim's RFC is written, and checked, when the claim is confirmed.
  if (!claimCompanyId && rfc) {
    const companyId = created.companyId
    await db.transaction((tx) => checkCompanyRfcs({ ...notifyDepsOf(request), db: tx }, [companyId]))
  }
  await recordAudit(db, request, {
    action: claimCompanyId ? 'auth.signup_claim' : 'auth.signup',
    entityType: 'company',
    entityId: created.companyId,
    data: { userId: created.userId, email: user.email, ...(created.method ? { claimMethod: created.method } : {}) },
  })
  await sendActivation(deps, request, user, token)
  return { email: user.email, activationExpiresAt: tokenValues.expiresAt.toISOString(), ...(created.method ? { claimMethod: created.method } : {}) }
}

/** An event-only account (spec `user_event`): no company, free e-mail allowed, no admin approval. */
export async function quickSignUp(deps: AuthDeps, request: FastifyRequest, input: QuickSignupInput) {
  const { db, config } = deps
  await verifyCaptcha(config, db, input.captcha, request.ip)
  if (await repo.findUserByEmail(db, input.email)) throw new AppError('SIGNUP_EMAIL_TAKEN')
  const passwordHash = await hashPassword(input.password)
  const { token, values: tokenValues } = newEmailToken(config.ACTIVATION_TOKEN_TTL_HOURS)
  let userId: string | null = null
  for (let attempt = 0; !userId; attempt++) {
    try {
      ;({ userId } = await repo.insertEventAccount(
        db,
        {
          companyId: null,
          email: input.email,
          username: await deriveUsername(db, input.email),
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone,
          language: input.language,
          companyRole: 'admin',
          status: 'pending_activation',
          isEventOnly: true,
          termsAcceptedAt: new Date(),
        },
        tokenValues,
      ))
    } catch (error) {
      const constraint = uniqueViolation(error)
      if (constraint === 'users_email_uq') throw new AppError('SIGNUP_EMAIL_TAKEN')
      if (constraint === 'users_username_uq' && attempt < 3) continue
      throw error
    }
  }
  // The users table has no company-name column; the name given is kept in the audit entry.
  await recordAudit(db, request, { action: 'auth.quick_signup', entityType: 'user', entityId: userId, data: { email: input.email, companyName: input.companyName ?? null } })
  await sendActivation(deps, request, input, token)
  return { email: input.email, activationExpiresAt: tokenValues.expiresAt.toISOString() }
}

// ── activation ───────────────────────────────────────────────────────────────────────────────────

/** Where the activation link lands (spec §2 result pages). */
export async function activateAccount(deps: AuthDeps, request: FastifyRequest, token: string): Promise<string> {
  const row = await repo.findTokenByHash(deps.db, hashToken(token), 'activation')
  if (!row || row.usedAt) return '/not-exists'
  if (row.expiresAt <= new Date()) return `/expires?email=${encodeURIComponent(row.email)}`
  if (!(await repo.activateUserWithToken(deps.db, row.id, row.userId))) return '/not-exists'
  await recordAudit(deps.db, request, { action: 'auth.activate', entityType: 'user', entityId: row.userId })
  if (row.isEventOnly) return '/success?account=event'
  // A claim by an address at the company's website domain is confirmed by this very link (ADR 055).
  const claim = await confirmClaimByActivation(deps.db, request, row.userId)
  return claim ? `/success?claim=${claim}` : '/success'
}

/** A new activation link; older ones stop working. */
export async function resendActivation(deps: AuthDeps, request: FastifyRequest, email: string): Promise<void> {
  const { db, config } = deps
  const user = await repo.findUserByEmail(db, email)
  if (!user) throw new AppError('ACTIVATION_USER_NOT_FOUND')
  if (user.status !== 'pending_activation') throw new AppError('ACCOUNT_ALREADY_ACTIVE')
  const since = new Date(Date.now() - 3600_000)
  if ((await repo.countTokensSince(db, user.id, 'activation', since)) >= MAILS_PER_ACCOUNT_PER_HOUR) throw new AppError('RATE_LIMITED')
  const { token, values } = newEmailToken(config.ACTIVATION_TOKEN_TTL_HOURS)
  await repo.invalidateUnusedTokens(db, user.id, 'activation')
  await repo.insertToken(db, user.id, 'activation', values)
  await sendActivation(deps, request, user, token)
}

// ── login and session ────────────────────────────────────────────────────────────────────────────

/** Spec §8 "Login": one answer for a wrong e-mail or password; e-mail not confirmed yet; inactive user; unapproved company. */
export async function logIn(deps: AuthDeps, request: FastifyRequest, input: LoginInput): Promise<TLoginResponse> {
  const { db, config } = deps
  const emailKey = input.email.toLowerCase()
  const fail = async (reason: string, userId: string | null = null) =>
    recordAudit(db, request, { action: 'auth.login_failed', entityType: 'user', entityId: userId, data: { email: emailKey, reason } })

  // The attempt is counted (and the lock it earns set) before the password is checked, in one statement: a separate
  // check and count let simultaneous wrong guesses all pass the check before any of them was counted.
  if ((await repo.claimLoginAttempt(db, emailKey, LOGIN_LOCK_RULE)) === null) {
    await fail('locked')
    const lockedUntil = await repo.findLoginLockedUntil(db, emailKey)
    throw new AppError('LOGIN_ACCOUNT_LOCKED', { retryAfterSeconds: Math.max(1, Math.ceil(((lockedUntil?.getTime() ?? 0) - Date.now()) / 1000)) })
  }

  const user = await repo.findUserByEmail(db, emailKey)
  const isPasswordValid = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false)
  if (!user || !isPasswordValid) {
    await fail(user ? 'wrong_password' : 'unknown_email', user?.id ?? null)
    throw new AppError('LOGIN_INVALID_CREDENTIALS')
  }
  await repo.clearLoginAttempts(db, emailKey)

  // An account whose e-mail was never confirmed is not "inactive": its owner (often the company's own administrator)
  // needs the activation link again, not their administrator (issue 27 §15).
  if (user.status === 'pending_activation') {
    await fail('email_not_confirmed', user.id)
    throw new AppError('LOGIN_EMAIL_NOT_CONFIRMED')
  }
  if (user.status !== 'active') {
    await fail('user_inactive', user.id)
    throw new AppError('LOGIN_USER_INACTIVE')
  }
  // Platform admins and event-only users belong to no company, so no approval applies to them.
  if (user.platformRole !== 'admin' && !user.isEventOnly) {
    // A claimant acts for the company only once the claim is confirmed (ADR 055).
    if (await isClaimPending(db, user.id)) {
      await fail('claim_pending', user.id)
      throw new AppError('LOGIN_CLAIM_PENDING')
    }
    const companyStatus = user.companyId ? await repo.findCompanyStatus(db, user.companyId) : undefined
    if (companyStatus !== 'approved') {
      await fail('company_not_approved', user.id)
      throw new AppError('LOGIN_COMPANY_NOT_APPROVED')
    }
  }

  const session = await createSession(db, user.id, config.SESSION_TTL_HOURS, { ip: request.ip, userAgent: request.headers['user-agent'] })
  // The language the person signed in reading wins over the one saved before, and is saved (issue 27 §11).
  await repo.updateLastLogin(db, user.id, input.language)
  await recordAudit(db, request, { action: 'auth.login', entityType: 'user', entityId: user.id })
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), profile: await buildAuthProfile(db, user.id) }
}

export async function logOut(deps: AuthDeps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId)
}

export async function getAuthProfile(deps: AuthDeps, userId: string): Promise<TAuthProfile> {
  return buildAuthProfile(deps.db, userId)
}

/** The header's EN/ES switch, saved to the signed-in account: the next sign-in and every e-mail follow it (issue 27 §11). */
export async function setLanguage(deps: AuthDeps, userId: string, language: Language): Promise<{ language: Language }> {
  await repo.updateLanguage(deps.db, userId, language)
  return { language }
}

/** Forgets failed logins of an address (after a password change by the owner). */
export async function clearLoginLockout(deps: AuthDeps, email: string): Promise<void> {
  await repo.clearLoginAttempts(deps.db, email.toLowerCase())
}

// ── password recovery ────────────────────────────────────────────────────────────────────────────

/** Mails a reset link when the account exists and is active; the answer never tells which. */
export async function requestPasswordReset(deps: AuthDeps, request: FastifyRequest, email: string): Promise<void> {
  const { db, config } = deps
  const user = await repo.findUserByEmail(db, email)
  if (!user || user.status !== 'active') return
  const since = new Date(Date.now() - 3600_000)
  // Over the per-account limit nothing is sent, silently: a 429 here would reveal the account.
  if ((await repo.countTokensSince(db, user.id, 'password_reset', since)) >= MAILS_PER_ACCOUNT_PER_HOUR) return
  const { token, values } = newEmailToken(config.PASSWORD_RESET_TOKEN_TTL_HOURS)
  await repo.invalidateUnusedTokens(db, user.id, 'password_reset')
  await repo.insertToken(db, user.id, 'password_reset', values)
  const url = `${publicBaseUrl(config)}/change-password/${token}`
  await sendSafely(deps, request, passwordResetMail({ to: user.email, firstName: user.firstName, url, ttlHours: config.PASSWORD_RESET_TOKEN_TTL_HOURS, language: user.language }))
  await recordAudit(db, request, { action: 'auth.password_reset_requested', entityType: 'user', entityId: user.id })
}

/** Sets the new password from a mailed token; every session of the user ends. */
export async function resetPassword(deps: AuthDeps, request: FastifyRequest, input: ResetPasswordInput): Promise<void> {
  const { db } = deps
  const row = await repo.findTokenByHash(db, hashToken(input.token), 'password_reset')
  if (!row || row.usedAt || row.expiresAt <= new Date() || row.userStatus !== 'active') throw new AppError('PASSWORD_CHANGE_FAILED')
  const passwordHash = await hashPassword(input.password)
  if (!(await repo.resetPasswordWithToken(db, row.id, row.userId, passwordHash, row.email))) throw new AppError('PASSWORD_CHANGE_FAILED')
  await recordAudit(db, request, { action: 'auth.password_reset', entityType: 'user', entityId: row.userId })
}

// ── e-mail change ────────────────────────────────────────────────────────────────────────────────

/** Where the confirmation link of an e-mail change lands: the profile page, which tells the outcome. */
export const emailChangeResultPath = (result: 'confirmed' | 'expired' | 'invalid' | 'taken') => `/profile?emailChange=${result}`

/**
 * A new sign-in address waits for confirmation from its own mailbox (a link valid ACTIVATION_TOKEN_TTL_HOURS); the
 * current address gets a notice. Until confirmed, sign-in and mail keep using the current address. A new request
 * replaces the pending one; at most MAILS_PER_ACCOUNT_PER_HOUR requests an hour.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  request: FastifyRequest,
  user: { id: string; email: string; firstName: string; language: Language },
  newEmail: string,
): Promise<void> {
  const { db, config } = deps
  const holder = await repo.findUserByEmail(db, newEmail)
  if (holder && holder.id !== user.id) throw new AppError('SIGNUP_EMAIL_TAKEN')
  const since = new Date(Date.now() - 3600_000)
  if ((await repo.countTokensSince(db, user.id, 'email_change', since)) >= MAILS_PER_ACCOUNT_PER_HOUR) throw new AppError('RATE_LIMITED')
  const { token, values } = newEmailToken(config.ACTIVATION_TOKEN_TTL_HOURS)
  await repo.setPendingEmail(db, user.id, newEmail, values)
  const url = `${publicBaseUrl(config)}/api/v1/auth/confirm-email/${token}`
  await sendSafely(deps, request, emailChangeMail({ to: newEmail, firstName: user.firstName, url, ttlHours: config.ACTIVATION_TOKEN_TTL_HOURS, language: user.language }))
  await sendSafely(deps, request, emailChangeNoticeMail({ to: user.email, firstName: user.firstName, newEmail, language: user.language }))
  await recordAudit(db, request, { action: 'user.email_change_requested', entityType: 'user', entityId: user.id })
}

/** The confirmation link: the pending address becomes the sign-in address; answers the page to redirect to. */
export async function confirmEmailChange(deps: AuthDeps, request: FastifyRequest, token: string): Promise<string> {
  const { db } = deps
  const row = await repo.findTokenByHash(db, hashToken(token), 'email_change')
  if (!row || row.usedAt) return emailChangeResultPath('invalid')
  if (row.expiresAt <= new Date()) return emailChangeResultPath('expired')
  const result = await repo.confirmEmailWithToken(db, row.id, row.userId)
  if (result === 'taken') return emailChangeResultPath('taken')
  if (!result) return emailChangeResultPath('invalid')
  await recordAudit(db, request, { action: 'user.email_change', entityType: 'user', entityId: row.userId, data: { from: row.email, to: result.email } })
  return emailChangeResultPath('confirmed')
}

/**
 * Scheduled clean-up: pending e-mail changes whose link has expired are dropped, so the profile stops showing them
 * and the address is no longer held for this account. Answers how many.
 */
export async function expireEmailChanges(db: Db, now = new Date()): Promise<number> {
  // A minute of margin protects a change being requested at this very moment (see the repo function).
  return repo.clearExpiredPendingEmails(db, new Date(now.getTime() - 60_000))
}

/**
 * Scheduled clean-up: activation, reset and e-mail change tokens used or expired more than `keepDays` ago. Kept
 * that long so an old link still answers "expired" rather than "invalid". Answers how many were deleted.
 */
export async function purgeStaleTokens(db: Db, keepDays: number, now = new Date()): Promise<number> {
  return repo.deleteTokensSettledBefore(db, new Date(now.getTime() - keepDays * 86400_000))
}

/** Drops a pending e-mail change; its link stops working. */
export async function cancelEmailChange(deps: AuthDeps, request: FastifyRequest, userId: string): Promise<void> {
  await repo.setPendingEmail(deps.db, userId, null)
  await recordAudit(deps.db, request, { action: 'user.email_change_cancelled', entityType: 'user', entityId: userId })
}
