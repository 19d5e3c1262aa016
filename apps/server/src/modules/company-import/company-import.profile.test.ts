/**
 * The bulk import carries the whole profile (issue 30 §1): every column the profile editor has a field for, checked
 * by the editor's own rules, with per-row errors; a file with every column imports into the profile the editor
 * would save from the same values.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COMPANY_IMPORT_COLUMN_NAMES,
  COMPANY_SECTOR_LABELS,
  rfcCheckDigit,
  type CompanyProfileSection,
  type TCompanyImport,
  type TCompanyProfileResponse,
} from '@nexo/shared'
import { categories, certifications, companies, companyCertifications } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp, multipart } from '../auth/auth.test-support'
import { uploadFileId } from '../companies/companies.test-support'

let t: TestApp
let roles: Awaited<ReturnType<typeof createRoleFixtures>>
const tag = randomBytes(3).toString('hex')
const CAT = `stamping-${tag}`
const CAT2 = `welding-${tag}`
const CERT = `iatf-${tag}`
const CERT2 = `iso-${tag}`
const ids = { cat: 0, cat2: 0, cert: 0, cert2: 0 }

beforeAll(async () => {
  t = await createAccountTestApp()
  const db = t.database.db
  roles = await createRoleFixtures(db)
  const cats = await db
    .insert(categories)
    .values([
      { code: `3363.${tag}`, slug: CAT, nameEn: 'Stamping', nameEs: 'Estampado' },
      { code: `3364.${tag}`, slug: CAT2, nameEn: 'Welding', nameEs: 'Soldadura' },
    ])
    .returning()
  const certs = await db
    .insert(certifications)
    .values([
      { slug: CERT, name: 'IATF 16949' },
      { slug: CERT2, name: 'ISO 9001' },
    ])
    .returning()
  Object.assign(ids, { cat: cats[0]!.id, cat2: cats[1]!.id, cert: certs[0]!.id, cert2: certs[1]!.id })
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db
const admin = () => roles.headers.platformAdmin

let rfcSeq = 0
/** A valid RFC (persona moral) with its check digit, distinct per call. */
function rfc(): string {
  let n = ++rfcSeq
  const day = String(1 + (n % 28)).padStart(2, '0')
  n = Math.floor(n / 28)
  const month = String(1 + (n % 12)).padStart(2, '0')
  const base = `PF${'ABCDEFGHJK'[parseInt(tag[0]!, 16) % 10]}9${parseInt(tag[1]!, 16) % 10}${month}${day}${tag.slice(2, 4).toUpperCase()}`
  return base + rfcCheckDigit(base)
}

type Cells = Partial<Record<(typeof COMPANY_IMPORT_COLUMN_NAMES)[number], string>>
const quote = (v: string) => (/[",\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
const csv = (rows: Cells[], columns: readonly string[] = COMPANY_IMPORT_COLUMN_NAMES) =>
  Buffer.from([columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c as keyof Cells] ?? '')).join(','))].join('\n') + '\n')

