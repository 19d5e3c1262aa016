import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { addCalendarDays } from '@nexo/shared'
import { quotes, requirements } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { insertReferenceData, insertRequirement, uploadFileId } from '../companies/companies.test-support'
import { clearNotifications, createTestCompany, templatesOf, today, uploadRequirementFile, validQuote, validRequirement, type TestCompany } from '../requirements/requirements.test-support'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>

let ref: { categoryIds: [number, number]; certificationIds: [number, number] }
let buyer: TestCompany
let supplier: TestCompany
let rival: TestCompany
let free: TestCompany
let outsider: TestCompany
let requirementId: string

beforeAll(async () => {
  t = await createTestApp()
  ref = await insertReferenceData(db())
  buyer = await createTestCompany(db(), { plan: 'free', tradeName: 'Ensambles Buyer' })
  // Saltillo is ~75 km from Monterrey; the supplier holds the required IATF 16949 and is validated.
  supplier = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Troqueles Saltillo', latitude: 25.4232, longitude: -100.9924, city: 'Saltillo', state: 'COA', certificationIds: [ref.certificationIds[0]], validated: true })
  rival = await createTestCompany(db(), { plan: 'gold', tradeName: '=Rival "Estampados"', certificationIds: [ref.certificationIds[1]] })
  free = await createTestCompany(db(), { plan: 'free', tradeName: 'Maquinados Free' })
  outsider = await createTestCompany(db(), { plan: 'platinum', tradeName: 'Outsider' })
  const fileId = await uploadRequirementFile(t.app, buyer.admin)
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/company/requirements',
    headers: buyer.admin,
    payload: validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], preferredCertificationIds: [ref.certificationIds[1]], fileId }),
  })
  requirementId = res.json().id
})
afterAll(async () => {
  await t?.close()
})

