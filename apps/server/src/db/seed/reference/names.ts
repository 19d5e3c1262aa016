/** Fragments for company names, people and addresses. */

export const SPANISH_SURNAMES = [
  'Garza', 'Treviño', 'González', 'Rodríguez', 'Martínez', 'Hernández', 'López', 'Ramírez', 'Villarreal', 'Cantú',
  'Elizondo', 'Salinas', 'Guerra', 'Cárdenas', 'Navarro', 'Herrera', 'Medina', 'Castillo', 'Morales', 'Ortiz',
  'Aguilar', 'Rangel', 'Ibarra', 'Montemayor', 'Saucedo', 'Valdés', 'Fuentes', 'Arizpe', 'Zertuche', 'Lozano',
  'Maldonado', 'Quiroga', 'Espinoza', 'Barragán', 'Cervantes', 'Ochoa', 'Padilla', 'Rosales', 'Soto', 'Tamez',
  'Villalobos', 'Zúñiga', 'Muñoz', 'Peña', 'Ordóñez', 'Acuña', 'Báez', 'Carranza', 'Domínguez', 'Escobedo',
] as const

export const ENGLISH_SURNAMES = [
  'Anderson', 'Miller', 'Thompson', 'Walker', 'Harris', 'Clark', 'Lewis', 'Young', 'Allen', 'Wright',
  'Scott', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Campbell', 'Parker', 'Evans', 'Collins', 'Stewart',
  'Morris', 'Murphy', 'Cook', 'Rogers', 'Reed', 'Bailey', 'Cooper', 'Howard', 'Ward', 'Brooks',
  'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Foster', 'Graham', 'Wallace', 'Hamilton', 'Fraser',
  'MacDonald', 'Tremblay', 'Gagnon', 'Kowalski', 'Schneider', 'Novak', 'Sullivan', 'Dawson', 'Harper', 'Keller',
] as const

export const SPANISH_FIRST_NAMES = [
  'José', 'Luis', 'Carlos', 'Jorge', 'Alejandro', 'Fernando', 'Ricardo', 'Eduardo', 'Roberto', 'Javier',
  'María', 'Guadalupe', 'Ana', 'Laura', 'Patricia', 'Gabriela', 'Claudia', 'Mónica', 'Verónica', 'Sofía',
] as const

export const ENGLISH_FIRST_NAMES = [
  'James', 'Michael', 'Robert', 'David', 'William', 'Daniel', 'Matthew', 'Andrew', 'Kevin', 'Brian',
  'Jennifer', 'Sarah', 'Emily', 'Jessica', 'Ashley', 'Rachel', 'Megan', 'Lauren', 'Nicole', 'Amanda',
] as const

/** Spanish endings that read naturally after any plural or singular trade word: "Estampados de México". */
export const SPANISH_REGION_WORDS = ['de México', 'de Norteamérica'] as const

/** Region words that fit where the company is, keyed by state code (invariable, so any trade word can precede them). */
export const REGION_WORDS_BY_STATE: Readonly<Record<string, readonly string[]>> = {
  COA: ['del Norte', 'del Noreste', 'de Coahuila'],
  NLE: ['del Norte', 'del Noreste', 'de Monterrey'],
  TAM: ['del Noreste', 'del Golfo', 'del Norte'],
  CHH: ['del Norte', 'de Chihuahua'],
  DUR: ['de la Laguna', 'del Norte'],
  SON: ['del Noroeste', 'del Pacífico', 'de Sonora'],
  BCN: ['del Noroeste', 'del Pacífico', 'de Baja California'],
  GUA: ['del Bajío', 'del Centro'],
  QUE: ['del Bajío', 'del Centro'],
  AGU: ['del Bajío', 'del Centro'],
  SLP: ['del Bajío', 'del Centro'],
  ZAC: ['del Centro', 'del Norte'],
  JAL: ['de Occidente', 'del Pacífico'],
  PUE: ['del Centro', 'de Oriente'],
  TLA: ['del Centro', 'de Oriente'],
  MEX: ['del Centro', 'del Valle de México'],
  CMX: ['del Centro', 'del Valle de México'],
  HID: ['del Centro'],
  MOR: ['del Centro', 'del Sur'],
}

export const SPANISH_PREFIXES = ['Grupo', 'Industrias', 'Corporativo', 'Manufacturas', 'Tecnología'] as const