const readImport = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/company-imports/${id}`, headers: admin() })).json() as TCompanyImport
async function preview(bytes: Buffer): Promise<TCompanyImport> {
  const body = multipart({}, { filename: 'companies.csv', contentType: 'text/csv', bytes })
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/company-imports', payload: body.payload, headers: { ...body.headers, ...admin() } })
  expect(res.statusCode, res.body).toBe(202)
  let job = res.json() as TCompanyImport
  while (job.status === 'reading') {
    await new Promise((r) => setTimeout(r, 20))
    job = await readImport(job.id)
  }
  expect(job.status, JSON.stringify(job.failureDetails)).toBe('ready')
  return job
}
async function runToEnd(id: string): Promise<TCompanyImport> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/company-imports/${id}/run`, headers: admin() })
  expect(res.statusCode, res.body).toBe(202)
  for (;;) {
    const job = await readImport(id)
    if (job.status === 'done' || job.status === 'failed') return job
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** A row with every column filled. */
function fullRow(key: string): Cells {
  return {
    rfc: key,
    tax_id: '',
    trade_name: `Troqueles Coahuila ${tag}`,
    legal_name: 'Troqueles Coahuila S.A. de C.V.',
    sector: 'Metalworking',
    company_type: 'manufacturer',
    profile_type: 'both',
    tier: 'Tier1',
    country_of_origin: 'Alemania',
    year_founded: '1987',
    validated_supplier: 'no',
    country: 'mx',
    state: 'Coahuila',
    city: 'Saltillo',
    suburb: 'Derramadero',
    street: 'Blvd. Industrial 450',
    postal_code: '25300',
    latitude: '25.4232',
    longitude: '-101.0053',
    service_countries: 'MX; us',
    service_states: 'COA; Nuevo León; Texas; coa',
    website: 'www.troquelescoahuila.mx',
    phone: '+52 844 123 4567',
    email: 'ventas@troquelescoahuila.mx',
    whatsapp: '+52 844 765 4321',
    facebook: 'facebook.com/troquelescoahuila',
    instagram: 'instagram.com/troqueles.coahuila',
    twitter: 'x.com/troqueles_coah',
    linkedin: 'linkedin.com/company/troqueles-coahuila',
    youtube: 'youtube.com/@troquelescoahuila',
    language: 'en',
    brief_description: 'Progressive die stamping for automotive brackets.',
    detailed_description: 'Steel and aluminium stamping with 200 to 800 t presses, in-house die shop and robotic welding cells.',
    main_products: 'Brackets; hinges; reinforcements',
    main_services: 'Contract stamping; die repair',
    specialization: 'High-precision automotive stamping',
    tags: 'stamping; Stamping; progressive dies',
    categories: `${CAT}; ${CAT2}`,
    processes: 'Progressive die stamping; robotic MIG welding',
    materials: 'Carbon steel; aluminium 6061',
    machinery: 'Mechanical presses from 200 to 800 t',
    capacity_description: 'Two shifts, 1.2 million parts a month',
    production_capacity: '1,200,000',
    production_capacity_unit: 'parts a month',
    guarantees: '12-month warranty against manufacturing defects',
    certifications: `${CERT} | 2027-06-30 | Automotive stamping; ${CERT2} | 2026-12-31`,
    working_hours: 'mon-fri 9:00-18:30; sáb 09:00-14:00',
    average_attention_time: '24 hours',
    time_zone: 'America/Monterrey',
    payment_methods: 'Bank_transfer; card',
    employees: '1,250',
    annual_sales: '100m_to_250m',
    main_clients: 'Magna; Nemak; Martinrea',
    clients_count: 'More than 40 clients',
    projects: 'Over 300 part numbers in production',
    relevant_imports: 'Coil steel from the United States and Japan',
    products: 'Engine bracket | Stamped steel 1010 bracket | 85.50',
  }
}

const open = (day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', opensAt: string | null, closesAt: string | null) => ({ day, isOpen: opensAt !== null, opensAt, closesAt })

/** What the profile editor's forms send for the same profile (its files aside: a spreadsheet carries none). */
function editorBodies(files: { logo: string; certification: string }): Record<Exclude<CompanyProfileSection, 'awards'>, object> {
  return {
    information: {
      logoFileId: files.logo,
      tradeName: `Troqueles Coahuila ${tag}`,
      legalName: 'Troqueles Coahuila S.A. de C.V.',
      sector: 'metalworking',
      companyType: 'manufacturer',
      profileType: 'both',
      tier: 'tier1',
      countryOfOrigin: 'Alemania',
      yearFounded: 1987,
      email: 'ventas@troquelescoahuila.mx',
      phone: '+52 844 123 4567',
      website: 'www.troquelescoahuila.mx',
    },
    address: {
      country: 'MX',
      state: 'COA',
      city: 'Saltillo',
      suburb: 'Derramadero',
      street: 'Blvd. Industrial 450',
      postalCode: '25300',
      latitude: 25.4232,
      longitude: -101.0053,
      coverage: { countries: ['MX', 'US'], states: ['COA', 'NLE', 'TX'] },
    },
    details: {
      briefDescription: 'Progressive die stamping for automotive brackets.',
      detailedDescription: 'Steel and aluminium stamping with 200 to 800 t presses, in-house die shop and robotic welding cells.',
      mainProducts: 'Brackets; hinges; reinforcements',
      mainServices: 'Contract stamping; die repair',
      specialization: 'High-precision automotive stamping',
      tags: ['stamping', 'Stamping', 'progressive dies'],
      brochureFileId: null,
      categoryIds: [ids.cat, ids.cat2],
    },
    'working-hours': {
      workingHours: [
        open('mon', '09:00', '18:30'),
        open('tue', '09:00', '18:30'),
        open('wed', '09:00', '18:30'),
        open('thu', '09:00', '18:30'),
        open('fri', '09:00', '18:30'),
        open('sat', '09:00', '14:00'),
        open('sun', null, null),
      ],
      averageAttentionTime: '24 hours',
      timeZone: 'America/Monterrey',
    },
    general: { paymentMethods: ['bank_transfer', 'card'], whatsapp: '+52 844 765 4321', contentLanguage: 'en', catalogues: [], documents: [] },
    processes: { processes: 'Progressive die stamping; robotic MIG welding', materials: 'Carbon steel; aluminium 6061' },
    capabilities: {
      capacityDescription: 'Two shifts, 1.2 million parts a month',
      machinery: 'Mechanical presses from 200 to 800 t',
      guarantees: '12-month warranty against manufacturing defects',
      productionCapacity: 1_200_000,
      productionCapacityUnit: 'parts a month',
      certifications: [
        { certificationId: ids.cert, industrialSpecialization: 'Automotive stamping', fileId: files.certification, validUntil: '2027-06-30' },
        // No specialization in the file: the import writes the sector's name in the company's language.
        { certificationId: ids.cert2, industrialSpecialization: COMPANY_SECTOR_LABELS.metalworking.en, fileId: files.certification, validUntil: '2026-12-31' },
      ],
    },
    'social-media': {
      facebook: 'facebook.com/troquelescoahuila',
      instagram: 'instagram.com/troqueles.coahuila',
      twitter: 'x.com/troqueles_coah',
      linkedin: 'linkedin.com/company/troqueles-coahuila',
      youtube: 'youtube.com/@troquelescoahuila',
    },
    statistics: {
      employees: 1250,
      annualSales: '100m_to_250m',
      mainClients: 'Magna; Nemak; Martinrea',
      clientsCount: 'More than 40 clients',
      projects: 'Over 300 part numbers in production',
      relevantImports: 'Coil steel from the United States and Japan',
    },
  }
}

/** A company's profile as its admin reads it in the editor, without what only files give. */
async function profileOf(companyId: string): Promise<Partial<TCompanyProfileResponse>> {
  const user = await createFixtureUser(db(), { companyId })
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/company/profile', headers: (await signInFixture(db(), user.id)).headers })
  expect(res.statusCode, res.body).toBe(200)
  const p = res.json() as TCompanyProfileResponse
  return {
    information: { ...p.information, logoFileId: null, logo: null },
    address: p.address,
    details: p.details,
    workingHours: p.workingHours,
    general: p.general,
    processes: p.processes,
    capabilities: { ...p.capabilities, certifications: p.capabilities.certifications.map((c) => ({ ...c, fileId: null, file: null })) },
    socialMedia: p.socialMedia,
    statistics: p.statistics,
  }
}

describe('the whole profile', () => {
  it('a file with every column imports into the profile the editor saves from the same values; the same file again changes nothing', async () => {
    const key = rfc()
    const job = await preview(csv([fullRow(key)]))
    expect(job.errors).toEqual([])
    expect(job.preview).toMatchObject({ total: 1, new: 1, invalid: 0 })
    expect((await runToEnd(job.id)).result).toMatchObject({ created: 1, invalid: 0 })
    const [imported] = await db().select({ id: companies.id }).from(companies).where(eq(companies.rfc, key))

    // The same profile typed into the editor by a company's admin, section by section.
    const typed = await createFixtureCompany(db())
    const typist = await createFixtureUser(db(), { companyId: typed.id })
    const headers = (await signInFixture(db(), typist.id)).headers
    const files = { logo: await uploadFileId(t.app, headers, 'logo'), certification: await uploadFileId(t.app, headers, 'certification') }
    for (const [section, body] of Object.entries(editorBodies(files))) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/company/profile/${section}`, headers, payload: body })
      expect(res.statusCode, `${section}: ${res.body}`).toBe(200)
    }

    const fromFile = await profileOf(imported!.id)
    expect(fromFile).toEqual(await profileOf(typed.id))
    // Spot checks, so an empty profile on both sides could not pass.
    expect(fromFile.statistics!.employees).toBe(1250)
    expect(fromFile.details!.tags).toEqual(['stamping', 'progressive dies'])
    expect(fromFile.address!.coverage).toEqual({ countries: ['MX', 'US'], states: ['COA', 'NLE', 'TX'] })
    expect(fromFile.capabilities!.certifications.map((c) => c.validUntil)).toEqual(['2027-06-30', '2026-12-31'])
    expect(fromFile.workingHours!.workingHours[5]).toEqual(open('sat', '09:00', '14:00'))

    const again = await preview(csv([fullRow(key)]))
    expect(again.preview).toMatchObject({ total: 1, new: 0, update: 0, unchanged: 1 })
  })

  it('an update changes certificate dates in place and clears blank cells, keeping the JSON fields the file has no column for', async () => {
    const key = rfc()
    await runToEnd((await preview(csv([fullRow(key)]))).id)
    const [company] = await db().select({ id: companies.id }).from(companies).where(eq(companies.rfc, key))
    // A certificate's file, uploaded later by the company, must survive the import's update.
    const user = await createFixtureUser(db(), { companyId: company!.id })
    const fileId = await uploadFileId(t.app, (await signInFixture(db(), user.id)).headers, 'certification')
    await db().update(companyCertifications).set({ fileId }).where(eq(companyCertifications.companyId, company!.id))

    const columns = ['rfc', 'trade_name', 'legal_name', 'sector', 'country', 'state', 'city', 'certifications', 'service_states', 'instagram', 'projects', 'working_hours']
    const changed = { ...fullRow(key), certifications: `${CERT} | 2028-01-31`, service_states: 'Coahuila', instagram: '', projects: '', working_hours: '' }
    const job = await preview(csv([changed], columns))
    expect(job.preview).toMatchObject({ update: 1 })
    await runToEnd(job.id)

    const profile = await profileOf(company!.id)
    // The date moved, the specialization stayed (none in the cell), ISO 9001 is gone; the file is still there.
    expect(profile.capabilities!.certifications).toEqual([{ certificationId: ids.cert, name: 'IATF 16949', industrialSpecialization: 'Automotive stamping', validUntil: '2028-01-31', fileId: null, file: null }])
    expect((await db().select({ fileId: companyCertifications.fileId }).from(companyCertifications).where(eq(companyCertifications.companyId, company!.id)))[0]!.fileId).toBe(fileId)
    // No service_countries column: the countries stay, the states are the cell's.
    expect(profile.address!.coverage).toEqual({ countries: ['MX', 'US'], states: ['COA'] })
    expect(profile.socialMedia).toMatchObject({ instagram: null, facebook: 'https://facebook.com/troquelescoahuila' })
    expect(profile.statistics).toMatchObject({ projects: null, clientsCount: 'More than 40 clients', employees: 1250 })
    expect(profile.workingHours!.workingHours).toEqual([])
  })

  it('refuses each bad cell of the new columns with its line, column and validation key', async () => {
    const bad: Cells[] = [
      { year_founded: '1700' },
      { employees: 'many' },
      { production_capacity: '-5' },
      { service_states: 'Ontario', service_countries: 'MX' },
      { certifications: `${CERT} | 2027-02-30` },
      { certifications: `${CERT} | 2027-01-01 | Stamping | extra` },
      { working_hours: 'Monday to Friday' },
      { working_hours: 'mon-fri 08:00-17:00' },
      { working_hours: 'mon 09:00-18:00; lun 10:00-12:00' },
      { tags: `ok; ${'x'.repeat(41)}` },
      { payment_methods: 'cheque' },
      { time_zone: 'Europe/Paris' },
      { linkedin: 'facebook.com/troqueles' },
      { whatsapp: '123' },
      { tier: 'tier9' },
      { annual_sales: 'lots' },
      { service_countries: 'BR' },
      { certifications: `nadcap-${tag}` },
      { employees: '12.5' },
    ]
    const job = await preview(csv(bad.map((cells) => ({ ...fullRow(rfc()), ...cells }))))
    expect(job.preview).toMatchObject({ total: bad.length, invalid: bad.length })
    // Header on line 1: the rows are lines 2 onwards.
    expect(job.errors).toEqual([
      { line: 2, column: 'year_founded', code: 'year' },
      { line: 3, column: 'employees', code: 'number' },
      { line: 4, column: 'production_capacity', code: 'positive' },
      { line: 5, column: 'service_states', code: 'choose' },
      { line: 6, column: 'certifications', code: 'date' },
      { line: 7, column: 'certifications', code: 'importCertificationFormat' },
      { line: 8, column: 'working_hours', code: 'importWorkingHoursFormat' },
      { line: 9, column: 'working_hours', code: 'timeTooEarly' },
      { line: 10, column: 'working_hours', code: 'duplicate' },
      { line: 11, column: 'tags', code: 'tooLong' },
      { line: 12, column: 'payment_methods', code: 'choose' },
      { line: 13, column: 'time_zone', code: 'choose' },
      { line: 14, column: 'linkedin', code: 'socialLink' },
      { line: 15, column: 'whatsapp', code: 'whatsapp' },
      { line: 16, column: 'tier', code: 'choose' },
      { line: 17, column: 'annual_sales', code: 'choose' },
      { line: 18, column: 'service_countries', code: 'choose' },
      { line: 19, column: 'certifications', code: 'importCertificationUnknown' },
      { line: 20, column: 'employees', code: 'integer' },
    ])
  })
})
