/** Reason texts of a match, in English and Spanish (the reader's language, not the profile's). */
import type { Language } from '@nexo/shared'

const TEXTS = {
  en: {
    certified: '{name} certified',
    certifiedIncludes: '{included} (met by its {name} certification)',
    missingCertification: 'Missing {name}',
    process: '{process}',
    processWithMachinery: '{process}, {machinery}',
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
    translation: "{language}: matched through '{from}' = '{to}'",
    synonym: "Writes '{to}' for '{from}'",
    writesEnglish: 'Writes in English',
    writesSpanish: 'Writes in Spanish',
    validated: 'Validated supplier',
  },
  es: {
    certified: 'Certificación {name}',
    certifiedIncludes: '{included} (cubierta por su certificación {name})',
    missingCertification: 'Le falta {name}',
    process: '{process}',
    processWithMachinery: '{process}, {machinery}',
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
    translation: "{language}: coincide por '{from}' = '{to}'",
    synonym: "Escribe '{to}' por '{from}'",
    writesEnglish: 'Escribe en inglés',
    writesSpanish: 'Escribe en español',
    validated: 'Proveedor validado',
  },
} as const satisfies Record<Language, Record<string, string>>

export type ReasonKind = keyof (typeof TEXTS)['en']

/** Numbers as the reader writes them ("1,613 km"), as the web app formats its own (lib/directory/format.ts). */
const NUMBERS: Record<Language, Intl.NumberFormat> = { en: new Intl.NumberFormat('en-US'), es: new Intl.NumberFormat('es-MX') }

export function reasonText(lang: Language, kind: ReasonKind, params: Record<string, string | number>): string {
  return TEXTS[lang][kind].replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params[key]
    return typeof value === 'number' ? NUMBERS[lang].format(value) : (value ?? '')
  })
}
