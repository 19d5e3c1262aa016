import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { BROCHURE_MAX_BYTES, COMPANY_PROFILE_SECTIONS, type CompanyProfileSection } from '@nexo/shared'
import { auditLog, companySearch } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp } from '../auth/auth.test-support'
import {
  insertReferenceData,
  pdfOfSize,
  PNG_BYTES,
  uploadFile,
  uploadFileId,
  uploadProfileFiles,
  validSections,
  type ProfileFiles,
} from './companies.test-support'

let t: TestApp
let f: Awaited<ReturnType<typeof createRoleFixtures>>
let ref: Awaited<ReturnType<typeof insertReferenceData>>
let files: ProfileFiles
let sections: ReturnType<typeof validSections>
/** Files uploaded by another company: their ids must be refused. */
let foreign: ProfileFiles
let otherAdminHeaders: Record<string, string>

beforeAll(async () => {
  t = await createAccountTestApp()
  const db = t.database.db
  f = await createRoleFixtures(db)
  ref = await insertReferenceData(db)
  files = await uploadProfileFiles(t.app, f.headers.companyAdmin)
  sections = validSections(files, ref)
  const other = await createFixtureCompany(db, { plan: 'platinum' })
  const otherAdmin = await createFixtureUser(db, { companyId: other.id })
  otherAdminHeaders = (await signInFixture(db, otherAdmin.id)).headers
  foreign = await uploadProfileFiles(t.app, otherAdminHeaders)
})
afterAll(async () => {
  await t?.close()
})

