import { z } from 'zod'

/** Membership block of the stored profile (spec §3). */
export const ZProfileMembershipSchema = z.object({
  membership: z.number().int(),
  status_membership: z.boolean(),
  membership_title: z.string(),
  membership_activation_date: z.string().nullable(),
  membership_expiration_date: z.string().nullable(),
})

/** The authenticated user profile kept in localStorage, exactly the fields of spec §3. */
export const ZAuthProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  first_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  position: z.string().nullable(),
  user_event: z.boolean(),
  image: z.object({ url: z.string(), name: z.string() }).nullable(),
  private_level: z.number().int(),
  company_name: z.string().nullable(),
  membership: ZProfileMembershipSchema.nullable(),
})
export type TAuthProfile = z.infer<typeof ZAuthProfileSchema>

/** Session status (spec §3). */
export const SESSION_STATUSES = ['authenticated', 'unauthenticated'] as const
export type SessionStatus = (typeof SESSION_STATUSES)[number]
