/**
 * Reference lists shared by the forms and the demo data generator. Data only.
 *
 * Stored values are codes, never display names: `companies.country` holds the ISO 3166-1 alpha-2 code
 * (MX, US, CA) and `companies.state` the subdivision code below (ISO 3166-2 without the country prefix,
 * e.g. COA, NLE, MI, ON), so each screen can show the name in the reader's language.
 */

/** A display name in both interface languages. */
export interface LocalizedName {
  readonly en: string
  readonly es: string
}

export interface CountryRef extends LocalizedName {
  readonly code: string
}

export interface SubdivisionRef extends LocalizedName {
  /** ISO 3166-2 code without the country prefix. */
  readonly code: string
}

export const COUNTRIES = [
  { code: 'MX', en: 'Mexico', es: 'México' },
  { code: 'US', en: 'United States', es: 'Estados Unidos' },
  { code: 'CA', en: 'Canada', es: 'Canadá' },
] as const satisfies readonly CountryRef[]
export type CountryCode = (typeof COUNTRIES)[number]['code']

/** The 32 Mexican federal entities (ISO 3166-2:MX). */
export const MX_STATES = [
  { code: 'AGU', en: 'Aguascalientes', es: 'Aguascalientes' },
  { code: 'BCN', en: 'Baja California', es: 'Baja California' },
  { code: 'BCS', en: 'Baja California Sur', es: 'Baja California Sur' },
  { code: 'CAM', en: 'Campeche', es: 'Campeche' },
  { code: 'CHP', en: 'Chiapas', es: 'Chiapas' },
  { code: 'CHH', en: 'Chihuahua', es: 'Chihuahua' },
  { code: 'CMX', en: 'Mexico City', es: 'Ciudad de México' },
  { code: 'COA', en: 'Coahuila', es: 'Coahuila' },
  { code: 'COL', en: 'Colima', es: 'Colima' },
  { code: 'DUR', en: 'Durango', es: 'Durango' },
  { code: 'GUA', en: 'Guanajuato', es: 'Guanajuato' },
  { code: 'GRO', en: 'Guerrero', es: 'Guerrero' },
  { code: 'HID', en: 'Hidalgo', es: 'Hidalgo' },
  { code: 'JAL', en: 'Jalisco', es: 'Jalisco' },
  { code: 'MEX', en: 'State of Mexico', es: 'Estado de México' },
  { code: 'MIC', en: 'Michoacán', es: 'Michoacán' },
  { code: 'MOR', en: 'Morelos', es: 'Morelos' },
  { code: 'NAY', en: 'Nayarit', es: 'Nayarit' },
  { code: 'NLE', en: 'Nuevo León', es: 'Nuevo León' },
  { code: 'OAX', en: 'Oaxaca', es: 'Oaxaca' },
  { code: 'PUE', en: 'Puebla', es: 'Puebla' },
  { code: 'QUE', en: 'Querétaro', es: 'Querétaro' },
  { code: 'ROO', en: 'Quintana Roo', es: 'Quintana Roo' },
  { code: 'SLP', en: 'San Luis Potosí', es: 'San Luis Potosí' },
  { code: 'SIN', en: 'Sinaloa', es: 'Sinaloa' },
  { code: 'SON', en: 'Sonora', es: 'Sonora' },
  { code: 'TAB', en: 'Tabasco', es: 'Tabasco' },
  { code: 'TAM', en: 'Tamaulipas', es: 'Tamaulipas' },
  { code: 'TLA', en: 'Tlaxcala', es: 'Tlaxcala' },
  { code: 'VER', en: 'Veracruz', es: 'Veracruz' },
  { code: 'YUC', en: 'Yucatán', es: 'Yucatán' },
  { code: 'ZAC', en: 'Zacatecas', es: 'Zacatecas' },
] as const satisfies readonly SubdivisionRef[]

