import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { companies, companyCategories, files, memberships, tokens, users } from '../../db/schema'
import type { TestApp } from '../../test/test-app'
import {
  createAccountTestApp,
  activationTokenFrom,
  insertCategory,
  lastMail,
  nextCorporateEmail,
  nextIp,
  nextRfc,
  solveCaptcha,
  uploadSignupLogo,
  validSignup,
} from './auth.test-support'

let t: TestApp
let categoryId: number
beforeAll(async () => {
  t = await createAccountTestApp()
  categoryId = await insertCategory(t.database.db)
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db

async function freshSignup(overrides: { email?: string; rfc?: string } = {}) {
  return validSignup({ logoFileId: await uploadSignupLogo(t.app), categoryId, captcha: await solveCaptcha(t.app), ...overrides })
}

function postSignup(body: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body as object, remoteAddress: nextIp(), headers })
}

function issues(res: { json(): unknown }) {
  return ((res.json() as { error: { details?: { issues?: { path: string; message: string }[] } } }).error.details?.issues ?? []).map((i) => `${i.path}:${i.message}`)
}

describe('POST /api/v1/auth/signup', () => {
  it('creates the pending company, free membership, categories, pending admin user, claimed logo and mails the activation link in Spanish', async () => {
    const body = await freshSignup()
    const res = await postSignup(body)
    expect(res.statusCode).toBe(201)
    const answer = res.json()
    expect(answer.email).toBe(body.user.email)
    const expiresIn = Date.parse(answer.activationExpiresAt) - Date.now()
    expect(expiresIn).toBeGreaterThan(23.9 * 3600_000)
    expect(expiresIn).toBeLessThanOrEqual(24 * 3600_000)

    const [user] = await db().select().from(users).where(eq(users.email, body.user.email))
    expect(user).toMatchObject({ status: 'pending_activation', companyRole: 'admin', platformRole: 'user', isEventOnly: false, language: 'es', responsibilityLevel: 'manager' })
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/)
    expect(user!.termsAcceptedAt).toBeInstanceOf(Date)
    expect(user!.username).toBe(body.user.email.split('@')[0])
    const [company] = await db().select().from(companies).where(eq(companies.id, user!.companyId!))
    expect(company).toMatchObject({
      status: 'pending',
      rfc: body.company.rfc,
      taxId: null,
      tradeName: 'Troqueles Acme',
      briefDescription: body.company.description,
      website: 'https://www.acme-industrial.mx',
      contentLanguage: 'es',
      productionCapacity: 250000,
      employees: 120,
      country: 'MX',
      state: 'NLE',
      profileType: 'supplier',
      tier: 'tier2',
      logoFileId: body.company.logoFileId,
    })
    expect(await db().select().from(memberships).where(eq(memberships.companyId, company!.id))).toMatchObject([{ plan: 'free', status: 'active', expiresAt: null }])
    expect(await db().select().from(companyCategories).where(eq(companyCategories.companyId, company!.id))).toEqual([{ companyId: company!.id, categoryId }])
    const [logo] = await db().select().from(files).where(eq(files.id, body.company.logoFileId))
    expect(logo).toMatchObject({ ownerCompanyId: company!.id, purpose: 'logo' })

    const mail = await lastMail(db(), body.user.email, 'activation')
    expect(mail).toMatchObject({ language: 'es', subject: 'Activa tu cuenta de Nexo' })
    expect(mail!.text).toContain('24 horas')
    const token = activationTokenFrom(mail!.text)
    const [stored] = await db().select().from(tokens).where(eq(tokens.userId, user!.id))
    expect(stored!.tokenHash).not.toBe(token)
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('mails in English for an English-speaking user and makes usernames unique', async () => {
    const first = await freshSignup({ email: 'compras@first-corp.mx' })
    first.user.language = 'en'
    expect((await postSignup(first)).statusCode).toBe(201)
    const second = await freshSignup({ email: 'compras@second-corp.mx' })
    expect((await postSignup(second)).statusCode).toBe(201)
    const mail = await lastMail(db(), 'compras@first-corp.mx', 'activation')
    expect(mail).toMatchObject({ language: 'en', subject: 'Activate your Nexo account' })
    const names = await db().select({ username: users.username }).from(users).where(sql`${users.email} in ('compras@first-corp.mx', 'compras@second-corp.mx')`)
    expect(names.map((n) => n.username).sort()).toEqual(['compras', 'compras2'])
  })

  it('accepts a foreign company with its tax id instead of an RFC', async () => {
    const body = await freshSignup()
    body.company = { ...body.company, isForeign: true, rfc: undefined, taxId: '12-3456789' }
    body.address = { ...body.address, country: 'US', state: 'MI' }
    const res = await postSignup(body)
    expect(res.statusCode).toBe(201)
    const [company] = await db().select().from(companies).where(eq(companies.taxId, '12-3456789'))
    expect(company).toMatchObject({ rfc: null, country: 'US' })
  })

  type Body = Awaited<ReturnType<typeof freshSignup>>
  const cases: [string, (b: Body) => void, string][] = [
    ['RFC with a wrong check digit', (b) => (b.company.rfc = 'CFE370814QI1'), 'body.company.rfc:rfcInvalid'],
    ['RFC with a bad format', (b) => (b.company.rfc = 'ABC123'), 'body.company.rfc:rfcInvalid'],
    ['generic RFC', (b) => (b.company.rfc = 'XAXX010101000'), 'body.company.rfc:rfcInvalid'],
    ['missing RFC', (b) => (b.company.rfc = undefined), 'body.company.rfc:required'],
    ['foreign company without a tax id', (b) => Object.assign(b.company, { isForeign: true, rfc: undefined, taxId: undefined }), 'body.company.taxId:required'],
    ['foreign company with a malformed tax id', (b) => Object.assign(b.company, { isForeign: true, taxId: '#!' }), 'body.company.taxId:taxIdInvalid'],
    ['gmail.com', (b) => (b.user.email = b.user.emailConfirmation = 'ana@gmail.com'), 'body.user.email:emailNotCorporate'],
    ['hotmail.com', (b) => (b.user.email = b.user.emailConfirmation = 'ana@hotmail.com'), 'body.user.email:emailNotCorporate'],
    ['outlook.com', (b) => (b.user.email = b.user.emailConfirmation = 'ana@outlook.com'), 'body.user.email:emailNotCorporate'],
    ['yahoo.com.mx', (b) => (b.user.email = b.user.emailConfirmation = 'ana@yahoo.com.mx'), 'body.user.email:emailNotCorporate'],
    ['malformed e-mail', (b) => (b.user.email = b.user.emailConfirmation = 'ana-at-acme.mx'), 'body.user.email:email'],
    ['e-mail confirmation mismatch', (b) => (b.user.emailConfirmation = 'otra@acme-industrial.mx'), 'body.user.emailConfirmation:emailMismatch'],
    ['password without upper case or digit', (b) => (b.user.password = b.user.passwordConfirmation = 'abcdefgh'), 'body.user.password:passwordWeak'],
    ['password without lower case', (b) => (b.user.password = b.user.passwordConfirmation = 'ABCDEFGH1'), 'body.user.password:passwordWeak'],
    ['password without a digit', (b) => (b.user.password = b.user.passwordConfirmation = 'Abcdefgh'), 'body.user.password:passwordWeak'],
    ['password too short', (b) => (b.user.password = b.user.passwordConfirmation = 'Abc123'), 'body.user.password:passwordTooShort'],
    ['password confirmation mismatch', (b) => (b.user.passwordConfirmation = 'Secreto124'), 'body.user.passwordConfirmation:passwordMismatch'],
    ['missing first name', (b) => delete (b.user as Partial<Body['user']>).firstName, 'body.user.firstName:required'],
    ['blank last name', (b) => (b.user.lastName = '   '), 'body.user.lastName:required'],
    ['bad phone', (b) => (b.user.phone = '12345'), 'body.user.phone:phone'],
    ['missing trade name', (b) => delete (b.company as Partial<Body['company']>).tradeName, 'body.company.tradeName:required'],
    ['missing logo', (b) => delete (b.company as Partial<Body['company']>).logoFileId, 'body.company.logoFileId:required'],
    ['bad website', (b) => (b.company.website = 'not a url'), 'body.company.website:url'],
    ['unknown sector', (b) => (b.company.sector = 'space' as never), 'body.company.sector:choose'],
    ['unknown country', (b) => (b.address.country = 'ZZ'), 'body.address.country:choose'],
    ['missing city', (b) => delete (b.address as Partial<Body['address']>).city, 'body.address.city:required'],
    ['non-numeric production capacity', (b) => (b.capabilities.productionCapacity = 'lots' as never), 'body.capabilities.productionCapacity:number'],
    ['zero employees', (b) => (b.statistics.employees = 0), 'body.statistics.employees:positive'],
    ['foundation year in the future', (b) => (b.statistics.yearFounded = new Date().getFullYear() + 1), 'body.statistics.yearFounded:year'],
    ['no category', (b) => (b.profile.categoryIds = []), 'body.profile.categoryIds:choose'],
    ['no profile type', (b) => delete (b.profile as Partial<Body['profile']>).profileType, 'body.profile.profileType:choose'],
    ['terms not accepted', (b) => (b.consent.acceptTerms = false as never), 'body.consent.acceptTerms:mustAccept'],
    ['privacy not accepted', (b) => (b.consent.acceptPrivacy = false as never), 'body.consent.acceptPrivacy:mustAccept'],
    ['captcha missing', (b) => (b.consent.captcha = ''), 'body.consent.captcha:captcha'],
  ]
  it.each(cases)('rejects %s with the field path and message key', async (_name, mutate, expected) => {
    const body = validSignup({ logoFileId: '00000000-0000-4000-8000-000000000000', categoryId, captcha: 'x' })
    mutate(body)
    const res = await postSignup(body)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
    expect(issues(res)).toContain(expected)
  })

  it('checks the state belongs to the country, the categories exist and the logo is an unclaimed sign-up upload', async () => {
    const badState = await freshSignup()
    badState.address.state = 'MI'
    expect(issues(await postSignup(badState))).toEqual(['body.address.state:choose'])

    const badCategory = await freshSignup()
    badCategory.profile.categoryIds = [999_999]
    expect(issues(await postSignup(badCategory))).toEqual(['body.profile.categoryIds:choose'])

    const unknownLogo = await freshSignup()
    unknownLogo.company.logoFileId = '00000000-0000-4000-8000-000000000000'
    expect(issues(await postSignup(unknownLogo))).toEqual(['body.company.logoFileId:required'])

    const first = await freshSignup()
    expect((await postSignup(first)).statusCode).toBe(201)
    const reusedLogo = await freshSignup()
    reusedLogo.company.logoFileId = first.company.logoFileId
    expect(issues(await postSignup(reusedLogo))).toEqual(['body.company.logoFileId:required'])
  })

  it('refuses an e-mail already registered, in any letter case: 409 SIGNUP_EMAIL_TAKEN', async () => {
    const email = nextCorporateEmail('dup')
    expect((await postSignup(await freshSignup({ email }))).statusCode).toBe(201)
    const res = await postSignup(await freshSignup({ email: email.toUpperCase() }))
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('SIGNUP_EMAIL_TAKEN')
  })

  it('refuses an RFC or foreign tax id already registered: 409 COMPANY_RFC_TAKEN', async () => {
    const rfc = nextRfc()
    expect((await postSignup(await freshSignup({ rfc }))).statusCode).toBe(201)
    const res = await postSignup(await freshSignup({ rfc: rfc.toLowerCase() }))
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('COMPANY_RFC_TAKEN')

    const foreign = await freshSignup()
    Object.assign(foreign.company, { isForeign: true, rfc: undefined, taxId: 'CA-123456789' })
    foreign.address = { ...foreign.address, country: 'CA', state: 'ON' }
    expect((await postSignup(foreign)).statusCode).toBe(201)
    const again = await freshSignup()
    Object.assign(again.company, { isForeign: true, rfc: undefined, taxId: 'ca-123456789' })
    again.address = { ...again.address, country: 'CA', state: 'ON' }
    expect((await postSignup(again)).json().error.code).toBe('COMPANY_RFC_TAKEN')
  })

  it('refuses an invalid, tampered or replayed captcha: 400 CAPTCHA_FAILED', async () => {
    const invalid = await freshSignup()
    invalid.consent.captcha = Buffer.from('{"challenge":{},"solution":{}}').toString('base64')
    expect((await postSignup(invalid)).json().error.code).toBe('CAPTCHA_FAILED')

    const tampered = await freshSignup()
    const payload = JSON.parse(Buffer.from(tampered.consent.captcha, 'base64').toString())
    payload.challenge.parameters.keyPrefix = '0'
    tampered.consent.captcha = Buffer.from(JSON.stringify(payload)).toString('base64')
    const tamperedRes = await postSignup(tampered)
    expect(tamperedRes.statusCode).toBe(400)
    expect(tamperedRes.json().error.code).toBe('CAPTCHA_FAILED')

    const ok = await freshSignup()
    expect((await postSignup(ok)).statusCode).toBe(201)
    const replay = await freshSignup()
    replay.consent.captcha = ok.consent.captcha
    const replayRes = await postSignup(replay)
    expect(replayRes.statusCode).toBe(400)
    expect(replayRes.json().error.code).toBe('CAPTCHA_FAILED')
    expect(replayRes.json().error.message).toBeTruthy()
  })

  it('is rate limited per IP: 429 RATE_LIMITED', async () => {
    const ip = nextIp()
    const body = { bad: true }
    let last = 0
    for (let i = 0; i < 11; i++) last = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body, remoteAddress: ip })).statusCode
    expect(last).toBe(429)
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body, remoteAddress: ip })
    expect(res.json().error.code).toBe('RATE_LIMITED')
  })
})