const put = (section: CompanyProfileSection, body: unknown, headers: Record<string, string> = f.headers.companyAdmin) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/company/profile/${section}`, headers, payload: body as object })
const getProfile = (headers: Record<string, string> = f.headers.companyAdmin) => t.app.inject({ method: 'GET', url: '/api/v1/company/profile', headers })

/** The field issues of a 400 answer, as `path → message`. */
function issuesOf(res: { statusCode: number; json(): { error: { code: string; details?: { issues: { path: string; message: string }[] } } } }) {
  expect(res.statusCode).toBe(400)
  expect(res.json().error.code).toBe('VALIDATION_FAILED')
  return Object.fromEntries(res.json().error.details!.issues.map((i) => [i.path, i.message]))
}

async function expectAccepted(section: CompanyProfileSection, body: unknown) {
  const res = await put(section, body)
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('GET /api/v1/company/profile', () => {
  it('authorization: any user of the company; visitors 401, event-only and company-less users 403', async () => {
    const expected = { visitor: 401, restricted: 200, companyAdmin: 200, eventOnly: 403, platformAdmin: 403 }
    for (const [role, status] of Object.entries(expected) as [keyof typeof expected, number][]) {
      expect((await getProfile(f.headers[role])).statusCode, role).toBe(status)
    }
  })

  it('a company fresh from the fixtures has every section and a low progress', async () => {
    const company = await createFixtureCompany(t.database.db)
    const admin = await createFixtureUser(t.database.db, { companyId: company.id })
    const body = (await getProfile((await signInFixture(t.database.db, admin.id)).headers)).json()
    expect(body.id).toBe(company.id)
    for (const key of ['information', 'address', 'details', 'workingHours', 'general', 'processes', 'capabilities', 'socialMedia', 'statistics', 'awards']) {
      expect(body, key).toHaveProperty(key)
    }
    expect(body.progress.percent).toBeLessThan(30)
    expect(body.progress.parts.details).toBe(false)
  })
})

describe('PUT /api/v1/company/profile/{section}: a complete profile', () => {
  it('saves every section, normalises links, reaches 100 % and refreshes the search data', async () => {
    for (const section of COMPANY_PROFILE_SECTIONS) await expectAccepted(section, sections[section])
    const profile = (await getProfile(f.headers.restricted)).json()
    expect(profile.progress).toEqual({
      percent: 100,
      parts: { information: true, address: true, details: true, workingHours: true, general: true, processes: true, capabilities: true, certifications: true, socialMedia: true, statistics: true, awards: true },
    })
    expect(profile.information).toMatchObject({ website: 'https://www.troqueles-norte.mx', logo: { fileId: files.logo, url: `/api/v1/files/${files.logo}`, mimeType: 'image/png' } })
    expect(profile.details).toMatchObject({ tags: ['estampado', 'troquelado'], brochure: { fileId: files.brochure, mimeType: 'application/pdf' }, categoryIds: expect.arrayContaining(ref.categoryIds) })
    expect(profile.general).toMatchObject({ whatsapp: 'https://wa.me/528112345678', paymentMethods: ['card', 'bank_transfer'] })
    expect(profile.general.catalogues).toEqual([{ fileId: files.catalogue, title: 'Catálogo 2025', file: expect.objectContaining({ fileId: files.catalogue }) }])
    expect(profile.socialMedia).toEqual({
      facebook: 'https://www.facebook.com/troquelesnorte',
      instagram: 'https://instagram.com/troquelesnorte',
      twitter: 'https://x.com/troqnorte',
      linkedin: 'https://www.linkedin.com/company/troqueles-del-norte',
      youtube: 'https://www.youtube.com/@troquelesnorte',
    })
    expect(profile.capabilities.certifications).toEqual([
      { certificationId: ref.certificationIds[0], name: 'IATF 16949', industrialSpecialization: 'Automotriz', fileId: files.certification, file: expect.objectContaining({ fileId: files.certification }), validUntil: '2027-06-30' },
    ])
    expect(profile.statistics).toEqual({ employees: 120, annualSales: '100m_to_250m', mainClients: 'Tier 1 de Nuevo León', clientsCount: 'Más de 40 clientes', projects: '300 proyectos', relevantImports: 'Acero de Corea' })
    expect(profile.awards.awards).toEqual([{ id: expect.any(String), fileId: files.award, description: 'Proveedor del año 2024', file: expect.objectContaining({ fileId: files.award }) }])
    expect(profile.workingHours.workingHours[5]).toEqual({ day: 'sat', isOpen: false, opensAt: null, closesAt: null })

    const [indexed] = await t.database.db.select({ id: companySearch.companyId }).from(companySearch).where(and(eq(companySearch.companyId, f.company.id), isNotNull(companySearch.searchVector)))
    expect(indexed).toBeDefined()
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, f.company.id), eq(auditLog.action, 'company.profile_update')))
    expect(audits.map((a) => a.data.section).sort()).toEqual([...COMPANY_PROFILE_SECTIONS].sort())
  })

  it('authorization matrix for every section: company admins only (restricted 403 even with a bad body)', async () => {
    for (const section of COMPANY_PROFILE_SECTIONS) {
      expect((await put(section, sections[section], f.headers.visitor)).statusCode, `${section} visitor`).toBe(401)
      expect((await put(section, sections[section], f.headers.restricted)).statusCode, `${section} restricted`).toBe(403)
      expect((await put(section, {}, f.headers.restricted)).statusCode, `${section} restricted, bad body`).toBe(403)
      expect((await put(section, sections[section], f.headers.eventOnly)).statusCode, `${section} eventOnly`).toBe(403)
      expect((await put(section, sections[section], f.headers.platformAdmin)).statusCode, `${section} platformAdmin`).toBe(403)
    }
  })

  it('a section body cannot set the validated-supplier badge or the status', async () => {
    await expectAccepted('information', { ...sections.information, isValidatedSupplier: true, status: 'approved' })
    expect((await getProfile()).json().isValidatedSupplier).toBe(false)
  })
})

describe('information: URL valid and required; the logo must be our own', () => {
  it.each([
    [undefined, 'required'],
    ['', 'required'],
    ['not a url', 'url'],
    ['ftp://troqueles.mx', 'url'],
    ['https://localhost', 'url'],
  ])('website %j → %s', async (website, message) => {
    expect(issuesOf(await put('information', { ...sections.information, website }))).toEqual({ 'body.website': message })
  })

  it('accepts a bare domain and stores it with https://', async () => {
    const profile = await expectAccepted('information', { ...sections.information, website: 'troqueles-norte.com.mx/es' })
    expect(profile.information.website).toBe('https://troqueles-norte.com.mx/es')
  })

  it("refuses another company's logo and a file uploaded for another purpose", async () => {
    expect(issuesOf(await put('information', { ...sections.information, logoFileId: foreign.logo }))).toEqual({ 'body.logoFileId': 'fileInvalid' })
    expect(issuesOf(await put('information', { ...sections.information, logoFileId: files.brochure }))).toEqual({ 'body.logoFileId': 'fileInvalid' })
    expect(issuesOf(await put('information', { ...sections.information, logoFileId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ 'body.logoFileId': 'fileInvalid' })
  })
})

describe('details: descriptions, tags, brochure', () => {
  it('brief ≤ 255 and detailed ≤ 2000 are accepted; one more character is refused', async () => {
    await expectAccepted('details', { ...sections.details, briefDescription: 'b'.repeat(255), detailedDescription: 'd'.repeat(2000) })
    expect(issuesOf(await put('details', { ...sections.details, briefDescription: 'b'.repeat(256) }))).toEqual({ 'body.briefDescription': 'tooLong' })
    expect(issuesOf(await put('details', { ...sections.details, detailedDescription: 'd'.repeat(2001) }))).toEqual({ 'body.detailedDescription': 'tooLong' })
  })

  it('both descriptions are required', async () => {
    expect(issuesOf(await put('details', { ...sections.details, briefDescription: '  ', detailedDescription: undefined }))).toEqual({
      'body.briefDescription': 'required',
      'body.detailedDescription': 'required',
    })
  })

  it('needs at least one tag; duplicates are dropped', async () => {
    expect(issuesOf(await put('details', { ...sections.details, tags: [] }))).toEqual({ 'body.tags': 'tagRequired' })
    expect(issuesOf(await put('details', { ...sections.details, tags: undefined }))).toEqual({ 'body.tags': 'tagRequired' })
    const profile = await expectAccepted('details', { ...sections.details, tags: ['Estampado', 'estampado ', 'IATF'] })
    expect(profile.details.tags).toEqual(['Estampado', 'IATF'])
  })

  it("the brochure must be this company's brochure upload; null removes it", async () => {
    expect(issuesOf(await put('details', { ...sections.details, brochureFileId: foreign.brochure }))).toEqual({ 'body.brochureFileId': 'fileInvalid' })
    expect(issuesOf(await put('details', { ...sections.details, brochureFileId: files.document }))).toEqual({ 'body.brochureFileId': 'fileInvalid' })
    expect((await expectAccepted('details', { ...sections.details, brochureFileId: null })).details.brochure).toBeNull()
    expect((await expectAccepted('details', sections.details)).details.brochure.fileId).toBe(files.brochure)
  })

  it('categories must exist', async () => {
    expect(issuesOf(await put('details', { ...sections.details, categoryIds: [999_999] }))).toEqual({ 'body.categoryIds': 'choose' })
    expect(issuesOf(await put('details', { ...sections.details, categoryIds: [] }))).toEqual({ 'body.categoryIds': 'choose' })
  })
})

describe('brochure upload: a PDF up to 2.09 MB, checked by its bytes', () => {
  it('refuses an image sent as a brochure (415) and a PDF over BROCHURE_MAX_BYTES (413); exactly the limit passes', async () => {
    const png = await uploadFile(t.app, f.headers.companyAdmin, 'brochure', PNG_BYTES, 'brochure.pdf')
    expect(png.statusCode).toBe(415)
    expect(png.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    const tooBig = await uploadFile(t.app, f.headers.companyAdmin, 'brochure', pdfOfSize(BROCHURE_MAX_BYTES + 1))
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().error.code).toBe('PAYLOAD_TOO_LARGE')
    const fits = await uploadFile(t.app, f.headers.companyAdmin, 'brochure', pdfOfSize(BROCHURE_MAX_BYTES))
    expect(fits.statusCode).toBe(201)
    expect(fits.json()).toMatchObject({ mimeType: 'application/pdf', sizeBytes: BROCHURE_MAX_BYTES })
    await expectAccepted('details', { ...sections.details, brochureFileId: fits.json().fileId })
  })

  it('company files are uploaded by company admins only', async () => {
    expect((await uploadFile(t.app, f.headers.visitor, 'brochure')).statusCode).toBe(401)
    expect((await uploadFile(t.app, f.headers.restricted, 'brochure')).statusCode).toBe(403)
    expect((await uploadFile(t.app, f.headers.eventOnly, 'certification')).statusCode).toBe(403)
    expect((await uploadFile(t.app, f.headers.platformAdmin, 'award')).statusCode).toBe(403)
  })

  it('certifications take a PDF or an image; a data sheet only a PDF', async () => {
    expect((await uploadFile(t.app, f.headers.companyAdmin, 'certification', PNG_BYTES, 'cert.png')).statusCode).toBe(201)
    expect((await uploadFile(t.app, f.headers.companyAdmin, 'datasheet', PNG_BYTES, 'sheet.png')).statusCode).toBe(415)
    expect((await uploadFile(t.app, f.headers.companyAdmin, 'product_image', pdfOfSize(1000), 'img.pdf')).statusCode).toBe(415)
  })
})

describe('working hours: closing after opening, nothing before 09:00', () => {
  const withMonday = (monday: Record<string, unknown>) => ({ ...sections['working-hours'], workingHours: [{ day: 'mon', ...monday }, ...sections['working-hours'].workingHours.slice(1)] })

  it.each([
    [{ isOpen: true, opensAt: '08:59', closesAt: '18:00' }, { 'body.workingHours.0.opensAt': 'timeTooEarly' }],
    [{ isOpen: true, opensAt: '10:00', closesAt: '08:30' }, { 'body.workingHours.0.closesAt': 'timeTooEarly' }],
    [{ isOpen: true, opensAt: '14:00', closesAt: '13:00' }, { 'body.workingHours.0.closesAt': 'closingBeforeOpening' }],
    [{ isOpen: true, opensAt: '14:00', closesAt: '14:00' }, { 'body.workingHours.0.closesAt': 'closingBeforeOpening' }],
    [{ isOpen: true, opensAt: null, closesAt: '14:00' }, { 'body.workingHours.0.opensAt': 'required' }],
    [{ isOpen: true, opensAt: '9:00', closesAt: '14:00' }, { 'body.workingHours.0.opensAt': 'time' }],
  ])('refuses Monday %j', async (monday, expected) => {
    expect(issuesOf(await put('working-hours', withMonday(monday)))).toEqual(expected)
  })

  it('accepts 09:00 to 09:01; a closed day keeps no times', async () => {
    const profile = await expectAccepted('working-hours', withMonday({ isOpen: true, opensAt: '09:00', closesAt: '09:01' }))
    expect(profile.workingHours.workingHours[0]).toEqual({ day: 'mon', isOpen: true, opensAt: '09:00', closesAt: '09:01' })
    const closed = await expectAccepted('working-hours', withMonday({ isOpen: false, opensAt: '07:00', closesAt: '06:00' }))
    expect(closed.workingHours.workingHours[0]).toEqual({ day: 'mon', isOpen: false, opensAt: null, closesAt: null })
  })

  it('needs the seven days, each once', async () => {
    const week = sections['working-hours'].workingHours
    expect(issuesOf(await put('working-hours', { ...sections['working-hours'], workingHours: week.slice(1) }))).toEqual({ 'body.workingHours': 'required' })
    expect(issuesOf(await put('working-hours', { ...sections['working-hours'], workingHours: [...week.slice(0, 6), { ...week[0] }] }))).toEqual({ 'body.workingHours.6.day': 'duplicate' })
  })
})

describe('general: payment methods, WhatsApp, documents', () => {
  it('needs at least one payment method among card, cash and bank transfer', async () => {
    expect(issuesOf(await put('general', { ...sections.general, paymentMethods: [] }))).toEqual({ 'body.paymentMethods': 'paymentMethodRequired' })
    expect(issuesOf(await put('general', { ...sections.general, paymentMethods: ['bitcoin'] }))).toEqual({ 'body.paymentMethods.0': 'choose' })
    expect((await expectAccepted('general', { ...sections.general, paymentMethods: ['cash'] })).general.paymentMethods).toEqual(['cash'])
  })

  it.each([
    ['wa.me/5218112345678', 'https://wa.me/5218112345678'],
    ['https://wa.me/528112345678', 'https://wa.me/528112345678'],
    ['(81) 1234-5678', 'https://wa.me/8112345678'],
    ['', null],
  ])('WhatsApp %j is stored as %j', async (whatsapp, stored) => {
    expect((await expectAccepted('general', { ...sections.general, whatsapp })).general.whatsapp).toBe(stored)
  })

  it.each(['hola', '12345', 'https://wa.me/abc', 'https://evil.com/wa.me/5218112345678'])('refuses WhatsApp %j', async (whatsapp) => {
    expect(issuesOf(await put('general', { ...sections.general, whatsapp }))).toEqual({ 'body.whatsapp': 'whatsapp' })
  })

  it("refuses another company's catalogue or document", async () => {
    expect(issuesOf(await put('general', { ...sections.general, catalogues: [{ fileId: foreign.catalogue, title: 'x' }], documents: [{ fileId: foreign.document, title: 'y' }] }))).toEqual({
      'body.catalogues.0.fileId': 'fileInvalid',
      'body.documents.0.fileId': 'fileInvalid',
    })
  })
})

describe('processes and capabilities: each required and longer than 20 characters', () => {
  const exactly20 = 'Estampado progresivo' // 20 characters
  const exactly21 = 'Estampado progresivo.'
  it('uses texts of exactly 20 and 21 characters', () => {
    expect(exactly20).toHaveLength(20)
    expect(exactly21).toHaveLength(21)
  })

  it.each([
    ['processes', 'processes'],
    ['capabilities', 'capacityDescription'],
    ['capabilities', 'machinery'],
    ['capabilities', 'guarantees'],
  ] as const)('%s.%s: exactly 20 refused, 21 accepted, empty or blank required', async (section, field) => {
    const base = sections[section]
    expect(issuesOf(await put(section, { ...base, [field]: exactly20 }))).toEqual({ [`body.${field}`]: 'capabilityTooShort' })
    expect(issuesOf(await put(section, { ...base, [field]: `   ${exactly20}   ` }))).toEqual({ [`body.${field}`]: 'capabilityTooShort' })
    expect(issuesOf(await put(section, { ...base, [field]: '' }))).toEqual({ [`body.${field}`]: 'required' })
    expect(issuesOf(await put(section, { ...base, [field]: undefined }))).toEqual({ [`body.${field}`]: 'required' })
    const saved = await expectAccepted(section, { ...base, [field]: exactly21 })
    expect(saved[section][field]).toBe(exactly21)
  })
})

describe('certifications: each needs a file and an industrial specialization', () => {
  const cert = () => sections.capabilities.certifications[0]!
  const withCert = (changes: Record<string, unknown>) => ({ ...sections.capabilities, certifications: [{ ...cert(), ...changes }] })

  it('refuses a certification without a file or without a specialization', async () => {
    expect(issuesOf(await put('capabilities', withCert({ fileId: undefined })))).toEqual({ 'body.certifications.0.fileId': 'required' })
    expect(issuesOf(await put('capabilities', withCert({ fileId: null })))).toEqual({ 'body.certifications.0.fileId': 'required' })
    expect(issuesOf(await put('capabilities', withCert({ industrialSpecialization: '' })))).toEqual({ 'body.certifications.0.industrialSpecialization': 'required' })
    expect(issuesOf(await put('capabilities', withCert({ industrialSpecialization: undefined })))).toEqual({ 'body.certifications.0.industrialSpecialization': 'required' })
  })

  it("refuses another company's file, an unknown certification and a duplicate", async () => {
    expect(issuesOf(await put('capabilities', withCert({ fileId: foreign.certification })))).toEqual({ 'body.certifications.0.fileId': 'fileInvalid' })
    expect(issuesOf(await put('capabilities', withCert({ certificationId: 999_999 })))).toEqual({ 'body.certifications.0.certificationId': 'choose' })
    expect(issuesOf(await put('capabilities', { ...sections.capabilities, certifications: [cert(), cert()] }))).toEqual({ 'body.certifications.1.certificationId': 'duplicate' })
  })

  it('accepts two certifications, one with an image file; an empty list removes them all', async () => {
    const image = await uploadFileId(t.app, f.headers.companyAdmin, 'certification', PNG_BYTES)
    const saved = await expectAccepted('capabilities', {
      ...sections.capabilities,
      certifications: [cert(), { certificationId: ref.certificationIds[1], industrialSpecialization: 'Aeroespacial', fileId: image }],
    })
    expect(saved.capabilities.certifications.map((c: { name: string }) => c.name)).toEqual(['IATF 16949', 'ISO 9001'])
    expect((await expectAccepted('capabilities', { ...sections.capabilities, certifications: [] })).progress.parts.certifications).toBe(false)
    await expectAccepted('capabilities', sections.capabilities)
  })
})

describe('social media: each link valid for its own network', () => {
  const valid: Record<string, string[]> = {
    facebook: ['https://www.facebook.com/troquelesnorte', 'facebook.com/profile.php?id=100012345', 'http://m.facebook.com/troqueles.norte'],
    instagram: ['https://www.instagram.com/troqueles_norte', 'instagram.com/troqueles.norte/'],
    twitter: ['https://twitter.com/troqnorte', 'https://x.com/Troq_Norte', 'www.x.com/troqnorte'],
    linkedin: ['https://www.linkedin.com/company/troqueles-del-norte', 'https://mx.linkedin.com/in/ana-perez-123', 'linkedin.com/company/troqueles/'],
    youtube: ['https://www.youtube.com/@troquelesnorte', 'https://www.youtube.com/channel/UCabcdefghijklmnopqrstuv', 'https://youtu.be/dQw4w9WgXcQ'],
  }
  const invalid: Record<string, string[]> = {
    facebook: ['https://www.instagram.com/troquelesnorte', 'https://facebook.com/', 'https://facebook.com.evil.mx/x', 'troqueles norte'],
    instagram: ['https://www.facebook.com/troquelesnorte', 'https://instagram.com/', 'https://instagram.com/bad handle'],
    twitter: ['https://www.linkedin.com/company/troqueles', 'https://twitter.com/', 'https://x.com/name-with-dash', 'https://x.company.com/troq'],
    linkedin: ['https://www.linkedin.com/feed', 'https://www.linkedin.com/company/', 'https://twitter.com/troqnorte'],
    youtube: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://vimeo.com/troqueles', 'https://youtube.com/@'],
  }

  for (const network of Object.keys(valid)) {
    it(`${network}: accepts its own profile links`, async () => {
      for (const link of valid[network]!) {
        const saved = await expectAccepted('social-media', { [network]: link })
        expect(saved.socialMedia[network], link).toMatch(/^https:\/\//)
      }
    })
    it(`${network}: refuses other networks' links and malformed ones`, async () => {
      for (const link of invalid[network]!) {
        expect(issuesOf(await put('social-media', { ...sections['social-media'], [network]: link })), link).toEqual({ [`body.${network}`]: 'socialLink' })
      }
    })
  }

  it("'' or null clears a link", async () => {
    const saved = await expectAccepted('social-media', { ...sections['social-media'], facebook: '', youtube: null })
    expect(saved.socialMedia).toMatchObject({ facebook: null, youtube: null, instagram: 'https://instagram.com/troquelesnorte' })
    await expectAccepted('social-media', sections['social-media'])
  })
})

