/**
 * Generated DENUE files in INEGI's exact CSV format (the real file cannot be downloaded here): every column of
 * DENUE_COLUMNS in INEGI's order, quoted as INEGI quotes them, a mix of activities like a whole-state download (most
 * rows shops and services outside Nexo's directory, some manufacturing). Deterministic for a seed.
 */
import { DENUE_COLUMNS, type DenueColumn } from '@nexo/shared/registry.schema'

/** Activities of a state file: [code, name, weight]. The manufacturing ones are in scian-categories.json. */
export const GENERATED_ACTIVITIES: readonly (readonly [string, string, number])[] = [
  ['461110', 'Comercio al por menor en tiendas de abarrotes, ultramarinos y misceláneas', 30],
  ['722513', 'Restaurantes con servicio de preparación de tacos y tortas', 14],
  ['812110', 'Salones y clínicas de belleza y peluquerías', 10],
  ['311812', 'Panificación tradicional', 8],
  ['811111', 'Reparación mecánica en general de automóviles y camiones', 8],
  ['336370', 'Fabricación de piezas metálicas troqueladas para vehículos automotrices', 4],
  ['332710', 'Maquinado de piezas para maquinaria y equipo en general', 5],
  ['326193', 'Fabricación de autopartes de plástico con y sin reforzamiento', 3],
  ['336320', 'Fabricación de equipo eléctrico y electrónico y sus partes para vehículos automotores', 3],
  ['332810', 'Recubrimientos y terminados metálicos', 3],
  ['333510', 'Fabricación de maquinaria y equipo para la industria metalmecánica', 2],
  ['331520', 'Moldeo por fundición de piezas metálicas no ferrosas', 2],
  ['336390', 'Fabricación de otras partes para vehículos automotrices', 4],
  ['315229', 'Confección en serie de otra ropa exterior de materiales textiles', 4],
]

const STATES: readonly (readonly [string, string, string, number, number])[] = [
  ['05', 'Coahuila de Zaragoza', 'Ramos Arizpe', 25.5408, -100.9477],
  ['19', 'Nuevo León', 'Apodaca', 25.7817, -100.1886],
  ['11', 'Guanajuato', 'Silao de la Victoria', 20.9434, -101.4270],
  ['22', 'Querétaro', 'El Marqués', 20.5914, -100.2953],
  ['01', 'Aguascalientes', 'Aguascalientes', 21.8853, -102.2916],
  ['24', 'San Luis Potosí', 'San Luis Potosí', 22.1565, -100.9855],
  ['21', 'Puebla', 'Cuautlancingo', 19.0897, -98.2731],
  ['15', 'México', 'Toluca', 19.2826, -99.6557],
]
const BANDS = ['0 a 5 personas', '6 a 10 personas', '11 a 30 personas', '31 a 50 personas', '51 a 100 personas', '101 a 250 personas', '251 y más personas']
const WORDS = ['Troquelados', 'Maquinados', 'Industrias', 'Herramentales', 'Plásticos', 'Fundiciones', 'Recubrimientos', 'Metalmecánica', 'Autopartes', 'Ensambles', 'Precisión', 'Técnica']
const PLACES = ['del Norte', 'del Bajío', 'Ramos', 'Saltillo', 'Monterrey', 'Querétaro', 'Arizpe', 'Apodaca', 'Silao', 'Zaragoza']
const STREETS = ['Hidalgo', 'Juárez', 'Industrial', 'Isidro López Zertuche', 'de la Industria', 'Carretera Saltillo-Monterrey', 'Central']

