import type { TAuthProfile } from '@nexo/shared'
import type { StoredSession } from './browser'

const membership = {
  membership: 2,
  status_membership: true,
  membership_title: 'Platinum',
  membership_activation_date: '2026-01-15',
  membership_expiration_date: '2027-01-15',
}

/**
 * Stored sessions for the guard journeys. The guard is client-side and trusts "a token in
 * localStorage" (spec §4); pages of this foundation make no authenticated API calls yet.
 */
export const companyUserSession: StoredSession = {
  token: 'e2e-company-token',
  profile: {
    id: '00000000-0000-4000-8000-000000000001',
    username: 'maria.garcia',
    first_name: 'María',
    full_name: 'María García',
    email: 'maria@troqueles-saltillo.com.mx',
    position: 'Compras',
    user_event: false,
    image: null,
    private_level: 1,
    company_name: 'Troqueles de Saltillo S.A. de C.V.',
    membership,
  } satisfies TAuthProfile,
}

export const eventOnlySession: StoredSession = {
  token: 'e2e-event-token',
  profile: { ...companyUserSession.profile, id: '00000000-0000-4000-8000-000000000002', user_event: true, company_name: null, membership: null },
}
