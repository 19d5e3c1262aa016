/** Reason texts of a match, in English and Spanish (the reader's language, not the profile's). */
import type { Language } from '@nexo/shared'

const TEXTS = {
  en: {
    certified: '{name} certified',
    missingCertification: 'Missing {name}',
    process: '{process}',
    processWithMachinery: '{process}, {machinery}',
    material: 'Works with {material}',
    distance: '{km} km from {city}',
    beyondDistance: '{km} km from {city}, beyond the {max} km limit',
    // From or to a city's centre, not a pin on the map.
    distanceApprox: 'About {km} km from {city}',
    beyondDistanceApprox: 'About {km} km from {city}, beyond the {max} km limit',
    coverageArea: 'Serves {state}',
    category: 'In {category}',
    translation: "{language}: matched through '{from}' = '{to}'",
    writesEnglish: 'Writes in English',
    writesSpanish: 'Writes in Spanish',
    validated: 'Validated supplier',
  },
  es: {
    certified: 'Certificación {name}',
    missingCertification: 'Le falta {name}',
    process: '{process}',
    processWithMachinery: '{process}, {machinery}',
    material: 'Trabaja con {material}',
    distance: 'A {km} km de {city}',
    beyondDistance: 'A {km} km de {city}, más allá del límite de {max} km',
    distanceApprox: 'A unos {km} km de {city}',
    beyondDistanceApprox: 'A unos {km} km de {city}, más allá del límite de {max} km',
    coverageArea: 'Atiende {state}',
    category: 'En {category}',
    translation: "{language}: coincide por '{from}' = '{to}'",
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
