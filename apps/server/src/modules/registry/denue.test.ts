import { Readable } from 'node:stream'
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { COMPANY_SECTORS, MX_STATES } from '@nexo/shared'
import { CATEGORY_GROUPS } from '../../db/seed/reference/categories'
import { AppError } from '../../platform/errors'
import { SCIAN_MAPPINGS, STATE_OF_CVE_ENT, denueRowToCompany, mapScianCode, registeredMonth } from './denue'
import { readDenueRows, type DenueReadStats } from './denue.reader'
import { GENERATED_ACTIVITIES, denueCsv, denueEstablishment, generateDenueFile } from './denue.test-support'

describe('SCIAN → Nexo category mapping (scian-categories.json)', () => {
  it('names only categories of the category tree and sectors that exist', () => {
    const slugs = new Set<string>(CATEGORY_GROUPS.flatMap((g) => [g.slug, ...g.children.map((c) => c.slug)]))
    for (const m of SCIAN_MAPPINGS) {
      expect(slugs.has(m.category), `${m.scian} → ${m.category}`).toBe(true)
      expect(COMPANY_SECTORS as readonly string[], m.scian).toContain(m.sector)
      expect(m.scian, 'manufacturing codes only (31–33)').toMatch(/^3[123]\d{1,4}$/)
    }
    expect(new Set(SCIAN_MAPPINGS.map((m) => m.scian)).size).toBe(SCIAN_MAPPINGS.length)
  })

  it('takes the longest matching prefix', () => {
    expect(mapScianCode('336370')?.category).toBe('automotive-metal-stamping')
    expect(mapScianCode('336399')?.category).toBe('motor-vehicle-parts')
    expect(mapScianCode('326193')?.category).toBe('plastic-injection-molding')
    expect(mapScianCode('326191')?.category).toBe('plastics-products')
    expect(mapScianCode('332720')?.category).toBe('fasteners')
    expect(mapScianCode('333510')).toMatchObject({ category: 'tooling-dies-molds', sector: 'tooling' })
    expect(mapScianCode('333111')).toMatchObject({ category: 'industrial-automation', sector: 'industrial_automation' })
  })

  it('leaves out activities outside the directory and codes that are not codes', () => {
    for (const code of ['461110', '722513', '311812', '315229', '811111', '', 'abc', '3363701']) expect(mapScianCode(code), code).toBeNull()
  })

  it('falls back to a broader category when the specific one is retired', () => {
    expect(mapScianCode('336370', (slug) => slug !== 'automotive-metal-stamping')?.category).toBe('motor-vehicle-parts')
    expect(mapScianCode('336370', () => false)).toBeNull()
  })

  it("maps INEGI's 32 state codes onto the 32 states", () => {
    expect(new Set(Object.values(STATE_OF_CVE_ENT))).toEqual(new Set(MX_STATES.map((s) => s.code)))
    expect(STATE_OF_CVE_ENT['05']).toBe('COA')
    expect(STATE_OF_CVE_ENT['19']).toBe('NLE')
    expect(STATE_OF_CVE_ENT['22']).toBe('QUE')
  })
})

