/**
 * Query text handling that needs no database: tokenizing and the bilingual glossary.
 * Pure functions, so they are cheap to unit-test.
 */

/** Most words of a query that are searched; the rest are ignored. */
export const MAX_QUERY_WORDS = 8
const MAX_WORD_LENGTH = 40

/** Lower-case, accents removed (NFD + combining marks), like nexo_unaccent() + lower() in SQL. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
}

/** The distinct words of a query, normalized; only [a-z0-9] survive, so they are safe inside a tsquery. */
export function tokenizeQuery(q: string): string[] {
  const words = normalizeText(q)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0 && w.length <= MAX_WORD_LENGTH)
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS)
}

/**
 * Spanish ↔ English terms of the trade. Stemming alone cannot bridge languages ("inyeccion" vs "injection"), so
 * each query word is also searched as its translations. Keys and values are normalized (no accents, lower case),
 * singular; lookups also try the word without a plural ending.
 */
const PAIRS: readonly (readonly [string, string])[] = [
  ['inyeccion', 'injection'],
  ['plastico', 'plastic'],
  ['plasticos', 'plastics'],
  ['estampado', 'stamping'],
  ['troquelado', 'stamping'],
  ['troquel', 'die'],
  ['troqueles', 'dies'],
  ['maquinado', 'machining'],
  ['mecanizado', 'machining'],
  ['fundicion', 'casting'],
  ['forja', 'forging'],
  ['forjado', 'forging'],
  ['soldadura', 'welding'],
  ['pintura', 'painting'],
  ['recubrimiento', 'coating'],
  ['galvanizado', 'galvanizing'],
  ['moldeo', 'molding'],
  ['moldeo', 'moulding'],
  ['molde', 'mold'],
  ['molde', 'mould'],
  ['moldes', 'molds'],
  ['arnes', 'harness'],
  ['arneses', 'harnesses'],
  ['cable', 'wire'],
  ['ensamble', 'assembly'],
  ['ensamblaje', 'assembly'],
  ['acero', 'steel'],
  ['aluminio', 'aluminum'],
  ['aluminio', 'aluminium'],
  ['cobre', 'copper'],
  ['laton', 'brass'],
  ['hule', 'rubber'],
  ['caucho', 'rubber'],
  ['vidrio', 'glass'],
  ['tornillo', 'screw'],
  ['tornilleria', 'fasteners'],
  ['sujetador', 'fastener'],
  ['resorte', 'spring'],
  ['engrane', 'gear'],
  ['engranaje', 'gear'],
  ['freno', 'brake'],
  ['frenos', 'brakes'],
  ['asiento', 'seat'],
  ['asientos', 'seats'],
  ['motor', 'engine'],
  ['transmision', 'transmission'],
  ['suspension', 'suspension'],
  ['direccion', 'steering'],
  ['escape', 'exhaust'],
  ['combustible', 'fuel'],
  ['electronica', 'electronics'],
  ['electrico', 'electrical'],
  ['tratamiento', 'treatment'],
  ['termico', 'heat'],
  ['corte', 'cutting'],
  ['laser', 'laser'],
  ['doblado', 'bending'],
  ['tubo', 'tube'],
  ['extrusion', 'extrusion'],
  ['empaque', 'packaging'],
  ['embalaje', 'packaging'],
  ['logistica', 'logistics'],
  ['transporte', 'transportation'],
  ['almacen', 'warehouse'],
  ['calidad', 'quality'],
  ['inspeccion', 'inspection'],
  ['metrologia', 'metrology'],
  ['prueba', 'testing'],
  ['pruebas', 'testing'],
  ['herramental', 'tooling'],
  ['herramentales', 'tooling'],
  ['pieza', 'part'],
  ['piezas', 'parts'],
  ['autopartes', 'autoparts'],
  ['refacciones', 'parts'],
  ['automotriz', 'automotive'],
  ['proveedor', 'supplier'],
  ['fabricante', 'manufacturer'],
  ['manufactura', 'manufacturing'],
  ['lamina', 'sheet'],
  ['metal', 'metal'],
  ['metalica', 'metal'],
  ['metalico', 'metal'],
  ['rectificado', 'grinding'],
  ['torneado', 'turning'],
  ['fresado', 'milling'],
  ['pulido', 'polishing'],
  ['cromado', 'chrome'],
  ['anodizado', 'anodizing'],
  ['neumatico', 'tire'],
  ['llanta', 'tire'],
  ['bateria', 'battery'],
  ['vestiduras', 'trim'],
  ['interiores', 'interior'],
  ['sensor', 'sensor'],
  ['automatizacion', 'automation'],
  ['robotica', 'robotics'],
  ['mantenimiento', 'maintenance'],
  ['espuma', 'foam'],
  ['textil', 'textile'],
  ['piel', 'leather'],
]

const GLOSSARY: ReadonlyMap<string, readonly string[]> = (() => {
  const map = new Map<string, Set<string>>()
  const add = (from: string, to: string) => {
    if (from === to) return
    let set = map.get(from)
    if (!set) map.set(from, (set = new Set()))
    set.add(to)
  }
  for (const [es, en] of PAIRS) {
    add(es, en)
    add(en, es)
  }
  return new Map([...map].map(([k, v]) => [k, [...v]]))
})()

/** Translations of a normalized word (also tried without a plural "s"/"es"), excluding the word itself. */
export function translateWord(word: string): string[] {
  const candidates = [word]
  if (word.endsWith('es') && word.length > 4) candidates.push(word.slice(0, -2))
  if (word.endsWith('s') && word.length > 3) candidates.push(word.slice(0, -1))
  for (const candidate of candidates) {
    const found = GLOSSARY.get(candidate)
    if (found) return [...found]
  }
  return []
}