describe('address, statistics and awards', () => {
  it('the state belongs to the country; coordinates are in range and come in pairs', async () => {
    expect(issuesOf(await put('address', { ...sections.address, state: 'TX' }))).toEqual({ 'body.state': 'choose' })
    expect(issuesOf(await put('address', { ...sections.address, latitude: 91 }))).toEqual({ 'body.latitude': 'coordinates' })
    expect(issuesOf(await put('address', { ...sections.address, longitude: -181 }))).toEqual({ 'body.longitude': 'coordinates' })
    expect(issuesOf(await put('address', { ...sections.address, longitude: null }))).toEqual({ 'body.longitude': 'coordinates' })
    expect(issuesOf(await put('address', { ...sections.address, coverage: { countries: ['MX'], states: ['ON'] } }))).toEqual({ 'body.coverage.states.0': 'choose' })
    const saved = await expectAccepted('address', { ...sections.address, latitude: null, longitude: null })
    expect(saved.address).toMatchObject({ latitude: null, longitude: null })
    expect((await expectAccepted('address', sections.address)).address).toMatchObject({ latitude: 25.6866, longitude: -100.3161, coverage: { countries: ['MX', 'US'], states: ['NLE', 'COA', 'TX'] } })
  })

  it('statistics: employees a positive whole number, sales from the list', async () => {
    expect(issuesOf(await put('statistics', { ...sections.statistics, employees: 0, annualSales: 'lots' }))).toEqual({ 'body.employees': 'positive', 'body.annualSales': 'choose' })
    expect(issuesOf(await put('statistics', { ...sections.statistics, employees: 'many' }))).toEqual({ 'body.employees': 'number' })
  })

  it("awards need a file of our own and a description", async () => {
    expect(issuesOf(await put('awards', { awards: [{ description: 'Premio' }] }))).toEqual({ 'body.awards.0.fileId': 'required' })
    expect(issuesOf(await put('awards', { awards: [{ fileId: files.award, description: '' }] }))).toEqual({ 'body.awards.0.description': 'required' })
    expect(issuesOf(await put('awards', { awards: [{ fileId: foreign.award, description: 'Premio' }] }))).toEqual({ 'body.awards.0.fileId': 'fileInvalid' })
    expect((await expectAccepted('awards', { awards: [] })).awards.awards).toEqual([])
    expect((await expectAccepted('awards', sections.awards)).awards.awards).toHaveLength(1)
  })
})