describe('a DENUE row as a company', () => {
  it('makes a basic public profile from the registry columns only', () => {
    const result = denueRowToCompany(denueEstablishment())
    expect(result).toEqual({
      kind: 'company',
      company: {
        registryId: '7654321',
        tradeName: 'TROQUELADOS DEL NORTE',
        legalName: 'TROQUELADOS DEL NORTE SA DE CV',
        country: 'MX',
        state: 'COA',
        city: 'Ramos Arizpe',
        suburb: 'Santa María',
        street: 'BOULEVARD Isidro López Zertuche 4351',
        postalCode: '25903',
        latitude: 25.5408123,
        longitude: -100.9477456,
        phone: '8444881200',
        email: 'ventas@troqueladosdelnorte.com.mx',
        website: 'https://www.troqueladosdelnorte.com.mx',
        sector: 'auto_parts',
        categorySlug: 'automotive-metal-stamping',
        briefDescription: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices',
        facts: { activityCode: '336370', activityName: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices', staffBand: '51 a 100 personas', registeredOn: '2014-12' },
      },
    })
  })

  it('uses the name as legal name when the registry has none, and drops unusable contact data instead of refusing', () => {
    const result = denueRowToCompany(denueEstablishment({ raz_social: '', correoelec: 'no tiene', www: 'n/a sitio', telefono: '12', numero_ext: 'SN', cod_postal: '' }))
    expect(result.kind).toBe('company')
    if (result.kind !== 'company') return
    expect(result.company).toMatchObject({ legalName: 'TROQUELADOS DEL NORTE', email: null, website: null, phone: null, street: 'BOULEVARD Isidro López Zertuche', postalCode: null })
  })

  it('refuses rows without id, name, state or municipality, and coordinates outside Mexico, naming each column', () => {
    const refused = (cells: Parameters<typeof denueEstablishment>[0]) => {
      const result = denueRowToCompany(denueEstablishment(cells))
      return result.kind === 'invalid' ? result.errors : result.kind
    }
    expect(refused({ id: '' })).toEqual([{ column: 'id', code: 'required' }])
    expect(refused({ id: '12A' })).toEqual([{ column: 'id', code: 'invalid' }])
    expect(refused({ nom_estab: '  ' })).toEqual([{ column: 'nom_estab', code: 'required' }])
    expect(refused({ cve_ent: '33' })).toEqual([{ column: 'cve_ent', code: 'choose' }])
    expect(refused({ municipio: '', localidad: '' })).toEqual([{ column: 'municipio', code: 'required' }])
    expect(refused({ latitud: '40.7', longitud: '-74.0' })).toEqual([{ column: 'latitud', code: 'coordinates' }])
    expect(refused({ longitud: 'x' })).toEqual([{ column: 'longitud', code: 'coordinates' }])
    expect(refused({ codigo_act: '33637' })).toEqual([{ column: 'codigo_act', code: 'invalid' }])
    // A bakery is not refused: it is outside the directory, whatever its other cells hold.
    expect(refused({ codigo_act: '311812', nom_estab: '' })).toBe('outOfScope')
  })

  it("reads fecha_alta in INEGI's forms", () => {
    expect(registeredMonth('2019-11')).toBe('2019-11')
    expect(registeredMonth('2019-11-01')).toBe('2019-11')
    expect(registeredMonth('NOVIEMBRE 2019')).toBe('2019-11')
    expect(registeredMonth('julio de 2010')).toBe('2010-07')
    expect(registeredMonth('2019-13')).toBeNull()
    expect(registeredMonth('')).toBeNull()
  })
})

async function readAll(bytes: Buffer | Iterable<Buffer>) {
  const stats: DenueReadStats = { bytesRead: 0, rowsRead: 0, encoding: null }
  const rows = []
  for await (const row of readDenueRows(Readable.from(Buffer.isBuffer(bytes) ? [bytes] : bytes), stats)) rows.push(row)
  return { rows, stats }
}

describe('reading a DENUE file', () => {
  it('reads UTF-8 and Latin-1 files alike, with line numbers and camel-case headers', async () => {
    for (const encoding of ['utf-8', 'latin1'] as const) {
      const { rows, stats } = await readAll(denueCsv([denueEstablishment(), denueEstablishment({ id: '2', nomb_asent: 'Línea\ncon salto' }), denueEstablishment({ id: '3' })], encoding))
      expect(stats.encoding).toBe(encoding)
      expect(rows.map((r) => [r.line, r.cells.id])).toEqual([
        [2, '7654321'],
        [3, '2'],
        [5, '3'],
      ])
      expect(rows[0]!.cells.nomb_asent).toBe('Santa María')
      expect(rows[0]!.cells.tipoUniEco).toBe('Fijo')
    }
  })

  it('refuses a file without DENUE columns, a zip and binary data', async () => {
    const code = (bytes: Buffer) => readAll(bytes).then(() => 'read', (e: unknown) => (e instanceof AppError ? [e.code, e.details] : e))
    expect(await code(Buffer.from('rfc,trade_name\nX,Y\n'))).toEqual(['REGISTRY_IMPORT_COLUMNS', { missing: expect.arrayContaining(['id', 'nom_estab', 'codigo_act', 'cve_ent']) }])
    expect(await code(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual(['REGISTRY_IMPORT_FILE_TYPE', undefined])
    expect(await code(Buffer.from([0x01, 0x02, 0x00, 0x05]))).toEqual(['REGISTRY_IMPORT_FILE_TYPE', undefined])
    expect(await code(Buffer.alloc(0))).toEqual(['REGISTRY_IMPORT_COLUMNS', { missing: expect.any(Array) }])
  })

  it('reads a 300,000-row generated file as a stream, every row counted and mapped (no timing asserted)', { timeout: 300_000 }, async () => {
    const ROWS = 300_000
    const stats: DenueReadStats = { bytesRead: 0, rowsRead: 0, encoding: null }
    let size = 0
    const chunks = (function* () {
      for (const chunk of generateDenueFile(ROWS, { seed: 7 })) {
        size += chunk.length
        yield chunk
      }
    })()
    const counts = { company: 0, outOfScope: 0, invalid: 0 }
    let lastLine = 0
    let linesInOrder = true
    let maxHeapGrowth = 0
    // Retained memory, not garbage: collected before each reading (other test files run beside this one).
    v8.setFlagsFromString('--expose-gc')
    const gc = runInNewContext('gc') as () => void
    gc()
    const heapAtStart = process.memoryUsage().heapUsed
    for await (const row of readDenueRows(Readable.from(chunks), stats)) {
      counts[denueRowToCompany(row.cells).kind]++
      if (row.line !== (lastLine === 0 ? 2 : lastLine + 1)) linesInOrder = false
      lastLine = row.line
      if (row.line % 50_000 === 0) {
        gc()
        maxHeapGrowth = Math.max(maxHeapGrowth, process.memoryUsage().heapUsed - heapAtStart)
      }
    }
    expect(stats.rowsRead).toBe(ROWS)
    expect(linesInOrder).toBe(true)
    expect(lastLine).toBe(ROWS + 1)
    expect(stats.bytesRead).toBe(size)
    expect(size).toBeGreaterThan(100 * 1024 * 1024)
    expect(counts.invalid).toBe(0)
    expect(counts.company + counts.outOfScope).toBe(ROWS)
    // The share of manufacturing rows the generator draws (weights of mapped activities), within sampling noise.
    const mappedWeight = GENERATED_ACTIVITIES.filter((a) => mapScianCode(a[0])).reduce((s, a) => s + a[2], 0) / GENERATED_ACTIVITIES.reduce((s, a) => s + a[2], 0)
    expect(counts.company / ROWS).toBeCloseTo(mappedWeight, 1)
    // A stream, not the file in memory: the heap grows far less than the file's size.
    expect(maxHeapGrowth).toBeLessThan(size / 2)
  })
})
