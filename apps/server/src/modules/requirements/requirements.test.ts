import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { addCalendarDays, REQUIREMENT_INVITATIONS_MAX } from '@nexo/shared'
import { categories, requirements } from '../../db/schema'
import { createFixtureCompany } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { updateRequirement as updateRequirementRow } from './requirements.repo'
import { insertReferenceData, insertRequirement } from '../companies/companies.test-support'
import { clearNotifications, createTestCompany, templatesOf, today, uploadRequirementFile, validRequirement, type TestCompany } from './requirements.test-support'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>

let ref: { categoryIds: [number, number]; certificationIds: [number, number] }
let subcategoryId: number
let buyer: TestCompany
let member: TestCompany
let free: TestCompany
let fileId: string

beforeAll(async () => {
  t = await createTestApp()
  ref = await insertReferenceData(db())
  const [sub] = await db().insert(categories).values({ parentId: ref.categoryIds[0], code: `${ref.categoryIds[0]}.9`, slug: `sub-${ref.categoryIds[0]}`, nameEn: 'Progressive stamping', nameEs: 'Estampado progresivo' }).returning()
  subcategoryId = sub!.id
  buyer = await createTestCompany(db(), { plan: 'free', tradeName: 'Ensambles Buyer', latitude: 25.6866, longitude: -100.3161 })
  member = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Troqueles Member' })
  free = await createTestCompany(db(), { plan: 'free', tradeName: 'Maquinados Free' })
  fileId = await uploadRequirementFile(t.app, buyer.admin)
})
afterAll(async () => {
  await t?.close()
})

