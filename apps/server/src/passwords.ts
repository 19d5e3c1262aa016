/**
 * Password hashing, the one place that states its algorithm and settings. The services (sign-up, sign-in, reset,
 * profile, company users), the seed, the test fixtures and the benchmarks all hash and verify through here.
 *
 * It sits beside config.ts rather than in platform/: db/ (the seed) sits below the platform layer and may not import
 * it (docs/decisions/013), and this file needs nothing but the hashing library.
 */
import { randomBytes } from 'node:crypto'
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2'

/** `Algorithm.Argon2id`: the package's const enum cannot be read as a value under verbatimModuleSyntax. */
const ARGON2ID: Algorithm.Argon2id = 2

/** argon2id with the library's defaults (19 MiB, t=2, p=1): what real accounts are hashed with. */
const PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID }

/**
 * argon2id, the real algorithm, with a quarter of the memory: for test fixtures and benchmarks that create many
 * accounts. `verifyPassword` reads the settings from the hash, so these verify like any other.
 */
const FAST_PASSWORD_HASH_OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 4096, timeCost: 2, parallelism: 1 }

/** Hashes a password for storage (argon2id, encoded with its salt and settings). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS)
}

/** Hashes with cheaper settings; only for fixtures and benchmarks, never for a real account. */
export function hashPasswordFast(password: string): Promise<string> {
  return hash(password, FAST_PASSWORD_HASH_OPTIONS)
}

/** A hash of a random secret nobody knows: an account that exists but cannot sign in with a password. */
export function hashUnknownPassword(): Promise<string> {
  return hashPassword(randomBytes(24).toString('base64url'))
}

/** Whether the password matches the stored hash; false (never a throw) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}