/** US states and DC (ISO 3166-2:US). */
export const US_STATES = [
  { code: 'AL', en: 'Alabama', es: 'Alabama' },
  { code: 'AK', en: 'Alaska', es: 'Alaska' },
  { code: 'AZ', en: 'Arizona', es: 'Arizona' },
  { code: 'AR', en: 'Arkansas', es: 'Arkansas' },
  { code: 'CA', en: 'California', es: 'California' },
  { code: 'CO', en: 'Colorado', es: 'Colorado' },
  { code: 'CT', en: 'Connecticut', es: 'Connecticut' },
  { code: 'DE', en: 'Delaware', es: 'Delaware' },
  { code: 'DC', en: 'District of Columbia', es: 'Distrito de Columbia' },
  { code: 'FL', en: 'Florida', es: 'Florida' },
  { code: 'GA', en: 'Georgia', es: 'Georgia' },
  { code: 'HI', en: 'Hawaii', es: 'Hawái' },
  { code: 'ID', en: 'Idaho', es: 'Idaho' },
  { code: 'IL', en: 'Illinois', es: 'Illinois' },
  { code: 'IN', en: 'Indiana', es: 'Indiana' },
  { code: 'IA', en: 'Iowa', es: 'Iowa' },
  { code: 'KS', en: 'Kansas', es: 'Kansas' },
  { code: 'KY', en: 'Kentucky', es: 'Kentucky' },
  { code: 'LA', en: 'Louisiana', es: 'Luisiana' },
  { code: 'ME', en: 'Maine', es: 'Maine' },
  { code: 'MD', en: 'Maryland', es: 'Maryland' },
  { code: 'MA', en: 'Massachusetts', es: 'Massachusetts' },
  { code: 'MI', en: 'Michigan', es: 'Míchigan' },
  { code: 'MN', en: 'Minnesota', es: 'Minnesota' },
  { code: 'MS', en: 'Mississippi', es: 'Misisipi' },
  { code: 'MO', en: 'Missouri', es: 'Misuri' },
  { code: 'MT', en: 'Montana', es: 'Montana' },
  { code: 'NE', en: 'Nebraska', es: 'Nebraska' },
  { code: 'NV', en: 'Nevada', es: 'Nevada' },
  { code: 'NH', en: 'New Hampshire', es: 'Nuevo Hampshire' },
  { code: 'NJ', en: 'New Jersey', es: 'Nueva Jersey' },
  { code: 'NM', en: 'New Mexico', es: 'Nuevo México' },
  { code: 'NY', en: 'New York', es: 'Nueva York' },
  { code: 'NC', en: 'North Carolina', es: 'Carolina del Norte' },
  { code: 'ND', en: 'North Dakota', es: 'Dakota del Norte' },
  { code: 'OH', en: 'Ohio', es: 'Ohio' },
  { code: 'OK', en: 'Oklahoma', es: 'Oklahoma' },
  { code: 'OR', en: 'Oregon', es: 'Oregón' },
  { code: 'PA', en: 'Pennsylvania', es: 'Pensilvania' },
  { code: 'RI', en: 'Rhode Island', es: 'Rhode Island' },
  { code: 'SC', en: 'South Carolina', es: 'Carolina del Sur' },
  { code: 'SD', en: 'South Dakota', es: 'Dakota del Sur' },
  { code: 'TN', en: 'Tennessee', es: 'Tennessee' },
  { code: 'TX', en: 'Texas', es: 'Texas' },
  { code: 'UT', en: 'Utah', es: 'Utah' },
  { code: 'VT', en: 'Vermont', es: 'Vermont' },
  { code: 'VA', en: 'Virginia', es: 'Virginia' },
  { code: 'WA', en: 'Washington', es: 'Washington' },
  { code: 'WV', en: 'West Virginia', es: 'Virginia Occidental' },
  { code: 'WI', en: 'Wisconsin', es: 'Wisconsin' },
  { code: 'WY', en: 'Wyoming', es: 'Wyoming' },
] as const satisfies readonly SubdivisionRef[]

/** Canadian provinces and territories (ISO 3166-2:CA). */
export const CA_PROVINCES = [
  { code: 'AB', en: 'Alberta', es: 'Alberta' },
  { code: 'BC', en: 'British Columbia', es: 'Columbia Británica' },
  { code: 'MB', en: 'Manitoba', es: 'Manitoba' },
  { code: 'NB', en: 'New Brunswick', es: 'Nuevo Brunswick' },
  { code: 'NL', en: 'Newfoundland and Labrador', es: 'Terranova y Labrador' },
  { code: 'NS', en: 'Nova Scotia', es: 'Nueva Escocia' },
  { code: 'NT', en: 'Northwest Territories', es: 'Territorios del Noroeste' },
  { code: 'NU', en: 'Nunavut', es: 'Nunavut' },
  { code: 'ON', en: 'Ontario', es: 'Ontario' },
  { code: 'PE', en: 'Prince Edward Island', es: 'Isla del Príncipe Eduardo' },
  { code: 'QC', en: 'Quebec', es: 'Quebec' },
  { code: 'SK', en: 'Saskatchewan', es: 'Saskatchewan' },
  { code: 'YT', en: 'Yukon', es: 'Yukón' },
] as const satisfies readonly SubdivisionRef[]