describe('PUT /api/v1/admin/companies/{id}/validated-supplier', () => {
  const setBadge = (headers: Record<string, string>, id: string, isValidatedSupplier: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/v1/admin/companies/${id}/validated-supplier`, headers, payload: { isValidatedSupplier } })

  it('authorization: platform admins only', async () => {
    const expected = { visitor: 401, restricted: 403, companyAdmin: 403, eventOnly: 403 }
    for (const [role, status] of Object.entries(expected) as [keyof typeof expected, number][]) {
      expect((await setBadge(f.headers[role], f.company.id, true)).statusCode, role).toBe(status)
    }
    expect((await getProfile()).json().isValidatedSupplier).toBe(false)
  })

  it('sets and clears the badge, audited; unknown company 404; a boolean is required', async () => {
    const res = await setBadge(f.headers.platformAdmin, f.company.id, true)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ id: f.company.id, isValidatedSupplier: true })
    expect((await getProfile()).json().isValidatedSupplier).toBe(true)
    expect((await setBadge(f.headers.platformAdmin, f.company.id, false)).json().isValidatedSupplier).toBe(false)
    const audits = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, f.company.id), eq(auditLog.action, 'company.validated_supplier'))).orderBy(asc(auditLog.id))
    expect(audits.map((a) => a.data)).toEqual([{ isValidatedSupplier: true }, { isValidatedSupplier: false }])
    expect((await setBadge(f.headers.platformAdmin, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404)
    expect((await setBadge(f.headers.platformAdmin, f.company.id, 'yes')).statusCode).toBe(400)
  })
})

describe('GET /api/v1/certifications', () => {
  it('lists the standards for everybody', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/certifications' })
    expect(res.statusCode).toBe(200)
    expect(res.json().items).toEqual(expect.arrayContaining([expect.objectContaining({ id: ref.certificationIds[0], name: 'IATF 16949' })]))
  })
})
