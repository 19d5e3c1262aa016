import { randomBytes } from 'node:crypto'
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { lt } from 'drizzle-orm'
import { z } from 'zod'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { usedCaptchas } from '../db/schema'
import { AppError } from './errors'
import { findExcessJsonNesting } from './json-nesting'

/** How long a challenge may be solved and submitted. */
export const CAPTCHA_CHALLENGE_TTL_MS = 10 * 60 * 1000
const ALGORITHM = 'PBKDF2/SHA-256'

// One key per process when none is configured: challenges then survive only until the restart.
const randomHmacKey = randomBytes(32).toString('hex')
function hmacKey(config: Config): string {
  return config.ALTCHA_HMAC_KEY ?? randomHmacKey
}

/**
 * A new ALTCHA (v2) proof-of-work challenge: PBKDF2 with ALTCHA_COST iterations per attempt and a
 * one-byte key prefix, so about 256 attempts are expected (≈1 s in a browser at the default cost).
 */
export async function createCaptchaChallenge(config: Config): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: config.ALTCHA_COST,
    deriveKey,
    keyPrefix: '00',
    expiresAt: new Date(Date.now() + CAPTCHA_CHALLENGE_TTL_MS),
    hmacSignatureSecret: hmacKey(config),
  })
}

const ZAltchaPayload = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.literal(ALGORITHM), nonce: z.string(), salt: z.string(), cost: z.number(), keyLength: z.number(), keyPrefix: z.string() }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
})

/** The widget sends base64(JSON); plain JSON is accepted too. */
function parseAltchaPayload(payload: string) {
  for (const text of [payload, Buffer.from(payload, 'base64').toString('utf8')]) {
    if (findExcessJsonNesting(text) >= 0) continue
    try {
      const result = ZAltchaPayload.safeParse(JSON.parse(text))
      if (result.success) return result.data
    } catch {
      // not this encoding
    }
  }
  return null
}

/** Scheduled clean-up: solved challenges past their expiry can no longer be replayed, so their rows go. */
export async function purgeExpiredCaptchas(db: Db, now = new Date()): Promise<number> {
  const deleted = await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now)).returning({ signature: usedCaptchas.signature })
  return deleted.length
}

async function verifyAltcha(config: Config, db: Db, payload: string): Promise<boolean> {
  const parsed = parseAltchaPayload(payload)
  if (!parsed) return false
  // Refuse an expensive derivation a client picked: only our own cost is ever computed.
  if (parsed.challenge.parameters.cost > config.ALTCHA_COST * 10) return false
  const result = await verifySolution({
    challenge: parsed.challenge as Challenge,
    solution: { ...parsed.solution, time: 0 },
    deriveKey,
    hmacSignatureSecret: hmacKey(config),
  }).catch(() => null)
  if (!result?.verified) return false
  // One use per challenge: remember its signature until the challenge would have expired anyway.
  const now = new Date()
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, now))
  const expiresAtSeconds = Number(parsed.challenge.parameters.expiresAt ?? 0)
  const expiresAt = new Date(Math.max(expiresAtSeconds * 1000, now.getTime() + CAPTCHA_CHALLENGE_TTL_MS))
  const inserted = await db
    .insert(usedCaptchas)
    .values({ signature: parsed.challenge.signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature })
  return inserted.length === 1
}

const ZSiteverifyAnswer = z.object({ success: z.boolean(), score: z.number().optional() })
/** reCAPTCHA v3 answers a score; below this the request is treated as a bot. */
const RECAPTCHA_MIN_SCORE = 0.5

async function verifyRecaptcha(config: Config, token: string, remoteIp?: string): Promise<boolean> {
  const form = new URLSearchParams({ secret: config.RECAPTCHA_SECRET_KEY ?? '', response: token })
  if (remoteIp) form.set('remoteip', remoteIp)
  try {
    const response = await fetch(config.RECAPTCHA_VERIFY_URL, { method: 'POST', body: form, signal: AbortSignal.timeout(5000) })
    if (!response.ok) return false
    const answer = ZSiteverifyAnswer.safeParse(await response.json())
    if (!answer.success || !answer.data.success) return false
    return answer.data.score === undefined || answer.data.score >= RECAPTCHA_MIN_SCORE
  } catch {
    return false
  }
}

/** Checks the captcha of a form (ALTCHA by default, reCAPTCHA by config); throws CAPTCHA_FAILED. */
export async function verifyCaptcha(config: Config, db: Db, payload: string | undefined, remoteIp?: string): Promise<void> {
  if (!payload) throw new AppError('CAPTCHA_FAILED')
  const isValid = config.CAPTCHA_PROVIDER === 'recaptcha' ? await verifyRecaptcha(config, payload, remoteIp) : await verifyAltcha(config, db, payload)
  if (!isValid) throw new AppError('CAPTCHA_FAILED')
}
