/**
 * Numbers with units in a requirement's texts and a supplier's declared capacities (issue 26 §3): press or clamp
 * force in tonnes, part sizes in millimetres, and volumes per month, read from free text with no database. The
 * score compares them only when both sides state one (matching.score.ts `capacityFit`).
 */

/** A number as people write it: "1,600", "1.600" and "1 600" are thousands; "0.8" and "2,5" are decimals. */
export function parseNumber(raw: string): number {
  const text = raw.trim()
  if (/^\d{1,3}([.,]\d{3})+$/.test(text)) return Number(text.replace(/[.,]/g, ''))
  return Number(text.replace(',', '.'))
}

export interface Range {
  min: number
  max: number
}

const NUM = String.raw`\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?`
const TON_UNIT = String.raw`(?:t|ton|tons|tonnes|tonelada|toneladas|ton\.|tn)`
/** Not a rate: "200 toneladas/mes", "50 tons per month" are a plant's throughput, not a press's force. */
const NOT_RATE = String.raw`(?!\s*(?:\/|per\b|por\b|al\s+(?:mes|ano|año)|a\s+(?:month|year)|mensuales|anuales))`
const TONNAGE_RANGE = new RegExp(String.raw`(?:(?:de|from|between|entre)\s+)?(${NUM})\s*${TON_UNIT}?\s*(?:a|to|-|–|and|y)\s*(${NUM})\s*${TON_UNIT}\b${NOT_RATE}`, 'giu')
const TONNAGE_ONE = new RegExp(String.raw`(?:(up\s+to|hasta)\s+)?(${NUM})\s*${TON_UNIT}(?![\p{L}\d])${NOT_RATE}`, 'giu')

/** Every press force a text states, as ranges ("200 a 600 toneladas" → 200–600, "1600 t" → 1600–1600, "up to 800 t" → 0–800). */
export function tonnagesOf(text: string): Range[] {
  const out: Range[] = []
  const taken: [number, number][] = []
  for (const m of text.matchAll(TONNAGE_RANGE)) {
    const a = parseNumber(m[1]!)
    const b = parseNumber(m[2]!)
    if (!(a > 0 && b >= a)) continue
    out.push({ min: a, max: b })
    taken.push([m.index, m.index + m[0].length])
  }
  for (const m of text.matchAll(TONNAGE_ONE)) {
    if (taken.some(([s, e]) => m.index < e && m.index + m[0].length > s)) continue
    const v = parseNumber(m[2]!)
    if (!(v > 0)) continue
    out.push({ min: m[1] ? 0 : v, max: v })
  }
  return out
}

/** The largest press force a supplier states, or null. */
export function maxTonnage(text: string): number | null {
  const all = tonnagesOf(text)
  return all.length === 0 ? null : Math.max(...all.map((r) => r.max))
}

/** The force a requirement asks for: the largest it names (a range's upper end), or null. */
export function neededTonnage(text: string): number | null {
  return maxTonnage(text)
}

const LENGTH = new RegExp(String.raw`(${NUM})(?:\s*(?:x|×|por|by)\s*(${NUM}))?(?:\s*(?:x|×|por|by)\s*(${NUM}))?\s*(mm|cm|m)(?![\p{L}\d])`, 'giu')
const ENVELOPE_CUE = /(hasta|up to|max(?:imo|imum)?|máximo|carrera|stroke|mesa|bed|table|envelope|volumen de trabajo|working area|capacidad de|capacity of|de largo|long|diámetro|diameter)/i

/** Lengths in mm a text states ("600 x 400 mm" → 600, "1.2 m" → 1200), each with the words just before it. */
function lengthsOf(text: string): { mm: number; before: string }[] {
  const out: { mm: number; before: string }[] = []
  for (const m of text.matchAll(LENGTH)) {
    const unit = m[4]!.toLowerCase()
    const scale = unit === 'mm' ? 1 : unit === 'cm' ? 10 : 1000
    const values = [m[1], m[2], m[3]].filter((v): v is string => v !== undefined).map((v) => parseNumber(v) * scale)
    // "m2", "m3" are areas and volumes, not lengths (the lookahead keeps the unit whole).
    out.push({ mm: Math.max(...values), before: text.slice(Math.max(0, m.index - 30), m.index) })
  }
  return out
}

/** The largest part a supplier's machinery says it takes ("mesa de 2,000 mm", "up to 1500 mm"), or null. */
export function maxPartSizeMm(machinery: string): number | null {
  const sizes = lengthsOf(machinery).filter((l) => ENVELOPE_CUE.test(l.before) && l.mm >= 50)
  return sizes.length === 0 ? null : Math.max(...sizes.map((s) => s.mm))
}

/**
 * The largest part size a requirement names, in mm; tolerances and thicknesses (under 20 mm: "0.02 mm",
 * "capa de 0.8 mm") are not sizes. Null when none.
 */
export function neededPartSizeMm(text: string): number | null {
  const sizes = lengthsOf(text).filter((l) => l.mm >= 20 && !/(toleranc|espesor|thickness|calibre|gauge|capa|layer|profundidad|depth)/i.test(l.before))
  return sizes.length === 0 ? null : Math.max(...sizes.map((s) => s.mm))
}

const PER_YEAR = /^(?:\s*(?:piezas|pzas|pz|parts|pieces|pcs|units|unidades|unid\.?|sets|juegos|tarjetas|boards|arneses|harnesses))?\s*(?:\/\s*(?:año|ano|year|yr)|al\s+año|al\s+ano|por\s+año|por\s+ano|anuales|per\s+year|a\s+year|annually|yearly)/i
const PER_MONTH = /^(?:\s*(?:piezas|pzas|pz|parts|pieces|pcs|units|unidades|unid\.?|sets|juegos|tarjetas|boards|arneses|harnesses))?\s*(?:\/\s*(?:mes|month|mo)|al\s+mes|por\s+mes|mensuales|per\s+month|a\s+month|monthly)/i
const COUNT = new RegExp(NUM, 'g')

/** Pieces a month a requirement asks for ("60,000 piezas al año" → 5,000; "5,000 per month" → 5,000), or null. */
export function neededPiecesPerMonth(text: string): number | null {
  let best: number | null = null
  for (const m of text.matchAll(COUNT)) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40)
    const value = parseNumber(m[0])
    if (!(value > 0)) continue
    const perMonth = PER_MONTH.test(after) ? value : PER_YEAR.test(after) ? value / 12 : null
    if (perMonth !== null) best = Math.max(best ?? 0, perMonth)
  }
  return best
}

/** A supplier's declared capacity in pieces a month (a number and a unit such as "piezas/mes", "pieces/year"), or null. */
export function declaredPiecesPerMonth(capacity: number | null, unit: string | null): number | null {
  if (capacity === null || !(capacity > 0) || !unit) return null
  const u = unit.toLowerCase()
  if (!/(piez|pieces|parts|units|unidades|pcs|pzas|tarjetas|boards|arneses|harness)/.test(u)) return null
  if (/(mes|month)/.test(u)) return capacity
  if (/(año|ano|year)/.test(u)) return capacity / 12
  if (/(semana|week)/.test(u)) return (capacity * 52) / 12
  if (/(día|dia|day)/.test(u)) return capacity * 22
  return null
}