/** A small deterministic PRNG (mulberry32): the same seed gives the same file. */
function random(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** A CSV field as INEGI writes it: every field in double quotes, quotes doubled. */
const quote = (value: string) => `"${value.replace(/"/g, '""')}"`

/** One CSV line (with its line break) of the given cells, blank where not given. */
export function denueLine(cells: Partial<Record<DenueColumn, string>>): string {
  return `${DENUE_COLUMNS.map((c) => quote(cells[c] ?? '')).join(',')}\r\n`
}

export const DENUE_HEADER = `${DENUE_COLUMNS.map(quote).join(',')}\r\n`

/** A generated establishment: the n-th row of the file with this seed. */
export function generatedEstablishment(n: number, next: () => number): Partial<Record<DenueColumn, string>> {
  const total = GENERATED_ACTIVITIES.reduce((s, a) => s + a[2], 0)
  let pick = next() * total
  const activity = GENERATED_ACTIVITIES.find((a) => (pick -= a[2]) < 0) ?? GENERATED_ACTIVITIES[0]!
  const state = STATES[Math.floor(next() * STATES.length)]!
  const word = (list: readonly string[]) => list[Math.floor(next() * list.length)]!
  const name = `${word(WORDS)} ${word(PLACES)} ${n}`.toUpperCase()
  const isCompany = next() < 0.6
  const hasWeb = next() < 0.3
  const slug = name.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '')
  return {
    id: String(1_000_000 + n),
    clee: `${state[0]}0${String(n).padStart(9, '0')}000000000`.slice(0, 24),
    nom_estab: name,
    raz_social: isCompany ? `${name} SA DE CV` : '',
    codigo_act: activity[0],
    nombre_act: activity[1],
    per_ocu: word(BANDS),
    tipo_vial: 'CALLE',
    nom_vial: word(STREETS),
    tipo_v_e_1: 'CALLE',
    nom_v_e_1: word(STREETS),
    numero_ext: next() < 0.2 ? '0' : String(1 + Math.floor(next() * 4000)),
    tipo_asent: 'COLONIA',
    nomb_asent: `Parque Industrial ${word(PLACES)}`,
    cod_postal: String(25000 + Math.floor(next() * 70000)).padStart(5, '0'),
    cve_ent: state[0],
    entidad: state[1],
    cve_mun: '027',
    municipio: state[2],
    cve_loc: '0001',
    localidad: state[2],
    ageb: '0123',
    manzana: '001',
    telefono: next() < 0.5 ? `844${String(Math.floor(next() * 1e7)).padStart(7, '0')}` : '',
    correoelec: hasWeb ? `contacto@${slug}.com.mx` : '',
    www: hasWeb ? `www.${slug}.com.mx` : '',
    tipoUniEco: 'Fijo',
    latitud: (state[3] + (next() - 0.5) * 0.2).toFixed(7),
    longitud: (state[4] + (next() - 0.5) * 0.2).toFixed(7),
    fecha_alta: `${2010 + Math.floor(next() * 14)}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}`,
  }
}

/** A generated DENUE file of `rows` establishments, as chunks of about 64 KB of UTF-8 (or Latin-1) bytes. */
export function* generateDenueFile(rows: number, options: { seed?: number; encoding?: 'utf-8' | 'latin1' } = {}): Generator<Buffer> {
  const next = random(options.seed ?? 30)
  const encode = (text: string) => Buffer.from(text, options.encoding === 'latin1' ? 'latin1' : 'utf8')
  let text = DENUE_HEADER
  for (let n = 1; n <= rows; n++) {
    text += denueLine(generatedEstablishment(n, next))
    if (text.length >= 64 * 1024) {
      yield encode(text)
      text = ''
    }
  }
  if (text) yield encode(text)
}

/** A whole small file from explicit rows (tests of single rows and bad rows). */
export function denueCsv(rows: Partial<Record<DenueColumn, string>>[], encoding: 'utf-8' | 'latin1' = 'utf-8'): Buffer {
  return Buffer.from(DENUE_HEADER + rows.map(denueLine).join(''), encoding === 'latin1' ? 'latin1' : 'utf8')
}

/** A valid manufacturing establishment in Ramos Arizpe, overridable cell by cell. */
export function denueEstablishment(overrides: Partial<Record<DenueColumn, string>> = {}): Partial<Record<DenueColumn, string>> {
  return {
    id: '7654321',
    clee: '05027336370000011000000000U6',
    nom_estab: 'TROQUELADOS DEL NORTE',
    raz_social: 'TROQUELADOS DEL NORTE SA DE CV',
    codigo_act: '336370',
    nombre_act: 'Fabricación de piezas metálicas troqueladas para vehículos automotrices',
    per_ocu: '51 a 100 personas',
    tipo_vial: 'BOULEVARD',
    nom_vial: 'Isidro López Zertuche',
    numero_ext: '4351',
    tipo_asent: 'PARQUE INDUSTRIAL',
    nomb_asent: 'Santa María',
    cod_postal: '25903',
    cve_ent: '05',
    entidad: 'Coahuila de Zaragoza',
    cve_mun: '027',
    municipio: 'Ramos Arizpe',
    cve_loc: '0001',
    localidad: 'Ramos Arizpe',
    telefono: '8444881200',
    correoelec: 'ventas@troqueladosdelnorte.com.mx',
    www: 'www.troqueladosdelnorte.com.mx',
    tipoUniEco: 'Fijo',
    latitud: '25.5408123',
    longitud: '-100.9477456',
    fecha_alta: '2014-12',
    ...overrides,
  }
}
