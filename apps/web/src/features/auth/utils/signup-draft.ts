import { SIGNUP_STEPS } from '@nexo/shared'

/** localStorage key of the sign-up progress (spec: progress survives going back and reloading). */
export const SIGNUP_DRAFT_KEY = 'nexo.signup.draft'

/** The request's sections, in step order (ZSignupRequestSchema). */
export const SIGNUP_SECTIONS = ['user', 'company', 'address', 'capabilities', 'statistics', 'profile', 'consent'] as const
export type SignupSection = (typeof SIGNUP_SECTIONS)[number]
export const SIGNUP_STEP_COUNT = SIGNUP_STEPS.length

/** What a step form holds while being filled in: raw input values, not yet parsed. */
export type StepValues = Record<string, unknown>
export type SignupValues = Partial<Record<SignupSection, StepValues>>

export interface SignupDraft {
  /** 0-based index of the step the user was on. */
  step: number
  values: SignupValues
  /** Preview of the uploaded logo, so it shows again after a reload. */
  logoUrl?: string
}

/**
 * Never written to storage: passwords (anyone with the device could read them) and the
 * captcha answer (single use, and it expires).
 */
const NEVER_STORED: Partial<Record<SignupSection, readonly string[]>> = {
  user: ['password', 'passwordConfirmation'],
  consent: ['captcha'],
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The draft without the fields that must never be stored. */
export function sanitizeDraft(draft: SignupDraft): SignupDraft {
  const values: SignupValues = {}
  for (const section of SIGNUP_SECTIONS) {
    const sectionValues = draft.values[section]
    if (!isRecord(sectionValues)) continue
    const omit = new Set(NEVER_STORED[section] ?? [])
    values[section] = Object.fromEntries(Object.entries(sectionValues).filter(([key]) => !omit.has(key)))
  }
  const clean: SignupDraft = { step: clampStep(draft.step), values }
  if (draft.logoUrl) clean.logoUrl = draft.logoUrl
  return clean
}

function clampStep(step: unknown): number {
  const n = typeof step === 'number' && Number.isInteger(step) ? step : 0
  return Math.min(Math.max(n, 0), SIGNUP_STEP_COUNT - 1)
}

/** Parses a stored draft; anything unreadable is no draft at all. Always sanitized. */
export function parseDraft(raw: string | null): SignupDraft | null {
  if (!raw) return null
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(data) || !isRecord(data.values)) return null
  const draft: SignupDraft = { step: clampStep(data.step), values: data.values as SignupValues }
  if (typeof data.logoUrl === 'string') draft.logoUrl = data.logoUrl
  return sanitizeDraft(draft)
}

/** True when a restored draft holds anything the user typed (so the "restored" notice is worth showing). */
export function hasDraftContent(draft: SignupDraft | null): draft is SignupDraft {
  if (!draft) return false
  return draft.step > 0 || Object.values(draft.values).some((section) => isRecord(section) && Object.values(section).some((v) => v !== '' && v !== undefined && v !== null && v !== false))
}

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function browserStorage(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null
  } catch {
    return null
  }
}

export function loadDraft(storage: DraftStorage | null = browserStorage()): SignupDraft | null {
  try {
    return parseDraft(storage?.getItem(SIGNUP_DRAFT_KEY) ?? null)
  } catch {
    return null
  }
}

export function saveDraft(draft: SignupDraft, storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.setItem(SIGNUP_DRAFT_KEY, JSON.stringify(sanitizeDraft(draft)))
  } catch {
    // Full or blocked storage: the form still works, it just will not survive a reload.
  }
}

export function clearDraft(storage: DraftStorage | null = browserStorage()): void {
  try {
    storage?.removeItem(SIGNUP_DRAFT_KEY)
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}

/**
 * Where a server field failure belongs: `['user', 'email']` (from `body.user.email`) is
 * step 0, field `email`. Null for paths outside the sign-up sections.
 */
export function stepOfIssuePath(path: readonly string[]): { step: number; field: string } | null {
  const [section, ...rest] = path
  const step = SIGNUP_SECTIONS.indexOf(section as SignupSection)
  if (step < 0 || rest.length === 0) return null
  return { step, field: rest.join('.') }
}