describe('activation', () => {
  async function signUpAndGetToken() {
    const body = await freshSignup()
    expect((await postSignup(body)).statusCode).toBe(201)
    const mail = await lastMail(db(), body.user.email, 'activation')
    return { email: body.user.email, token: activationTokenFrom(mail!.text) }
  }

  const activate = (token: string) => t.app.inject({ method: 'GET', url: `/api/v1/auth/activate/${token}`, remoteAddress: nextIp() })

  it('a valid link activates the user once and redirects to /success', async () => {
    const { email, token } = await signUpAndGetToken()
    const res = await activate(token)
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/success')
    const [user] = await db().select().from(users).where(eq(users.email, email))
    expect(user!.status).toBe('active')
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date)
    const again = await activate(token)
    expect(again.headers.location).toBe('/not-exists')
  })

  it('an expired link redirects to /expires?email=…', async () => {
    const { email, token } = await signUpAndGetToken()
    const [user] = await db().select().from(users).where(eq(users.email, email))
    await db().update(tokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(tokens.userId, user!.id))
    const res = await activate(token)
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe(`/expires?email=${encodeURIComponent(email)}`)
    const [after] = await db().select().from(users).where(eq(users.id, user!.id))
    expect(after!.status).toBe('pending_activation')
  })

  it('an unknown link redirects to /not-exists', async () => {
    for (const token of ['x'.repeat(43), 'short', 'a'.repeat(90)]) {
      const res = await activate(token)
      expect(res.statusCode).toBe(302)
      expect(res.headers.location).toBe('/not-exists')
    }
  })

  describe('POST /api/v1/auth/activation/resend', () => {
    const resend = (email: string) => t.app.inject({ method: 'POST', url: '/api/v1/auth/activation/resend', payload: { email }, remoteAddress: nextIp() })

    it('sends a new link and the old one stops working', async () => {
      const { email, token: oldToken } = await signUpAndGetToken()
      const res = await resend(email.toUpperCase())
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ ok: true })
      const newToken = activationTokenFrom((await lastMail(db(), email, 'activation'))!.text)
      expect(newToken).not.toBe(oldToken)
      expect((await activate(oldToken)).headers.location).toBe('/not-exists')
      expect((await activate(newToken)).headers.location).toBe('/success')
    })

    it('unknown user: 404 ACTIVATION_USER_NOT_FOUND ("User does not exist, please register")', async () => {
      const res = await resend('nobody@acme-industrial.mx')
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toMatchObject({ code: 'ACTIVATION_USER_NOT_FOUND' })
    })

    it('already active: 409 ACCOUNT_ALREADY_ACTIVE', async () => {
      const { email, token } = await signUpAndGetToken()
      await activate(token)
      const res = await resend(email)
      expect(res.statusCode).toBe(409)
      expect(res.json().error.code).toBe('ACCOUNT_ALREADY_ACTIVE')
    })

    it('at most 3 activation mails per account and hour: then 429 RATE_LIMITED', async () => {
      const { email } = await signUpAndGetToken()
      expect((await resend(email)).statusCode).toBe(200)
      expect((await resend(email)).statusCode).toBe(200)
      const res = await resend(email)
      expect(res.statusCode).toBe(429)
      expect(res.json().error.code).toBe('RATE_LIMITED')
    })
  })
})

