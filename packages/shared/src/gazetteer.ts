/**
 * The industrial cities Nexo knows, with real city-centre coordinates: a small gazetteer, not a geocoder. The
 * server places a requirement at its city's centre when the buyer gives no point on the map and the city is here
 * (docs/decisions/025-requirement-states-and-access.md), the requirement form prefills its map with it, and the demo
 * data generator spreads companies around these centres. Data and a lookup only.
 */
import type { CountryCode } from './reference-data'

export interface GazetteerCity {
  readonly name: string
  readonly country: CountryCode
  /** Subdivision code (see MX_STATES, US_STATES, CA_PROVINCES). */
  readonly state: string
  readonly lat: number
  readonly lng: number
  /** Other names people write for the same city (official long names, abbreviations). */
  readonly aliases?: readonly string[]
}

export const GAZETTEER_CITIES: readonly GazetteerCity[] = [
  { name: 'Saltillo', country: 'MX', state: 'COA', lat: 25.4232, lng: -100.9924 },
  { name: 'Ramos Arizpe', country: 'MX', state: 'COA', lat: 25.5399, lng: -100.9475 },
  { name: 'Torreón', country: 'MX', state: 'COA', lat: 25.5428, lng: -103.4068 },
  { name: 'Monclova', country: 'MX', state: 'COA', lat: 26.908, lng: -101.4215 },
  { name: 'Piedras Negras', country: 'MX', state: 'COA', lat: 28.7, lng: -100.5236 },
  { name: 'Monterrey', country: 'MX', state: 'NLE', lat: 25.6866, lng: -100.3161 },
  { name: 'Apodaca', country: 'MX', state: 'NLE', lat: 25.7817, lng: -100.1886 },
  { name: 'Santa Catarina', country: 'MX', state: 'NLE', lat: 25.6733, lng: -100.4581 },
  { name: 'General Escobedo', country: 'MX', state: 'NLE', lat: 25.7933, lng: -100.3139, aliases: ['Escobedo'] },
  { name: 'San Nicolás de los Garza', country: 'MX', state: 'NLE', lat: 25.7417, lng: -100.3022, aliases: ['San Nicolás'] },
  { name: 'Pesquería', country: 'MX', state: 'NLE', lat: 25.785, lng: -100.05 },
  { name: 'León', country: 'MX', state: 'GUA', lat: 21.125, lng: -101.686, aliases: ['León de los Aldama'] },
  { name: 'Silao', country: 'MX', state: 'GUA', lat: 20.9436, lng: -101.4277 },
  { name: 'Celaya', country: 'MX', state: 'GUA', lat: 20.5222, lng: -100.8122 },
  { name: 'Irapuato', country: 'MX', state: 'GUA', lat: 20.6767, lng: -101.3563 },
  { name: 'Salamanca', country: 'MX', state: 'GUA', lat: 20.5739, lng: -101.1957 },
  { name: 'Apaseo el Grande', country: 'MX', state: 'GUA', lat: 20.5461, lng: -100.6853 },
  { name: 'Querétaro', country: 'MX', state: 'QUE', lat: 20.5888, lng: -100.3899, aliases: ['Santiago de Querétaro'] },
  { name: 'San Juan del Río', country: 'MX', state: 'QUE', lat: 20.3889, lng: -99.9961 },
  { name: 'Aguascalientes', country: 'MX', state: 'AGU', lat: 21.8853, lng: -102.2916 },
  { name: 'San Francisco de los Romo', country: 'MX', state: 'AGU', lat: 22.0744, lng: -102.2708 },
  { name: 'San Luis Potosí', country: 'MX', state: 'SLP', lat: 22.1565, lng: -100.9855 },
  { name: 'Villa de Reyes', country: 'MX', state: 'SLP', lat: 21.8033, lng: -100.9342 },
  { name: 'Puebla', country: 'MX', state: 'PUE', lat: 19.0414, lng: -98.2063, aliases: ['Heroica Puebla de Zaragoza', 'Puebla de Zaragoza'] },
  { name: 'Cuautlancingo', country: 'MX', state: 'PUE', lat: 19.0892, lng: -98.2731 },
  { name: 'San José Chiapa', country: 'MX', state: 'PUE', lat: 19.239, lng: -97.775 },
  { name: 'Toluca', country: 'MX', state: 'MEX', lat: 19.2826, lng: -99.6557 },
  { name: 'Tlalnepantla', country: 'MX', state: 'MEX', lat: 19.5367, lng: -99.1946, aliases: ['Tlalnepantla de Baz'] },
  { name: 'Cuautitlán Izcalli', country: 'MX', state: 'MEX', lat: 19.6469, lng: -99.2469 },
  { name: 'Guadalajara', country: 'MX', state: 'JAL', lat: 20.6597, lng: -103.3496 },
  { name: 'Zapopan', country: 'MX', state: 'JAL', lat: 20.7236, lng: -103.3848 },
  { name: 'El Salto', country: 'MX', state: 'JAL', lat: 20.5167, lng: -103.1833 },
  { name: 'Chihuahua', country: 'MX', state: 'CHH', lat: 28.6353, lng: -106.0889, aliases: ['Ciudad de Chihuahua'] },
  { name: 'Ciudad Juárez', country: 'MX', state: 'CHH', lat: 31.6904, lng: -106.4245, aliases: ['Juárez'] },
  { name: 'Hermosillo', country: 'MX', state: 'SON', lat: 29.0729, lng: -110.9559 },
  { name: 'Tijuana', country: 'MX', state: 'BCN', lat: 32.5149, lng: -117.0382 },
  { name: 'Mexicali', country: 'MX', state: 'BCN', lat: 32.6245, lng: -115.4523 },
  { name: 'Ensenada', country: 'MX', state: 'BCN', lat: 31.8667, lng: -116.5964 },
  { name: 'Reynosa', country: 'MX', state: 'TAM', lat: 26.0833, lng: -98.2833 },
  { name: 'Matamoros', country: 'MX', state: 'TAM', lat: 25.869, lng: -97.5027 },
  { name: 'Nuevo Laredo', country: 'MX', state: 'TAM', lat: 27.4833, lng: -99.5167 },
  { name: 'Ciudad de México', country: 'MX', state: 'CMX', lat: 19.4326, lng: -99.1332, aliases: ['CDMX', 'Mexico City', 'México', 'Distrito Federal'] },
  { name: 'Pachuca', country: 'MX', state: 'HID', lat: 20.1011, lng: -98.7591 },
  { name: 'Ciudad Sahagún', country: 'MX', state: 'HID', lat: 19.7719, lng: -98.5803 },
  { name: 'Cuernavaca', country: 'MX', state: 'MOR', lat: 18.9242, lng: -99.2216 },
  { name: 'Jiutepec', country: 'MX', state: 'MOR', lat: 18.8819, lng: -99.1775 },
  { name: 'Tlaxcala', country: 'MX', state: 'TLA', lat: 19.3139, lng: -98.2404 },
  { name: 'Durango', country: 'MX', state: 'DUR', lat: 24.0277, lng: -104.6532, aliases: ['Victoria de Durango'] },
  { name: 'Gómez Palacio', country: 'MX', state: 'DUR', lat: 25.5611, lng: -103.4983 },
  { name: 'Zacatecas', country: 'MX', state: 'ZAC', lat: 22.7709, lng: -102.5833 },
  { name: 'Detroit', country: 'US', state: 'MI', lat: 42.3314, lng: -83.0458 },
  { name: 'Troy', country: 'US', state: 'MI', lat: 42.6064, lng: -83.1498 },
  { name: 'Auburn Hills', country: 'US', state: 'MI', lat: 42.6875, lng: -83.2341 },
  { name: 'Dearborn', country: 'US', state: 'MI', lat: 42.3223, lng: -83.1763 },
  { name: 'Toledo', country: 'US', state: 'OH', lat: 41.6528, lng: -83.5379 },
  { name: 'Columbus', country: 'US', state: 'OH', lat: 39.9612, lng: -82.9988 },
  { name: 'Marysville', country: 'US', state: 'OH', lat: 40.2364, lng: -83.3671 },
  { name: 'Indianapolis', country: 'US', state: 'IN', lat: 39.7684, lng: -86.1581 },
  { name: 'Lafayette', country: 'US', state: 'IN', lat: 40.4167, lng: -86.8753 },
  { name: 'Nashville', country: 'US', state: 'TN', lat: 36.1627, lng: -86.7816 },
  { name: 'Smyrna', country: 'US', state: 'TN', lat: 35.9828, lng: -86.5186 },
  { name: 'Spring Hill', country: 'US', state: 'TN', lat: 35.7512, lng: -86.93 },
  { name: 'Chattanooga', country: 'US', state: 'TN', lat: 35.0456, lng: -85.3097 },
  { name: 'Spartanburg', country: 'US', state: 'SC', lat: 34.9496, lng: -81.932 },
  { name: 'Greenville', country: 'US', state: 'SC', lat: 34.8526, lng: -82.394 },
  { name: 'Lexington', country: 'US', state: 'KY', lat: 38.0406, lng: -84.5037 },
  { name: 'Georgetown', country: 'US', state: 'KY', lat: 38.2098, lng: -84.5588 },
  { name: 'Louisville', country: 'US', state: 'KY', lat: 38.2527, lng: -85.7585 },
  { name: 'San Antonio', country: 'US', state: 'TX', lat: 29.4241, lng: -98.4936 },
  { name: 'Laredo', country: 'US', state: 'TX', lat: 27.5306, lng: -99.4803 },
  { name: 'El Paso', country: 'US', state: 'TX', lat: 31.7619, lng: -106.485 },
  { name: 'Montgomery', country: 'US', state: 'AL', lat: 32.3792, lng: -86.3077 },
  { name: 'Huntsville', country: 'US', state: 'AL', lat: 34.7304, lng: -86.5861 },
  { name: 'West Point', country: 'US', state: 'GA', lat: 32.8779, lng: -85.1833 },
  { name: 'Windsor', country: 'CA', state: 'ON', lat: 42.3149, lng: -83.0364 },
  { name: 'Oshawa', country: 'CA', state: 'ON', lat: 43.8971, lng: -78.8658 },
  { name: 'Ingersoll', country: 'CA', state: 'ON', lat: 43.039, lng: -80.8838 },
  { name: 'Cambridge', country: 'CA', state: 'ON', lat: 43.3616, lng: -80.3144 },
  { name: 'Woodstock', country: 'CA', state: 'ON', lat: 43.1315, lng: -80.7472 },
  { name: 'Alliston', country: 'CA', state: 'ON', lat: 44.1534, lng: -79.8673 },
  { name: 'Brampton', country: 'CA', state: 'ON', lat: 43.7315, lng: -79.7624 },
  { name: 'Toronto', country: 'CA', state: 'ON', lat: 43.6532, lng: -79.3832 },
  { name: 'London', country: 'CA', state: 'ON', lat: 42.9849, lng: -81.2453 },
  { name: 'Montreal', country: 'CA', state: 'QC', lat: 45.5017, lng: -73.5673 },
]

/** A place name folded for comparison: no accents, lower case, punctuation and repeated spaces as one space. */
export function foldPlaceName(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

const keyOf = (country: string, state: string, city: string) => `${country.trim().toUpperCase()}|${state.trim().toUpperCase()}|${foldPlaceName(city)}`

const BY_KEY = new Map<string, GazetteerCity>(
  GAZETTEER_CITIES.flatMap((c) => [c.name, ...(c.aliases ?? [])].map((name) => [keyOf(c.country, c.state, name), c] as const)),
)

/** The gazetteer's city for (country code, state code, city name), accents and case ignored; undefined when unknown. */
export function findGazetteerCity(country: string, state: string, city: string): GazetteerCity | undefined {
  return BY_KEY.get(keyOf(country, state, city))
}

/** The centre of a known city, or null: what a requirement's location falls back to without a pin. */
export function cityCentre(country: string, state: string, city: string): { lat: number; lng: number } | null {
  const found = findGazetteerCity(country, state, city)
  return found ? { lat: found.lat, lng: found.lng } : null
}