export const ENGLISH_NAME_WORDS = [
  'Great Lakes', 'Midwest', 'Pioneer', 'Summit', 'Keystone', 'Liberty', 'Apex', 'Allied', 'Frontier', 'Sterling',
  'Heritage', 'Superior', 'Dynamic', 'Eagle', 'Northstar', 'Ridgeline', 'Ironwood', 'Crestline', 'Riverbend', 'Lakeshore',
  'Bluewater', 'Cornerstone', 'Trident', 'Granite', 'Redwood', 'Harbor', 'Maple Leaf', 'Lone Star', 'Cumberland', 'Piedmont',
] as const

export const ENGLISH_NAME_ENDINGS = ['Group', 'Technologies', 'Industries', 'Solutions', 'Systems', 'Manufacturing'] as const

export const MX_LEGAL_SUFFIXES = [
  { suffix: 'S.A. de C.V.', weight: 70 },
  { suffix: 'S. de R.L. de C.V.', weight: 25 },
  { suffix: 'S.A.P.I. de C.V.', weight: 5 },
] as const

export const US_LEGAL_SUFFIXES = [
  { suffix: 'Inc.', weight: 45 },
  { suffix: 'LLC', weight: 45 },
  { suffix: 'Corp.', weight: 10 },
] as const

export const CA_LEGAL_SUFFIXES = [
  { suffix: 'Inc.', weight: 50 },
  { suffix: 'Ltd.', weight: 40 },
  { suffix: 'Corp.', weight: 10 },
] as const

/** Words the SAT skips when it takes the RFC letters from a company name. */
export const RFC_SKIPPED_WORDS = new Set([
  'DE', 'DEL', 'LA', 'LAS', 'LOS', 'EL', 'Y', 'E', 'EN', 'CON', 'PARA', 'POR', 'AL', 'SUS', 'MI', 'MC', 'MAC', 'VON', 'VAN',
  'COMPAÑIA', 'CIA', 'SOCIEDAD', 'COOPERATIVA', 'AND', 'OF', 'THE',
])

export const MX_STREETS = [
  'Av. de la Industria', 'Blvd. Industrial', 'Calle Acero', 'Av. Industria Automotriz', 'Av. Tecnológico', 'Calle Níquel',
  'Av. Manufactura', 'Blvd. Fundadores', 'Av. Constitución', 'Calle Cobre', 'Av. Vía Láctea', 'Calle Aluminio',
  'Av. Las Torres', 'Circuito Exportación', 'Av. Ingenieros', 'Calle Fundidores', 'Av. Transportistas', 'Calle Tornero',
  'Av. Hidalgo', 'Av. Juárez', 'Blvd. Aeropuerto', 'Av. Revolución', 'Carretera Federal 57', 'Calle Mecánicos',
] as const

export const MX_GENERIC_SUBURBS = ['Zona Industrial', 'Centro', 'Colonia Industrial', 'Parque Industrial', 'Fraccionamiento Industrial'] as const

export const EN_STREETS = [
  'Industrial Dr', 'Commerce Pkwy', 'Technology Blvd', 'Enterprise Ct', 'Production Way', 'Manufacturers Rd',
  'Corporate Dr', 'Innovation Dr', 'Assembly Ave', 'Foundry St', 'Logistics Blvd', 'Progress Rd', 'Tooling Ln',
] as const

/** Vehicle makers with plants in North America, named as customers of the demo suppliers. */
export const OEM_CLIENTS = [
  'General Motors', 'Ford', 'Stellantis', 'Nissan', 'Volkswagen', 'Audi', 'BMW', 'Mercedes-Benz', 'Toyota', 'Honda',
  'Mazda', 'Kia', 'Hyundai', 'Navistar', 'Daimler Truck', 'PACCAR',
] as const

/** Large Tier 1 suppliers, named as customers of the demo Tier 2 suppliers. */
export const TIER1_CLIENTS = [
  'Bosch', 'Continental', 'Magna', 'Lear', 'Yazaki', 'Aptiv', 'ZF', 'Denso', 'Nemak', 'Valeo', 'Forvia', 'Adient',
  'Martinrea', 'Gestamp', 'Metalsa', 'Sumitomo Electric', 'Autoliv', 'BorgWarner',
] as const
