import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, inArray } from 'drizzle-orm'
import { categories, certifications, companies, companyCategories, companyCertifications, requirementInvitations, requirementMatchNotices, requirementMatchRuns, requirements } from '../../db/schema'
import { seedReferenceData } from '../../db/seed/seed'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { matchNewRequirements } from './matching.service'

let t: TestApp
const ids: Record<string, string> = {}
const headers: Record<string, Record<string, string>> = {}
let requirementId = ''

const SALTILLO = { lat: 25.42, lng: -101.0 }

interface Supplier {
  name: string
  lang: 'es' | 'en'
  processes: string
  materials: string
  machinery?: string
  certs: string[]
  at: { lat: number; lng: number }
  state: string
  city: string
  cats: string[]
  profileType?: 'supplier' | 'buyer' | 'both'
  validated?: boolean
}

async function addCompany(s: Supplier): Promise<string> {
  const db = t.database.db
  const row = await createFixtureCompany(db, { tradeName: s.name })
  await db
    .update(companies)
    .set({
      contentLanguage: s.lang,
      profileType: s.profileType ?? 'supplier',
      processes: s.processes,
      materials: s.materials,
      machinery: s.machinery ?? '',
      briefDescription: s.processes,
      latitude: s.at.lat,
      longitude: s.at.lng,
      state: s.state,
      city: s.city,
      isValidatedSupplier: s.validated ?? false,
    })
    .where(eq(companies.id, row.id))
  if (s.cats.length > 0) {
    const cats = await db.select({ id: categories.id }).from(categories).where(inArray(categories.slug, s.cats))
    await db.insert(companyCategories).values(cats.map((c) => ({ companyId: row.id, categoryId: c.id })))
  }
  if (s.certs.length > 0) {
    const certs = await db.select({ id: certifications.id }).from(certifications).where(inArray(certifications.slug, s.certs))
    await db.insert(companyCertifications).values(certs.map((c) => ({ companyId: row.id, certificationId: c.id, industrialSpecialization: 'Automotriz' })))
  }
  ids[s.name] = row.id
  const user = await createFixtureUser(db, { companyId: row.id, language: s.lang })
  headers[s.name] = (await signInFixture(db, user.id)).headers
  return row.id
}

async function api<T>(who: string, url: string, status = 200): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url, headers: headers[who] })
  expect(res.statusCode, res.body).toBe(status)
  return res.json() as T
}

interface SupplierItem {
  company: { id: string; tradeName: string }
  score: number
  eligible: boolean
  missingCertifications: string[]
  distanceKm: number | null
  reasons: { kind: string; text: string }[]
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedReferenceData(db)
  await addCompany({ name: 'Armadora Norte', lang: 'es', processes: 'Ensamble final de vehículos', materials: 'Acero', certs: [], at: SALTILLO, state: 'COA', city: 'Saltillo', cats: [], profileType: 'buyer' })
  // Capable, certified, 70 km away, writes in English: the best match, found across languages.
  await addCompany({ name: 'Lakeside Stamping', lang: 'en', processes: 'Progressive die metal stamping of steel brackets and reinforcements.', materials: 'Hot rolled steel, HSLA steel', machinery: 'Mechanical presses from 200 to 400 t, servo feeders', certs: ['iatf-16949'], at: { lat: 25.67, lng: -100.31 }, state: 'NLE', city: 'Monterrey', cats: ['metal-stamping'], validated: true })
  // Capable and near, Spanish wording, certified.
  await addCompany({ name: 'Troquelados Saltillo', lang: 'es', processes: 'Troquelado y estampado de lámina de acero para soportes automotrices.', materials: 'Acero al carbón', certs: ['iatf-16949', 'iso-9001'], at: { lat: 25.44, lng: -100.97 }, state: 'COA', city: 'Saltillo', cats: ['metal-stamping'] })
  // Trap: capable and near, but without the required IATF 16949.
  await addCompany({ name: 'Estampados Sin Cert', lang: 'es', processes: 'Estampado de soportes de acero con troquel progresivo.', materials: 'Acero', certs: ['iso-9001'], at: { lat: 25.43, lng: -101.02 }, state: 'COA', city: 'Saltillo', cats: ['metal-stamping'] })
  // Trap: capable and certified, beyond the 300 km limit (Mérida).
  await addCompany({ name: 'Yucatan Stampings', lang: 'en', processes: 'Metal stamping of steel brackets.', materials: 'Steel', certs: ['iatf-16949'], at: { lat: 20.97, lng: -89.62 }, state: 'YUC', city: 'Mérida', cats: ['metal-stamping'] })
  // Unrelated: machining, certified and near.
  await addCompany({ name: 'Maquinados Finos', lang: 'es', processes: 'Maquinado CNC de precisión en aluminio.', materials: 'Aluminio 6061', certs: ['iatf-16949'], at: SALTILLO, state: 'COA', city: 'Saltillo', cats: ['cnc-machining'] })

