import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, companyCategories, companyClaims, notifications, users } from '../../db/schema'
import { activationTokenFrom, createAccountTestApp, insertCategory, lastMail, nextIp, solveCaptcha, uploadSignupLogo, validSignup } from '../auth/auth.test-support'
import { createFixtureCompany, createRoleFixtures } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'

let t: TestApp
let roles: Awaited<ReturnType<typeof createRoleFixtures>>
let categoryId: number
const db = () => t.database.db

beforeAll(async () => {
  t = await createAccountTestApp()
  roles = await createRoleFixtures(db())
  categoryId = await insertCategory(db())
})
afterAll(async () => {
  await t?.close()
})

let registrySeq = 0
/** A company as a DENUE import leaves it: approved, public, from the registry, unclaimed, no users. */
async function registryCompany(website: string | null = 'https://www.troqueladosdelnorte.com.mx') {
  const [row] = await db()
    .insert(companies)
    .values({
      status: 'approved',
      approvedAt: new Date(),
      isVisible: true,
      profileType: 'supplier',
      legalName: 'TROQUELADOS DEL NORTE SA DE CV',
      tradeName: 'TROQUELADOS DEL NORTE',
      sector: 'auto_parts',
      country: 'MX',
      state: 'COA',
      city: 'Ramos Arizpe',
      street: 'BOULEVARD Isidro López Zertuche 4351',
      postalCode: '25903',
      website,
      phone: '8444881200',
      briefDescription: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices',
      registrySource: 'denue',
      registryId: String(50_000 + ++registrySeq),
      registryFacts: { activityCode: '336370', activityName: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices', staffBand: '51 a 100 personas', registeredOn: '2014-12' },
    })
    .returning()
  await db().insert(companyCategories).values({ companyId: row!.id, categoryId })
  return row!
}

async function claimSignup(companyId: string, email: string) {
  const body = { ...validSignup({ logoFileId: await uploadSignupLogo(t.app), categoryId, captcha: await solveCaptcha(t.app), email }), claimCompanyId: companyId }
  body.company.tradeName = 'Troquelados del Norte'
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', remoteAddress: nextIp(), payload: body })
}
const activate = async (email: string) => {
  const mail = await lastMail(db(), email, 'activation')
  return t.app.inject({ method: 'GET', url: `/api/v1/auth/activate/${activationTokenFrom(mail!.text)}`, remoteAddress: nextIp() })
}
const login = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: nextIp(), payload: { email, password: 'Secreto123' } })
const detail = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/companies/${id}` })).json()
const decide = (claimId: string, payload: object, headers = roles.headers.platformAdmin) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/company-claims/${claimId}/decision`, headers, payload })

describe('claim this profile: the start', () => {
  it('answers the registry data to prefill the sign-up with, and the domain that confirms by e-mail', async () => {
    const company = await registryCompany()
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}/claim-start` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ companyId: company.id, tradeName: 'TROQUELADOS DEL NORTE', state: 'COA', city: 'Ramos Arizpe', postalCode: '25903', categoryIds: [categoryId], websiteDomain: 'troqueladosdelnorte.com.mx' })
    expect((await detail(company.id)).registry).toEqual({ source: 'denue', activityCode: '336370', activityName: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices', staffBand: '51 a 100 personas', registeredOn: '2014-12', isClaimed: false })
  })

  it('refuses a company that is not from a registry (409) and an unknown one', async () => {
    const normal = await createFixtureCompany(db(), {})
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/companies/${normal.id}/claim-start` })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('COMPANY_CLAIM_NOT_AVAILABLE')
    expect((await detail(normal.id)).registry).toBeNull()
  })
})

describe('a claim confirmed by a corporate e-mail at the website domain', () => {
  it('joins the account to the company on activation; the company takes the sign-up data and loses its mark', async () => {
    const company = await registryCompany()
    const email = `compras@troqueladosdelnorte.com.mx`
    const companiesBefore = (await db().select({ id: companies.id }).from(companies)).length
    const res = await claimSignup(company.id, email)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().claimMethod).toBe('email_domain')
    // No second company: the account belongs to the registry company, waiting for its link.
    expect((await db().select({ id: companies.id }).from(companies)).length).toBe(companiesBefore)
    const [user] = await db().select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ companyId: company.id, companyRole: 'admin', status: 'pending_activation' })
    expect((await login(email)).json().error.code).toBe('LOGIN_EMAIL_NOT_CONFIRMED')
    expect((await detail(company.id)).registry.isClaimed).toBe(false)

    const activated = await activate(email)
    expect(activated.headers.location).toBe('/success?claim=confirmed')
    const claimed = (await db().select().from(companies).where(eq(companies.id, company.id)))[0]!
    expect(claimed.registryClaimedAt).toBeInstanceOf(Date)
    expect(claimed).toMatchObject({ tradeName: 'Troquelados del Norte', legalName: 'Troqueles Acme S.A. de C.V.', status: 'approved', registrySource: 'denue' })
    expect(claimed.rfc).not.toBeNull()
    expect(claimed.logoFileId).not.toBeNull()
    expect((await detail(company.id)).registry.isClaimed).toBe(true)
    expect((await login(email)).statusCode).toBe(200)
    // Claimed: nobody else can start a claim on it.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}/claim-start` })).statusCode).toBe(409)
    expect((await claimSignup(company.id, 'otro@troqueladosdelnorte.com.mx')).json().error.code).toBe('COMPANY_CLAIM_NOT_AVAILABLE')
  })
})

