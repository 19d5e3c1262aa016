import { randomBytes } from 'node:crypto'
import ExcelJS from 'exceljs'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COMPANY_IMPORT_COLUMN_NAMES, rfcCheckDigit, type TCompanyImport } from '@nexo/shared'
import { categories, certifications, companies, companyCategories, companyCertifications, companyImports, productsServices } from '../../db/schema'
import { multipart, PNG_BYTES } from '../auth/auth.test-support'
import { createRoleFixtures } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createStorage } from '../../platform/storage'
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
async function preview(bytes: Buffer, filename?: string): Promise<TCompanyImport> {
  const res = await upload(bytes, filename)
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as TCompanyImport
}
const readImport = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/v1/admin/company-imports/${id}`, headers: admin() })).json() as TCompanyImport
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
    const png = await upload(PNG_BYTES, 'companies.csv')
    expect(png.statusCode).toBe(415)
    expect(png.json().error.code).toBe('COMPANY_IMPORT_FILE_TYPE')
    const latin1 = await upload(Buffer.from('trade_name,city\nCompañía,León\n', 'latin1'))
    expect(latin1.statusCode).toBe(415)
    expect(latin1.json().error.code).toBe('COMPANY_IMPORT_FILE_TYPE')
    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 'a'))
    expect(big.statusCode).toBe(413)
    expect(big.json().error.code).toBe('COMPANY_IMPORT_TOO_LARGE')
    const header = await upload(Buffer.from('rfc,trade_name,colour\nX,Y,Z\n'))
    expect(header.statusCode).toBe(400)
    expect(header.json().error).toMatchObject({ code: 'COMPANY_IMPORT_COLUMNS', details: { missing: ['legal_name', 'country', 'state', 'city', 'sector'], unknown: ['colour'] } })
    const empty = await upload(csv([]))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.code).toBe('COMPANY_IMPORT_EMPTY')
    const damaged = await upload(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from('not really a zip')]), 'x.xlsx')
    expect(damaged.statusCode).toBe(400)
    expect(damaged.json().error.code).toBe('COMPANY_IMPORT_FILE_UNREADABLE')
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
    const text = res.body.replace('metal-stamping', CAT).replace('iso-9001; iatf-16949', `${CERT}; ${CERT2}`)
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