  const [leaf] = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.slug, 'metal-stamping'))
  const [iatf] = await db.select({ id: certifications.id }).from(certifications).where(eq(certifications.slug, 'iatf-16949'))
  const [iso] = await db.select({ id: certifications.id }).from(certifications).where(eq(certifications.slug, 'iso-9001'))
  const [req] = await db
    .insert(requirements)
    .values({
      companyId: ids['Armadora Norte']!,
      type: 'rfq',
      isRfq: true,
      title: 'Estampado de soportes de acero',
      description: 'Soportes estampados para chasis, 50,000 piezas al año, con troquel progresivo.',
      contentLanguage: 'es',
      country: 'MX',
      state: 'COA',
      city: 'Saltillo',
      startDate: '2026-12-01',
      endDate: '2027-06-30',
      categoryId: leaf!.parentId ?? leaf!.id,
      subcategoryId: leaf!.parentId ? leaf!.id : null,
      activity: 'Estampado',
      materials: 'Acero',
      volumes: '50,000 piezas/año',
      budget: 'Por cotizar',
      certificationIds: [iatf!.id],
      preferredCertificationIds: [iso!.id],
      maxDistanceKm: 300,
      latitude: SALTILLO.lat,
      longitude: SALTILLO.lng,
    })
    .returning({ id: requirements.id })
  requirementId = req!.id
})
afterAll(async () => {
  await t?.close()
})

