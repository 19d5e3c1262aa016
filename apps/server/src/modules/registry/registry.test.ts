import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TRegistryImport } from '@nexo/shared/registry.schema'
import { categories, companies, companyCategories, memberships, registryImports, users } from '../../db/schema'
import { seedReferenceData } from '../../db/seed/seed'
import { createStorage } from '../../platform/storage'
import { multipart } from '../auth/auth.test-support'
import { createFixtureCompany, createRoleFixtures } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { denueCsv, denueEstablishment, generateDenueFile } from './denue.test-support'
import { processRegistryImports } from './registry.service'

let t: TestApp
let roles: Awaited<ReturnType<typeof createRoleFixtures>>
const db = () => t.database.db
const admin = () => roles.headers.platformAdmin

beforeAll(async () => {
  t = await createTestApp()
  roles = await createRoleFixtures(db())
  // The category tree a fresh install has (main.ts seeds it at every start).
  await seedReferenceData(db())
})
afterAll(async () => {
  await t?.close()
})

const upload = (bytes: Buffer, headers: Record<string, string> = admin(), filename = 'denue_inegi_05_.csv') => {
  const body = multipart({}, { filename, contentType: 'text/csv', bytes })
  return t.app.inject({ method: 'POST', url: '/api/v1/admin/registry-imports', payload: body.payload, headers: { ...body.headers, ...headers } })
}
const readImport = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/registry-imports/${id}`, headers: admin() })).json() as TRegistryImport

/** Uploads a file (answered at once, `queued`) and waits for the job runner to finish it. */
async function importFile(bytes: Buffer): Promise<TRegistryImport> {
  const res = await upload(bytes)
  expect(res.statusCode, res.body).toBe(202)
  let job = res.json() as TRegistryImport
  expect(job.status).toBe('queued')
  const deadline = Date.now() + 240_000
  while (job.status === 'queued' || job.status === 'running') {
    if (Date.now() > deadline) throw new Error(`import still ${job.status}`)
    await new Promise((r) => setTimeout(r, 50))
    job = await readImport(job.id)
  }
  return job
}

const byRegistryId = async (id: string) => (await db().select().from(companies).where(and(eq(companies.registrySource, 'denue'), eq(companies.registryId, id))))[0]

describe('who may import a registry', () => {
  it('only the platform admin: visitors 401, company users 403, nothing stored', async () => {
    const bytes = denueCsv([denueEstablishment({ id: '900001' })])
    expect((await upload(bytes, roles.headers.visitor)).statusCode).toBe(401)
    for (const headers of [roles.headers.companyAdmin, roles.headers.restricted, roles.headers.eventOnly]) {
      const res = await upload(bytes, headers)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.code).toBe('FORBIDDEN')
    }
    for (const headers of [roles.headers.visitor, roles.headers.companyAdmin]) {
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/registry-imports', headers })
      expect([401, 403]).toContain(list.statusCode)
    }
    expect(await db().select().from(registryImports)).toHaveLength(0)
    expect(await byRegistryId('900001')).toBeUndefined()
  })
})

describe('importing a DENUE file', () => {
  const rows = [
    denueEstablishment({ id: '100', nom_estab: 'TROQUELADOS DEL NORTE' }),
    denueEstablishment({ id: '101', nom_estab: 'MAQUINADOS APODACA', codigo_act: '332710', nombre_act: 'Maquinado de piezas para maquinaria y equipo en general', cve_ent: '19', municipio: 'Apodaca', latitud: '25.78', longitud: '-100.19', www: '', correoelec: '' }),
    denueEstablishment({ id: '102', nom_estab: 'ABARROTES LUPITA', codigo_act: '461110', nombre_act: 'Comercio al por menor en tiendas de abarrotes' }),
    denueEstablishment({ id: '', nom_estab: 'SIN CLAVE' }),
    denueEstablishment({ id: '104', latitud: '40.71', longitud: '-74.00' }),
    denueEstablishment({ id: '105', cve_ent: '40' }),
    denueEstablishment({ id: '100', nom_estab: 'TROQUELADOS DEL NORTE (REPETIDO)' }),
    denueEstablishment({ id: '107', nom_estab: 'PLÁSTICOS DEL BAJÍO', codigo_act: '326193', nombre_act: 'Fabricación de autopartes de plástico con y sin reforzamiento', cve_ent: '11', municipio: 'Silao de la Victoria', latitud: '20.94', longitud: '-101.43', raz_social: '' }),
  ]

  it('creates public, unclaimed companies for the manufacturing rows, skips the rest, and reports bad rows with their lines', async () => {
    const job = await importFile(denueCsv(rows))
    expect(job.status, JSON.stringify(job)).toBe('done')
    expect(job.result).toEqual({ created: 3, updated: 0, unchanged: 0, outOfScope: 1, claimed: 0, invalid: 4 })
    expect(job.rowsDone).toBe(8)
    expect(job.bytesDone).toBe(job.sizeBytes)
    expect(job.encoding).toBe('utf-8')
    // Header on line 1: the rows are lines 2 to 9.
    expect(job.errors).toEqual([
      { line: 5, column: 'id', code: 'required' },
      { line: 6, column: 'latitud', code: 'coordinates' },
      { line: 7, column: 'cve_ent', code: 'choose' },
      { line: 8, column: 'id', code: 'duplicate' },
    ])
    expect(job.errorCount).toBe(4)

    const stamping = await byRegistryId('100')
    expect(stamping).toMatchObject({
      tradeName: 'TROQUELADOS DEL NORTE',
      status: 'approved',
      isVisible: true,
      country: 'MX',
      state: 'COA',
      city: 'Ramos Arizpe',
      sector: 'auto_parts',
      profileType: 'supplier',
      website: 'https://www.troqueladosdelnorte.com.mx',
      phone: '8444881200',
      email: 'ventas@troqueladosdelnorte.com.mx',
      registryClaimedAt: null,
      registryFacts: { activityCode: '336370', activityName: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices', staffBand: '51 a 100 personas', registeredOn: '2014-12' },
      rfc: null,
    })
    const [category] = await db().select({ slug: categories.slug }).from(companyCategories).innerJoin(categories, eq(categories.id, companyCategories.categoryId)).where(eq(companyCategories.companyId, stamping!.id))
    expect(category!.slug).toBe('automotive-metal-stamping')
    // No account and no contact data beyond the registry's; a free membership like any company without a plan.
    expect(await db().select().from(users).where(eq(users.companyId, stamping!.id))).toHaveLength(0)
    expect((await db().select().from(memberships).where(eq(memberships.companyId, stamping!.id))).map((m) => m.plan)).toEqual(['free'])
    expect(await byRegistryId('101')).toMatchObject({ state: 'NLE', website: null, email: null, sector: 'metalworking' })
    expect(await byRegistryId('107')).toMatchObject({ legalName: 'PLÁSTICOS DEL BAJÍO', sector: 'plastics' })
    expect(await byRegistryId('102')).toBeUndefined()
    // Written as any company is, so the search module's own write path indexes it (nothing registry-specific there).
    const search = await t.app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent('Troquelados del Norte')}` })
    expect(search.json().items.map((i: { id: string }) => i.id)).toContain(stamping!.id)
    // Its result card says it is from a public registry and not verified (as its page does); a company that signed up does not.
    const cards = search.json().items as { id: string; isUnclaimedRegistry: boolean }[]
    expect(cards.find((c) => c.id === stamping!.id)!.isUnclaimedRegistry).toBe(true)
    const fixture = await createFixtureCompany(db(), { tradeName: 'Estampados Firmados' })
    const browse = (await t.app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent('Estampados Firmados')}` })).json().items as { id: string; isUnclaimedRegistry: boolean }[]
    expect(browse.find((c) => c.id === fixture.id)!.isUnclaimedRegistry).toBe(false)
  })

  it('is idempotent by registry id: the same file again writes nothing; a changed row updates its company only', async () => {
    const before = await byRegistryId('100')
    const again = await importFile(denueCsv(rows))
    expect(again.result).toEqual({ created: 0, updated: 0, unchanged: 3, outOfScope: 1, claimed: 0, invalid: 4 })
    expect((await byRegistryId('100'))!.updatedAt).toEqual(before!.updatedAt)

    const moved = rows.map((r) => (r.id === '101' ? { ...r, nom_vial: 'Avenida Nueva', numero_ext: '77', codigo_act: '332720', nombre_act: 'Fabricación de tornillos, tuercas, remaches y similares' } : r))
    const changed = await importFile(denueCsv(moved))
    expect(changed.result).toMatchObject({ created: 0, updated: 1, unchanged: 2 })
    const updated = await byRegistryId('101')
    expect(updated!.street).toBe('BOULEVARD Avenida Nueva 77')
    const cats = await db().select({ slug: categories.slug }).from(companyCategories).innerJoin(categories, eq(categories.id, companyCategories.categoryId)).where(eq(companyCategories.companyId, updated!.id))
    expect(cats.map((c) => c.slug)).toEqual(['fasteners'])
    expect(await db().select().from(companies).where(and(eq(companies.registrySource, 'denue'), eq(companies.registryId, '101')))).toHaveLength(1)
  })

  it('never overwrites a company its owner claimed', async () => {
    await db().update(companies).set({ registryClaimedAt: new Date(), tradeName: 'Troquelados del Norte (claimed)' }).where(eq(companies.registryId, '100'))
    const job = await importFile(denueCsv(rows.map((r) => (r.id === '100' ? { ...r, nom_estab: 'OTRO NOMBRE' } : r))))
    // 100 is claimed and left alone (101 goes back to the first file's address: the one update).
    expect(job.result).toMatchObject({ claimed: 1, created: 0, updated: 1 })
    expect((await byRegistryId('100'))!.tradeName).toBe('Troquelados del Norte (claimed)')
    // Claimed, it is a normal company: its result card loses the "not verified" mark.
    const search = await t.app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent('Troquelados del Norte claimed')}` })
    const claimedId = (await byRegistryId('100'))!.id
    const card = (search.json().items as { id: string; isUnclaimedRegistry: boolean }[]).find((c) => c.id === claimedId)
    expect(card, search.body).toBeDefined()
    expect(card!.isUnclaimedRegistry).toBe(false)
  })

  it("reads INEGI's Latin-1 files with their accents", async () => {
    const job = await importFile(denueCsv([denueEstablishment({ id: '300', nom_estab: 'FUNDICIÓN ÑUÑO', nomb_asent: 'Ampliación Güemes' })], 'latin1'))
    expect(job).toMatchObject({ status: 'done', encoding: 'latin1', result: { created: 1 } })
    expect(await byRegistryId('300')).toMatchObject({ tradeName: 'FUNDICIÓN ÑUÑO', suburb: 'Ampliación Güemes' })
  })

  it('refuses what is not a DENUE CSV: another header fails the import with the missing columns; a zip is 415 at upload', async () => {
    const job = await importFile(Buffer.from('rfc,trade_name,city\nABC,Acme,Saltillo\n'))
    expect(job.status).toBe('failed')
    expect(job.failureCode).toBe('REGISTRY_IMPORT_COLUMNS')
    expect(job.failureDetails?.missing).toEqual(expect.arrayContaining(['id', 'nom_estab', 'codigo_act', 'latitud']))
    const zip = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100)]))
    expect(zip.statusCode).toBe(415)
    expect(zip.json().error.code).toBe('REGISTRY_IMPORT_FILE_TYPE')
    const empty = await upload(Buffer.alloc(0))
    expect(empty.statusCode).toBe(400)
  })

  it('imports a generated 4,000-row file in batches, progress reaching the whole file', { timeout: 240_000 }, async () => {
    const bytes = Buffer.concat([...generateDenueFile(4_000, { seed: 11 })])
    const job = await importFile(bytes)
    expect(job.status).toBe('done')
    expect(job.rowsDone).toBe(4_000)
    expect(job.bytesDone).toBe(bytes.length)
    expect(job.result.invalid).toBe(0)
    expect(job.result.created + job.result.outOfScope).toBe(4_000)
    const ids = Array.from({ length: 4_000 }, (_, i) => String(1_000_001 + i))
    const stored = await db().select({ id: companies.id }).from(companies).where(and(eq(companies.registrySource, 'denue'), inArray(companies.registryId, ids)))
    expect(stored).toHaveLength(job.result.created)
  })

  it('resumes a run cut short after its last committed rows (a stale running import)', async () => {
    const storage = createStorage(t.app.config)
    const bytes = denueCsv([denueEstablishment({ id: '400' }), denueEstablishment({ id: '401' }), denueEstablishment({ id: '402' })])
    const { storageKey } = await storage.put(bytes, 'csv')
    // Two rows were committed by an instance that died ten minutes ago.
    const [row] = await db()
      .insert(registryImports)
      .values({ source: 'denue', status: 'running', originalName: 'cut.csv', storageKey, sizeBytes: bytes.length, rowsDone: 2, createdCount: 2, startedAt: new Date(), updatedAt: new Date(Date.now() - 10 * 60_000) })
      .returning()
    await db().update(registryImports).set({ updatedAt: new Date(Date.now() - 10 * 60_000) }).where(eq(registryImports.id, row!.id))
    await processRegistryImports({ db: db(), storage }, { signal: new AbortController().signal, log: t.app.log })
    const job = await readImport(row!.id)
    expect(job).toMatchObject({ status: 'done', rowsDone: 3, result: { created: 3 } })
    expect(await byRegistryId('400')).toBeUndefined()
    expect(await byRegistryId('402')).toBeDefined()
  })
})