describe('a claim the platform admin decides', () => {
  it('an address at another domain waits for the admin: no sign-in until confirmed with evidence', async () => {
    const company = await registryCompany()
    const email = 'ana.perez@grupo-acme-industrial.mx'
    const res = await claimSignup(company.id, email)
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().claimMethod).toBe('admin')
    expect((await activate(email)).headers.location).toBe('/success?claim=pending')
    // The platform admins hear of it once the address is confirmed.
    const [notice] = await db().select().from(notifications).where(and(eq(notifications.userId, roles.users.platformAdmin.id), sql`${notifications.payload}->>'template' = 'companyClaim.pending'`))
    expect(notice!.payload).toMatchObject({ params: { companyName: 'TROQUELADOS DEL NORTE', claimantName: 'Ana Pérez' }, link: '/admin/public-registry' })
    const refused = await login(email)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('LOGIN_CLAIM_PENDING')

    // Only the platform admin sees and decides claims.
    for (const headers of [roles.headers.visitor, roles.headers.companyAdmin, roles.headers.restricted]) {
      expect([401, 403]).toContain((await t.app.inject({ method: 'GET', url: '/api/v1/admin/company-claims', headers })).statusCode)
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/company-claims', headers: roles.headers.platformAdmin })
    const claim = list.json().items.find((c: { company: { id: string } }) => c.company.id === company.id)
    expect(claim).toMatchObject({ status: 'pending', method: 'admin', claimant: { email, isEmailConfirmed: true }, proposed: { tradeName: 'Troquelados del Norte' }, company: { phone: '8444881200' } })
    expect((await decide(claim.id, { decision: 'confirm', evidence: 'corto' })).statusCode).toBe(400)
    expect((await decide(claim.id, { decision: 'confirm', evidence: 'Llamé al teléfono del DENUE' }, roles.headers.companyAdmin)).statusCode).toBe(403)

    const confirmed = await decide(claim.id, { decision: 'confirm', evidence: 'Llamé al 844 488 1200 del DENUE: la gerente confirmó a Ana Pérez' })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', evidence: 'Llamé al 844 488 1200 del DENUE: la gerente confirmó a Ana Pérez' })
    expect((await detail(company.id)).registry.isClaimed).toBe(true)
    expect((await login(email)).statusCode).toBe(200)
    // The claimant hears it in the language of the sign-up (Spanish), with a sign-in link.
    const mail = await lastMail(db(), email, 'claim_confirmed')
    expect(mail).toMatchObject({ language: 'es' })
    expect(mail!.subject).toContain('Confirmamos tu solicitud')
    expect(mail!.text).toContain('/signin')
    const twice = await decide(claim.id, { decision: 'reject', evidence: 'Otra decisión sobre lo mismo' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.code).toBe('COMPANY_CLAIM_NOT_PENDING')
  })

  it('a rejected claim leaves the company unclaimed and its account unable to sign in', async () => {
    const company = await registryCompany(null)
    const email = 'impostor@otra-empresa-industrial.mx'
    expect((await claimSignup(company.id, email)).json().claimMethod).toBe('admin')
    await activate(email)
    const [claim] = await db().select().from(companyClaims).where(eq(companyClaims.companyId, company.id))
    const rejected = await decide(claim!.id, { decision: 'reject', evidence: 'El teléfono del registro no conoce a esta persona' })
    expect(rejected.json().status).toBe('rejected')
    expect((await lastMail(db(), email, 'claim_rejected'))!.text).toContain('El teléfono del registro no conoce a esta persona')
    expect((await login(email)).json().error.code).toBe('LOGIN_USER_INACTIVE')
    expect((await detail(company.id)).registry.isClaimed).toBe(false)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${company.id}/claim-start` })).statusCode).toBe(200)
  })
})