const create = (body: object, headers: Headers = buyer.admin) => t.app.inject({ method: 'POST', url: '/api/v1/company/requirements', headers, payload: body })
const update = (id: string, body: object, headers: Headers = buyer.admin) => t.app.inject({ method: 'PUT', url: `/api/v1/company/requirements/${id}`, headers, payload: body })
const detail = (id: string, headers: Headers = member.admin) => t.app.inject({ method: 'GET', url: `/api/v1/requirements/${id}`, headers })
const list = (query = '', headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/v1/requirements?${query}`, headers })
const form = (changes: object = {}) => validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId }, changes)
const issues = (res: { json(): { error: { code: string; details?: { issues: { path: string; message: string }[] } } } }) =>
  Object.fromEntries((res.json().error.details?.issues ?? []).map((i) => [i.path, i.message]))

async function createOk(changes: object = {}, headers: Headers = buyer.admin): Promise<string> {
  const res = await create(form(changes), headers)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

describe('requirement form (spec §5)', () => {
  it('every field is required but subcategory', async () => {
    const res = await create({})
    expect(res.statusCode).toBe(400)
    const paths = Object.keys(issues(res))
    for (const field of ['title', 'description', 'country', 'state', 'city', 'suburb', 'street', 'postalCode', 'startDate', 'endDate', 'categoryId', 'activity', 'materials', 'volumes', 'budget', 'projectDates', 'projectFileIds', 'type', 'isPublic']) {
      expect(paths, field).toContain(`body.${field}`)
    }
    expect(paths).not.toContain('body.subcategoryId')
    expect(paths).not.toContain('body.maxDistanceKm')
    expect((await create(form({ subcategoryId: undefined }))).statusCode).toBe(201)
  })

  it('start not before today; end not before start; both real dates', async () => {
    expect(issues(await create(form({ startDate: addCalendarDays(today(), -1) })))).toEqual({ 'body.startDate': 'startBeforeToday' })
    expect(issues(await create(form({ endDate: addCalendarDays(today(), -1) })))).toEqual({ 'body.endDate': 'endBeforeStart' })
    expect(issues(await create(form({ startDate: '2099-02-30' })))).toMatchObject({ 'body.startDate': 'date' })
    expect((await create(form({ startDate: today(), endDate: today() }))).statusCode).toBe(201)
  })

  it('certifications come from the list: at least one, required and preferred never both; references must exist', async () => {
    expect(issues(await create(form({ certificationIds: [], preferredCertificationIds: [] })))).toEqual({ 'body.certificationIds': 'required' })
    expect(issues(await create(form({ preferredCertificationIds: [ref.certificationIds[0]] })))).toEqual({ 'body.preferredCertificationIds.0': 'duplicate' })
    expect(issues(await create(form({ certificationIds: [999999] })))).toEqual({ 'body.certificationIds.0': 'choose' })
    expect(issues(await create(form({ categoryId: 999999 })))).toEqual({ 'body.categoryId': 'choose' })
    expect(issues(await create(form({ subcategoryId: ref.categoryIds[1] })))).toEqual({ 'body.subcategoryId': 'choose' })
    expect(issues(await create(form({ state: 'TX' })))).toEqual({ 'body.state': 'choose' })
    expect(issues(await create(form({ maxDistanceKm: 0 })))).toEqual({ 'body.maxDistanceKm': 'positive' })
  })

  it("project files must be the company's own uploads for a requirement", async () => {
    const othersFile = await uploadRequirementFile(t.app, member.admin)
    expect(issues(await create(form({ projectFileIds: [othersFile] })))).toEqual({ 'body.projectFileIds.0': 'fileInvalid' })
    expect(issues(await create(form({ projectFileIds: [] })))).toEqual({ 'body.projectFileIds': 'required' })
  })

  it('only company admins publish; stores every field, preferred certifications, and the company coordinates when at its address', async () => {
    expect((await create(form(), buyer.restricted)).statusCode).toBe(403)
    expect((await create(form(), {})).statusCode).toBe(401)
    const id = await createOk({ subcategoryId, preferredCertificationIds: [ref.certificationIds[1]], type: 'to_overcome' })
    const [row] = await db().select().from(requirements).where(eq(requirements.id, id))
    expect(row).toMatchObject({
      companyId: buyer.id,
      createdByUserId: buyer.adminId,
      status: 'opened',
      type: 'to_overcome',
      isRfq: false,
      subcategoryId,
      certificationIds: [ref.certificationIds[0]],
      preferredCertificationIds: [ref.certificationIds[1]],
      maxDistanceKm: 300,
      latitude: 25.6866,
      longitude: -100.3161,
      projectFileIds: [fileId],
    })
    // Elsewhere, in a city the gazetteer does not know and with no limit, the location stays unknown.
    const elsewhere = await createOk({ state: 'COA', city: 'Parras de la Fuente', maxDistanceKm: null })
    const [far] = await db().select().from(requirements).where(eq(requirements.id, elsewhere))
    expect(far).toMatchObject({ latitude: null, longitude: null, isRfq: true })
  })
})

describe('location and maximum distance (ADR 025)', () => {
  const SALTILLO = { latitude: 25.4232, longitude: -100.9924 }
  const stored = async (id: string) => (await db().select({ latitude: requirements.latitude, longitude: requirements.longitude }).from(requirements).where(eq(requirements.id, id)))[0]

  it("without a pin, a city of the gazetteer other than the company's is placed at its centre, accents and case aside", async () => {
    expect(await stored(await createOk({ state: 'COA', city: 'Saltillo', maxDistanceKm: 100 }))).toEqual(SALTILLO)
    expect(await stored(await createOk({ state: 'QUE', city: ' queretaro ', maxDistanceKm: 100 }))).toEqual({ latitude: 20.5888, longitude: -100.3899 })
    // the company's own city, written without its accents or capitals, still takes the company's exact point
    const company = await createTestCompany(db(), { plan: 'free', latitude: 20.61234, longitude: -100.41234, city: 'Querétaro', state: 'QUE' })
    const file = await uploadRequirementFile(t.app, company.admin)
    const own = await create(validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId: file }, { state: 'QUE', city: 'QUERETARO' }), company.admin)
    expect(own.statusCode, own.body).toBe(201)
    expect(await stored(own.json().id)).toEqual({ latitude: 20.61234, longitude: -100.41234 })
  })

  it("a pin on the map wins over the gazetteer and the company's point, and is what the owner reads back", async () => {
    const pin = { latitude: 25.512345, longitude: -101.054321 }
    const inSaltillo = await createOk({ state: 'COA', city: 'Saltillo', ...pin })
    expect(await stored(inSaltillo)).toEqual(pin)
    const atHome = await createOk({ ...pin })
    expect(await stored(atHome)).toEqual(pin)
    expect((await detail(inSaltillo, buyer.admin)).json()).toMatchObject({ maxDistanceKm: 300, ...pin })
  })

  it('a maximum distance without any location is refused (REQUIREMENT_LOCATION_REQUIRED), on create and on edit', async () => {
    const unknown = { state: 'COA', city: 'Parras de la Fuente' }
    const refused = await create(form({ ...unknown, maxDistanceKm: 100 }))
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error).toMatchObject({ code: 'REQUIREMENT_LOCATION_REQUIRED', message: expect.stringContaining('map') })
    const es = await create(form({ ...unknown, maxDistanceKm: 100 }), { ...buyer.admin, 'accept-language': 'es' })
    expect(es.json().error.message).toContain('mapa')
    // with a pin, or with no limit, the same city is fine
    const pinned = await createOk({ ...unknown, maxDistanceKm: 100, latitude: 25.4411, longitude: -102.1789 })
    expect(await stored(pinned)).toEqual({ latitude: 25.4411, longitude: -102.1789 })
    expect((await create(form({ ...unknown, maxDistanceKm: null }))).statusCode).toBe(201)
    // an edit that removes the pin but keeps the limit is refused and changes nothing
    const edit = await update(pinned, form({ ...unknown, maxDistanceKm: 100, latitude: null, longitude: null }))
    expect(edit.json().error.code).toBe('REQUIREMENT_LOCATION_REQUIRED')
    expect(await stored(pinned)).toEqual({ latitude: 25.4411, longitude: -102.1789 })
    expect((await update(pinned, form({ ...unknown, maxDistanceKm: 100, latitude: 25.45, longitude: -102.18 }))).statusCode).toBe(200)
    expect(await stored(pinned)).toEqual({ latitude: 25.45, longitude: -102.18 })
  })

  it('coordinates come both or neither, each within its range', async () => {
    expect(issues(await create(form({ latitude: 25.4 })))).toEqual({ 'body.longitude': 'coordinates' })
    expect(issues(await create(form({ latitude: 91, longitude: -100 })))).toEqual({ 'body.latitude': 'coordinates' })
    expect(issues(await create(form({ latitude: 25, longitude: 181 })))).toEqual({ 'body.longitude': 'coordinates' })
  })

  it('members read the exact point; an invited supplier without a membership reads it rounded to about a kilometre (ADR 010)', async () => {
    // its own file, so that the invitation below opens no other requirement's files
    const ownFile = await uploadRequirementFile(t.app, buyer.admin)
    const id = await createOk({ isPublic: false, state: 'COA', city: 'Saltillo', latitude: 25.432151, longitude: -100.987649, projectFileIds: [ownFile] })
    await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${id}/invitations`, headers: buyer.admin, payload: { companyId: free.id } })
    await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${id}/invitations`, headers: buyer.admin, payload: { companyId: member.id } })
    expect((await detail(id, free.admin)).json()).toMatchObject({ isInvited: true, latitude: 25.43, longitude: -100.99 })
    expect((await detail(id, member.admin)).json()).toMatchObject({ isInvited: true, latitude: 25.432151, longitude: -100.987649 })
    expect((await detail(id, buyer.restricted)).json()).toMatchObject({ latitude: 25.432151, longitude: -100.987649 })
  })
})

describe('public list and detail', () => {
  let publicId: string
  let privateId: string
  beforeAll(async () => {
    publicId = await createOk({ title: 'Inyección de carcasas ABS', type: 'requirement', categoryId: ref.categoryIds[1], certificationIds: [ref.certificationIds[1]] })
    privateId = await createOk({ title: 'Proyecto confidencial de troquel', isPublic: false })
  })

  it('anyone lists public requirements; private ones only for their company and invited suppliers', async () => {
    const visitor = (await list('limit=100')).json()
    expect(visitor.items.map((i: { id: string }) => i.id)).toContain(publicId)
    expect(visitor.items.map((i: { id: string }) => i.id)).not.toContain(privateId)
    expect(visitor.items.find((i: { id: string }) => i.id === publicId)).toMatchObject({ status: 'opened', isOwn: false, category: { id: ref.categoryIds[1] }, certifications: [{ id: ref.certificationIds[1], name: 'ISO 9001' }] })
    expect(visitor.items[0]).not.toHaveProperty('budget')
    const own = (await list('limit=100', buyer.restricted)).json()
    expect(own.items.find((i: { id: string }) => i.id === privateId)).toMatchObject({ isOwn: true, isPublic: false })
    expect((await list('limit=100', member.admin)).json().items.map((i: { id: string }) => i.id)).not.toContain(privateId)
  })

  it('filters by category, type, certification, state and text; paginates', async () => {
    const ids = async (q: string) => (await list(`${q}&limit=100`)).json().items.map((i: { id: string }) => i.id)
    expect(await ids(`categoryId=${ref.categoryIds[1]}`)).toEqual([publicId])
    expect(await ids(`type=requirement`)).toEqual([publicId])
    expect(await ids(`certificationId=${ref.certificationIds[1]}`)).toContain(publicId)
    expect(await ids(`certificationId=${ref.certificationIds[1]}&type=rfq`)).not.toContain(publicId)
    expect(await ids(`q=carcasas abs`)).toEqual([publicId])
    expect(await ids(`q=inyeccion`)).toEqual([publicId]) // accents folded
    expect(await ids(`status=covered`)).toEqual([])
    const page = (await list('limit=2&page=2')).json()
    expect(page).toMatchObject({ page: 2, limit: 2 })
    expect(page.total).toBeGreaterThan(2)
    expect(page.items).toHaveLength(2)
  })

  it("the public list's filters see only what its cards show: no text of the detail's fields, no preferred certifications", async () => {
    const probe = await createOk({ title: 'Ensamble de arneses', activity: 'Sobremoldeo secreto', materials: 'PA66 reforzado', certificationIds: [ref.certificationIds[0]], preferredCertificationIds: [ref.certificationIds[1]] })
    const ids = async (q: string, headers: Headers = {}) => (await list(`${q}&limit=100`, headers)).json().items.map((i: { id: string }) => i.id)
    expect(await ids('q=arneses')).toContain(probe)
    expect(await ids('q=sobremoldeo')).not.toContain(probe)
    expect(await ids('q=PA66')).not.toContain(probe)
    expect(await ids(`certificationId=${ref.certificationIds[1]}`)).not.toContain(probe)
    expect(await ids(`certificationId=${ref.certificationIds[0]}`)).toContain(probe)
    // the owner's own list searches every field
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/company/requirements?q=sobremoldeo&limit=100', headers: buyer.admin })).json()
    expect(mine.items.map((i: { id: string }) => i.id)).toContain(probe)
  })

  it('detail needs an active Platinum/Gold membership (REQUIREMENT_MEMBERSHIP_REQUIRED), except for the owner', async () => {
    expect((await detail(publicId, {})).statusCode).toBe(401)
    const refused = await detail(publicId, free.admin)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.code).toBe('REQUIREMENT_MEMBERSHIP_REQUIRED')
    const res = await detail(publicId, member.restricted)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: publicId, budget: '250,000 MXN', company: { id: buyer.id, tradeName: 'Ensambles Buyer' }, owner: null, isInvited: false, myPendingQuoteId: null })
    // the owner on a free plan still sees its own, with its quotes and invitations
    expect((await detail(publicId, buyer.restricted)).json()).toMatchObject({ isOwn: true, owner: { quotes: { total: 0, pending: 0 }, invitations: [] } })
  })

  it('a private requirement is 404 for others until they are invited; an invited free supplier gets in and is notified', async () => {
    expect((await detail(privateId, member.admin)).statusCode).toBe(404)
    expect((await detail(privateId, free.admin)).statusCode).toBe(404)
    const inviteUrl = `/api/v1/company/requirements/${privateId}/invitations`
    expect((await t.app.inject({ method: 'POST', url: inviteUrl, headers: buyer.restricted, payload: { companyId: free.id } })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: inviteUrl, headers: member.admin, payload: { companyId: free.id } })).statusCode).toBe(404)
    const own = await t.app.inject({ method: 'POST', url: inviteUrl, headers: buyer.admin, payload: { companyId: buyer.id } })
    expect(own.json().error.code).toBe('REQUIREMENT_INVITE_OWN_COMPANY')
    await clearNotifications(db(), [free.adminId, free.restrictedId])
    const invited = await t.app.inject({ method: 'POST', url: inviteUrl, headers: buyer.admin, payload: { companyId: free.id } })
    expect(invited.statusCode).toBe(200)
    expect(invited.json().items).toEqual([{ companyId: free.id, tradeName: 'Maquinados Free', invitedAt: expect.any(String), logoUrl: null, city: 'Monterrey', state: 'NLE', country: 'MX' }])
    expect(await templatesOf(db(), [free.adminId])).toEqual(['requirement.invited'])
    expect((await detail(privateId, free.admin)).json()).toMatchObject({ id: privateId, isInvited: true })
    expect((await list('limit=100', free.admin)).json().items.map((i: { id: string }) => i.id)).toContain(privateId)
    // project files follow the requirement's access
    const fileUrl = `/api/v1/files/${fileId}`
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: free.admin })).statusCode).toBe(200)
    const removed = await t.app.inject({ method: 'DELETE', url: `${inviteUrl}/${free.id}`, headers: buyer.admin })
    expect(removed.json().items).toEqual([])
    expect((await detail(privateId, free.admin)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: free.admin })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: fileUrl, headers: {} })).statusCode).toBe(404)
  })

  it("my requirements: my company's only, with quote counts; another company's id is 404 for edits", async () => {
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/company/requirements?limit=100', headers: buyer.restricted })).json()
    expect(mine.items.length).toBeGreaterThan(3)
    expect(mine.items.every((i: { isOwn: boolean }) => i.isOwn)).toBe(true)
    expect(mine.items[0].quotes).toEqual({ total: 0, pending: 0 })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/requirements', headers: member.admin })).json().total).toBe(0)
    expect((await update(publicId, form(), member.admin)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${publicId}/cover`, headers: member.admin })).statusCode).toBe(404)
  })
})

