/**
 * Automotive clusters of Mexico and the US/Canada hubs. Their real city-centre coordinates live in the shared
 * gazetteer (`GAZETTEER_CITIES`, packages/shared/src/gazetteer.ts), which the server also uses to place requirements.
 * `weight` is relative within the country; COUNTRY_WEIGHTS makes Mexico about 80 % of companies.
 */
import { findGazetteerCity, type CountryCode } from '@nexo/shared'

export interface CitySeed {
  readonly name: string
  readonly country: CountryCode
  /** Subdivision code (see MX_STATES, US_STATES, CA_PROVINCES). */
  readonly state: string
  /** The city centre, from the shared gazetteer. */
  readonly lat: number
  readonly lng: number
  readonly weight: number
  /** Telephone area code (lada). */
  readonly areaCode: string
  /** Mexican/US postal codes are drawn from this numeric range. */
  readonly postal?: readonly [from: number, to: number]
  /** Canadian forward sortation areas (first half of the postal code). */
  readonly fsa?: readonly string[]
  /**
   * Jitter box in degrees [minLat, maxLat, minLng, maxLng] around the centre; default ±0.05.
   * Border and coastal cities lean inland so no company lands across the border or in the sea.
   */
  readonly spread?: readonly [number, number, number, number]
  /** Industrial parks and neighbourhoods used as `suburb`. */
  readonly suburbs?: readonly string[]
}

export const COUNTRY_WEIGHTS: Readonly<Record<CountryCode, number>> = { MX: 0.8, US: 0.15, CA: 0.05 }