export const SUBDIVISIONS_BY_COUNTRY: Readonly<Record<CountryCode, readonly SubdivisionRef[]>> = {
  MX: MX_STATES,
  US: US_STATES,
  CA: CA_PROVINCES,
}

export interface CertificationRef {
  readonly slug: string
  readonly name: string
  readonly issuer: string
  readonly descriptionEn: string
  readonly descriptionEs: string
}

/** Real certification standards and programmes common in the North American automotive supply chain. */
export const CERTIFICATIONS = [
  {
    slug: 'iatf-16949',
    name: 'IATF 16949',
    issuer: 'International Automotive Task Force (IATF)',
    descriptionEn: 'Quality management system for automotive production and relevant service parts.',
    descriptionEs: 'Sistema de gestión de la calidad para la producción automotriz y piezas de servicio.',
  },
  {
    slug: 'iso-9001',
    name: 'ISO 9001',
    issuer: 'International Organization for Standardization (ISO)',
    descriptionEn: 'Quality management systems.',
    descriptionEs: 'Sistemas de gestión de la calidad.',
  },
  {
    slug: 'iso-14001',
    name: 'ISO 14001',
    issuer: 'International Organization for Standardization (ISO)',
    descriptionEn: 'Environmental management systems.',
    descriptionEs: 'Sistemas de gestión ambiental.',
  },
  {
    slug: 'iso-45001',
    name: 'ISO 45001',
    issuer: 'International Organization for Standardization (ISO)',
    descriptionEn: 'Occupational health and safety management systems.',
    descriptionEs: 'Sistemas de gestión de la seguridad y salud en el trabajo.',
  },
  {
    slug: 'iso-50001',
    name: 'ISO 50001',
    issuer: 'International Organization for Standardization (ISO)',
    descriptionEn: 'Energy management systems.',
    descriptionEs: 'Sistemas de gestión de la energía.',
  },
  {
    slug: 'iso-iec-17025',
    name: 'ISO/IEC 17025',
    issuer: 'ISO / International Electrotechnical Commission (IEC)',
    descriptionEn: 'Competence of testing and calibration laboratories.',
    descriptionEs: 'Competencia de los laboratorios de ensayo y calibración.',
  },
  {
    slug: 'as9100',
    name: 'AS9100',
    issuer: 'SAE International / IAQG',
    descriptionEn: 'Quality management systems for aviation, space and defense organizations.',
    descriptionEs: 'Sistemas de gestión de la calidad para la industria aeronáutica, espacial y de defensa.',
  },
  {
    slug: 'nadcap',
    name: 'Nadcap',
    issuer: 'Performance Review Institute (PRI)',
    descriptionEn: 'Accreditation of special processes such as heat treating, chemical processing, welding and NDT.',
    descriptionEs: 'Acreditación de procesos especiales como tratamiento térmico, procesos químicos, soldadura y END.',
  },
  {
    slug: 'vda-6-3',
    name: 'VDA 6.3',
    issuer: 'Verband der Automobilindustrie (VDA QMC)',
    descriptionEn: 'Process audit standard of the German automotive industry.',
    descriptionEs: 'Estándar de auditoría de procesos de la industria automotriz alemana.',
  },
  {
    slug: 'tisax',
    name: 'TISAX',
    issuer: 'ENX Association',
    descriptionEn: 'Information security assessment exchange for the automotive industry.',
    descriptionEs: 'Evaluación de seguridad de la información para la industria automotriz.',
  },
  {
    slug: 'cqi-9',
    name: 'CQI-9 Heat Treat System Assessment',
    issuer: 'Automotive Industry Action Group (AIAG)',
    descriptionEn: 'Special process assessment for heat treating.',
    descriptionEs: 'Evaluación de proceso especial de tratamiento térmico.',
  },
  {
    slug: 'cqi-11',
    name: 'CQI-11 Plating System Assessment',
    issuer: 'Automotive Industry Action Group (AIAG)',
    descriptionEn: 'Special process assessment for plating.',
    descriptionEs: 'Evaluación de proceso especial de recubrimientos galvánicos.',
  },
  {
    slug: 'cqi-12',
    name: 'CQI-12 Coating System Assessment',
    issuer: 'Automotive Industry Action Group (AIAG)',
    descriptionEn: 'Special process assessment for coating and painting.',
    descriptionEs: 'Evaluación de proceso especial de recubrimiento y pintura.',
  },
  {
    slug: 'cqi-15',
    name: 'CQI-15 Welding System Assessment',
    issuer: 'Automotive Industry Action Group (AIAG)',
    descriptionEn: 'Special process assessment for welding.',
    descriptionEs: 'Evaluación de proceso especial de soldadura.',
  },
  {
    slug: 'cqi-23',
    name: 'CQI-23 Molding System Assessment',
    issuer: 'Automotive Industry Action Group (AIAG)',
    descriptionEn: 'Special process assessment for plastic molding.',
    descriptionEs: 'Evaluación de proceso especial de moldeo de plástico.',
  },
  {
    slug: 'cqi-27',
    name: 'CQI-27 Casting System Assessment',
    issuer: 'Automotive Industry Action Group (AIAG)',
    descriptionEn: 'Special process assessment for casting.',
    descriptionEs: 'Evaluación de proceso especial de fundición.',
  },
  {
    slug: 'c-tpat',
    name: 'C-TPAT',
    issuer: 'U.S. Customs and Border Protection (CBP)',
    descriptionEn: 'Customs-Trade Partnership Against Terrorism: supply chain security programme.',
    descriptionEs: 'Customs-Trade Partnership Against Terrorism: programa de seguridad en la cadena de suministro.',
  },
  {
    slug: 'oea',
    name: 'OEA (Operador Económico Autorizado)',
    issuer: 'Servicio de Administración Tributaria (SAT) / ANAM',
    descriptionEn: 'Mexican Authorized Economic Operator programme for secure foreign trade.',
    descriptionEs: 'Programa mexicano de Operador Económico Autorizado para un comercio exterior seguro.',
  },
  {
    slug: 'iva-ieps',
    name: 'Certificación en materia de IVA e IEPS',
    issuer: 'Servicio de Administración Tributaria (SAT)',
    descriptionEn: 'VAT and excise tax certification for IMMEX and temporary import operations.',
    descriptionEs: 'Certificación de IVA e IEPS para operaciones IMMEX y de importación temporal.',
  },
  {
    slug: 'industria-limpia',
    name: 'Industria Limpia',
    issuer: 'Procuraduría Federal de Protección al Ambiente (PROFEPA)',
    descriptionEn: 'Mexican environmental compliance certificate granted after an environmental audit.',
    descriptionEs: 'Certificado de cumplimiento ambiental otorgado tras una auditoría ambiental.',
  },
  {
    slug: 'esr',
    name: 'Distintivo ESR (Empresa Socialmente Responsable)',
    issuer: 'Centro Mexicano para la Filantropía (Cemefi)',
    descriptionEn: 'Corporate social responsibility distinction awarded in Mexico.',
    descriptionEs: 'Distintivo de responsabilidad social empresarial otorgado en México.',
  },
] as const satisfies readonly CertificationRef[]
export type CertificationSlug = (typeof CERTIFICATIONS)[number]['slug']

