import type { Db } from '../db/client'
import { companies, memberships, users } from '../db/schema'
import { createSession } from '../platform/auth'
import { hashPasswordFast } from '../passwords'

/** Fixture accounts are hashed with the cheaper settings (passwords.ts), so tests stay fast. */
export function hashFixturePassword(password: string): Promise<string> {
  return hashPasswordFast(password)
}

export const FIXTURE_PASSWORD = 'Fixture1234'

let counter = 0
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

export interface FixtureCompanyOptions {
  plan?: 'free' | 'platinum' | 'gold'
  status?: 'pending' | 'approved' | 'rejected'
  tradeName?: string
  expiredMembership?: boolean
}

/** An approved company (by default) with a membership row. */
export async function createFixtureCompany(db: Db, options: FixtureCompanyOptions = {}) {
  const suffix = next()
  const [company] = await db
    .insert(companies)
    .values({
      status: options.status ?? 'approved',
      approvedAt: options.status && options.status !== 'approved' ? null : new Date(),
      profileType: 'supplier',
      legalName: `${options.tradeName ?? 'Fixture'} ${suffix} S.A. de C.V.`,
      tradeName: options.tradeName ?? `Fixture ${suffix}`,
      taxId: `TAX-${suffix}`.toUpperCase().slice(0, 20),
      sector: 'auto_parts',
      country: 'MX',
      state: 'NLE',
      city: 'Monterrey',
    })
    .returning()
  const plan = options.plan ?? 'free'
  const now = Date.now()
  await db.insert(memberships).values({
    companyId: company!.id,
    plan,
    status: options.expiredMembership ? 'expired' : 'active',
    activatedAt: new Date(now - (options.expiredMembership ? 400 : 10) * 86400_000),
    expiresAt: plan === 'free' ? null : new Date(now + (options.expiredMembership ? -35 : 355) * 86400_000),
  })
  return company!
}

export interface FixtureUserOptions {
  companyId?: string | null
  companyRole?: 'admin' | 'restricted'
  platformRole?: 'user' | 'admin'
  status?: 'pending_activation' | 'active' | 'inactive'
  isEventOnly?: boolean
  email?: string
  password?: string
  language?: 'en' | 'es'
}

export async function createFixtureUser(db: Db, options: FixtureUserOptions = {}) {
  const suffix = next()
  const [user] = await db
    .insert(users)
    .values({
      companyId: options.companyId ?? null,
      email: options.email ?? `user-${suffix}@fixture-corp.mx`,
      username: `user-${suffix}`,
      passwordHash: await hashFixturePassword(options.password ?? FIXTURE_PASSWORD),
      firstName: 'Ana',
      lastName: `Pérez ${suffix}`,
      phone: '8112345678',
      position: 'Compras',
      department: 'Supply chain',
      language: options.language ?? 'en',
      platformRole: options.platformRole ?? 'user',
      companyRole: options.companyRole ?? 'admin',
      status: options.status ?? 'active',
      isEventOnly: options.isEventOnly ?? false,
      emailVerifiedAt: options.status === 'pending_activation' ? null : new Date(),
    })
    .returning()
  return user!
}

/** A signed-in user: the row plus `Authorization` headers for `app.inject`. */
export async function signInFixture(db: Db, userId: string) {
  const { token } = await createSession(db, userId, 1)
  return { token, headers: { authorization: `Bearer ${token}` } }
}

/** The five callers of the authorization matrix: visitor, restricted user, company admin, event-only user, platform admin. */
export async function createRoleFixtures(db: Db) {
  const company = await createFixtureCompany(db, { plan: 'platinum' })
  const companyAdmin = await createFixtureUser(db, { companyId: company.id, companyRole: 'admin' })
  const restricted = await createFixtureUser(db, { companyId: company.id, companyRole: 'restricted' })
  const eventOnly = await createFixtureUser(db, { isEventOnly: true })
  const platformAdmin = await createFixtureUser(db, { platformRole: 'admin' })
  return {
    company,
    users: { companyAdmin, restricted, eventOnly, platformAdmin },
    headers: {
      visitor: {} as Record<string, string>,
      restricted: (await signInFixture(db, restricted.id)).headers,
      companyAdmin: (await signInFixture(db, companyAdmin.id)).headers,
      eventOnly: (await signInFixture(db, eventOnly.id)).headers,
      platformAdmin: (await signInFixture(db, platformAdmin.id)).headers,
    },
  }
}