const CITY_SEEDS: readonly Omit<CitySeed, 'lat' | 'lng'>[] = [
  // Coahuila
  { name: 'Saltillo', country: 'MX', state: 'COA', weight: 6, areaCode: '844', postal: [25000, 25299], suburbs: ['Parque Industrial Derramadero', 'Zona Industrial Saltillo', 'Parque Industrial La Angostura'] },
  { name: 'Ramos Arizpe', country: 'MX', state: 'COA', weight: 4, areaCode: '844', postal: [25900, 25904], suburbs: ['Parque Industrial Santa María', 'Parque Industrial Ramos Arizpe'] },
  { name: 'Torreón', country: 'MX', state: 'COA', weight: 2.5, areaCode: '871', postal: [27000, 27299] },
  { name: 'Monclova', country: 'MX', state: 'COA', weight: 1.2, areaCode: '866', postal: [25700, 25799] },
  { name: 'Piedras Negras', country: 'MX', state: 'COA', weight: 1, areaCode: '878', postal: [26000, 26099], spread: [-0.06, 0.02, -0.07, -0.005] },
  // Nuevo León
  { name: 'Monterrey', country: 'MX', state: 'NLE', weight: 6, areaCode: '81', postal: [64000, 64999] },
  { name: 'Apodaca', country: 'MX', state: 'NLE', weight: 4, areaCode: '81', postal: [66600, 66649], suburbs: ['Parque Industrial Apodaca', 'Zona Aeropuerto'] },
  { name: 'Santa Catarina', country: 'MX', state: 'NLE', weight: 2, areaCode: '81', postal: [66350, 66379] },
  { name: 'General Escobedo', country: 'MX', state: 'NLE', weight: 2.5, areaCode: '81', postal: [66050, 66099] },
  { name: 'San Nicolás de los Garza', country: 'MX', state: 'NLE', weight: 2.5, areaCode: '81', postal: [66400, 66499] },
  { name: 'Pesquería', country: 'MX', state: 'NLE', weight: 1, areaCode: '81', postal: [66650, 66679] },
  // Guanajuato
  { name: 'León', country: 'MX', state: 'GUA', weight: 3, areaCode: '477', postal: [37000, 37699] },
  { name: 'Silao', country: 'MX', state: 'GUA', weight: 2.5, areaCode: '472', postal: [36100, 36299], suburbs: ['Guanajuato Puerto Interior', 'Parque Industrial Silao'] },
  { name: 'Celaya', country: 'MX', state: 'GUA', weight: 2.5, areaCode: '461', postal: [38000, 38099] },
  { name: 'Irapuato', country: 'MX', state: 'GUA', weight: 2, areaCode: '462', postal: [36500, 36699], suburbs: ['Parque Industrial Castro del Río'] },
  { name: 'Salamanca', country: 'MX', state: 'GUA', weight: 1.2, areaCode: '464', postal: [36700, 36799] },
  { name: 'Apaseo el Grande', country: 'MX', state: 'GUA', weight: 1, areaCode: '413', postal: [38160, 38199] },
  // Querétaro
  { name: 'Querétaro', country: 'MX', state: 'QUE', weight: 5, areaCode: '442', postal: [76000, 76249], suburbs: ['Parque Industrial Querétaro', 'Parque Industrial Benito Juárez', 'Parque Industrial El Marqués'] },
  { name: 'San Juan del Río', country: 'MX', state: 'QUE', weight: 1.5, areaCode: '427', postal: [76800, 76829] },
  // Aguascalientes
  { name: 'Aguascalientes', country: 'MX', state: 'AGU', weight: 3.5, areaCode: '449', postal: [20000, 20299], suburbs: ['Parque Industrial del Valle de Aguascalientes', 'Ciudad Industrial'] },
  { name: 'San Francisco de los Romo', country: 'MX', state: 'AGU', weight: 1, areaCode: '465', postal: [20300, 20359], suburbs: ['Parque Industrial San Francisco'] },
  // San Luis Potosí
  { name: 'San Luis Potosí', country: 'MX', state: 'SLP', weight: 3.5, areaCode: '444', postal: [78000, 78399], suburbs: ['Zona Industrial', 'Parque Industrial Logistik'] },
  { name: 'Villa de Reyes', country: 'MX', state: 'SLP', weight: 0.8, areaCode: '485', postal: [79500, 79529] },
  // Puebla
  { name: 'Puebla', country: 'MX', state: 'PUE', weight: 3, areaCode: '222', postal: [72000, 72599] },
  { name: 'Cuautlancingo', country: 'MX', state: 'PUE', weight: 1.5, areaCode: '222', postal: [72700, 72739] },
  { name: 'San José Chiapa', country: 'MX', state: 'PUE', weight: 0.8, areaCode: '276', postal: [75010, 75019] },
  // Estado de México
  { name: 'Toluca', country: 'MX', state: 'MEX', weight: 2.5, areaCode: '722', postal: [50000, 50299], suburbs: ['Parque Industrial Toluca 2000', 'Zona Industrial Toluca'] },
  { name: 'Tlalnepantla', country: 'MX', state: 'MEX', weight: 1.5, areaCode: '55', postal: [54000, 54199] },
  { name: 'Cuautitlán Izcalli', country: 'MX', state: 'MEX', weight: 1.5, areaCode: '55', postal: [54700, 54799] },
  // Jalisco
  { name: 'Guadalajara', country: 'MX', state: 'JAL', weight: 2.5, areaCode: '33', postal: [44100, 44990] },
  { name: 'Zapopan', country: 'MX', state: 'JAL', weight: 1.5, areaCode: '33', postal: [45000, 45249] },
  { name: 'El Salto', country: 'MX', state: 'JAL', weight: 1.5, areaCode: '33', postal: [45680, 45699], suburbs: ['Parque Industrial El Salto', 'Corredor Industrial El Salto'] },
  // Chihuahua
  { name: 'Chihuahua', country: 'MX', state: 'CHH', weight: 2, areaCode: '614', postal: [31000, 31499] },
  { name: 'Ciudad Juárez', country: 'MX', state: 'CHH', weight: 4, areaCode: '656', postal: [32000, 32699], spread: [-0.08, 0, -0.06, 0.02], suburbs: ['Parque Industrial Antonio J. Bermúdez', 'Parque Industrial Río Bravo'] },
  // Sonora
  { name: 'Hermosillo', country: 'MX', state: 'SON', weight: 2, areaCode: '662', postal: [83000, 83299], suburbs: ['Parque Industrial Hermosillo'] },
  // Baja California
  { name: 'Tijuana', country: 'MX', state: 'BCN', weight: 3, areaCode: '664', postal: [22000, 22699], spread: [-0.06, 0.005, -0.01, 0.08], suburbs: ['Parque Industrial El Florido', 'Ciudad Industrial Nueva Tijuana'] },
  { name: 'Mexicali', country: 'MX', state: 'BCN', weight: 1.5, areaCode: '686', postal: [21000, 21399], spread: [-0.07, 0.005, -0.06, 0.06] },
  { name: 'Ensenada', country: 'MX', state: 'BCN', weight: 0.5, areaCode: '646', postal: [22800, 22899], spread: [-0.04, 0.04, 0.005, 0.06] },
  // Tamaulipas
  { name: 'Reynosa', country: 'MX', state: 'TAM', weight: 2.5, areaCode: '899', postal: [88500, 88799], spread: [-0.08, 0, -0.06, 0.06], suburbs: ['Parque Industrial Del Norte', 'Parque Industrial Colonial'] },
  { name: 'Matamoros', country: 'MX', state: 'TAM', weight: 1.5, areaCode: '868', postal: [87300, 87599], spread: [-0.08, -0.005, -0.06, 0.04] },
  { name: 'Nuevo Laredo', country: 'MX', state: 'TAM', weight: 1.2, areaCode: '867', postal: [88000, 88299], spread: [-0.08, -0.005, -0.06, 0] },
  // Centre and others
  { name: 'Ciudad de México', country: 'MX', state: 'CMX', weight: 2.5, areaCode: '55', postal: [2000, 2999], suburbs: ['Industrial Vallejo', 'Azcapotzalco'] },
  { name: 'Pachuca', country: 'MX', state: 'HID', weight: 0.6, areaCode: '771', postal: [42000, 42099] },
  { name: 'Ciudad Sahagún', country: 'MX', state: 'HID', weight: 0.4, areaCode: '791', postal: [43990, 43999] },
  { name: 'Cuernavaca', country: 'MX', state: 'MOR', weight: 0.6, areaCode: '777', postal: [62000, 62499] },
  { name: 'Jiutepec', country: 'MX', state: 'MOR', weight: 0.6, areaCode: '777', postal: [62550, 62599], suburbs: ['CIVAC'] },
  { name: 'Tlaxcala', country: 'MX', state: 'TLA', weight: 0.8, areaCode: '246', postal: [90000, 90119] },
  { name: 'Durango', country: 'MX', state: 'DUR', weight: 0.7, areaCode: '618', postal: [34000, 34399] },
  { name: 'Gómez Palacio', country: 'MX', state: 'DUR', weight: 0.8, areaCode: '871', postal: [35000, 35299] },
  { name: 'Zacatecas', country: 'MX', state: 'ZAC', weight: 0.6, areaCode: '492', postal: [98000, 98099] },

  // United States
  { name: 'Detroit', country: 'US', state: 'MI', weight: 4, areaCode: '313', postal: [48201, 48239], spread: [0.005, 0.08, -0.08, 0] },
  { name: 'Troy', country: 'US', state: 'MI', weight: 3, areaCode: '248', postal: [48083, 48085] },
  { name: 'Auburn Hills', country: 'US', state: 'MI', weight: 2.5, areaCode: '248', postal: [48326, 48326] },
  { name: 'Dearborn', country: 'US', state: 'MI', weight: 2, areaCode: '313', postal: [48120, 48126], spread: [-0.02, 0.05, -0.06, 0.03] },
  { name: 'Toledo', country: 'US', state: 'OH', weight: 1.5, areaCode: '419', postal: [43604, 43615], spread: [-0.05, 0.03, -0.08, 0.01] },
  { name: 'Columbus', country: 'US', state: 'OH', weight: 1.5, areaCode: '614', postal: [43215, 43232] },
  { name: 'Marysville', country: 'US', state: 'OH', weight: 0.8, areaCode: '937', postal: [43040, 43041] },
  { name: 'Indianapolis', country: 'US', state: 'IN', weight: 1.5, areaCode: '317', postal: [46201, 46241] },
  { name: 'Lafayette', country: 'US', state: 'IN', weight: 0.6, areaCode: '765', postal: [47901, 47909] },
  { name: 'Nashville', country: 'US', state: 'TN', weight: 1.2, areaCode: '615', postal: [37201, 37221] },
  { name: 'Smyrna', country: 'US', state: 'TN', weight: 0.8, areaCode: '615', postal: [37167, 37167] },
  { name: 'Spring Hill', country: 'US', state: 'TN', weight: 0.6, areaCode: '931', postal: [37174, 37174] },
  { name: 'Chattanooga', country: 'US', state: 'TN', weight: 0.8, areaCode: '423', postal: [37402, 37421] },
  { name: 'Spartanburg', country: 'US', state: 'SC', weight: 1, areaCode: '864', postal: [29301, 29307] },
  { name: 'Greenville', country: 'US', state: 'SC', weight: 1, areaCode: '864', postal: [29601, 29615] },
  { name: 'Lexington', country: 'US', state: 'KY', weight: 0.8, areaCode: '859', postal: [40502, 40517] },
  { name: 'Georgetown', country: 'US', state: 'KY', weight: 0.8, areaCode: '502', postal: [40324, 40324] },
  { name: 'Louisville', country: 'US', state: 'KY', weight: 0.8, areaCode: '502', postal: [40202, 40299], spread: [-0.08, 0, -0.05, 0.05] },
  { name: 'San Antonio', country: 'US', state: 'TX', weight: 1.5, areaCode: '210', postal: [78201, 78260] },
  { name: 'Laredo', country: 'US', state: 'TX', weight: 1, areaCode: '956', postal: [78040, 78046], spread: [0.01, 0.08, 0, 0.08] },
  { name: 'El Paso', country: 'US', state: 'TX', weight: 1, areaCode: '915', postal: [79901, 79938], spread: [0.01, 0.08, -0.04, 0.06] },
  { name: 'Montgomery', country: 'US', state: 'AL', weight: 0.6, areaCode: '334', postal: [36104, 36117] },
  { name: 'Huntsville', country: 'US', state: 'AL', weight: 0.6, areaCode: '256', postal: [35801, 35824] },
  { name: 'West Point', country: 'US', state: 'GA', weight: 0.4, areaCode: '706', postal: [31833, 31833] },

  // Canada
  { name: 'Windsor', country: 'CA', state: 'ON', weight: 2, areaCode: '519', fsa: ['N8W', 'N8X', 'N9A'], spread: [-0.06, -0.005, 0.005, 0.08] },
  { name: 'Oshawa', country: 'CA', state: 'ON', weight: 1.5, areaCode: '905', fsa: ['L1G', 'L1H', 'L1J'], spread: [0, 0.06, -0.05, 0.05] },
  { name: 'Ingersoll', country: 'CA', state: 'ON', weight: 0.6, areaCode: '519', fsa: ['N5C'] },
  { name: 'Cambridge', country: 'CA', state: 'ON', weight: 1.2, areaCode: '519', fsa: ['N1R', 'N3C', 'N3H'] },
  { name: 'Woodstock', country: 'CA', state: 'ON', weight: 0.8, areaCode: '519', fsa: ['N4S', 'N4T'] },
  { name: 'Alliston', country: 'CA', state: 'ON', weight: 0.6, areaCode: '705', fsa: ['L9R'] },
  { name: 'Brampton', country: 'CA', state: 'ON', weight: 1, areaCode: '905', fsa: ['L6S', 'L6T'] },
  { name: 'Toronto', country: 'CA', state: 'ON', weight: 1, areaCode: '416', fsa: ['M1B', 'M9W', 'M9V'], spread: [0.01, 0.07, -0.08, 0.05] },
  { name: 'London', country: 'CA', state: 'ON', weight: 0.6, areaCode: '519', fsa: ['N5V', 'N6A'] },
  { name: 'Montreal', country: 'CA', state: 'QC', weight: 1, areaCode: '514', fsa: ['H1P', 'H4T', 'H4S'], spread: [0, 0.06, -0.08, -0.005] },
]

/** Each seed city with its centre from the gazetteer (a seed city missing there is a mistake, caught at import). */
export const CITIES: readonly CitySeed[] = CITY_SEEDS.map((city) => {
  const found = findGazetteerCity(city.country, city.state, city.name)
  if (!found) throw new Error(`${city.name} (${city.state}, ${city.country}) is not in the gazetteer`)
  return { ...city, lat: found.lat, lng: found.lng }
})

/** Bounding boxes used to check generated coordinates (and usable by forms for sanity checks). */
export const COUNTRY_BOUNDS: Readonly<Record<CountryCode, { minLat: number; maxLat: number; minLng: number; maxLng: number }>> = {
  MX: { minLat: 14.5, maxLat: 32.72, minLng: -118.5, maxLng: -86.7 },
  US: { minLat: 24.5, maxLat: 49.4, minLng: -124.8, maxLng: -66.9 },
  CA: { minLat: 41.6, maxLat: 83.2, minLng: -141, maxLng: -52.6 },
}
