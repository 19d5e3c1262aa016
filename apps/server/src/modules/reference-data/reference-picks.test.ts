/**
 * "Companies can only pick from them" (issue 12): every form that picks a category or certification refuses a
 * retired one (409 CATEGORY_RETIRED / CERTIFICATION_RETIRED) and an unknown one (400 VALIDATION_FAILED), but keeps
 * a retired item the record already links, so a company can save the rest of its form without losing it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { categories, certifications } from '../../db/schema'
import { createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp } from '../auth/auth.test-support'
import { insertReferenceData, uploadProfileFiles, validProduct, validSections } from '../companies/companies.test-support'
import { createTestCompany, uploadRequirementFile, validRequirement, type TestCompany } from '../requirements/requirements.test-support'

let t: TestApp
let f: Awaited<ReturnType<typeof createRoleFixtures>>
let ref: Awaited<ReturnType<typeof insertReferenceData>>
let sections: ReturnType<typeof validSections>
let buyer: TestCompany
let requirementFile: string
const db = () => t.database.db
type Headers = Record<string, string>

beforeAll(async () => {
  t = await createAccountTestApp()
  f = await createRoleFixtures(db())
  ref = await insertReferenceData(db())
  sections = validSections(await uploadProfileFiles(t.app, f.headers.companyAdmin), ref)
  buyer = await createTestCompany(db(), { plan: 'platinum' })
  requirementFile = await uploadRequirementFile(t.app, buyer.admin)
})
afterAll(async () => {
  await t?.close()
})

const put = (url: string, payload: object, headers: Headers) => t.app.inject({ method: 'PUT', url, headers, payload })
const post = (url: string, payload: object, headers: Headers) => t.app.inject({ method: 'POST', url, headers, payload })
const errorOf = (res: { json(): unknown }) => {
  const { code, details } = (res.json() as { error: { code: string; details?: { issues?: { path: string }[] } } }).error
  return { code, paths: (details?.issues ?? []).map((i) => i.path) }
}

let serial = 0
async function newCategory(): Promise<number> {
  serial += 1
  const [row] = await db().insert(categories).values({ code: `77${serial}.${Date.now()}`, slug: `pick-${serial}-${Date.now()}`, nameEn: `Pick ${serial}`, nameEs: `Elegir ${serial}` }).returning()
  return row!.id
}
async function newCertification(): Promise<number> {
  serial += 1
  const [row] = await db().insert(certifications).values({ slug: `pick-cert-${serial}-${Date.now()}`, name: `Pick Cert ${serial}-${Date.now()}` }).returning()
  return row!.id
}
const retireCategory = (id: number) => db().update(categories).set({ retiredAt: new Date() }).where(eq(categories.id, id))
const retireCertification = (id: number) => db().update(certifications).set({ retiredAt: new Date() }).where(eq(certifications.id, id))

describe('company profile', () => {
  it('details: a retired category cannot be newly picked, a linked one is kept, an unknown one is invalid', async () => {
    const kept = await newCategory()
    const url = '/api/v1/company/profile/details'
    expect((await put(url, { ...sections.details, categoryIds: [ref.categoryIds[0], kept] }, f.headers.companyAdmin)).statusCode).toBe(200)
    await retireCategory(kept)
    const retired = await newCategory()
    await retireCategory(retired)

    const refused = await put(url, { ...sections.details, categoryIds: [ref.categoryIds[0], kept, retired] }, f.headers.companyAdmin)
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toEqual({ code: 'CATEGORY_RETIRED', paths: ['body.categoryIds'] })
    // Saving again with the retired category it already has is fine: existing links stay.
    const saved = await put(url, { ...sections.details, categoryIds: [ref.categoryIds[0], kept] }, f.headers.companyAdmin)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().details.categoryIds).toEqual(expect.arrayContaining([kept]))
    const unknown = await put(url, { ...sections.details, categoryIds: [999_999] }, f.headers.companyAdmin)
    expect(errorOf(unknown).code).toBe('VALIDATION_FAILED')
  })

  it('capabilities: a retired certification cannot be newly picked, a held one is kept', async () => {
    const url = '/api/v1/company/profile/capabilities'
    const base = sections.capabilities.certifications[0]!
    const held = await newCertification()
    expect((await put(url, { ...sections.capabilities, certifications: [{ ...base, certificationId: held }] }, f.headers.companyAdmin)).statusCode).toBe(200)
    await retireCertification(held)
    const retired = await newCertification()
    await retireCertification(retired)

    const refused = await put(url, { ...sections.capabilities, certifications: [{ ...base, certificationId: held }, { ...base, certificationId: retired }] }, f.headers.companyAdmin)
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toEqual({ code: 'CERTIFICATION_RETIRED', paths: ['body.certifications.1.certificationId'] })
    const kept = await put(url, { ...sections.capabilities, certifications: [{ ...base, certificationId: held }] }, f.headers.companyAdmin)
    expect(kept.statusCode, kept.body).toBe(200)
    expect(kept.json().capabilities.certifications.map((c: { certificationId: number }) => c.certificationId)).toEqual([held])
    // Once dropped, it cannot come back.
    expect((await put(url, { ...sections.capabilities, certifications: [] }, f.headers.companyAdmin)).statusCode).toBe(200)
    expect(errorOf(await put(url, { ...sections.capabilities, certifications: [{ ...base, certificationId: held }] }, f.headers.companyAdmin)).code).toBe('CERTIFICATION_RETIRED')
  })
})

describe('products and services', () => {
  it('a new product cannot be filed under a retired category; an existing one keeps it when edited', async () => {
    const admin = await createFixtureUser(db(), { companyId: buyer.id, companyRole: 'admin' })
    const headers = (await signInFixture(db(), admin.id)).headers
    const category = await newCategory()
    const created = await post('/api/v1/company/products', validProduct(category), headers)
    expect(created.statusCode, created.body).toBe(201)
    await retireCategory(category)

    const refused = await post('/api/v1/company/products', validProduct(category), headers)
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toEqual({ code: 'CATEGORY_RETIRED', paths: ['body.categoryId'] })
    const edited = await put(`/api/v1/company/products/${created.json().id}`, validProduct(category, { title: 'Soporte renombrado' }), headers)
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().category.id).toBe(category)
    const other = await newCategory()
    await retireCategory(other)
    expect(errorOf(await put(`/api/v1/company/products/${created.json().id}`, validProduct(other), headers)).code).toBe('CATEGORY_RETIRED')
    expect(errorOf(await post('/api/v1/company/products', validProduct(999_999), headers)).code).toBe('VALIDATION_FAILED')
  })
})

describe('requirements', () => {
  const form = (changes: object) => validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId: requirementFile }, changes)

  it('refuses a retired category, subcategory, required or preferred certification; an edit keeps what it names', async () => {
    const cat = await newCategory()
    const required = await newCertification()
    const preferred = await newCertification()
    const created = await post('/api/v1/company/requirements', form({ categoryId: cat, certificationIds: [required], preferredCertificationIds: [preferred] }), buyer.admin)
    expect(created.statusCode, created.body).toBe(201)
    await retireCategory(cat)
    await retireCertification(required)
    await retireCertification(preferred)

    const c1 = await post('/api/v1/company/requirements', form({ categoryId: cat }), buyer.admin)
    expect(c1.statusCode).toBe(409)
    expect(errorOf(c1)).toEqual({ code: 'CATEGORY_RETIRED', paths: ['body.categoryId'] })
    const c2 = await post('/api/v1/company/requirements', form({ certificationIds: [ref.certificationIds[0], required] }), buyer.admin)
    expect(errorOf(c2)).toEqual({ code: 'CERTIFICATION_RETIRED', paths: ['body.certificationIds.1'] })
    const c3 = await post('/api/v1/company/requirements', form({ preferredCertificationIds: [preferred] }), buyer.admin)
    expect(errorOf(c3)).toEqual({ code: 'CERTIFICATION_RETIRED', paths: ['body.preferredCertificationIds.0'] })

    const parent = await newCategory()
    const [sub] = await db().insert(categories).values({ parentId: parent, code: `sub.${Date.now()}`, slug: `sub-${Date.now()}`, nameEn: 'Sub', nameEs: 'Sub', retiredAt: new Date() }).returning()
    const c4 = await post('/api/v1/company/requirements', form({ categoryId: parent, subcategoryId: sub!.id }), buyer.admin)
    expect(errorOf(c4)).toEqual({ code: 'CATEGORY_RETIRED', paths: ['body.subcategoryId'] })

    const edited = await put(`/api/v1/company/requirements/${created.json().id}`, form({ title: 'Estampado editado', categoryId: cat, certificationIds: [required], preferredCertificationIds: [preferred] }), buyer.admin)
    expect(edited.statusCode, edited.body).toBe(200)
    const unknown = await post('/api/v1/company/requirements', form({ certificationIds: [999_999] }), buyer.admin)
    expect(errorOf(unknown).code).toBe('VALIDATION_FAILED')
  })
})
