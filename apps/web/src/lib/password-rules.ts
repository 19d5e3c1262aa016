import { PASSWORD_MIN_LENGTH } from '@nexo/shared'

/** The rules of the shared `zPassword` schema, one by one, for the strength hint beside password fields. */
export const PASSWORD_RULES = ['length', 'lowercase', 'uppercase', 'digit'] as const
export type PasswordRule = (typeof PASSWORD_RULES)[number]

/** Which rules a password already meets. Display only: the shared schema is what decides. */
export function passwordRuleResults(value: string): Record<PasswordRule, boolean> {
  return {
    length: value.length >= PASSWORD_MIN_LENGTH,
    lowercase: /[a-z]/.test(value),
    uppercase: /[A-Z]/.test(value),
    digit: /\d/.test(value),
  }
}
