/**
 * Automotive clusters of Mexico and the US/Canada hubs, with real city-centre coordinates.
 * `weight` is relative within the country; COUNTRY_WEIGHTS makes Mexico about 80 % of companies.
 */
import type { CountryCode } from '@nexo/shared'

export interface CitySeed {
  readonly name: string
  readonly country: CountryCode
  /** Subdivision code (see MX_STATES, US_STATES, CA_PROVINCES). */
  readonly state: string
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

export const CITIES: readonly CitySeed[] = [
  // Coahuila
  { name: 'Saltillo', country: 'MX', state: 'COA', lat: 25.4232, lng: -100.9924, weight: 6, areaCode: '844', postal: [25000, 25299], suburbs: ['Parque Industrial Derramadero', 'Zona Industrial Saltillo', 'Parque Industrial La Angostura'] },
  { name: 'Ramos Arizpe', country: 'MX', state: 'COA', lat: 25.5399, lng: -100.9475, weight: 4, areaCode: '844', postal: [25900, 25904], suburbs: ['Parque Industrial Santa María', 'Parque Industrial Ramos Arizpe'] },
  { name: 'Torreón', country: 'MX', state: 'COA', lat: 25.5428, lng: -103.4068, weight: 2.5, areaCode: '871', postal: [27000, 27299] },
  { name: 'Monclova', country: 'MX', state: 'COA', lat: 26.908, lng: -101.4215, weight: 1.2, areaCode: '866', postal: [25700, 25799] },
  { name: 'Piedras Negras', country: 'MX', state: 'COA', lat: 28.7, lng: -100.5236, weight: 1, areaCode: '878', postal: [26000, 26099], spread: [-0.06, 0.02, -0.07, -0.005] },
  // Nuevo León
  { name: 'Monterrey', country: 'MX', state: 'NLE', lat: 25.6866, lng: -100.3161, weight: 6, areaCode: '81', postal: [64000, 64999] },
  { name: 'Apodaca', country: 'MX', state: 'NLE', lat: 25.7817, lng: -100.1886, weight: 4, areaCode: '81', postal: [66600, 66649], suburbs: ['Parque Industrial Apodaca', 'Zona Aeropuerto'] },
  { name: 'Santa Catarina', country: 'MX', state: 'NLE', lat: 25.6733, lng: -100.4581, weight: 2, areaCode: '81', postal: [66350, 66379] },
  { name: 'General Escobedo', country: 'MX', state: 'NLE', lat: 25.7933, lng: -100.3139, weight: 2.5, areaCode: '81', postal: [66050, 66099] },
  { name: 'San Nicolás de los Garza', country: 'MX', state: 'NLE', lat: 25.7417, lng: -100.3022, weight: 2.5, areaCode: '81', postal: [66400, 66499] },
  { name: 'Pesquería', country: 'MX', state: 'NLE', lat: 25.785, lng: -100.05, weight: 1, areaCode: '81', postal: [66650, 66679] },
  // Guanajuato
  { name: 'León', country: 'MX', state: 'GUA', lat: 21.125, lng: -101.686, weight: 3, areaCode: '477', postal: [37000, 37699] },
  { name: 'Silao', country: 'MX', state: 'GUA', lat: 20.9436, lng: -101.4277, weight: 2.5, areaCode: '472', postal: [36100, 36299], suburbs: ['Guanajuato Puerto Interior', 'Parque Industrial Silao'] },
  { name: 'Celaya', country: 'MX', state: 'GUA', lat: 20.5222, lng: -100.8122, weight: 2.5, areaCode: '461', postal: [38000, 38099] },
  { name: 'Irapuato', country: 'MX', state: 'GUA', lat: 20.6767, lng: -101.3563, weight: 2, areaCode: '462', postal: [36500, 36699], suburbs: ['Parque Industrial Castro del Río'] },
  { name: 'Salamanca', country: 'MX', state: 'GUA', lat: 20.5739, lng: -101.1957, weight: 1.2, areaCode: '464', postal: [36700, 36799] },
  { name: 'Apaseo el Grande', country: 'MX', state: 'GUA', lat: 20.5461, lng: -100.6853, weight: 1, areaCode: '413', postal: [38160, 38199] },
  // Querétaro
  { name: 'Querétaro', country: 'MX', state: 'QUE', lat: 20.5888, lng: -100.3899, weight: 5, areaCode: '442', postal: [76000, 76249], suburbs: ['Parque Industrial Querétaro', 'Parque Industrial Benito Juárez', 'Parque Industrial El Marqués'] },
  { name: 'San Juan del Río', country: 'MX', state: 'QUE', lat: 20.3889, lng: -99.9961, weight: 1.5, areaCode: '427', postal: [76800, 76829] },
  // Aguascalientes
  { name: 'Aguascalientes', country: 'MX', state: 'AGU', lat: 21.8853, lng: -102.2916, weight: 3.5, areaCode: '449', postal: [20000, 20299], suburbs: ['Parque Industrial del Valle de Aguascalientes', 'Ciudad Industrial'] },
  { name: 'San Francisco de los Romo', country: 'MX', state: 'AGU', lat: 22.0744, lng: -102.2708, weight: 1, areaCode: '465', postal: [20300, 20359], suburbs: ['Parque Industrial San Francisco'] },
  // San Luis Potosí
  { name: 'San Luis Potosí', country: 'MX', state: 'SLP', lat: 22.1565, lng: -100.9855, weight: 3.5, areaCode: '444', postal: [78000, 78399], suburbs: ['Zona Industrial', 'Parque Industrial Logistik'] },
  { name: 'Villa de Reyes', country: 'MX', state: 'SLP', lat: 21.8033, lng: -100.9342, weight: 0.8, areaCode: '485', postal: [79500, 79529] },
  // Puebla
  { name: 'Puebla', country: 'MX', state: 'PUE', lat: 19.0414, lng: -98.2063, weight: 3, areaCode: '222', postal: [72000, 72599] },
  { name: 'Cuautlancingo', country: 'MX', state: 'PUE', lat: 19.0892, lng: -98.2731, weight: 1.5, areaCode: '222', postal: [72700, 72739] },
  { name: 'San José Chiapa', country: 'MX', state: 'PUE', lat: 19.239, lng: -97.775, weight: 0.8, areaCode: '276', postal: [75010, 75019] },
  // Estado de México
  { name: 'Toluca', country: 'MX', state: 'MEX', lat: 19.2826, lng: -99.6557, weight: 2.5, areaCode: '722', postal: [50000, 50299], suburbs: ['Parque Industrial Toluca 2000', 'Zona Industrial Toluca'] },
  { name: 'Tlalnepantla', country: 'MX', state: 'MEX', lat: 19.5367, lng: -99.1946, weight: 1.5, areaCode: '55', postal: [54000, 54199] },
  { name: 'Cuautitlán Izcalli', country: 'MX', state: 'MEX', lat: 19.6469, lng: -99.2469, weight: 1.5, areaCode: '55', postal: [54700, 54799] },
  // Jalisco
  { name: 'Guadalajara', country: 'MX', state: 'JAL', lat: 20.6597, lng: -103.3496, weight: 2.5, areaCode: '33', postal: [44100, 44990] },
  { name: 'Zapopan', country: 'MX', state: 'JAL', lat: 20.7236, lng: -103.3848, weight: 1.5, areaCode: '33', postal: [45000, 45249] },
  { name: 'El Salto', country: 'MX', state: 'JAL', lat: 20.5167, lng: -103.1833, weight: 1.5, areaCode: '33', postal: [45680, 45699], suburbs: ['Parque Industrial El Salto', 'Corredor Industrial El Salto'] },
  // Chihuahua
  { name: 'Chihuahua', country: 'MX', state: 'CHH', lat: 28.6353, lng: -106.0889, weight: 2, areaCode: '614', postal: [31000, 31499] },
  { name: 'Ciudad Juárez', country: 'MX', state: 'CHH', lat: 31.6904, lng: -106.4245, weight: 4, areaCode: '656', postal: [32000, 32699], spread: [-0.08, 0, -0.06, 0.02], suburbs: ['Parque Industrial Antonio J. Bermúdez', 'Parque Industrial Río Bravo'] },
  // Sonora
  { name: 'Hermosillo', country: 'MX', state: 'SON', lat: 29.0729, lng: -110.9559, weight: 2, areaCode: '662', postal: [83000, 83299], suburbs: ['Parque Industrial Hermosillo'] },
  // Baja California
  { name: 'Tijuana', country: 'MX', state: 'BCN', lat: 32.5149, lng: -117.0382, weight: 3, areaCode: '664', postal: [22000, 22699], spread: [-0.06, 0.005, -0.01, 0.08], suburbs: ['Parque Industrial El Florido', 'Ciudad Industrial Nueva Tijuana'] },
  { name: 'Mexicali', country: 'MX', state: 'BCN', lat: 32.6245, lng: -115.4523, weight: 1.5, areaCode: '686', postal: [21000, 21399], spread: [-0.07, 0.005, -0.06, 0.06] },
  { name: 'Ensenada', country: 'MX', state: 'BCN', lat: 31.8667, lng: -116.5964, weight: 0.5, areaCode: '646', postal: [22800, 22899], spread: [-0.04, 0.04, 0.005, 0.06] },
  // Tamaulipas
  { name: 'Reynosa', country: 'MX', state: 'TAM', lat: 26.0833, lng: -98.2833, weight: 2.5, areaCode: '899', postal: [88500, 88799], spread: [-0.08, 0, -0.06, 0.06], suburbs: ['Parque Industrial Del Norte', 'Parque Industrial Colonial'] },
  { name: 'Matamoros', country: 'MX', state: 'TAM', lat: 25.869, lng: -97.5027, weight: 1.5, areaCode: '868', postal: [87300, 87599], spread: [-0.08, -0.005, -0.06, 0.04] },
  { name: 'Nuevo Laredo', country: 'MX', state: 'TAM', lat: 27.4833, lng: -99.5167, weight: 1.2, areaCode: '867', postal: [88000, 88299], spread: [-0.08, -0.005, -0.06, 0] },
  // Centre and others
  { name: 'Ciudad de México', country: 'MX', state: 'CMX', lat: 19.4326, lng: -99.1332, weight: 2.5, areaCode: '55', postal: [2000, 2999], suburbs: ['Industrial Vallejo', 'Azcapotzalco'] },
  { name: 'Pachuca', country: 'MX', state: 'HID', lat: 20.1011, lng: -98.7591, weight: 0.6, areaCode: '771', postal: [42000, 42099] },
  { name: 'Ciudad Sahagún', country: 'MX', state: 'HID', lat: 19.7719, lng: -98.5803, weight: 0.4, areaCode: '791', postal: [43990, 43999] },
  { name: 'Cuernavaca', country: 'MX', state: 'MOR', lat: 18.9242, lng: -99.2216, weight: 0.6, areaCode: '777', postal: [62000, 62499] },
  { name: 'Jiutepec', country: 'MX', state: 'MOR', lat: 18.8819, lng: -99.1775, weight: 0.6, areaCode: '777', postal: [62550, 62599], suburbs: ['CIVAC'] },
  { name: 'Tlaxcala', country: 'MX', state: 'TLA', lat: 19.3139, lng: -98.2404, weight: 0.8, areaCode: '246', postal: [90000, 90119] },
  { name: 'Durango', country: 'MX', state: 'DUR', lat: 24.0277, lng: -104.6532, weight: 0.7, areaCode: '618', postal: [34000, 34399] },
  { name: 'Gómez Palacio', country: 'MX', state: 'DUR', lat: 25.5611, lng: -103.4983, weight: 0.8, areaCode: '871', postal: [35000, 35299] },
  { name: 'Zacatecas', country: 'MX', state: 'ZAC', lat: 22.7709, lng: -102.5833, weight: 0.6, areaCode: '492', postal: [98000, 98099] },

  // United States
  { name: 'Detroit', country: 'US', state: 'MI', lat: 42.3314, lng: -83.0458, weight: 4, areaCode: '313', postal: [48201, 48239], spread: [0.005, 0.08, -0.08, 0] },
  { name: 'Troy', country: 'US', state: 'MI', lat: 42.6064, lng: -83.1498, weight: 3, areaCode: '248', postal: [48083, 48085] },
  { name: 'Auburn Hills', country: 'US', state: 'MI', lat: 42.6875, lng: -83.2341, weight: 2.5, areaCode: '248', postal: [48326, 48326] },
  { name: 'Dearborn', country: 'US', state: 'MI', lat: 42.3223, lng: -83.1763, weight: 2, areaCode: '313', postal: [48120, 48126], spread: [-0.02, 0.05, -0.06, 0.03] },
  { name: 'Toledo', country: 'US', state: 'OH', lat: 41.6528, lng: -83.5379, weight: 1.5, areaCode: '419', postal: [43604, 43615], spread: [-0.05, 0.03, -0.08, 0.01] },
  { name: 'Columbus', country: 'US', state: 'OH', lat: 39.9612, lng: -82.9988, weight: 1.5, areaCode: '614', postal: [43215, 43232] },
  { name: 'Marysville', country: 'US', state: 'OH', lat: 40.2364, lng: -83.3671, weight: 0.8, areaCode: '937', postal: [43040, 43041] },
  { name: 'Indianapolis', country: 'US', state: 'IN', lat: 39.7684, lng: -86.1581, weight: 1.5, areaCode: '317', postal: [46201, 46241] },
  { name: 'Lafayette', country: 'US', state: 'IN', lat: 40.4167, lng: -86.8753, weight: 0.6, areaCode: '765', postal: [47901, 47909] },
  { name: 'Nashville', country: 'US', state: 'TN', lat: 36.1627, lng: -86.7816, weight: 1.2, areaCode: '615', postal: [37201, 37221] },
  { name: 'Smyrna', country: 'US', state: 'TN', lat: 35.9828, lng: -86.5186, weight: 0.8, areaCode: '615', postal: [37167, 37167] },
  { name: 'Spring Hill', country: 'US', state: 'TN', lat: 35.7512, lng: -86.93, weight: 0.6, areaCode: '931', postal: [37174, 37174] },
  { name: 'Chattanooga', country: 'US', state: 'TN', lat: 35.0456, lng: -85.3097, weight: 0.8, areaCode: '423', postal: [37402, 37421] },
  { name: 'Spartanburg', country: 'US', state: 'SC', lat: 34.9496, lng: -81.932, weight: 1, areaCode: '864', postal: [29301, 29307] },
  { name: 'Greenville', country: 'US', state: 'SC', lat: 34.8526, lng: -82.394, weight: 1, areaCode: '864', postal: [29601, 29615] },
  { name: 'Lexington', country: 'US', state: 'KY', lat: 38.0406, lng: -84.5037, weight: 0.8, areaCode: '859', postal: [40502, 40517] },
  { name: 'Georgetown', country: 'US', state: 'KY', lat: 38.2098, lng: -84.5588, weight: 0.8, areaCode: '502', postal: [40324, 40324] },
  { name: 'Louisville', country: 'US', state: 'KY', lat: 38.2527, lng: -85.7585, weight: 0.8, areaCode: '502', postal: [40202, 40299], spread: [-0.08, 0, -0.05, 0.05] },
  { name: 'San Antonio', country: 'US', state: 'TX', lat: 29.4241, lng: -98.4936, weight: 1.5, areaCode: '210', postal: [78201, 78260] },
  { name: 'Laredo', country: 'US', state: 'TX', lat: 27.5306, lng: -99.4803, weight: 1, areaCode: '956', postal: [78040, 78046], spread: [0.01, 0.08, 0, 0.08] },
  { name: 'El Paso', country: 'US', state: 'TX', lat: 31.7619, lng: -106.485, weight: 1, areaCode: '915', postal: [79901, 79938], spread: [0.01, 0.08, -0.04, 0.06] },
  { name: 'Montgomery', country: 'US', state: 'AL', lat: 32.3792, lng: -86.3077, weight: 0.6, areaCode: '334', postal: [36104, 36117] },
  { name: 'Huntsville', country: 'US', state: 'AL', lat: 34.7304, lng: -86.5861, weight: 0.6, areaCode: '256', postal: [35801, 35824] },
  { name: 'West Point', country: 'US', state: 'GA', lat: 32.8779, lng: -85.1833, weight: 0.4, areaCode: '706', postal: [31833, 31833] },

  // Canada
  { name: 'Windsor', country: 'CA', state: 'ON', lat: 42.3149, lng: -83.0364, weight: 2, areaCode: '519', fsa: ['N8W', 'N8X', 'N9A'], spread: [-0.06, -0.005, 0.005, 0.08] },
  { name: 'Oshawa', country: 'CA', state: 'ON', lat: 43.8971, lng: -78.8658, weight: 1.5, areaCode: '905', fsa: ['L1G', 'L1H', 'L1J'], spread: [0, 0.06, -0.05, 0.05] },
  { name: 'Ingersoll', country: 'CA', state: 'ON', lat: 43.039, lng: -80.8838, weight: 0.6, areaCode: '519', fsa: ['N5C'] },
  { name: 'Cambridge', country: 'CA', state: 'ON', lat: 43.3616, lng: -80.3144, weight: 1.2, areaCode: '519', fsa: ['N1R', 'N3C', 'N3H'] },
  { name: 'Woodstock', country: 'CA', state: 'ON', lat: 43.1315, lng: -80.7472, weight: 0.8, areaCode: '519', fsa: ['N4S', 'N4T'] },
  { name: 'Alliston', country: 'CA', state: 'ON', lat: 44.1534, lng: -79.8673, weight: 0.6, areaCode: '705', fsa: ['L9R'] },
  { name: 'Brampton', country: 'CA', state: 'ON', lat: 43.7315, lng: -79.7624, weight: 1, areaCode: '905', fsa: ['L6S', 'L6T'] },
  { name: 'Toronto', country: 'CA', state: 'ON', lat: 43.6532, lng: -79.3832, weight: 1, areaCode: '416', fsa: ['M1B', 'M9W', 'M9V'], spread: [0.01, 0.07, -0.08, 0.05] },
  { name: 'London', country: 'CA', state: 'ON', lat: 42.9849, lng: -81.2453, weight: 0.6, areaCode: '519', fsa: ['N5V', 'N6A'] },
  { name: 'Montreal', country: 'CA', state: 'QC', lat: 45.5017, lng: -73.5673, weight: 1, areaCode: '514', fsa: ['H1P', 'H4T', 'H4S'], spread: [0, 0.06, -0.08, -0.005] },
]

/** Bounding boxes used to check generated coordinates (and usable by forms for sanity checks). */
export const COUNTRY_BOUNDS: Readonly<Record<CountryCode, { minLat: number; maxLat: number; minLng: number; maxLng: number }>> = {
  MX: { minLat: 14.5, maxLat: 32.72, minLng: -118.5, maxLng: -86.7 },
  US: { minLat: 24.5, maxLat: 49.4, minLng: -124.8, maxLng: -66.9 },
  CA: { minLat: 41.6, maxLat: 83.2, minLng: -141, maxLng: -52.6 },
}