describe('states: opened → covered / expired (ADR 025)', () => {
  it('an opened requirement past its end date reads as expired before the job runs; the job writes it and tells the owner once', async () => {
    const past = await insertRequirement(db(), buyer.id, ref.categoryIds[0], { title: 'Vencido', startDate: addCalendarDays(today(), -20), endDate: addCalendarDays(today(), -1), createdByUserId: buyer.adminId })
    expect((await detail(past.id)).json().status).toBe('expired')
    expect((await list(`status=expired&limit=100`)).json().items.map((i: { id: string }) => i.id)).toContain(past.id)
    expect((await list(`status=opened&limit=100`)).json().items.map((i: { id: string }) => i.id)).not.toContain(past.id)
    const [before] = await db().select().from(requirements).where(eq(requirements.id, past.id))
    expect(before!.status).toBe('opened')
    await clearNotifications(db(), [buyer.adminId])
    expect(await t.app.jobs.runNow('requirements.expire')).toMatchObject({ status: 'completed' })
    const [after] = await db().select().from(requirements).where(eq(requirements.id, past.id))
    expect(after!.status).toBe('expired')
    expect(await templatesOf(db(), [buyer.adminId])).toEqual(['requirement.expired'])
    await t.app.jobs.runNow('requirements.expire')
    expect(await templatesOf(db(), [buyer.adminId])).toEqual(['requirement.expired'])
  })

  it('the public list shows open requirements unless asked for another state or all of them (issue 27 §6)', async () => {
    const open = await createOk({ title: 'Troquel abierto' })
    const past = await insertRequirement(db(), buyer.id, ref.categoryIds[0], { title: 'Vencido por defecto', startDate: addCalendarDays(today(), -30), endDate: addCalendarDays(today(), -2), createdByUserId: buyer.adminId })
    const answer = async (query: string) => (await list(`${query}&limit=100`)).json() as { items: { id: string; status: string }[]; total: number }
    const byDefault = await answer('')
    expect(byDefault.items.map((i) => i.id)).toContain(open)
    expect(byDefault.items.map((i) => i.id)).not.toContain(past.id)
    expect(byDefault.items.every((i) => i.status === 'opened')).toBe(true)
    const all = await answer('status=all')
    expect(all.items.map((i) => i.id)).toEqual(expect.arrayContaining([open, past.id]))
    expect(all.total).toBeGreaterThan(byDefault.total)
    expect((await answer('status=expired')).items.map((i) => i.id)).toContain(past.id)
    expect((await list('status=nope')).statusCode).toBe(400)
    // The owner's own list keeps every state by default, and has no `all`.
    const mine = (await t.app.inject({ method: 'GET', url: '/api/v1/company/requirements?limit=100', headers: buyer.admin })).json()
    expect(mine.items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([open, past.id]))
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/requirements?status=all', headers: buyer.admin })).statusCode).toBe(400)
  })

  it('an expired requirement opens again when edited with a new end date; a past start date may stay as stored', async () => {
    const start = addCalendarDays(today(), -20)
    const past = await insertRequirement(db(), buyer.id, ref.categoryIds[0], { status: 'expired', startDate: start, endDate: addCalendarDays(today(), -1) })
    expect(issues(await update(past.id, form({ startDate: addCalendarDays(today(), -5) })))).toEqual({ 'body.startDate': 'startBeforeToday' })
    const res = await update(past.id, form({ startDate: start, endDate: addCalendarDays(today(), 10), title: 'Reabierto' }))
    expect(res.statusCode, res.body).toBe(200)
    expect((await detail(past.id)).json()).toMatchObject({ status: 'opened', title: 'Reabierto', startDate: start })
  })

  it('the edit itself refuses a covered requirement: a quote accepted between the check and the write keeps it covered', async () => {
    const id = await createOk()
    await db().update(requirements).set({ status: 'covered', coveredAt: new Date() }).where(eq(requirements.id, id))
    expect(await updateRequirementRow(db(), buyer.id, id, { title: 'Reabierto por una carrera', status: 'opened' })).toBe(false)
    const [row] = await db().select().from(requirements).where(eq(requirements.id, id))
    expect(row).toMatchObject({ status: 'covered', title: 'Estampado de soportes de motor' })
  })

  it(`a requirement invites at most ${REQUIREMENT_INVITATIONS_MAX} suppliers (REQUIREMENT_INVITATIONS_LIMIT); inviting one already invited stays idempotent`, async () => {
    const id = await createOk({ isPublic: false })
    const suppliers = await Promise.all(Array.from({ length: REQUIREMENT_INVITATIONS_MAX + 1 }, () => createFixtureCompany(db())))
    const invite = (companyId: string) => t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${id}/invitations`, headers: buyer.admin, payload: { companyId } })
    for (const supplier of suppliers.slice(0, REQUIREMENT_INVITATIONS_MAX)) expect((await invite(supplier.id)).statusCode).toBe(200)
    const refused = await invite(suppliers[REQUIREMENT_INVITATIONS_MAX]!.id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('REQUIREMENT_INVITATIONS_LIMIT')
    expect((await invite(suppliers[0]!.id)).statusCode).toBe(200)
  })

  it('the owner marks it covered; a covered requirement is final (REQUIREMENT_NOT_OPEN for edits, covering, invitations)', async () => {
    const id = await createOk()
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${id}/cover`, headers: buyer.restricted })).statusCode).toBe(403)
    const res = await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${id}/cover`, headers: buyer.admin })
    expect(res.json()).toEqual({ id, status: 'covered' })
    expect((await detail(id)).json()).toMatchObject({ status: 'covered', coveredAt: expect.any(String) })
    for (const again of [
      await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${id}/cover`, headers: buyer.admin }),
      await update(id, form()),
      await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${id}/invitations`, headers: buyer.admin, payload: { companyId: member.id } }),
    ]) {
      expect(again.statusCode).toBe(409)
      expect(again.json().error.code).toBe('REQUIREMENT_NOT_OPEN')
    }
  })
})
