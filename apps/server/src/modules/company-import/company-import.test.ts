import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createDeflateRaw, deflateRawSync } from 'node:zlib'
import ExcelJS from 'exceljs'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COMPANY_IMPORT_COLUMN_NAMES,
  COMPANY_IMPORT_MAX_CELL_CHARS,
  COMPANY_IMPORT_MAX_COLUMNS,
  COMPANY_IMPORT_MAX_ROWS_READ,
  COMPANY_IMPORT_MAX_TEXT_CHARS,
  COMPANY_IMPORT_SAMPLE_TEXT_CHARS,
  rfcCheckDigit,
  type TCompanyImport,
} from '@nexo/shared'
import { categories, certifications, companies, companyCategories, companyCertifications, companyImports, productsServices } from '../../db/schema'
import { multipart, PNG_BYTES } from '../auth/auth.test-support'
import { createRoleFixtures } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createStorage } from '../../platform/storage'
import { readImportFile, type ImportReadStats } from './company-import.file'
import { IMPORT_PREVIEW_KEEP_DAYS, purgeAbandonedPreviews } from './company-import.service'

let t: TestApp
let roles: Awaited<ReturnType<typeof createRoleFixtures>>
const tag = randomBytes(3).toString('hex')
const CAT = `stamping-${tag}`
const CAT_CODE = `3363.${tag}`
const CERT = `iatf-${tag}`
const CERT2 = `iso-${tag}`