describe('GET /api/v1/matching/requirements/:id/suppliers', () => {
  it('ranks capable suppliers that pass the hard constraints, with scores 0-100 best first', async () => {
    const r = await api<{ items: SupplierItem[]; excluded: SupplierItem[] }>('Armadora Norte', `/api/v1/matching/requirements/${requirementId}/suppliers`)
    const names = r.items.map((i) => i.company.tradeName)
    expect(names.sort()).toEqual(['Lakeside Stamping', 'Troquelados Saltillo'])
    const scores = r.items.map((i) => i.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    for (const s of scores) {
      expect(s).toBeGreaterThan(0)
      expect(s).toBeLessThanOrEqual(100)
    }
    expect(r.excluded).toEqual([])
  })

  it('lists the required-certificate and distance traps only on request, with why', async () => {
    const r = await api<{ items: SupplierItem[]; excluded: SupplierItem[] }>('Armadora Norte', `/api/v1/matching/requirements/${requirementId}/suppliers?includeExcluded=true&lang=en`)
    const noCert = r.excluded.find((i) => i.company.tradeName === 'Estampados Sin Cert')!
    expect(noCert.eligible).toBe(false)
    expect(noCert.missingCertifications).toEqual(['IATF 16949'])
    expect(noCert.reasons.map((x) => x.text)).toContain('Missing IATF 16949')
    const far = r.excluded.find((i) => i.company.tradeName === 'Yucatan Stampings')!
    expect(far.distanceKm).toBeGreaterThan(300)
    expect(far.reasons.find((x) => x.kind === 'beyondDistance')!.text).toMatch(/km from Saltillo, beyond the 300 km limit$/)
    expect(r.excluded.map((i) => i.company.tradeName)).not.toContain('Maquinados Finos')
  })

  it("gives reasons in the reader's language, including the cross-language bridge", async () => {
    const en = await api<{ items: SupplierItem[] }>('Armadora Norte', `/api/v1/matching/requirements/${requirementId}/suppliers?lang=en`)
    const lakeside = en.items.find((i) => i.company.tradeName === 'Lakeside Stamping')!
    const texts = lakeside.reasons.map((x) => x.text)
    expect(texts).toContain('IATF 16949 certified')
    expect(texts.some((x) => /^\d+ km from Saltillo$/.test(x))).toBe(true)
    // "estampado" also matches its category's Spanish name, so the pure bridge shown is the bracket one.
    expect(texts).toContain("For 'soportes' it lists 'bracket' (English)")
    // Armadora Norte is on the free plan: the press force comes from machinery, a full-profile field (spec §6)
    expect(texts.some((x) => x.includes('400 t'))).toBe(false)
    expect(lakeside.reasons.some((x) => x.kind === 'process')).toBe(true)
    expect(texts).toContain('Validated supplier')
    const es = await api<{ items: SupplierItem[] }>('Armadora Norte', `/api/v1/matching/requirements/${requirementId}/suppliers?lang=es`)
    const lakesideEs = es.items.find((i) => i.company.tradeName === 'Lakeside Stamping')!.reasons.map((x) => x.text)
    expect(lakesideEs).toContain('Certificación IATF 16949')
    expect(lakesideEs.some((x) => /^A \d+ km de Saltillo$/.test(x))).toBe(true)
    expect(lakesideEs).toContain("Para 'soportes' indica 'bracket' (inglés)")
    // The preferred ISO 9001 is a soft plus: the Saltillo supplier holding it says so.
    const saltillo = es.items.find((i) => i.company.tradeName === 'Troquelados Saltillo')!.reasons.map((x) => x.text)
    expect(saltillo).toContain('Certificación ISO 9001')
  })

  it("is 404 for another company's requirement or an unknown id", async () => {
    await api('Lakeside Stamping', `/api/v1/matching/requirements/${requirementId}/suppliers`, 404)
    await api('Armadora Norte', '/api/v1/matching/requirements/00000000-0000-4000-8000-000000000000/suppliers', 404)
  })
})

describe('answers reused through the search answer cache', () => {
  it('shows a supplier that gains the required certificate, or a changed requirement, on the very next request', async () => {
    const url = `/api/v1/matching/requirements/${requirementId}/suppliers`
    const before = await api<{ items: SupplierItem[] }>('Armadora Norte', url)
    expect(before.items.map((i) => i.company.tradeName)).not.toContain('Estampados Sin Cert')
    // The same answer again (reused).
    expect(await api<{ items: SupplierItem[] }>('Armadora Norte', url)).toEqual(before)
    const db = t.database.db
    const [iatf] = await db.select({ id: certifications.id }).from(certifications).where(eq(certifications.slug, 'iatf-16949'))
    await db.insert(companyCertifications).values({ companyId: ids['Estampados Sin Cert']!, certificationId: iatf!.id, industrialSpecialization: 'Automotriz' })
    try {
      const after = await api<{ items: SupplierItem[] }>('Armadora Norte', url)
      expect(after.items.map((i) => i.company.tradeName)).toContain('Estampados Sin Cert')
      // The requirement's own texts are part of the key: a new maximum distance applies at once.
      await db.update(requirements).set({ maxDistanceKm: 10 }).where(eq(requirements.id, requirementId))
      const near = await api<{ items: SupplierItem[] }>('Armadora Norte', url)
      expect(near.items.map((i) => i.company.tradeName).sort()).toEqual(['Estampados Sin Cert', 'Troquelados Saltillo'])
    } finally {
      await db.update(requirements).set({ maxDistanceKm: 300 }).where(eq(requirements.id, requirementId))
      await db.delete(companyCertifications).where(and(eq(companyCertifications.companyId, ids['Estampados Sin Cert']!), eq(companyCertifications.certificationId, iatf!.id)))
    }
    expect((await api<{ items: SupplierItem[] }>('Armadora Norte', url)).items.map((i) => i.company.tradeName)).not.toContain('Estampados Sin Cert')
  })
})

describe('GET /api/v1/matching/requirements (requirements I could serve)', () => {
  it('shows the requirement to a capable certified supplier, never to one missing the required certificate or too far', async () => {
    const lakeside = await api<{ items: { requirement: { id: string }; score: number; reasons: { text: string }[] }[] }>('Lakeside Stamping', '/api/v1/matching/requirements?lang=en')
    expect(lakeside.items.map((i) => i.requirement.id)).toEqual([requirementId])
    expect(lakeside.items[0]!.reasons.map((x) => x.text)).toContain('IATF 16949 certified')
    for (const who of ['Estampados Sin Cert', 'Yucatan Stampings', 'Maquinados Finos']) {
      expect((await api<{ items: unknown[] }>(who, '/api/v1/matching/requirements')).items, who).toEqual([])
    }
    // The owner does not see its own requirement there.
    expect((await api<{ items: unknown[] }>('Armadora Norte', '/api/v1/matching/requirements')).items).toEqual([])
  })

  it('lists a requirement the company was invited to first, marked, whatever its fit (issue 27 §3)', async () => {
    type Item = { requirement: { id: string }; isInvited: boolean; score: number }
    expect((await api<{ items: Item[] }>('Lakeside Stamping', '/api/v1/matching/requirements')).items.map((i) => i.isInvited)).toEqual([false])
    const db = t.database.db
    // A machining requirement Maquinados Finos fits well, and the stamping one it was invited to by name: the
    // invited one comes first although it fits less (it is listed at all only because it was invited).
    const [stamping] = await db.select().from(requirements).where(eq(requirements.id, requirementId))
    const [cnc] = await db
      .insert(requirements)
      .values({ ...stamping!, id: undefined, title: 'Maquinado CNC de aluminio', description: 'Piezas maquinadas CNC de precisión en aluminio 6061.', activity: 'Maquinado CNC de precisión', materials: 'Aluminio 6061', certificationIds: [], preferredCertificationIds: [], categoryId: stamping!.categoryId, subcategoryId: null })
      .returning({ id: requirements.id })
    await db.insert(requirementInvitations).values({ requirementId, companyId: ids['Maquinados Finos']!, invitedByUserId: null })
    try {
      const finos = await api<{ items: Item[] }>('Maquinados Finos', '/api/v1/matching/requirements')
      expect(finos.items.map((i) => [i.requirement.id, i.isInvited])).toEqual([
        [requirementId, true],
        [cnc!.id, false],
      ])
      expect(finos.items[0]!.score).toBeLessThan(finos.items[1]!.score)
      // One that fits and was invited is marked too; the uninvited order is unchanged.
      await db.insert(requirementInvitations).values({ requirementId, companyId: ids['Lakeside Stamping']!, invitedByUserId: null })
      const lakeside = await api<{ items: Item[] }>('Lakeside Stamping', '/api/v1/matching/requirements')
      expect(lakeside.items.map((i) => [i.requirement.id, i.isInvited])).toEqual([[requirementId, true]])
    } finally {
      await db.delete(requirementInvitations).where(eq(requirementInvitations.requirementId, requirementId))
      await db.delete(requirements).where(eq(requirements.id, cnc!.id))
    }
  })
})

describe('GET /api/v1/matching/my-requirements and /partners', () => {
  it("lists the caller's open requirements with their best suppliers", async () => {
    const r = await api<{ items: { requirement: { id: string }; suppliers: SupplierItem[] }[] }>('Armadora Norte', '/api/v1/matching/my-requirements')
    expect(r.items.map((i) => i.requirement.id)).toEqual([requirementId])
    expect(r.items[0]!.suppliers.map((s) => s.company.tradeName).sort()).toEqual(['Lakeside Stamping', 'Troquelados Saltillo'])
  })

  it('finds companies with similar capabilities as partners, in either language, never the company itself', async () => {
    const r = await api<{ items: SupplierItem[] }>('Lakeside Stamping', '/api/v1/matching/partners?lang=en')
    const names = r.items.map((i) => i.company.tradeName)
    expect(names).toContain('Troquelados Saltillo')
    expect(names).not.toContain('Lakeside Stamping')
    expect(names.indexOf('Troquelados Saltillo')).toBeLessThan(names.indexOf('Maquinados Finos') === -1 ? Infinity : names.indexOf('Maquinados Finos'))
  })
})

describe('new-requirement digest (jobs)', () => {
  it('tells each matching supplier once, in one notification for all its new requirements, and never twice', async () => {
    const db = t.database.db
    const [first] = await db.select().from(requirements).where(eq(requirements.id, requirementId))
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = first!
    await db.insert(requirements).values({ ...copy, title: 'Refuerzos estampados de acero' })
    expect((await t.app.jobs.runNow('matching.match-new-requirements')).status).toBe('completed')
    expect((await t.app.jobs.runNow('matching.send-digests')).status).toBe('completed')
    const inbox = async (who: string) => {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: headers[who] })
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as { items: { template: string; params: Record<string, string | number>; link: string | null }[] }).items.filter((n) => n.template === 'requirement.matchDigest')
    }
    const lakeside = await inbox('Lakeside Stamping')
    expect(lakeside).toHaveLength(1)
    expect(lakeside[0]!.params['count']).toBe(2)
    expect(String(lakeside[0]!.params['titles'])).toContain('Refuerzos estampados de acero')
    expect(lakeside[0]!.link).toBe('/matches')
    // Hard constraints hold here too: no digest for the supplier without IATF 16949 or the one too far away.
    expect(await inbox('Estampados Sin Cert')).toEqual([])
    expect(await inbox('Yucatan Stampings')).toEqual([])
    // A second run finds nothing new to say.
    await t.app.jobs.runNow('matching.match-new-requirements')
    await t.app.jobs.runNow('matching.send-digests')
    expect(await inbox('Lakeside Stamping')).toHaveLength(1)
  })

  it('ranks a requirement that no supplier matches once, not again on every run', async () => {
    const db = t.database.db
    const [first] = await db.select().from(requirements).where(eq(requirements.id, requirementId))
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = first!
    // Nobody in the fixture holds these words or can meet a 1 km limit: no notice for anyone.
    const [lonely] = await db
      .insert(requirements)
      .values({ ...copy, title: 'Vitrales emplomados para capilla', description: 'Vitrales artesanales emplomados', activity: 'Vitral', materials: 'Vidrio catedral', maxDistanceKm: 1 })
      .returning()
    await t.app.jobs.runNow('matching.match-new-requirements')
    expect(await db.select().from(requirementMatchNotices).where(eq(requirementMatchNotices.requirementId, lonely!.id))).toEqual([])
    const [run] = await db.select().from(requirementMatchRuns).where(eq(requirementMatchRuns.requirementId, lonely!.id))
    expect(run).toBeDefined()
    // The next run does not rank it again: its record is untouched.
    await t.app.jobs.runNow('matching.match-new-requirements')
    const [again] = await db.select().from(requirementMatchRuns).where(eq(requirementMatchRuns.requirementId, lonely!.id))
    expect(again!.matchedAt).toEqual(run!.matchedAt)
    expect(await matchNewRequirements(db)).toBe(0)
  })

  it('checks again when sending: a requirement made private after it was matched is not announced', async () => {
    const db = t.database.db
    const [first] = await db.select().from(requirements).where(eq(requirements.id, requirementId))
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = first!
    const [later] = await db.insert(requirements).values({ ...copy, title: 'Soportes estampados confidenciales' }).returning()
    await t.app.jobs.runNow('matching.match-new-requirements')
    await db.update(requirements).set({ isPublic: false }).where(eq(requirements.id, later!.id))
    await t.app.jobs.runNow('matching.send-digests')
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/notifications', headers: headers['Lakeside Stamping'] })
    const titles = (res.json() as { items: { template: string; params: Record<string, string | number> }[] }).items
      .filter((n) => n.template === 'requirement.matchDigest')
      .map((n) => String(n.params['titles']))
    expect(titles.join(' ')).not.toContain('confidenciales')
  })
})