const send = (body: object, headers: Headers = supplier.admin) => t.app.inject({ method: 'POST', url: '/api/v1/quotes', headers, payload: body })
const decide = (id: string, decision: 'accept' | 'reject', headers: Headers = buyer.admin) => t.app.inject({ method: 'POST', url: `/api/v1/quotes/${id}/${decision}`, headers })
const rate = (id: string, body: object, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/v1/quotes/${id}/rating`, headers, payload: body })
const code = (res: { json(): { error: { code: string } } }) => res.json().error.code
const issues = (res: { json(): { error: { details?: { issues: { path: string; message: string }[] } } } }) =>
  Object.fromEntries((res.json().error.details?.issues ?? []).map((i) => [i.path, i.message]))

async function sendOk(body: object, headers: Headers = supplier.admin): Promise<string> {
  const res = await send(body, headers)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

describe('make a deal: sending a quote', () => {
  it('spec §5: name, description and e-mail required, e-mail valid; one of requirement or receiver company', async () => {
    const res = await send({ requirementId, title: 'x' })
    expect(res.statusCode).toBe(400)
    expect(issues(res)).toMatchObject({ 'body.senderName': 'required', 'body.description': 'required', 'body.senderEmail': 'required' })
    expect(issues(await send(validQuote({ requirementId, senderEmail: 'not-an-email' })))).toEqual({ 'body.senderEmail': 'email' })
    expect(issues(await send(validQuote()))).toEqual({ 'body.receiverCompanyId': 'required' })
    expect(issues(await send(validQuote({ requirementId, validUntil: addCalendarDays(today(), -1) })))).toEqual({ 'body.validUntil': 'startBeforeToday' })
    expect(issues(await send(validQuote({ requirementId, amount: -3 })))).toEqual({ 'body.amount': 'positive' })
  })

  it('only company admins send; the receiver company is notified; one pending quote per requirement and supplier', async () => {
    expect((await send(validQuote({ requirementId }), supplier.restricted)).statusCode).toBe(403)
    expect((await send(validQuote({ requirementId }), {})).statusCode).toBe(401)
    await clearNotifications(db(), [buyer.adminId, buyer.restrictedId])
    const id = await sendOk(validQuote({ requirementId }))
    expect(await templatesOf(db(), [buyer.adminId])).toEqual(['quote.received'])
    expect(await templatesOf(db(), [buyer.restrictedId])).toEqual(['quote.received'])
    const [row] = await db().select().from(quotes).where(eq(quotes.id, id))
    expect(row).toMatchObject({
      status: 'pending',
      requirementId,
      senderCompanyId: supplier.id,
      receiverCompanyId: buyer.id,
      amount: '182500.50',
      senderCompanyName: 'Troqueles Saltillo',
      receiverCompanyName: 'Ensambles Buyer',
      receiverEmail: expect.stringContaining('@fixture-corp.mx'),
    })
    const again = await send(validQuote({ requirementId }))
    expect(again.statusCode).toBe(409)
    expect(code(again)).toBe('QUOTE_PENDING_EXISTS')
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/requirements/${requirementId}`, headers: supplier.admin })).json().myPendingQuoteId).toBe(id)
  })

  it('refuses the own company, a free plan (membership gate), a closed requirement and unknown receivers', async () => {
    expect(code(await send(validQuote({ requirementId }), buyer.admin))).toBe('QUOTE_OWN_COMPANY')
    expect(code(await send(validQuote({ receiverCompanyId: supplier.id })))).toBe('QUOTE_OWN_COMPANY')
    const gated = await send(validQuote({ requirementId }), free.admin)
    expect(gated.statusCode).toBe(403)
    expect(code(gated)).toBe('REQUIREMENT_MEMBERSHIP_REQUIRED')
    expect(code(await send(validQuote({ receiverCompanyId: buyer.id }), free.admin))).toBe('REQUIREMENT_MEMBERSHIP_REQUIRED')
    expect((await send(validQuote({ receiverCompanyId: '00000000-0000-4000-8000-000000000000' }))).statusCode).toBe(404)
    const expired = await insertRequirement(db(), buyer.id, ref.categoryIds[0], { startDate: addCalendarDays(today(), -9), endDate: addCalendarDays(today(), -1) })
    const closed = await send(validQuote({ requirementId: expired.id }))
    expect(closed.statusCode).toBe(409)
    expect(code(closed)).toBe('REQUIREMENT_NOT_OPEN')
    const hidden = await insertRequirement(db(), buyer.id, ref.categoryIds[0], { isPublic: false })
    expect((await send(validQuote({ requirementId: hidden.id }))).statusCode).toBe(404)
  })

  it('an invited supplier on a free plan may answer; quote files are its own uploads and readable by the receiver only', async () => {
    const privateReq = await insertRequirement(db(), buyer.id, ref.categoryIds[0], { isPublic: false, createdByUserId: buyer.adminId })
    await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${privateReq.id}/invitations`, headers: buyer.admin, payload: { companyId: free.id } })
    const othersFile = await uploadFileId(t.app, supplier.admin, 'quote')
    expect(issues(await send(validQuote({ requirementId: privateReq.id, fileIds: [othersFile] }), free.admin))).toEqual({ 'body.fileIds.0': 'fileInvalid' })
    const fileId = await uploadFileId(t.app, free.admin, 'quote')
    const id = await sendOk(validQuote({ requirementId: privateReq.id, fileIds: [fileId] }), free.admin)
    const shown = (await t.app.inject({ method: 'GET', url: `/api/v1/quotes/${id}`, headers: buyer.restricted })).json()
    expect(shown.files).toHaveLength(1)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: buyer.restricted })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${fileId}`, headers: outsider.admin })).statusCode).toBe(404)
  })

  it('a quote from a company detail (no requirement) reaches that company', async () => {
    const id = await sendOk(validQuote({ receiverCompanyId: buyer.id, title: 'Oferta directa' }), rival.admin)
    const shown = (await t.app.inject({ method: 'GET', url: `/api/v1/quotes/${id}`, headers: buyer.admin })).json()
    expect(shown).toMatchObject({ requirement: null, direction: 'received', canDecide: true, sender: { companyName: '=Rival "Estampados"' } })
  })

  it('QUOTE_SEND_FAILED when the database fails while storing it (spec §8 "error sending")', async () => {
    await db().execute(sql`create or replace function test_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`)
    await db().execute(sql`create trigger test_fail_insert before insert on quotes for each row execute function test_fail()`)
    try {
      const res = await send(validQuote({ receiverCompanyId: buyer.id }), outsider.admin)
      expect(res.statusCode).toBe(500)
      expect(code(res)).toBe('QUOTE_SEND_FAILED')
    } finally {
      await db().execute(sql`drop trigger test_fail_insert on quotes`)
    }
  })
})

