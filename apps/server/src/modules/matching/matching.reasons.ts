/** Reason texts of a match, in English and Spanish (the reader's language, not the profile's). */
import { SUBDIVISIONS_BY_COUNTRY, type Language } from '@nexo/shared'

const TEXTS = {
  en: {
    certified: '{name} certified',
    certifiedIncludes: '{included} (met by its {name} certification)',
    missingCertification: 'Missing {name}',
    process: '{process}',
    // The press force a supplier states (injection machines are presses too), in the reader's language whatever its
    // profile's (issue 27 §3).
    processWithMachinery: '{process}, presses from {from} to {to} t',
    processWithPressMax: '{process}, presses up to {to} t',
    material: 'Works with {material}',
    distance: '{km} km from {city}',
    beyondDistance: '{km} km from {city}, beyond the {max} km limit',
    // From or to a city's centre, not a pin on the map.
    distanceApprox: 'About {km} km from {city}',
    beyondDistanceApprox: 'About {km} km from {city}, beyond the {max} km limit',
    // Beyond the buyer's maximum although the supplier declares it serves the requirement's state.
    servesStateBeyond: 'Serves your state, {km} km away (your limit: {max} km)',
    tonnageFits: 'Presses up to {have} t (you need {need} t)',
    tonnageShort: 'Presses up to {have} t, less than the {need} t you need',
    sizeFits: 'Parts up to {have} mm (yours: {need} mm)',
    sizeShort: 'Parts up to {have} mm, smaller than your {need} mm',
    volumeFits: 'Capacity {have} pieces a month (you need {need})',
    volumeShort: 'Capacity {have} pieces a month, less than the {need} you need',
    coverageArea: 'Serves {state}',
    category: 'In {category}',
    // The requirement's word, then the supplier's (the matching eval reads them in this order).
    translation: "For '{from}' it lists '{to}' ({language})",
    synonym: "Lists '{to}', another word for '{from}'",
    languageEnglish: 'English',
    languageSpanish: 'Spanish',
    validated: 'Validated supplier',
  },
  es: {
    certified: 'Certificación {name}',
    certifiedIncludes: '{included} (cubierta por su certificación {name})',
    missingCertification: 'Le falta {name}',
    process: '{process}',
    processWithMachinery: '{process}, prensas de {from} a {to} t',
    processWithPressMax: '{process}, prensas de hasta {to} t',
    material: 'Trabaja con {material}',
    distance: 'A {km} km de {city}',
    beyondDistance: 'A {km} km de {city}, más allá del límite de {max} km',
    distanceApprox: 'A unos {km} km de {city}',
    beyondDistanceApprox: 'A unos {km} km de {city}, más allá del límite de {max} km',
    servesStateBeyond: 'Atiende su estado, a {km} km (su límite: {max} km)',
    tonnageFits: 'Prensas de hasta {have} t (necesita {need} t)',
    tonnageShort: 'Prensas de hasta {have} t, menos de las {need} t que necesita',
    sizeFits: 'Piezas de hasta {have} mm (las suyas: {need} mm)',
    sizeShort: 'Piezas de hasta {have} mm, menos que sus {need} mm',
    volumeFits: 'Capacidad de {have} piezas al mes (necesita {need})',
    volumeShort: 'Capacidad de {have} piezas al mes, menos de las {need} que necesita',
    coverageArea: 'Atiende {state}',
    category: 'En {category}',
    translation: "Para '{from}' indica '{to}' ({language})",
    synonym: "Indica '{to}', otra forma de decir '{from}'",
    languageEnglish: 'inglés',
    languageSpanish: 'español',
    validated: 'Proveedor validado',
  },
} as const satisfies Record<Language, Record<string, string>>

export type ReasonKind = keyof (typeof TEXTS)['en']

/** Numbers as the reader writes them ("1,613 km"), as the web app formats its own (lib/directory/format.ts). */
const NUMBERS: Record<Language, Intl.NumberFormat> = { en: new Intl.NumberFormat('en-US'), es: new Intl.NumberFormat('es-MX') }

/** A sentence, so it starts with a capital ("Stamping, presses …" rather than the thesaurus' "stamping"). */
export function reasonText(lang: Language, kind: ReasonKind, params: Record<string, string | number>): string {
  const text = TEXTS[lang][kind].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key]
    return typeof value === 'number' ? NUMBERS[lang].format(value) : (value ?? '')
  })
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A content language's name inside a reason ("Spanish", "inglés"): not a sentence, so not capitalized. */
export function languageName(lang: Language, of: 'en' | 'es'): string {
  return TEXTS[lang][of === 'en' ? 'languageEnglish' : 'languageSpanish']
}

/** A state's name ("Querétaro"), not its code ("QUE"), as people write it; an unknown code stays as it is. */
export function stateNameOf(country: string, code: string, lang: Language): string {
  const list = SUBDIVISIONS_BY_COUNTRY[country as keyof typeof SUBDIVISIONS_BY_COUNTRY] ?? []
  return list.find((s) => s.code === code)?.[lang] ?? code
}

/**
 * The press force in a supplier's own words ("350 a 1,000 toneladas", "200-400 tons", "1.000 t") as numbers: a
 * range, or a maximum. Thousands are written with a comma or a point before three digits.
 */
export function pressForceOf(text: string): { from: number | null; to: number } | null {
  const numbers = [...text.matchAll(/\d[\d,.]*/g)].map((m) => Number(m[0].replace(/[,.](?=\d{3}(?:\D|$))/g, '').replace(',', '.')))
  const valid = numbers.filter((n) => Number.isFinite(n) && n > 0)
  if (valid.length === 0) return null
  const to = Math.max(...valid)
  const from = valid.length > 1 ? Math.min(...valid) : null
  return { from: from === to ? null : from, to }
}
