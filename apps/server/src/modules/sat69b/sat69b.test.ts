import { and, desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rfcCheckDigit, type TCompanyDetailResponse } from '@nexo/shared'
import type { TOwnSat69bResponse, TSat69bFlaggedListResponse, TSat69bImport } from '@nexo/shared/sat69b.schema'
import { companies, companySat69b, favourites, notifications, outbox, quotes, sat69bEntries, sat69bImports } from '../../db/schema'
import { multipart } from '../auth/auth.test-support'
import { createFixtureCompany, createFixtureUser, createRoleFixtures, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { checkCompanyRfcs } from './sat69b.service'
import { parseSatDate, sat69bRowToEntry } from './sat69b.reader'
import { sat69bCsv, sat69bRow } from './sat69b.test-support'

let t: TestApp
let roles: Awaited<ReturnType<typeof createRoleFixtures>>
const db = () => t.database.db
const admin = () => roles.headers.platformAdmin

beforeAll(async () => {
  t = await createTestApp()
  roles = await createRoleFixtures(db())
})
afterAll(async () => {
  await t?.close()
})

const upload = (bytes: Buffer, headers: Record<string, string> = admin(), filename = 'Listado_Completo_69-B.csv') => {
  const body = multipart({}, { filename, contentType: 'text/csv', bytes })
  return t.app.inject({ method: 'POST', url: '/api/v1/admin/sat69b-imports', payload: body.payload, headers: { ...body.headers, ...headers } })
}
const readImport = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/sat69b-imports/${id}`, headers: admin() })).json() as TSat69bImport

/** Uploads a file (answered at once, `queued`) and waits for the job runner to finish it. */
async function importFile(bytes: Buffer): Promise<TSat69bImport> {
  const res = await upload(bytes)
  expect(res.statusCode, res.body).toBe(202)
  let job = res.json() as TSat69bImport
  expect(job.status).toBe('queued')
  const deadline = Date.now() + 120_000
  while (job.status === 'queued' || job.status === 'running') {
    if (Date.now() > deadline) throw new Error(`import still ${job.status}`)
    await new Promise((r) => setTimeout(r, 50))
    job = await readImport(job.id)
  }
  return job
}

async function companyWithRfc(rfc: string, options: Parameters<typeof createFixtureCompany>[1] = {}) {
  const company = await createFixtureCompany(db(), options)
  await db().update(companies).set({ rfc }).where(eq(companies.id, company.id))
  const user = await createFixtureUser(db(), { companyId: company.id, language: 'es' })
  return { company, user, headers: (await signInFixture(db(), user.id)).headers }
}

const templatesOf = async (userId: string) =>
  (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => (n.payload as { template: string; params: Record<string, string> }))
const detail = async (companyId: string, headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: `/api/v1/companies/${companyId}`, headers })).json() as TCompanyDetailResponse

describe('reading a row of the list', () => {
  it("takes SAT's dd/mm/yyyy dates and refuses impossible ones", () => {
    expect(parseSatDate('25/06/2021')).toBe('2021-06-25')
    expect(parseSatDate(' 1/2/2021 ')).toBe('2021-02-01')
    expect(parseSatDate('')).toBeNull()
    expect(parseSatDate('31/02/2021')).toBeUndefined()
    expect(parseSatDate('2021-06-25')).toBeUndefined()
  })
  it("maps SAT's situations, accents and case aside, and names each bad cell", () => {
    const ok = sat69bRowToEntry(sat69bRow({ RFC: 'aaa010101aa1', 'Situación del contribuyente': 'SENTENCIA FAVORABLE', 'Publicación DOF sentencia favorable': '03/03/2023' }))
    expect(ok).toEqual({ kind: 'entry', entry: expect.objectContaining({ rfc: 'AAA010101AA1', situation: 'sentencia_favorable', presumedOn: '2021-02-01', favourableOn: '2023-03-03' }) })
    const bad = sat69bRowToEntry({ RFC: 'NOT-AN-RFC!', 'Nombre del Contribuyente': '', 'Situación del contribuyente': 'Sospechoso', 'Publicación DOF presuntos': 'ayer' })
    expect(bad).toEqual({
      kind: 'invalid',
      errors: [
        { column: 'RFC', code: 'rfcInvalid' },
        { column: 'Nombre del Contribuyente', code: 'required' },
        { column: 'Situación del contribuyente', code: 'choose' },
        { column: 'Publicación DOF presuntos', code: 'date' },
      ],
    })
  })
})

describe('who may use the SAT 69-B routes', () => {
  it('imports and the flagged list are the platform admin’s: visitors 401, company and event-only users 403, nothing stored', async () => {
    const bytes = sat69bCsv([sat69bRow({ RFC: 'WRO010101AA1' })])
    expect((await upload(bytes, roles.headers.visitor)).statusCode).toBe(401)
    for (const headers of [roles.headers.companyAdmin, roles.headers.restricted, roles.headers.eventOnly]) {
      const res = await upload(bytes, headers)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.code).toBe('FORBIDDEN')
      for (const url of ['/api/v1/admin/sat69b-imports', '/api/v1/admin/sat69b-companies']) expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403)
    }
    expect(await db().select().from(sat69bImports)).toHaveLength(0)
  })
  it("a company's own finding is for its users: visitors 401, event-only and the platform admin (no company) 403", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/sat-69b' })).statusCode).toBe(401)
    for (const headers of [roles.headers.eventOnly, roles.headers.platformAdmin]) expect((await t.app.inject({ method: 'GET', url: '/api/v1/company/sat-69b', headers })).statusCode).toBe(403)
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/company/sat-69b', headers: roles.headers.restricted })
    expect(own.statusCode).toBe(200)
    expect(own.json()).toEqual({ listing: null })
  })
})

describe('importing a list and checking the directory against it', () => {
  it('flags the companies on it, tells them, the admin and their buyers, and shows definitivo to every viewer and presunto only with the full profile', async () => {
    const definitive = await companyWithRfc('DEF010101AB1', { tradeName: 'Troqueles Fantasma' })
    const presumed = await companyWithRfc('PRE020202CD2', { tradeName: 'Maquilas Presuntas' })
    const cleared = await companyWithRfc('DES030303EF3', { tradeName: 'Plásticos Desvirtuados' })
    const clean = await companyWithRfc('CLN040404GH4')
    // A buyer that saved the definitivo supplier; another whose company got its quote.
    const fanCompany = await createFixtureCompany(db(), { plan: 'free' })
    const fan = await createFixtureUser(db(), { companyId: fanCompany.id })
    await db().insert(favourites).values({ userId: fan.id, type: 'company', companyId: definitive.company.id })
    const quotedCompany = await createFixtureCompany(db(), { plan: 'free' })
    const quoted = await createFixtureUser(db(), { companyId: quotedCompany.id, language: 'es' })
    await db()
      .insert(quotes)
      .values({ senderCompanyId: definitive.company.id, receiverCompanyId: quotedCompany.id, title: 'Soportes', description: 'Cotización', senderName: 'Ana', senderCompanyName: 'Troqueles Fantasma', senderEmail: 'ana@fantasma.mx', receiverCompanyName: 'Comprador' })
    const bystander = await createFixtureUser(db(), { companyId: (await createFixtureCompany(db())).id })

    const file = sat69bCsv([
      sat69bRow({ RFC: 'DEF010101AB1', 'Nombre del Contribuyente': 'TROQUELES FANTASMA SA DE CV' }),
      sat69bRow({ RFC: 'pre020202cd2', 'Nombre del Contribuyente': 'MAQUILAS PRESUNTAS SA DE CV', 'Situación del contribuyente': 'Presunto' }),
      sat69bRow({ RFC: 'DES030303EF3', 'Nombre del Contribuyente': 'PLÁSTICOS DESVIRTUADOS SA DE CV', 'Situación del contribuyente': 'Desvirtuado', 'Publicación DOF desvirtuados': '05/05/2022' }),
      sat69bRow({ RFC: 'OTR050505JK5', 'Nombre del Contribuyente': 'OTRA EMPRESA, S.C.', 'Situación del contribuyente': 'Sentencia Favorable' }),
      sat69bRow({ RFC: 'X1', 'Nombre del Contribuyente': 'RFC ROTO' }),
      sat69bRow({ RFC: 'BAD060606LM6', 'Situación del contribuyente': 'Investigado' }),
      sat69bRow({ RFC: 'DEF010101AB1', 'Nombre del Contribuyente': 'REPETIDO' }),
      sat69bRow({ RFC: 'DAT070707NP7', 'Publicación DOF definitivos': '31/13/2021' }),
    ])
    const job = await importFile(file)
    expect(job.status, JSON.stringify(job)).toBe('done')
    expect(job.encoding).toBe('latin1')
    expect(job.isCurrent).toBe(true)
    expect(job.result).toEqual({ listed: 4, presunto: 1, desvirtuado: 1, definitivo: 1, sentenciaFavorable: 1, invalid: 4, flaggedCompanies: 2 })
    // Two lines of SAT's prose and the header: the rows are lines 4 to 11.
    expect(job.errors).toEqual([
      { line: 8, column: 'RFC', code: 'rfcInvalid' },
      { line: 9, column: 'Situación del contribuyente', code: 'choose' },
      { line: 10, column: 'RFC', code: 'duplicate' },
      { line: 11, column: 'Publicación DOF definitivos', code: 'date' },
    ])
    expect(job.bytesDone).toBe(job.sizeBytes)

    // The companies found, with SAT's name and the date of their situation.
    const found = await db().select().from(companySat69b).where(inArray(companySat69b.companyId, [definitive.company.id, presumed.company.id, cleared.company.id, clean.company.id]))
    expect(found.map((f) => [f.companyId, f.situation, f.since]).sort()).toEqual(
      [
        [definitive.company.id, 'definitivo', '2021-06-25'],
        [presumed.company.id, 'presunto', '2021-02-01'],
        [cleared.company.id, 'desvirtuado', '2022-05-05'],
      ].sort(),
    )

    // Who was told: the flagged companies, the platform admin, the buyers of the definitivo one; nobody else.
    expect(await templatesOf(definitive.user.id)).toEqual([{ template: 'sat69b.ownListed', params: { companyName: 'Troqueles Fantasma', situation: 'definitivo', since: '2021-06-25' }, link: '/company-profile' }])
    expect((await templatesOf(presumed.user.id)).map((n) => n.params.situation)).toEqual(['presunto'])
    expect(await templatesOf(cleared.user.id)).toEqual([])
    expect(await templatesOf(clean.user.id)).toEqual([])
    const adminNotices = (await templatesOf(roles.users.platformAdmin.id)).filter((n) => n.template === 'sat69b.companyListed')
    expect(adminNotices.map((n) => n.params.rfc).sort()).toEqual(['DEF010101AB1', 'PRE020202CD2'])
    expect((await templatesOf(fan.id)).map((n) => [n.template, n.params.companyName])).toEqual([['sat69b.supplierListed', 'Troqueles Fantasma']])
    expect((await templatesOf(quoted.id)).map((n) => n.template)).toEqual(['sat69b.supplierListed'])
    expect(await templatesOf(bystander.id)).toEqual([])
    // Their e-mails go through the outbox in each recipient's language (the quoted buyer reads Spanish, the fan English).
    const mails = await db().select().from(outbox).where(inArray(outbox.toAddress, [quoted.email, fan.email]))
    expect(mails.map((m) => [m.toAddress, m.template, m.language, m.subject.includes('69-B')]).sort()).toEqual(
      [
        [quoted.email, 'notification.sat69b.supplierListed', 'es', true],
        [fan.email, 'notification.sat69b.supplierListed', 'en', true],
      ].sort(),
    )
    const spanish = mails.find((m) => m.language === 'es')!
    expect(spanish.subject).toContain('Un proveedor tuyo está en el listado 69-B del SAT')
    expect(spanish.text).toContain('está en el listado del artículo 69-B del SAT como definitivo desde el 25 de junio de 2021')
    // The link opens the supplier's page in the web app.
    expect(spanish.text).toContain(`/search-detail/${definitive.company.id}`)

    // The admin's list: flagged by default, every situation on request.
    const flagged = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/sat69b-companies', headers: admin() })).json() as TSat69bFlaggedListResponse
    expect(flagged.items.map((i) => i.rfc).sort()).toEqual(['DEF010101AB1', 'PRE020202CD2'])
    const all = (await t.app.inject({ method: 'GET', url: '/api/v1/admin/sat69b-companies?scope=all', headers: admin() })).json() as TSat69bFlaggedListResponse
    expect(all.total).toBe(3)

    // The company page: definitivo to a visitor and a free viewer; presunto only to a Platinum viewer and the company itself.
    const freeViewer = (await signInFixture(db(), fan.id)).headers
    for (const headers of [roles.headers.visitor, freeViewer]) {
      expect((await detail(definitive.company.id, headers)).sat69b).toEqual({ situation: 'definitivo', since: '2021-06-25', listedName: 'TROQUELES FANTASMA SA DE CV', isFlagged: true })
      expect((await detail(presumed.company.id, headers)).sat69b).toBeNull()
      expect((await detail(cleared.company.id, headers)).sat69b).toBeNull()
    }
    expect((await detail(presumed.company.id, roles.headers.companyAdmin)).sat69b).toMatchObject({ situation: 'presunto' })
    expect((await detail(cleared.company.id, roles.headers.companyAdmin)).sat69b).toBeNull()
    expect((await detail(cleared.company.id, cleared.headers)).sat69b).toMatchObject({ situation: 'desvirtuado', isFlagged: false })
    // The notice on the profile editor.
    const own = (await t.app.inject({ method: 'GET', url: '/api/v1/company/sat-69b', headers: definitive.headers })).json() as TOwnSat69bResponse
    expect(own.listing).toMatchObject({ situation: 'definitivo', isFlagged: true })

    // A new list replaces the old one: presunto → desvirtuado clears the flag without a notice; a company no longer on
    // the list loses its finding; an unchanged definitivo is not told twice.
    const second = await importFile(
      sat69bCsv([
        sat69bRow({ RFC: 'DEF010101AB1', 'Nombre del Contribuyente': 'TROQUELES FANTASMA SA DE CV' }),
        sat69bRow({ RFC: 'PRE020202CD2', 'Nombre del Contribuyente': 'MAQUILAS PRESUNTAS SA DE CV', 'Situación del contribuyente': 'Desvirtuado', 'Publicación DOF desvirtuados': '01/09/2024' }),
      ]),
    )
    expect(second.status).toBe('done')
    expect(second.result.flaggedCompanies).toBe(1)
    expect((await readImport(job.id)).isCurrent).toBe(false)
    expect(await db().select().from(sat69bEntries).where(eq(sat69bEntries.importId, job.id))).toHaveLength(0)
    expect(await db().select().from(companySat69b).where(eq(companySat69b.companyId, cleared.company.id))).toHaveLength(0)
    expect((await db().select().from(companySat69b).where(eq(companySat69b.companyId, presumed.company.id)))[0]).toMatchObject({ situation: 'desvirtuado', since: '2024-09-01' })
    expect(await templatesOf(definitive.user.id)).toHaveLength(1)
    expect(await templatesOf(presumed.user.id)).toHaveLength(1)
  })

  it('checks a company when its RFC is written (creation, claim): found on the list in force, told once', async () => {
    const late = await createFixtureCompany(db(), { tradeName: 'Llegó Tarde' })
    const user = await createFixtureUser(db(), { companyId: late.id })
    await db().update(companies).set({ rfc: 'DEF010101AB2' }).where(eq(companies.id, late.id))
    await db().insert(sat69bEntries).values({ importId: (await readCurrentId())!, rfc: 'DEF010101AB2', name: 'LLEGO TARDE SA DE CV', situation: 'presunto', presumedOn: '2024-01-10', line: 99 })
    const deps = { db: db(), mailer: t.app.mailer, baseUrl: 'http://localhost', log: t.app.log }
    await db().transaction((tx) => checkCompanyRfcs({ ...deps, db: tx }, [late.id]))
    await db().transaction((tx) => checkCompanyRfcs({ ...deps, db: tx }, [late.id]))
    expect((await templatesOf(user.id)).map((n) => n.template)).toEqual(['sat69b.ownListed'])
    // Its RFC changes to one not on the list: the finding goes.
    await db().update(companies).set({ rfc: 'NEW010101AB3' }).where(eq(companies.id, late.id))
    await checkCompanyRfcs(deps, [late.id])
    expect(await db().select().from(companySat69b).where(eq(companySat69b.companyId, late.id))).toHaveLength(0)
  })
})

describe('a company created by the company import', () => {
  it('is checked against the list in force with its creation: the platform admin hears of it', async () => {
    // The company import checks RFCs with their check digit.
    const listedRfc = `IMP010101AB${rfcCheckDigit('IMP010101AB')}`
    const cleanRfc = `IMP020202CD${rfcCheckDigit('IMP020202CD')}`
    const currentId = (await readCurrentId())!
    await db().insert(sat69bEntries).values({ importId: currentId, rfc: listedRfc, name: 'IMPORTADA LISTADA SA DE CV', situation: 'definitivo', definitiveOn: '2022-03-01', line: 98 })
    const columns = ['rfc', 'trade_name', 'legal_name', 'sector', 'country', 'state', 'city']
    const file = Buffer.from(`${columns.join(',')}\n${listedRfc},Importada Listada,Importada Listada S.A. de C.V.,metalworking,MX,NLE,Monterrey\n${cleanRfc},Importada Limpia,Importada Limpia S.A. de C.V.,metalworking,MX,NLE,Monterrey\n`)
    const body = multipart({}, { filename: 'companies.csv', contentType: 'text/csv', bytes: file })
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/v1/admin/company-imports', payload: body.payload, headers: { ...body.headers, ...admin() } })
    expect(uploaded.statusCode, uploaded.body).toBe(202)
    const id = (uploaded.json() as { id: string }).id
    const read = async () => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/company-imports/${id}`, headers: admin() })).json() as { status: string }
    await expect.poll(async () => (await read()).status, { timeout: 60_000, interval: 50 }).toBe('ready')
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/company-imports/${id}/run`, headers: admin() })).statusCode).toBe(202)
    await expect.poll(async () => (await read()).status, { timeout: 60_000, interval: 50 }).toBe('done')
    const [listed] = await db().select().from(companies).where(eq(companies.rfc, listedRfc))
    const [clean] = await db().select().from(companies).where(eq(companies.rfc, cleanRfc))
    expect(await db().select({ situation: companySat69b.situation, since: companySat69b.since }).from(companySat69b).where(eq(companySat69b.companyId, listed!.id))).toEqual([{ situation: 'definitivo', since: '2022-03-01' }])
    expect(await db().select().from(companySat69b).where(eq(companySat69b.companyId, clean!.id))).toHaveLength(0)
    const adminNotices = (await templatesOf(roles.users.platformAdmin.id)).filter((n) => n.template === 'sat69b.companyListed' && n.params.rfc === listedRfc)
    expect(adminNotices).toHaveLength(1)
  })
})

async function readCurrentId(): Promise<string | null> {
  const [row] = await db().select({ id: sat69bImports.id }).from(sat69bImports).where(eq(sat69bImports.status, 'done')).orderBy(desc(sat69bImports.finishedAt)).limit(1)
  return row?.id ?? null
}

describe('malformed and hostile files', () => {
  it('refuses a zip or binary file at the upload (415) and stores nothing', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 1)])
    const res = await upload(zip)
    expect(res.statusCode).toBe(415)
    expect(res.json().error.code).toBe('SAT69B_IMPORT_FILE_TYPE')
    const binary = await upload(Buffer.from([0x00, 0x01, 0x02, 0x41, 0x42]))
    expect(binary.statusCode).toBe(415)
  })
  it('fails a file without the header in its first lines (another CSV), with the columns it lacks', async () => {
    const job = await importFile(Buffer.from('id,nom_estab,raz_social\r\n1,A,B\r\n'))
    expect(job.status).toBe('failed')
    expect(job.failureCode).toBe('SAT69B_IMPORT_COLUMNS')
    expect(job.failureDetails?.missing).toEqual(['RFC', 'Nombre del Contribuyente', 'Situación del contribuyente'])
  })
  it('fails a broken CSV (an unclosed quote) with the line, leaving the list in force as it was', async () => {
    const before = await readCurrentId()
    const head = sat69bCsv([sat69bRow({ RFC: 'QTE010101AB1' })]).toString('latin1')
    const job = await importFile(Buffer.from(`${head}"ABC010101AB1,"nombre sin cierre,Definitivo\r\n${'x'.repeat(20_000)}\r\n`, 'latin1'))
    expect(job.status).toBe('failed')
    expect(job.failureCode).toBe('COMPANY_IMPORT_FILE_UNREADABLE')
    expect(await readCurrentId()).toBe(before)
  })
  it('reads a UTF-8 file without the prose lines, quoted names with commas and a formula-like name as plain text', async () => {
    const job = await importFile(
      sat69bCsv(
        [
          sat69bRow({ RFC: 'UTF010101AB1', 'Nombre del Contribuyente': 'ÑANDÚ, COMERCIAL "LA ÚNICA" SA DE CV' }),
          sat69bRow({ RFC: 'FRM010101AB1', 'Nombre del Contribuyente': '=HYPERLINK("http://x")' }),
        ],
        { encoding: 'utf-8', preamble: false },
      ),
    )
    expect(job.status).toBe('done')
    expect(job.encoding).toBe('utf-8')
    const names = await db().select().from(sat69bEntries).where(and(eq(sat69bEntries.importId, job.id)))
    expect(names.map((n) => n.name).sort()).toEqual(['=HYPERLINK("http://x")', 'ÑANDÚ, COMERCIAL "LA ÚNICA" SA DE CV'])
  })
})