describe('issue 26: hard limits, left-out counts, implications and neighbouring trades through the API', () => {
  let mouldReq = ''
  let mouldingReq = ''
  let mouldingReqEn = ''
  let mouldReqEn = ''
  let isoReq = ''
  const insertRequirement = async (over: Partial<typeof requirements.$inferInsert>) => {
    const db = t.database.db
    const [first] = await db.select().from(requirements).where(eq(requirements.id, requirementId))
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = first!
    const [row] = await db.insert(requirements).values({ ...copy, ...over }).returning({ id: requirements.id })
    return row!.id
  }
  beforeAll(async () => {
    const db = t.database.db
    // Relevant (steel for chassis) but not a stamper: below the minimum fit, counted, not listed.
    await addCompany({ name: 'Aceros Distribuidos Saltillo', lang: 'es', processes: 'Corte y distribución de lámina de acero para chasis.', materials: 'Acero', certs: ['iatf-16949'], at: { lat: 25.43, lng: -101.01 }, state: 'COA', city: 'Saltillo', cats: [] })
    // The mould maker and the moulder, same city and category.
    await addCompany({ name: 'Moldes Precisión Saltillo', lang: 'es', processes: 'Fabricación de moldes de inyección para autopartes.', materials: 'Acero P20', certs: ['iso-9001'], at: { lat: 25.45, lng: -100.99 }, state: 'COA', city: 'Saltillo', cats: ['plastic-injection-molding'] })
    await addCompany({ name: 'Inyectora Saltillo', lang: 'es', processes: 'Moldeo por inyección de plástico: clips y tapas.', materials: 'Polipropileno', certs: ['iso-9001'], at: { lat: 25.41, lng: -101.02 }, state: 'COA', city: 'Saltillo', cats: ['plastic-injection-molding'] })
    // The same pair writing in English, where stems make "injection mold making" and "injection molding" one text.
    await addCompany({ name: 'Lakeside Molds', lang: 'en', processes: 'Injection mold making and mold repair.', materials: 'P20 steel', certs: ['iso-9001'], at: { lat: 25.44, lng: -101.0 }, state: 'COA', city: 'Saltillo', cats: ['plastic-injection-molding'] })
    await addCompany({ name: 'Lakeside Molding', lang: 'en', processes: 'Plastic injection molding of clips and covers.', materials: 'Polypropylene', certs: ['iso-9001'], at: { lat: 25.43, lng: -100.98 }, state: 'COA', city: 'Saltillo', cats: ['plastic-injection-molding'] })
    const [plastics] = await db.select({ id: categories.id, parentId: categories.parentId }).from(categories).where(eq(categories.slug, 'plastic-injection-molding'))
    const plasticsCategory = { categoryId: plastics!.parentId ?? plastics!.id, subcategoryId: plastics!.parentId ? plastics!.id : null, certificationIds: [], preferredCertificationIds: [], maxDistanceKm: null }
    mouldReq = await insertRequirement({ ...plasticsCategory, title: 'Molde de inyección para tapa', activity: 'Fabricación de moldes de inyección', materials: 'Acero P20', description: 'Molde de dos cavidades.' })
    mouldingReq = await insertRequirement({ ...plasticsCategory, title: 'Clips de polipropileno', activity: 'Moldeo por inyección de plástico', materials: 'Polipropileno', description: 'Clips para vestiduras.' })
    mouldingReqEn = await insertRequirement({ ...plasticsCategory, title: 'Clips', activity: 'Injection molding', materials: 'Polypropylene', description: 'Interior clips.', contentLanguage: 'en' })
    mouldReqEn = await insertRequirement({ ...plasticsCategory, title: 'Injection mold for a bezel', activity: 'Mold making', materials: 'P20 steel', description: 'Two-cavity injection mold.', contentLanguage: 'en' })
    const [iso] = await db.select({ id: certifications.id }).from(certifications).where(eq(certifications.slug, 'iso-9001'))
    isoReq = await insertRequirement({ title: 'Soportes estampados ISO', certificationIds: [iso!.id], preferredCertificationIds: [], maxDistanceKm: null })
  })

  it('never lists a supplier beyond the maximum distance, even one declaring it serves the state; says why apart', async () => {
    const db = t.database.db
    await db.update(companies).set({ coverage: { countries: ['MX'], states: ['COA', 'NLE'] } }).where(eq(companies.id, ids['Yucatan Stampings']!))
    const url = `/api/v1/matching/requirements/${requirementId}/suppliers?includeExcluded=true`
    const en = await api<{ items: SupplierItem[]; excluded: SupplierItem[]; leftOut: { belowMinimumFit: number; beyondHardLimits: number; minimumScore: number } }>('Armadora Norte', `${url}&lang=en`)
    expect(en.items.map((i) => i.company.tradeName)).not.toContain('Yucatan Stampings')
    const far = en.excluded.find((i) => i.company.tradeName === 'Yucatan Stampings')!
    expect(far.reasons.find((x) => x.kind === 'beyondDistance')!.text).toMatch(/^Serves your state, 1,\d{3} km away \(your limit: 300 km\)$/)
    const es = await api<{ excluded: SupplierItem[] }>('Armadora Norte', `${url}&lang=es`)
    expect(es.excluded.find((i) => i.company.tradeName === 'Yucatan Stampings')!.reasons.find((x) => x.kind === 'beyondDistance')!.text).toMatch(/^Atiende su estado, a 1,\d{3} km \(su límite: 300 km\)$/)
    // Who was left out, and why: the steel distributor below the minimum fit, the two capable ones beyond a limit.
    expect(en.items.map((i) => i.company.tradeName)).not.toContain('Aceros Distribuidos Saltillo')
    expect(en.leftOut.belowMinimumFit).toBeGreaterThanOrEqual(1)
    expect(en.leftOut.beyondHardLimits).toBe(2)
    expect(en.leftOut.minimumScore).toBeGreaterThan(0)
    const mine = await api<{ items: { requirement: { id: string }; leftOut: { belowMinimumFit: number } }[] }>('Armadora Norte', '/api/v1/matching/my-requirements')
    expect(mine.items.find((i) => i.requirement.id === requirementId)!.leftOut.belowMinimumFit).toBeGreaterThanOrEqual(1)
  })

  it('meets a required ISO 9001 with IATF 16949, and the reason says so', async () => {
    const r = await api<{ items: SupplierItem[] }>('Armadora Norte', `/api/v1/matching/requirements/${isoReq}/suppliers?lang=en`)
    const lakeside = r.items.find((i) => i.company.tradeName === 'Lakeside Stamping')!
    expect(lakeside.missingCertifications).toEqual([])
    expect(lakeside.reasons.map((x) => x.text)).toContain('ISO 9001 (met by its IATF 16949 certification)')
  })

  it('puts mould makers above moulders for a mould, and moulders above mould makers for moulded parts, in both languages', async () => {
    const rank = async (id: string) => (await api<{ items: SupplierItem[] }>('Armadora Norte', `/api/v1/matching/requirements/${id}/suppliers?lang=es`)).items.map((i) => i.company.tradeName)
    const makers = ['Moldes Precisión Saltillo', 'Lakeside Molds']
    const moulders = ['Inyectora Saltillo', 'Lakeside Molding']
    // Every one of `first` is listed, above every one of `then` that is listed at all.
    const above = (order: string[], first: string[], then: string[]) => {
      for (const f of first) expect(order.indexOf(f), `${f} in ${order.join(', ')}`).toBeGreaterThanOrEqual(0)
      const lowest = Math.max(...first.map((f) => order.indexOf(f)))
      for (const x of then) if (order.includes(x)) expect(order.indexOf(x), `${x} below ${first.join(', ')} in ${order.join(', ')}`).toBeGreaterThan(lowest)
    }
    above(await rank(mouldReq), makers, moulders)
    above(await rank(mouldReqEn), makers, moulders)
    above(await rank(mouldingReq), moulders, makers)
    above(await rank(mouldingReqEn), moulders, makers)
  })

})