export const PAYMENT_METHODS = ['card', 'cash', 'bank_transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
export const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethod, LocalizedName>> = {
  card: { en: 'Card', es: 'Tarjeta' },
  cash: { en: 'Cash', es: 'Efectivo' },
  bank_transfer: { en: 'Bank transfer', es: 'Transferencia bancaria' },
}

/** Values of `companies.sector`. */
export const COMPANY_SECTORS = [
  'automotive_oem',
  'auto_parts',
  'plastics',
  'rubber',
  'metalworking',
  'surface_treatment',
  'tooling',
  'industrial_automation',
  'electronics',
  'electrical_equipment',
  'glass',
  'packaging',
  'logistics',
  'engineering_services',
  'industrial_distribution',
  'aerospace',
  'other',
] as const
export type CompanySector = (typeof COMPANY_SECTORS)[number]
export const COMPANY_SECTOR_LABELS: Readonly<Record<CompanySector, LocalizedName>> = {
  automotive_oem: { en: 'Vehicle manufacturing (OEM)', es: 'Armadoras de vehículos (OEM)' },
  auto_parts: { en: 'Auto parts', es: 'Autopartes' },
  plastics: { en: 'Plastics', es: 'Plásticos' },
  rubber: { en: 'Rubber', es: 'Hule' },
  metalworking: { en: 'Metalworking', es: 'Metalmecánica' },
  surface_treatment: { en: 'Coatings and heat treatment', es: 'Recubrimientos y tratamientos térmicos' },
  tooling: { en: 'Tooling, dies and molds', es: 'Herramentales, troqueles y moldes' },
  industrial_automation: { en: 'Industrial automation', es: 'Automatización industrial' },
  electronics: { en: 'Electronics', es: 'Electrónica' },
  electrical_equipment: { en: 'Electrical equipment', es: 'Equipo eléctrico' },
  glass: { en: 'Glass', es: 'Vidrio' },
  packaging: { en: 'Packaging', es: 'Empaque y embalaje' },
  logistics: { en: 'Logistics and transportation', es: 'Logística y transporte' },
  engineering_services: { en: 'Engineering and technical services', es: 'Ingeniería y servicios técnicos' },
  industrial_distribution: { en: 'Industrial distribution', es: 'Distribución industrial' },
  aerospace: { en: 'Aerospace', es: 'Aeroespacial' },
  other: { en: 'Other', es: 'Otro' },
}

/** Values of `companies.tier` (the `supply_chain_tier` enum). */
export const SUPPLY_CHAIN_TIERS = ['oem', 'tier1', 'tier2', 'tier3', 'other'] as const
export type SupplyChainTier = (typeof SUPPLY_CHAIN_TIERS)[number]
export const SUPPLY_CHAIN_TIER_LABELS: Readonly<Record<SupplyChainTier, LocalizedName>> = {
  oem: { en: 'OEM (vehicle manufacturer)', es: 'OEM (armadora)' },
  tier1: { en: 'Tier 1', es: 'Tier 1' },
  tier2: { en: 'Tier 2', es: 'Tier 2' },
  tier3: { en: 'Tier 3', es: 'Tier 3' },
  other: { en: 'Other', es: 'Otro' },
}

/** Values of `companies.profile_type`. */
export const COMPANY_PROFILE_TYPES = ['buyer', 'supplier', 'both'] as const
export type CompanyProfileType = (typeof COMPANY_PROFILE_TYPES)[number]
export const COMPANY_PROFILE_TYPE_LABELS: Readonly<Record<CompanyProfileType, LocalizedName>> = {
  buyer: { en: 'Buyer', es: 'Comprador' },
  supplier: { en: 'Supplier', es: 'Proveedor' },
  both: { en: 'Buyer and supplier', es: 'Comprador y proveedor' },
}

/** Values of `companies.company_type`. */
export const COMPANY_TYPES = ['manufacturer', 'distributor', 'service_provider', 'integrator', 'logistics_provider'] as const
export type CompanyType = (typeof COMPANY_TYPES)[number]
export const COMPANY_TYPE_LABELS: Readonly<Record<CompanyType, LocalizedName>> = {
  manufacturer: { en: 'Manufacturer', es: 'Fabricante' },
  distributor: { en: 'Distributor', es: 'Distribuidor' },
  service_provider: { en: 'Service provider', es: 'Prestador de servicios' },
  integrator: { en: 'Systems integrator', es: 'Integrador' },
  logistics_provider: { en: 'Logistics provider', es: 'Operador logístico' },
}

/** Values of `companies.annual_sales`; the bands follow Mexico's micro/small/medium company thresholds. */
export const ANNUAL_SALES_RANGES = ['up_to_4m', '4m_to_100m', '100m_to_250m', '250m_to_1000m', 'over_1000m'] as const
export type AnnualSalesRange = (typeof ANNUAL_SALES_RANGES)[number]
export const ANNUAL_SALES_RANGE_LABELS: Readonly<Record<AnnualSalesRange, LocalizedName>> = {
  up_to_4m: { en: 'Up to MXN 4 M', es: 'Hasta 4 M MXN' },
  '4m_to_100m': { en: 'MXN 4 M – 100 M', es: '4 M – 100 M MXN' },
  '100m_to_250m': { en: 'MXN 100 M – 250 M', es: '100 M – 250 M MXN' },
  '250m_to_1000m': { en: 'MXN 250 M – 1,000 M', es: '250 M – 1,000 M MXN' },
  over_1000m: { en: 'Over MXN 1,000 M', es: 'Más de 1,000 M MXN' },
}