beforeAll(async () => {
  t = await createTestApp()
  roles = await createRoleFixtures(t.database.db)
  const db = t.database.db
  await db.insert(categories).values([
    { code: CAT_CODE, slug: CAT, nameEn: 'Stamping', nameEs: 'Estampado' },
    { code: `3361.${tag}`, slug: `retired-${tag}`, nameEn: 'Old', nameEs: 'Vieja', retiredAt: new Date() },
  ])
  await db.insert(certifications).values([
    { slug: CERT, name: 'IATF 16949' },
    { slug: CERT2, name: 'ISO 9001' },
  ])
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db
const admin = () => roles.headers.platformAdmin

let rfcSeq = 0
/** A valid RFC (persona moral) with its check digit, distinct per call (67,200 of them). */
function rfc(): string {
  let n = ++rfcSeq
  const day = String(1 + (n % 28)).padStart(2, '0')
  n = Math.floor(n / 28)
  const month = String(1 + (n % 12)).padStart(2, '0')
  n = Math.floor(n / 12)
  const year = String(80 + (n % 20))
  n = Math.floor(n / 20)
  const base = `IM${'ABCDEFGHJK'[n % 10]}${year}${month}${day}${tag.slice(0, 2).toUpperCase()}`
  return base + rfcCheckDigit(base)
}

type Cells = Partial<Record<(typeof COMPANY_IMPORT_COLUMN_NAMES)[number], string>>
const quote = (v: string) => (/[",\n;]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
function csv(rows: Cells[], columns: string[] = [...COMPANY_IMPORT_COLUMN_NAMES]): Buffer {
  return Buffer.from([columns.join(','), ...rows.map((r) => columns.map((c) => quote(r[c as keyof Cells] ?? '')).join(','))].join('\n') + '\n')
}
async function xlsx(rows: Cells[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('companies')
  sheet.addRow([...COMPANY_IMPORT_COLUMN_NAMES])
  for (const r of rows) sheet.addRow(COMPANY_IMPORT_COLUMN_NAMES.map((c) => r[c] ?? ''))
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

function company(overrides: Cells = {}): Cells {
  return {
    rfc: rfc(),
    trade_name: `Importada ${tag} ${rfcSeq}`,
    legal_name: `Importada ${rfcSeq} S.A. de C.V.`,
    country: 'MX',
    state: 'NLE',
    city: 'Monterrey',
    sector: 'metalworking',
    company_type: 'manufacturer',
    language: 'es',
    brief_description: 'Estampado de lámina',
    processes: 'Estampado; troquelado',
    materials: 'Acero',
    categories: CAT,
    certifications: CERT,
    email: `ventas${rfcSeq}@ejemplo.mx`,
    phone: '+52 81 1234 5678',
    products: `Soporte | Soporte estampado en acero | 85.50`,
    ...overrides,
  }
}

const upload = (bytes: Buffer, filename = 'companies.csv', headers: Record<string, string> = admin()) => {
  const body = multipart({}, { filename, contentType: 'application/octet-stream', bytes })
  return t.app.inject({ method: 'POST', url: '/api/v1/admin/company-imports', payload: body.payload, headers: { ...body.headers, ...headers } })
}
const readImport = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/company-imports/${id}`, headers: admin() })).json() as TCompanyImport
/** Uploads a file (answered at once, `reading`) and waits for the job runner to read it: its preview or its refusal. */
async function uploadAndRead(bytes: Buffer, filename?: string): Promise<TCompanyImport> {
  const res = await upload(bytes, filename)
  expect(res.statusCode, res.body).toBe(202)
  let job = res.json() as TCompanyImport
  expect(job.status).toBe('reading')
  while (job.status === 'reading') {
    await new Promise((r) => setTimeout(r, 20))
    job = await readImport(job.id)
  }
  return job
}
async function preview(bytes: Buffer, filename?: string): Promise<TCompanyImport> {
  const job = await uploadAndRead(bytes, filename)
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
const byRfc = async (value: string) => (await db().select().from(companies).where(eq(companies.rfc, value)))[0]

describe('preview', () => {
  it('counts new and invalid rows and reports each refused cell with its CSV line and column', async () => {
    const good = company()
    const multiLine = company({ detailed_description: 'Primera línea\nsegunda línea' })
    const rows = [
      good,
      company({ rfc: 'NOT-AN-RFC', email: 'not-an-email' }), // line 3
      multiLine, // lines 4–5
      company({ categories: `nope-${tag}`, certifications: 'iatf-unknown' }), // line 6
      company({ rfc: good.rfc }), // line 7: the same company twice
      company({ products: 'Only a name', state: 'Atlantis' }), // line 8
      company({ categories: `retired-${tag}` }), // line 9: a retired category cannot be picked
      company({ country: 'US', rfc: '', tax_id: '', state: 'TX' }), // line 10: a foreign company needs its tax id
    ]
    const job = await preview(csv(rows))
    expect(job.status).toBe('ready')
    expect(job.format).toBe('csv')
    expect(job.preview).toEqual({ total: 8, new: 2, update: 0, unchanged: 0, invalid: 6 })
    expect(job.errors).toEqual([
      { line: 3, column: 'rfc', code: 'rfcInvalid' },
      { line: 3, column: 'email', code: 'email' },
      { line: 6, column: 'categories', code: 'importCategoryUnknown' },
      { line: 6, column: 'certifications', code: 'importCertificationUnknown' },
      { line: 7, column: 'rfc', code: 'duplicate' },
      { line: 8, column: 'products', code: 'importProductFormat' },
      { line: 9, column: 'categories', code: 'importCategoryUnknown' },
      { line: 10, column: 'tax_id', code: 'required' },
    ])
    expect(job.errorCount).toBe(8)
    expect(job.sample.map((s) => [s.line, s.action])).toEqual([
      [2, 'new'],
      [3, 'invalid'],
      [4, 'new'],
      [6, 'invalid'],
      [7, 'invalid'],
      [8, 'invalid'],
      [9, 'invalid'],
      [10, 'invalid'],
    ])
    // Nothing is written by a preview.
    expect(await byRfc(good.rfc!)).toBeUndefined()
  })

  it('reads XLSX: line numbers are the worksheet rows; state names and codes, category codes and yes/no are accepted', async () => {
    const rows = [
      company({ state: 'Nuevo León', categories: CAT_CODE, validated_supplier: 'sí' }),
      company({ email: 'bad@' }), // row 3
      company({ latitude: '25.7', longitude: '' }), // row 4: one coordinate without the other
    ]
    const job = await preview(await xlsx(rows), 'companies.xlsx')
    expect(job.format).toBe('xlsx')
    expect(job.preview).toMatchObject({ total: 3, new: 1, invalid: 2 })
    expect(job.errors).toEqual([
      { line: 3, column: 'email', code: 'email' },
      { line: 4, column: 'longitude', code: 'coordinates' },
    ])
  })

  it('accepts a semicolon-separated CSV (Excel in Spanish) with a BOM and headers written loosely', async () => {
    const row = company()
    const columns = ['RFC', 'Trade name', 'legal-name', 'country', 'state', 'city', 'sector']
    const keys = ['rfc', 'trade_name', 'legal_name', 'country', 'state', 'city', 'sector'] as const
    const text = `\uFEFF${columns.join(';')}\r\n${keys.map((k) => row[k]).join(';')}\r\n`
    const job = await preview(Buffer.from(text))
    expect(job.errors).toEqual([])
    expect(job.preview).toMatchObject({ total: 1, new: 1 })
  })

  it('refuses what is not an import file, a file over 10 MB, a wrong header and an empty file', async () => {
    // At once, in the request: the type by the first bytes, the size, a zip without a directory.
    const png = await upload(PNG_BYTES, 'companies.csv')
    expect(png.statusCode).toBe(415)
    expect(png.json().error.code).toBe('COMPANY_IMPORT_FILE_TYPE')
    const latin1 = await upload(Buffer.from('trade_name,city\nCompañía,León\n', 'latin1'))
    expect(latin1.statusCode).toBe(415)
    expect(latin1.json().error.code).toBe('COMPANY_IMPORT_FILE_TYPE')
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 'a'))
    expect(big.statusCode).toBe(413)
    expect(big.json().error.code).toBe('COMPANY_IMPORT_TOO_LARGE')
    const damaged = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not really a zip')]), 'x.xlsx')
    expect(damaged.statusCode).toBe(400)
    expect(damaged.json().error.code).toBe('COMPANY_IMPORT_FILE_UNREADABLE')
    // By the job runner, which reads the file: the import is refused with the reason and its details, its file dropped.
    const header = await uploadAndRead(Buffer.from('rfc,trade_name,colour\nX,Y,Z\n'))
    expect(header).toMatchObject({ status: 'failed', failureCode: 'COMPANY_IMPORT_COLUMNS', failureDetails: { missing: ['legal_name', 'sector', 'country', 'state', 'city'], unknown: ['colour'] }, startedAt: null })
    const [stored] = await db().select({ storageKey: companyImports.storageKey }).from(companyImports).where(eq(companyImports.id, header.id))
    expect(stored!.storageKey).toBeNull()
    const empty = await uploadAndRead(csv([]))
    expect(empty).toMatchObject({ status: 'failed', failureCode: 'COMPANY_IMPORT_EMPTY' })
    // Text at its start, not further on: the upload takes it, reading refuses it.
    const lateLatin1 = await uploadAndRead(Buffer.concat([csv([company()]), Buffer.from(`${'x'.repeat(100_000)},Compañía\n`, 'latin1')]))
    expect(lateLatin1).toMatchObject({ status: 'failed', failureCode: 'COMPANY_IMPORT_FILE_TYPE' })
    // A refused file cannot be run.
    const run = await t.app.inject({ method: 'POST', url: `/api/v1/admin/company-imports/${header.id}/run`, headers: admin() })
    expect(run.statusCode).toBe(409)
  })

  it('is for platform admins only', async () => {
    const asCompanyAdmin = await upload(csv([company()]), 'c.csv', roles.headers.companyAdmin)
    expect(asCompanyAdmin.statusCode).toBe(403)
    expect(asCompanyAdmin.json().error.code).toBe('FORBIDDEN')
    const asVisitor = await upload(csv([company()]), 'c.csv', {})
    expect(asVisitor.statusCode).toBe(401)
    const template = await t.app.inject({ method: 'GET', url: '/api/v1/admin/company-imports/template.csv', headers: roles.headers.companyAdmin })
    expect(template.statusCode).toBe(403)
  })

  it('serves the template: every column and an example row that previews without errors', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/company-imports/template.csv', headers: admin() })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/csv')
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(COMPANY_IMPORT_COLUMN_NAMES.join(','))
    // The example names seeded reference data; swap them for this test's so the row is judged on its format.
    const text = res.body.replace('metal-stamping', CAT).replace('iso-9001 |', `${CERT2} |`).replace('iatf-16949 |', `${CERT} |`)
    const job = await preview(Buffer.from(text))
    expect(job.errors).toEqual([])
    expect(job.preview.total).toBe(1)
  })
})

describe('run', () => {
  it('imports approved, visible companies with categories, certifications and products, found by search; the same file again changes nothing', async () => {
    const rows = [company({ trade_name: `Troqueles Zafiro ${tag}`, certifications: `${CERT}; ${CERT2}`, products: `Bisagra | Bisagra de acero | 42; Soporte | Soporte de motor | 85.5` }), company(), company({ country: 'US', rfc: '', tax_id: `EIN-${tag}-1`, state: 'Texas', city: 'Houston' })]
    const file = csv(rows)
    const first = await preview(file)
    expect(first.preview).toMatchObject({ total: 3, new: 3, invalid: 0 })
    const done = await runToEnd(first.id)
    expect(done).toMatchObject({ status: 'done', processedRows: 3, result: { created: 3, updated: 0, unchanged: 0, invalid: 0 }, failureCode: null })

    const stored = (await byRfc(rows[0]!.rfc!))!
    expect(stored).toMatchObject({ status: 'approved', isVisible: true, tradeName: `Troqueles Zafiro ${tag}`, state: 'NLE', contentLanguage: 'es', companyType: 'manufacturer' })
    expect(stored.approvedAt).not.toBeNull()
    const foreign = (await db().select().from(companies).where(eq(companies.taxId, `EIN-${tag}-1`.toUpperCase())))[0]!
    expect(foreign).toMatchObject({ country: 'US', state: 'TX', rfc: null })
    const certs = await db().select().from(companyCertifications).where(eq(companyCertifications.companyId, stored.id))
    expect(certs).toHaveLength(2)
    const products = await db().select().from(productsServices).where(eq(productsServices.companyId, stored.id))
    expect(products.map((p) => [p.title, p.price, p.email]).sort()).toEqual([
      ['Bisagra', 42, rows[0]!.email],
      ['Soporte', 85.5, rows[0]!.email],
    ])
    const search = await t.app.inject({ method: 'GET', url: `/api/v1/search/companies?q=${encodeURIComponent(`Zafiro ${tag}`)}` })
    expect(search.json().items.map((i: { id: string }) => i.id)).toContain(stored.id)

    // The same file again: previewed as unchanged, and the run writes nothing.
    const before = await db().select({ id: companies.id, updatedAt: companies.updatedAt }).from(companies).where(inArray(companies.id, [stored.id, foreign.id]))
    const second = await preview(file)
    expect(second.preview).toMatchObject({ total: 3, new: 0, update: 0, unchanged: 3 })
    const again = await runToEnd(second.id)
    expect(again.result).toEqual({ created: 0, updated: 0, unchanged: 3, invalid: 0 })
    const after = await db().select({ id: companies.id, updatedAt: companies.updatedAt }).from(companies).where(inArray(companies.id, [stored.id, foreign.id]))
    expect(after).toEqual(before)
    expect(await db().select().from(productsServices).where(eq(productsServices.companyId, stored.id))).toHaveLength(2)
    expect(await db().select().from(companyCategories).where(eq(companyCategories.companyId, stored.id))).toHaveLength(1)

    // Running a finished import again is refused.
    const rerun = await t.app.inject({ method: 'POST', url: `/api/v1/admin/company-imports/${second.id}/run`, headers: admin() })
    expect(rerun.statusCode).toBe(409)
    expect(rerun.json().error.code).toBe('COMPANY_IMPORT_NOT_READY')
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/company-imports', headers: admin() })
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual(expect.arrayContaining([first.id, second.id]))
  })

  it('updates a changed row: its fields, certifications and products; other rows stay as they are', async () => {
    const a = company({ certifications: `${CERT}; ${CERT2}` })
    const b = company()
    await runToEnd((await preview(csv([a, b]))).id)
    const bBefore = (await byRfc(b.rfc!))!
    const changed = { ...a, city: 'San Nicolás de los Garza', certifications: CERT2, products: 'Soporte | Soporte reforzado | 99; Tuerca | Tuerca soldable | 3' }
    const job = await preview(csv([changed, b]))
    expect(job.preview).toMatchObject({ new: 0, update: 1, unchanged: 1 })
    expect(job.sample.map((s) => s.action)).toEqual(['update', 'unchanged'])
    const done = await runToEnd(job.id)
    expect(done.result).toEqual({ created: 0, updated: 1, unchanged: 1, invalid: 0 })
    const aAfter = (await byRfc(a.rfc!))!
    expect(aAfter.city).toBe('San Nicolás de los Garza')
    const certs = await db().select({ slug: certifications.slug }).from(companyCertifications).innerJoin(certifications, eq(certifications.id, companyCertifications.certificationId)).where(eq(companyCertifications.companyId, aAfter.id))
    expect(certs.map((c) => c.slug)).toEqual([CERT2])
    const products = await db().select().from(productsServices).where(eq(productsServices.companyId, aAfter.id))
    expect(products.map((p) => [p.title, p.detailedDescription, p.price]).sort()).toEqual([
      ['Soporte', 'Soporte reforzado', 99],
      ['Tuerca', 'Tuerca soldable', 3],
    ])
    expect((await byRfc(b.rfc!))!.updatedAt).toEqual(bBefore.updatedAt)
  })

  it('leaves fields of columns the file does not have alone', async () => {
    const a = company({ machinery: 'Prensas de 400 t' })
    await runToEnd((await preview(csv([a]))).id)
    const narrow = ['rfc', 'trade_name', 'legal_name', 'country', 'state', 'city', 'sector']
    const job = await preview(csv([{ ...a, city: 'Apodaca' }], narrow))
    expect(job.preview).toMatchObject({ update: 1 })
    await runToEnd(job.id)
    expect(await byRfc(a.rfc!)).toMatchObject({ city: 'Apodaca', machinery: 'Prensas de 400 t', email: a.email })
  })
})

describe('abandoned previews', () => {
  it('a preview never run is deleted with its file after a week; younger previews and run imports stay', async () => {
    const old = await preview(csv([company()]))
    const recent = await preview(csv([company()]))
    const ran = await preview(csv([company()]))
    await runToEnd(ran.id)
    const week = IMPORT_PREVIEW_KEEP_DAYS * 24 * 3600_000
    await db().update(companyImports).set({ createdAt: new Date(Date.now() - week - 60_000) }).where(inArray(companyImports.id, [old.id, ran.id]))
    const [stored] = await db().select({ storageKey: companyImports.storageKey }).from(companyImports).where(eq(companyImports.id, old.id))
    const storage = createStorage(t.app.config)
    const exists = (key: string) => new Promise<boolean>((resolve) => storage.open(key).on('error', () => resolve(false)).on('open', () => resolve(true)))
    expect(await exists(stored!.storageKey!)).toBe(true)

    expect(await purgeAbandonedPreviews({ db: db(), storage })).toBe(1)
    const left = await db().select({ id: companyImports.id }).from(companyImports).where(inArray(companyImports.id, [old.id, recent.id, ran.id]))
    expect(left.map((r) => r.id).sort()).toEqual([recent.id, ran.id].sort())
    expect(await exists(stored!.storageKey!)).toBe(false)
    const run = await t.app.inject({ method: 'POST', url: `/api/v1/admin/company-imports/${old.id}/run`, headers: admin() })
    expect(run.statusCode).toBe(404)
  })
})

describe('a large file', () => {
  it('imports 10,000 rows in batches while the server keeps answering other requests', { timeout: 600_000 }, async () => {
    const rows = Array.from({ length: 10_000 }, (_, i) => company({ trade_name: `Masiva ${tag} ${i}`, products: '', certifications: '' }))
    // The upload is answered before the file is read: reading is the job runner's.
    const job = await preview(csv(rows))
    expect(job.preview).toMatchObject({ total: 10_000, new: 10_000, invalid: 0 })
    const run = await t.app.inject({ method: 'POST', url: `/api/v1/admin/company-imports/${job.id}/run`, headers: admin() })
    expect(run.statusCode).toBe(202)
    // Wait until the run has committed its first batch, then ask for something else.
    for (;;) {
      const [row] = await db().select().from(companyImports).where(eq(companyImports.id, job.id))
      if (row!.processedRows > 0) break
      await new Promise((r) => setTimeout(r, 20))
    }
    const other = await t.app.inject({ method: 'GET', url: '/api/v1/categories' })
    expect(other.statusCode).toBe(200)
    // That request was answered while the import was still going.
    const [during] = await db().select().from(companyImports).where(eq(companyImports.id, job.id))
    expect(during!.status).toBe('running')
    expect(during!.processedRows).toBeLessThan(10_000)
    const progress = await readImport(job.id)
    expect(progress.processedRows).toBeGreaterThan(0)
    let done = progress
    while (done.status === 'running' || done.status === 'queued') {
      await new Promise((r) => setTimeout(r, 200))
      done = await readImport(job.id)
    }
    expect(done).toMatchObject({ status: 'done', processedRows: 10_000, result: { created: 10_000 } })
    const count = await db().$count(companies, inArray(companies.rfc, [rows[0]!.rfc!, rows[9_999]!.rfc!]))
    expect(count).toBe(2)
  })
})

// ── hostile files (issue 25; docs/decisions/046-bounded-imports.md) ─────────────────────────────────────────────

interface ZipPart {
  name: string
  deflated: Buffer
  /** The unpacked size the zip's directory declares (a hostile zip may lie). */
  size: number
}
/** A zip written by hand, so a test can make any part as large as it likes, or lie about its size. */
function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  let offset = 0
  for (const part of parts) {
    const name = Buffer.from(part.name)
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(part.deflated.length, 18)
    local.writeUInt32LE(part.size, 22)
    local.writeUInt16LE(name.length, 26)
    const central = Buffer.alloc(46)
    central.writeUInt32LE(0x02014b50, 0)
    central.writeUInt16LE(20, 4)
    central.writeUInt16LE(20, 6)
    central.writeUInt16LE(8, 10)
    central.writeUInt32LE(part.deflated.length, 20)
    central.writeUInt32LE(part.size, 24)
    central.writeUInt16LE(name.length, 28)
    central.writeUInt32LE(offset, 42)
    locals.push(local, name, part.deflated)
    centrals.push(central, name)
    offset += 30 + name.length + part.deflated.length
  }
  const directory = Buffer.concat(centrals)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(parts.length, 8)
  end.writeUInt16LE(parts.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
const xmlPart = (name: string, xml: string): ZipPart => ({ name, deflated: deflateRawSync(Buffer.from(xml)), size: Buffer.byteLength(xml) })
/** `head`, then `unit` repeated to about `megabytes` MB, then `tail`, deflated as a stream (never held unpacked). */
async function repeatedPart(name: string, head: string, unit: string, megabytes: number, tail: string): Promise<ZipPart> {
  const deflater = createDeflateRaw()
  const out: Buffer[] = []
  deflater.on('data', (chunk: Buffer) => out.push(chunk))
  const block = Buffer.from(unit.repeat(Math.floor((1024 * 1024) / unit.length)))
  deflater.write(head)
  for (let i = 0; i < megabytes; i++) if (!deflater.write(block)) await once(deflater, 'drain')
  deflater.end(tail)
  await once(deflater, 'end')
  return { name, deflated: Buffer.concat(out), size: Buffer.byteLength(head) + megabytes * block.length + Buffer.byteLength(tail) }
}
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const escapeXml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
/** Worksheet rows of inline strings (`<c t="inlineStr">`), as some tools write them; cells as text or raw XML. */
const inlineRow = (line: number, values: string[]) => `<row r="${line}">${values.map((v, i) => `<c r="${columnName(i)}${line}" t="inlineStr"><is><t>${escapeXml(v)}</t></is></c>`).join('')}</row>`
function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}
/** A workbook of one worksheet (its <sheetData> rows given as XML), with a shared strings part when given. */
function workbook(sheetRows: string, sharedStrings?: ZipPart): Buffer {
  return zip([
    xmlPart('[Content_Types].xml', '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
    xmlPart('_rels/.rels', `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    xmlPart('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="companies" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    xmlPart(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    xmlPart('xl/worksheets/sheet1.xml', `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${MAIN}"><sheetData>${sheetRows}</sheetData></worksheet>`),
    ...(sharedStrings ? [sharedStrings] : []),
  ])
}
const HEADER = inlineRow(1, [...COMPANY_IMPORT_COLUMN_NAMES])
const valuesOf = (cells: Cells) => COMPANY_IMPORT_COLUMN_NAMES.map((c) => cells[c] ?? '')
const newStats = (): ImportReadStats => ({ bytesRead: 0, rowsRead: 0, cellsRead: 0 })
/** Reads a file directly, answering the refusal's code and details and what reading cost. */
async function refusal(bytes: Buffer, format: 'csv' | 'xlsx') {
  const stats = newStats()
  const error = await readImportFile(bytes, format, { stats }).then(
    () => null,
    (e: unknown) => e as { code?: string; details?: Record<string, unknown> },
  )
  return { code: error?.code, details: error?.details, stats }
}

describe('bounds on what a file may cost (ADR 046)', () => {
  it('reads a workbook of inline strings as its shared-strings twin', async () => {
    const row = company()
    const job = await preview(workbook(HEADER + inlineRow(2, valuesOf(row))), 'inline.xlsx')
    expect(job).toMatchObject({ format: 'xlsx', preview: { total: 1, new: 1, invalid: 0 } })
  })

  it('a 150 MB shared string in a small workbook is refused at upload, from the zip directory, before anything is unpacked', async () => {
    const huge = await repeatedPart('xl/sharedStrings.xml', `<sst xmlns="${MAIN}"><si><t>`, 'A', 150, '</t></si></sst>')
    const file = workbook(HEADER + `<row r="2"><c r="C2" t="s"><v>0</v></c></row>`, huge)
    expect(file.length).toBeLessThan(400 * 1024)
    const direct = await refusal(file, 'xlsx')
    expect(direct.code).toBe('COMPANY_IMPORT_UNPACKED_TOO_LARGE')
    expect(direct.stats.bytesRead).toBe(0)

    const before = await db().$count(companyImports)
    const res = await upload(file, 'bomb.xlsx')
    expect(res.statusCode).toBe(413)
    expect(res.json().error.code).toBe('COMPANY_IMPORT_UNPACKED_TOO_LARGE')
    expect(await db().$count(companyImports)).toBe(before)

    // The same string with a directory that claims 1 MB: reading stops when the cell passes its limit.
    const lying = await refusal(workbook(HEADER, { ...huge, size: 1024 * 1024 }), 'xlsx')
    expect(lying.code).toBe('COMPANY_IMPORT_CELL_TOO_LONG')
    expect(lying.stats.bytesRead).toBeLessThan(256 * 1024)
  })

  it('a part that unpacks beyond what its directory declares is refused once it passes the declared size', async () => {
    // 150 MB of small shared strings, declared as 1 MB.
    const many = await repeatedPart('xl/sharedStrings.xml', `<sst xmlns="${MAIN}">`, '<si><t>AAAA</t></si>', 150, '</sst>')
    const file = workbook(HEADER, { ...many, size: 1024 * 1024 })
    const direct = await refusal(file, 'xlsx')
    expect(direct.code).toBe('COMPANY_IMPORT_FILE_UNREADABLE')
    expect(direct.stats.bytesRead).toBeLessThan(1024 * 1024 + 256 * 1024)
    const job = await uploadAndRead(file, 'lying.xlsx')
    expect(job).toMatchObject({ status: 'failed', failureCode: 'COMPANY_IMPORT_FILE_UNREADABLE' })
  })

  it('a 9 MB cell is refused soon after its first 32,767 characters: in a shared string, an inline string and a CSV', async () => {
    const long = 'x'.repeat(9 * 1024 * 1024)
    const shared = await xlsx([company({ detailed_description: long })])
    expect(shared.length).toBeLessThan(200 * 1024)
    const fromShared = await refusal(shared, 'xlsx')
    expect(fromShared.code).toBe('COMPANY_IMPORT_CELL_TOO_LONG')
    expect(fromShared.stats.bytesRead).toBeLessThan(256 * 1024)
    const job = await uploadAndRead(shared, 'long-cell.xlsx')
    expect(job).toMatchObject({ status: 'failed', failureCode: 'COMPANY_IMPORT_CELL_TOO_LONG', failureDetails: { max: COMPANY_IMPORT_MAX_CELL_CHARS } })

    const inline = await refusal(workbook(HEADER + inlineRow(2, valuesOf(company({ detailed_description: long })))), 'xlsx')
    expect(inline).toMatchObject({ code: 'COMPANY_IMPORT_CELL_TOO_LONG', details: { line: 2, column: 'detailed_description' } })
    expect(inline.stats.bytesRead).toBeLessThan(256 * 1024)

    // CSV: a field is refused when the parser completes it, or, still growing, past a whole row's worth of cells.
    const text = csv([company({ detailed_description: long })])
    const fromCsv = await refusal(text, 'csv')
    expect(fromCsv).toMatchObject({ code: 'COMPANY_IMPORT_CELL_TOO_LONG', details: { line: 2 } })
    expect(fromCsv.stats.bytesRead).toBeLessThan(COMPANY_IMPORT_MAX_COLUMNS * COMPANY_IMPORT_MAX_CELL_CHARS + 256 * 1024)
    const justOver = await refusal(csv([company({ detailed_description: 'y'.repeat(COMPANY_IMPORT_MAX_CELL_CHARS + 1) })]), 'csv')
    expect(justOver).toMatchObject({ code: 'COMPANY_IMPORT_CELL_TOO_LONG', details: { line: 2, column: 'detailed_description' } })
    const csvJob = await uploadAndRead(text)
    expect(csvJob).toMatchObject({ status: 'failed', failureCode: 'COMPANY_IMPORT_CELL_TOO_LONG', failureDetails: { line: 2 } })
  })

  it('16,384 columns are refused at the first value past the column limit', async () => {
    const names = Array.from({ length: 16_384 }, (_, i) => `c${i}`)
    const wide = new ExcelJS.Workbook()
    wide.addWorksheet('companies').addRow(names)
    const file = Buffer.from(await wide.xlsx.writeBuffer())
    const fromXlsx = await refusal(file, 'xlsx')
    expect(fromXlsx).toMatchObject({ code: 'COMPANY_IMPORT_TOO_MANY_COLUMNS', details: { line: 1, max: COMPANY_IMPORT_MAX_COLUMNS } })
    expect(fromXlsx.stats.cellsRead).toBe(COMPANY_IMPORT_MAX_COLUMNS + 1)
    const fromCsv = await refusal(Buffer.from(`${names.join(',')}\n${names.join(',')}\n`), 'csv')
    expect(fromCsv).toMatchObject({ code: 'COMPANY_IMPORT_TOO_MANY_COLUMNS', details: { line: 1 } })
    expect(fromCsv.stats.cellsRead).toBe(COMPANY_IMPORT_MAX_COLUMNS + 1)
    // A line of commas: blank cells are ignored only up to a limit.
    const commas = await refusal(Buffer.from(`${COMPANY_IMPORT_COLUMN_NAMES.join(',')}${','.repeat(100_000)}\n`), 'csv')
    expect(commas.code).toBe('COMPANY_IMPORT_TOO_MANY_COLUMNS')
    expect(commas.stats.cellsRead).toBeLessThanOrEqual(1024 + 1)
    const job = await uploadAndRead(file, 'wide.xlsx')
    expect(job).toMatchObject({ status: 'failed', failureCode: 'COMPANY_IMPORT_TOO_MANY_COLUMNS', failureDetails: { line: 1 } })
    // Blank cells past the template's columns (a spreadsheet's formatted columns) are fine.
    const padded = await preview(Buffer.from(`${COMPANY_IMPORT_COLUMN_NAMES.join(',')},,,,,\n${csv([company()]).toString().split('\n')[1]},,,,,\n`))
    expect(padded.preview).toMatchObject({ total: 1, new: 1 })
  })

  it('rows read are bounded, blank ones included', async () => {
    const blank = Array.from({ length: COMPANY_IMPORT_MAX_ROWS_READ + 10 }, (_, i) => `<row r="${i + 2}"/>`).join('')
    const result = await refusal(workbook(HEADER + blank), 'xlsx')
    expect(result.code).toBe('COMPANY_IMPORT_TOO_MANY_ROWS')
    expect(result.stats.rowsRead).toBe(COMPANY_IMPORT_MAX_ROWS_READ + 1)
  })

  it('shared strings cannot multiply into more text than the bound: one 32,000-character string in every cell', async () => {
    const strings = xmlPart('xl/sharedStrings.xml', `<sst xmlns="${MAIN}"><si><t>${'z'.repeat(32_000)}</t></si></sst>`)
    const rowOfRefs = (line: number) => `<row r="${line}">${COMPANY_IMPORT_COLUMN_NAMES.map((_, i) => `<c r="${columnName(i)}${line}" t="s"><v>0</v></c>`).join('')}</row>`
    const rows = Array.from({ length: 100 }, (_, i) => rowOfRefs(i + 2)).join('')
    const result = await refusal(workbook(HEADER + rows, strings), 'xlsx')
    expect(result.code).toBe('COMPANY_IMPORT_UNPACKED_TOO_LARGE')
    // Refused at the row that passed the bound, not after the sheet.
    expect(result.stats.rowsRead).toBeLessThanOrEqual(Math.ceil(COMPANY_IMPORT_MAX_TEXT_CHARS / (32_000 * COMPANY_IMPORT_COLUMN_NAMES.length)) + 2)
  })

  it('keeps a bounded sample: the import and its detail stay small whatever the cells hold', async () => {
    const big = (c: string) => c.repeat(8_000)
    const rows = Array.from({ length: 150 }, () => company({ trade_name: big('t'), city: big('c'), state: big('s'), rfc: big('R') }))
    const job = await uploadAndRead(csv(rows))
    expect(job.status).toBe('ready')
    expect(job.preview).toMatchObject({ total: 150, invalid: 150 })
    expect(job.sample).toHaveLength(10)
    for (const entry of job.sample) for (const text of [entry.tradeName, entry.key, entry.city, entry.state]) expect(text.length).toBeLessThanOrEqual(COMPANY_IMPORT_SAMPLE_TEXT_CHARS)
    const detail = await t.app.inject({ method: 'GET', url: `/api/v1/admin/company-imports/${job.id}`, headers: admin() })
    expect(detail.body.length).toBeLessThan(40 * 1024)
    const [stored] = await db().select({ sample: companyImports.sample, errors: companyImports.errors }).from(companyImports).where(eq(companyImports.id, job.id))
    expect(JSON.stringify(stored).length).toBeLessThan(40 * 1024)
  })

  it('reading turns the event loop at least every 256 KB read, CSV and XLSX alike', async () => {
    const rows = Array.from({ length: 3_000 }, () => company({ detailed_description: `Descripción ${randomBytes(200).toString('hex')}` }))
    for (const [format, bytes] of [
      ['csv', csv(rows)],
      ['xlsx', await xlsx(rows)],
    ] as const) {
      const stats = newStats()
      let longest = 0
      let last = 0
      let reading = true
      const turn = () => {
        longest = Math.max(longest, stats.bytesRead - last)
        last = stats.bytesRead
        if (reading) setImmediate(turn)
      }
      setImmediate(turn)
      const file = await readImportFile(bytes, format, { stats })
      reading = false
      expect(file.rows).toHaveLength(3_000)
      expect(stats.bytesRead).toBeGreaterThan(1024 * 1024)
      // Between two turns: at most the pace (256 KB) and the chunk that crossed it.
      expect(longest, format).toBeLessThanOrEqual(256 * 1024 + 64 * 1024)
    }
  })
})