describe('POST /api/v1/auth/quick-signup (event-only account)', () => {
  const quick = async (overrides: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/quick-signup',
      remoteAddress: nextIp(),
      payload: {
        firstName: 'Luis',
        lastName: 'García',
        email: `luis.${Date.now()}@gmail.com`,
        password: 'Eventos123',
        passwordConfirmation: 'Eventos123',
        companyName: 'Visitante',
        phone: '5512345678',
        language: 'en',
        acceptTerms: true,
        acceptPrivacy: true,
        captcha: await solveCaptcha(t.app),
        ...overrides,
      },
    })

  it('creates a pending event-only user (free e-mail allowed) and the link redirects to /success?account=event', async () => {
    const email = `luis.quick@gmail.com`
    const res = await quick({ email })
    expect(res.statusCode).toBe(201)
    expect(res.json().email).toBe(email)
    const [user] = await db().select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ isEventOnly: true, companyId: null, status: 'pending_activation' })
    const mail = await lastMail(db(), email, 'activation')
    expect(mail!.language).toBe('en')
    const activated = await t.app.inject({ method: 'GET', url: `/api/v1/auth/activate/${activationTokenFrom(mail!.text)}` })
    expect(activated.headers.location).toBe('/success?account=event')
    // No company, so no approval: the event-only user logs in right away.
    const login = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', remoteAddress: nextIp(), payload: { email, password: 'Eventos123' } })
    expect(login.statusCode).toBe(200)
    expect(login.json().profile).toMatchObject({ user_event: true, company_name: null, membership: null, private_level: 1 })
  })

  it('refuses a taken e-mail, a bad captcha and a password mismatch', async () => {
    const email = `taken.${Date.now()}@gmail.com`
    expect((await quick({ email })).statusCode).toBe(201)
    expect((await quick({ email: email.toUpperCase() })).json().error.code).toBe('SIGNUP_EMAIL_TAKEN')
    expect((await quick({ captcha: 'bogus' })).json().error.code).toBe('CAPTCHA_FAILED')
    expect(issues(await quick({ passwordConfirmation: 'Eventos124' }))).toContain('body.passwordConfirmation:passwordMismatch')
  })
})

describe('GET /api/v1/auth/captcha', () => {
  it('answers an ALTCHA v2 challenge that is not cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/captcha', remoteAddress: nextIp() })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const body = res.json()
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1, keyPrefix: '00' })
    expect(body.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 9 * 60_000)
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/)
  })
})