describe('received and sent quotes', () => {
  it('boxes with counts per state, state filter, and tenant scoping (another company gets 404)', async () => {
    const received = (await t.app.inject({ method: 'GET', url: '/api/v1/quotes?box=received', headers: buyer.restricted })).json()
    expect(received.total).toBeGreaterThanOrEqual(3)
    expect(received.items.every((q: { direction: string; receiver: { companyId: string } }) => q.direction === 'received' && q.receiver.companyId === buyer.id)).toBe(true)
    expect(received.counts.pending).toBe(received.total)
    const sent = (await t.app.inject({ method: 'GET', url: '/api/v1/quotes?box=sent', headers: supplier.admin })).json()
    expect(sent.items).toHaveLength(1)
    expect(sent.items[0]).toMatchObject({ direction: 'sent', requirement: { id: requirementId, isRfq: true } })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/quotes?box=received&status=accepted', headers: buyer.admin })).json().items).toEqual([])
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/quotes/${sent.items[0].id}`, headers: outsider.admin })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/quotes', headers: {} })).statusCode).toBe(401)
  })
})

describe('accept or reject (spec §4), comparison and ratings', () => {
  let winner: string
  let loser: string

  it('only the receiver company admin decides; the sender and others cannot', async () => {
    const sent = (await t.app.inject({ method: 'GET', url: `/api/v1/quotes?box=received&requirementId=${requirementId}`, headers: buyer.admin })).json()
    winner = sent.items[0].id
    loser = await sendOk(validQuote({ requirementId, amount: 150000, leadTimeDays: 60 }), rival.admin)
    expect((await decide(winner, 'accept', supplier.admin)).statusCode).toBe(403)
    expect((await decide(winner, 'accept', outsider.admin)).statusCode).toBe(404)
    expect((await decide(winner, 'accept', buyer.restricted)).statusCode).toBe(403)
  })

  it('compares the quotes side by side: amount, lead time, certifications held and missing, distance, validated supplier', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/company/requirements/${requirementId}/comparison`, headers: buyer.restricted })
    expect(res.statusCode).toBe(200)
    const { rows, requirement } = res.json()
    expect(requirement).toMatchObject({ id: requirementId, status: 'opened', maxDistanceKm: 300 })
    const bySupplier = Object.fromEntries(rows.map((r: { supplier: { tradeName: string } }) => [r.supplier.tradeName, r]))
    expect(bySupplier['Troqueles Saltillo']).toMatchObject({ amount: 182500.5, leadTimeDays: 45, certificationsHeld: ['IATF 16949'], certificationsMissing: [], supplier: { isValidatedSupplier: true } })
    expect(bySupplier['Troqueles Saltillo'].distanceKm).toBeGreaterThan(60)
    expect(bySupplier['Troqueles Saltillo'].distanceKm).toBeLessThan(90)
    expect(bySupplier['=Rival "Estampados"']).toMatchObject({ amount: 150000, certificationsHeld: ['ISO 9001'], certificationsMissing: ['IATF 16949'], distanceKm: 0 })
    expect(rows[0].amount).toBe(150000) // cheapest pending first
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/company/requirements/${requirementId}/comparison`, headers: supplier.admin })).statusCode).toBe(404)
  })

  it('exports the comparison to CSV (formula-safe, BOM) and XLSX in the asked language', async () => {
    const csv = await t.app.inject({ method: 'GET', url: `/api/v1/company/requirements/${requirementId}/comparison/export?format=csv&lang=es`, headers: buyer.admin })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toContain('comparacion-cotizaciones')
    const lines = csv.body.replace(/^\ufeff/, '').trim().split('\r\n')
    expect(lines[0]).toMatch(/^Proveedor,Proveedor validado,Cotización,Estado,Monto/)
    expect(lines).toHaveLength(3)
    expect(lines.find((l) => l.includes('Rival'))).toMatch(/^"'=Rival ""Estampados""",No,/)
    expect(lines.find((l) => l.includes('Saltillo'))).toContain(',Sí,')
    const xlsx = await t.app.inject({ method: 'GET', url: `/api/v1/company/requirements/${requirementId}/comparison/export?format=xlsx&lang=en`, headers: buyer.admin })
    expect(xlsx.statusCode).toBe(200)
    expect(xlsx.headers['content-type']).toContain('spreadsheetml')
    const book = new ExcelJS.Workbook()
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer)
    const sheet = book.getWorksheet('Comparison')!
    expect(sheet.getRow(3).getCell(1).value).toBe('Supplier')
    const names = [sheet.getRow(4).getCell(1).text, sheet.getRow(5).getCell(1).text]
    expect(names).toContain('=Rival "Estampados"')
    expect(sheet.getRow(4).getCell(1).formula).toBeUndefined()
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/company/requirements/${requirementId}/comparison/export?format=csv`, headers: outsider.admin })).statusCode).toBe(404)
  })

  it('rating before acceptance is refused (QUOTE_NOT_ACCEPTED)', async () => {
    const res = await rate(winner, { score: 5 }, buyer.admin)
    expect(res.statusCode).toBe(409)
    expect(code(res)).toBe('QUOTE_NOT_ACCEPTED')
  })

  it('accepting one covers the requirement, closes the others and tells every sender; deciding twice is refused', async () => {
    await clearNotifications(db(), [supplier.adminId, rival.adminId])
    const res = await decide(winner, 'accept')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'accepted', canDecide: false, canRate: true })
    const [req] = await db().select().from(requirements).where(eq(requirements.id, requirementId))
    expect(req).toMatchObject({ status: 'covered', coveredAt: expect.any(Date) })
    const [other] = await db().select().from(quotes).where(eq(quotes.id, loser))
    expect(other!.status).toBe('rejected')
    expect(await templatesOf(db(), [supplier.adminId])).toEqual(['quote.accepted'])
    expect(await templatesOf(db(), [rival.adminId])).toEqual(['quote.notChosen'])
    const again = await decide(winner, 'reject')
    expect(again.statusCode).toBe(409)
    expect(code(again)).toBe('QUOTE_ALREADY_DECIDED')
    expect(code(await decide(loser, 'accept'))).toBe('QUOTE_ALREADY_DECIDED')
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/requirements/${requirementId}`, headers: supplier.admin })).json().status).toBe('covered')
    expect(code(await send(validQuote({ requirementId }), outsider.admin))).toBe('REQUIREMENT_NOT_OPEN')
  })

  it('rejecting a quote tells its sender', async () => {
    const id = await sendOk(validQuote({ receiverCompanyId: buyer.id, title: 'Para rechazar' }), outsider.admin)
    await clearNotifications(db(), [outsider.adminId])
    expect((await decide(id, 'reject')).json()).toMatchObject({ status: 'rejected', canRate: false })
    expect(await templatesOf(db(), [outsider.adminId])).toEqual(['quote.rejected'])
  })

  it('each side rates the other once (1–5 and a comment); the averages show per company', async () => {
    expect(issues(await rate(winner, { score: 6 }, buyer.admin))).toEqual({ 'body.score': 'choose' })
    expect((await rate(winner, { score: 4 }, buyer.restricted)).statusCode).toBe(403)
    expect((await rate(winner, { score: 4 }, outsider.admin)).statusCode).toBe(404)
    await clearNotifications(db(), [supplier.adminId])
    const mine = await rate(winner, { score: 4, comment: 'Buen precio, entrega puntual' }, buyer.admin)
    expect(mine.statusCode).toBe(200)
    expect(mine.json()).toMatchObject({ canRate: false, myRating: { score: 4, comment: 'Buen precio, entrega puntual' }, theirRating: null })
    expect(await templatesOf(db(), [supplier.adminId])).toEqual(['quote.rated'])
    const twice = await rate(winner, { score: 5 }, buyer.admin)
    expect(twice.statusCode).toBe(409)
    expect(code(twice)).toBe('RATING_ALREADY_GIVEN')
    expect((await rate(winner, { score: 5 }, supplier.admin)).json()).toMatchObject({ myRating: { score: 5 }, theirRating: { score: 4, raterCompanyName: 'Ensambles Buyer' } })
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${supplier.id}/rating` })).json()).toEqual({ average: 4, count: 1 })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/rating', headers: buyer.restricted })).json()).toEqual({ average: 5, count: 1 })
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/companies/${outsider.id}/rating` })).json()).toEqual({ average: null, count: 0 })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/dashboard', headers: supplier.restricted })).json()).toMatchObject({ rating: 4, ratingCount: 1 })
  })

  it('QUOTE_UPDATE_FAILED when the database fails while deciding (spec §8 "error updating")', async () => {
    const id = await sendOk(validQuote({ receiverCompanyId: buyer.id, title: 'Falla' }), outsider.admin)
    await db().execute(sql`create or replace function test_fail() returns trigger language plpgsql as $$ begin raise exception 'boom'; end $$`)
    await db().execute(sql`create trigger test_fail_update before update on quotes for each row execute function test_fail()`)
    try {
      const res = await decide(id, 'accept')
      expect(res.statusCode).toBe(500)
      expect(code(res)).toBe('QUOTE_UPDATE_FAILED')
    } finally {
      await db().execute(sql`drop trigger test_fail_update on quotes`)
    }
    expect((await decide(id, 'accept')).json().status).toBe('accepted')
  })

  it('marking a requirement covered closes its pending quotes and tells their senders', async () => {
    const fileId = await uploadRequirementFile(t.app, buyer.admin)
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/company/requirements', headers: buyer.admin, payload: validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId }) })
    const id = created.json().id
    const quoteId = await sendOk(validQuote({ requirementId: id }))
    await clearNotifications(db(), [supplier.adminId])
    await t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${id}/cover`, headers: buyer.admin })
    const [row] = await db().select().from(quotes).where(eq(quotes.id, quoteId))
    expect(row!.status).toBe('rejected')
    expect(await templatesOf(db(), [supplier.adminId])).toEqual(['requirement.covered'])
  })
})
