import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from './constants'
import { GENERIC_RFCS, isValidRfc, normalizeRfc } from './rfc'

/**
 * Reusable field schemas. Every message is an i18n key of the web app's `validation` namespace
 * (apps/web/src/locales/<lang>/validation.json); the server sends the same keys in
 * `error.details.issues[].message`, so a form can show server-side failures on the right field.
 */
export const V = {
  required: 'required',
  email: 'email',
  emailNotCorporate: 'emailNotCorporate',
  emailMismatch: 'emailMismatch',
  passwordTooShort: 'passwordTooShort',
  passwordWeak: 'passwordWeak',
  passwordMismatch: 'passwordMismatch',
  rfcInvalid: 'rfcInvalid',
  taxIdInvalid: 'taxIdInvalid',
  url: 'url',
  phone: 'phone',
  number: 'number',
  positive: 'positive',
  integer: 'integer',
  tooLong: 'tooLong',
  tooShort: 'tooShort',
  year: 'year',
  mustAccept: 'mustAccept',
  choose: 'choose',
  username: 'username',
  captcha: 'captcha',
  invalid: 'invalid',
  // company profile and catalogue (issue 5)
  /** Longer than CAPABILITY_TEXT_MIN_EXCLUSIVE (20) characters. */
  capabilityTooShort: 'capabilityTooShort',
  tagRequired: 'tagRequired',
  paymentMethodRequired: 'paymentMethodRequired',
  /** HH:MM, 24-hour clock. */
  time: 'time',
  /** Earlier than EARLIEST_WORKING_TIME (09:00). */
  timeTooEarly: 'timeTooEarly',
  closingBeforeOpening: 'closingBeforeOpening',
  /** Not a link to a profile on that social network. */
  socialLink: 'socialLink',
  whatsapp: 'whatsapp',
  /** Unknown file, another company's file, or a file uploaded for another purpose. */
  fileInvalid: 'fileInvalid',
  coordinates: 'coordinates',
  duplicate: 'duplicate',
  /** Product phone: digits only, 10 to 14 of them. */
  productPhone: 'productPhone',
  /** Holds a NUL character (U+0000): nobody types it and PostgreSQL text cannot store it. */
  invalidCharacter: 'invalidCharacter',
  /** A JSON body nested deeper than the server reads (JSON_MAX_NESTING levels): no form of ours sends one. */
  nestedTooDeeply: 'nestedTooDeeply',
  // requirements and quotes (issue 12)
  /** Not a real YYYY-MM-DD day. */
  date: 'date',
  /** Spec §5: start date not before today. */
  startBeforeToday: 'startBeforeToday',
  /** Spec §5: end date not before start date. */
  endBeforeStart: 'endBeforeStart',
  // company import (issue 12)
  /** A category slug or code that is not in the category tree. */
  importCategoryUnknown: 'importCategoryUnknown',
  /** A certification slug that is not in the certifications list. */
  importCertificationUnknown: 'importCertificationUnknown',
  /** A product that is not `name | description | price`. */
  importProductFormat: 'importProductFormat',
  /** A certification that is not `slug | valid until | specialization` (the last two optional). */
  importCertificationFormat: 'importCertificationFormat',
  /** Working hours that are not `days HH:MM-HH:MM; …` (e.g. `mon-fri 09:00-18:00; sat 09:00-14:00`). */
  importWorkingHoursFormat: 'importWorkingHoursFormat',
} as const
export type ValidationKey = (typeof V)[keyof typeof V]

/** True when the text holds U+0000 (NUL), which no person types and PostgreSQL text cannot store. */
export function hasNulCharacter(value: string): boolean {
  return value.includes('\u0000')
}

/**
 * The string every request schema starts from instead of a plain `z.string()`: it refuses NUL (V.invalidCharacter),
 * which would otherwise reach the database and fail there as a 500.
 */
export const zString = (params?: Parameters<typeof z.string>[0]) => z.string(params).refine((v) => !hasNulCharacter(v), { error: V.invalidCharacter })

/** A required trimmed text of at most `max` characters. */
export const zText = (max = 200) => zString({ error: V.required }).trim().min(1, { error: V.required }).max(max, { error: V.tooLong })
/** An optional trimmed text; empty becomes undefined. */
export const zOptionalText = (max = 200) =>
  zString()
    .trim()
    .max(max, { error: V.tooLong })
    .optional()
    .transform((v) => (v ? v : undefined))

export const zEmail = zString({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(254, { error: V.tooLong })
  .pipe(z.email({ error: V.email }))
  .transform((v) => v.toLowerCase())

/** Spec §5: at least 8 characters with a lowercase letter, an uppercase letter and a number. */
export const zPassword = zString({ error: V.required })
  .min(1, { error: V.required })
  .min(PASSWORD_MIN_LENGTH, { error: V.passwordTooShort })
  .max(128, { error: V.tooLong })
  .refine((v) => /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), { error: V.passwordWeak })

/** Mexican RFC with a valid check digit; SAT's generic RFCs are not a company's own. */
export const zRfc = zString({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .transform(normalizeRfc)
  .refine((v) => isValidRfc(v) && !(GENERIC_RFCS as readonly string[]).includes(v), { error: V.rfcInvalid })

/** A foreign company's tax id (US EIN, Canadian BN …): 5–20 letters, digits, spaces or dashes. */
export const zTaxId = zString({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{3,18}[A-Za-z0-9]$/, { error: V.taxIdInvalid })
  .transform((v) => v.toUpperCase())

/** A phone number as people type it: digits with optional +, spaces, dashes, dots and parentheses; 10–15 digits. */
export const zPhone = zString({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .refine((v) => /^\+?[\d\s().-]+$/.test(v) && v.replace(/\D/g, '').length >= 10 && v.replace(/\D/g, '').length <= 15, {
    error: V.phone,
  })

/** An http(s) URL; "www.acme.mx" gets https:// in front. */
export const zUrl = zString({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(300, { error: V.tooLong })
  .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: V.url }))

export const zUsername = zString({ error: V.required })
  .trim()
  .min(3, { error: V.tooShort })
  .max(40, { error: V.tooLong })
  .regex(/^[a-zA-Z0-9._-]+$/, { error: V.username })
  .transform((v) => v.toLowerCase())

/** A checkbox that must be ticked (terms, privacy). */
export const zAccepted = z.literal(true, { error: V.mustAccept })

export const zUuid = z.uuid({ error: V.required })

/** A latitude (limit 90) or longitude (limit 180) in degrees. */
export const zCoordinate = (limit: number) => z.number({ error: V.coordinates }).min(-limit, { error: V.coordinates }).max(limit, { error: V.coordinates })

/** An optional text: '', blanks, null or absent all become null. */
export const zTextOrNull = (max = 200) =>
  zString()
    .trim()
    .max(max, { error: V.tooLong })
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** An optional id of an uploaded file: '' or null means none. */
export const zFileIdOrNull = zString()
  .trim()
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || UUID_PATTERN.test(v), { error: V.fileInvalid })
