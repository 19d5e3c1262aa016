/**
 * Sentence templates in Spanish and English. `{name}`-style placeholders are filled by the generator;
 * English templates avoid "a/an" before a placeholder so the article always agrees.
 */
import type { Bilingual } from './categories'

export interface BilingualList {
  readonly es: readonly string[]
  readonly en: readonly string[]
}

/** How a company presents itself, with article (for sentences) and without (for headlines). */
export const COMPANY_KINDS = {
  oem: { article: ['una armadora de vehículos', 'a vehicle manufacturer (OEM)'], bare: ['Armadora de vehículos', 'Vehicle manufacturer'] },
  buyer_tier1: { article: ['un fabricante Tier 1', 'a Tier 1 manufacturer'], bare: ['Fabricante Tier 1', 'Tier 1 manufacturer'] },
  buyer_tier2: { article: ['un fabricante Tier 2', 'a Tier 2 manufacturer'], bare: ['Fabricante Tier 2', 'Tier 2 manufacturer'] },
  tier1: { article: ['un proveedor Tier 1', 'a Tier 1 supplier'], bare: ['Proveedor Tier 1', 'Tier 1 supplier'] },
  tier2: { article: ['un proveedor Tier 2', 'a Tier 2 supplier'], bare: ['Proveedor Tier 2', 'Tier 2 supplier'] },
  tier3: { article: ['un proveedor Tier 3', 'a Tier 3 supplier'], bare: ['Proveedor Tier 3', 'Tier 3 supplier'] },
  manufacturer: { article: ['un fabricante', 'a manufacturer'], bare: ['Fabricante', 'Manufacturer'] },
  distributor: { article: ['un distribuidor industrial', 'an industrial distributor'], bare: ['Distribuidor', 'Distributor'] },
  service_provider: { article: ['una empresa de servicios industriales', 'an industrial services company'], bare: ['Servicios industriales', 'Industrial services'] },
  integrator: { article: ['un integrador de automatización', 'an automation integrator'], bare: ['Integrador', 'Integrator'] },
  logistics_provider: { article: ['un operador logístico', 'a logistics provider'], bare: ['Operador logístico', 'Logistics provider'] },
} as const satisfies Record<string, { article: Bilingual; bare: Bilingual }>
export type CompanyKind = keyof typeof COMPANY_KINDS

export const BRIEF_TEMPLATES: BilingualList = {
  es: [
    '{kindBare}: {specialty} en {city}, {state}. {highlight}',
    '{Specialty} para {application}: {products}. Planta en {city}, {state}.',
    '{name}: {products} para {application}. {highlight}',
  ],
  en: [
    '{kindBare}: {specialty} in {city}, {state}. {highlight}',
    '{Specialty} for {application}: {products}. Plant in {city}, {state}.',
    '{name}: {products} for {application}. {highlight}',
  ],
}

export const HIGHLIGHT_TEMPLATES = {
  cert: ['Certificación: {cert}.', 'Certified: {cert}.'],
  years: ['{years} años de experiencia.', '{years} years of experience.'],
  client: ['Proveedor de {client}.', 'Supplying {client}.'],
  delivery: ['Entregas a tiempo superiores al 98 %.', 'On-time delivery above 98%.'],
} as const satisfies Record<string, Bilingual>

export const DETAILED_TEMPLATES = {
  intro: [
    '{name} es {kind} con planta en {city}, {state}. Desde {year} nos especializamos en {specialty} para {application}.',
    '{name} is {kind} based in {city}, {state}. Since {year} we have specialized in {specialty} for {application}.',
  ],
  capabilities: ['Nuestros procesos incluyen {processes}. Contamos con {machinery}.', 'Our processes include {processes}. Our equipment includes {machinery}.'],
  capacity: [
    'Con {employees} colaboradores, tenemos una capacidad de {capacity} {unit}.',
    'With {employees} employees, our capacity is {capacity} {unit}.',
  ],
  materials: ['Trabajamos con {materials}.', 'We work with {materials}.'],
  certifications: ['Certificaciones: {certs}.', 'Certifications: {certs}.'],
  clients: ['Entre nuestros clientes se encuentran {clients}.', 'Our customers include {clients}.'],
  coverage: ['Atendemos clientes en {coverage}.', 'We serve customers in {coverage}.'],
  sourcing: ['Buscamos proveedores regionales de {needs}.', 'We are looking for regional suppliers of {needs}.'],
} as const satisfies Record<string, Bilingual>

export const CLOSING_SENTENCES: BilingualList = {
  es: [
    'Acompañamos a cada cliente desde la cotización y el diseño hasta el arranque de producción (SOP).',
    'Nuestro equipo de calidad documenta cada lanzamiento con APQP y PPAP.',
    'Operamos con indicadores de entrega a tiempo superiores al 98 %.',
    'Invertimos cada año en capacitación técnica y en nuevas tecnologías de manufactura.',
    'Buscamos relaciones de largo plazo con armadoras y proveedores Tier 1 de Norteamérica.',
    'Operamos bajo el programa IMMEX para clientes exportadores.',
  ],
  en: [
    'We support every customer from quotation and design through start of production (SOP).',
    'Our quality team documents every launch with APQP and PPAP.',
    'Our on-time delivery rate is above 98%.',
    'Every year we invest in technical training and new manufacturing technology.',
    'We seek long-term relationships with OEMs and Tier 1 suppliers across North America.',
    'We help customers nearshore production to Mexico with local engineering support.',
  ],
}

export const GUARANTEES: BilingualList = {
  es: [
    'Garantía de 12 meses contra defectos de fabricación y reposición sin costo de piezas no conformes.',
    'PPAP nivel 3, contención inmediata y reporte 8D en menos de 24 horas ante cualquier no conformidad.',
    'Garantía por escrito de cumplimiento dimensional conforme a plano y reemplazo de lotes rechazados.',
    'Entregas a tiempo garantizadas (OTD superior al 98 %) con penalizaciones acordadas por incumplimiento.',
    'Garantía de servicio de 6 meses y soporte técnico en sitio en menos de 48 horas.',
  ],
  en: [
    '12-month warranty against manufacturing defects; non-conforming parts are replaced at no cost.',
    'Level 3 PPAP, immediate containment and an 8D report within 24 hours for any non-conformance.',
    'Written guarantee of dimensional compliance to drawing and replacement of rejected lots.',
    'Guaranteed on-time delivery (OTD above 98%) with agreed penalties for misses.',
    '6-month service warranty and on-site technical support within 48 hours.',
  ],
}

export const CERTIFICATION_SPECIALIZATIONS: BilingualList = {
  es: [
    '{Specialty} para la industria automotriz',
    'Diseño y manufactura de {products}',
    '{Process} de componentes automotrices',
    'Fabricación de {product} para {application}',
  ],
  en: [
    '{Specialty} for the automotive industry',
    'Design and manufacture of {products}',
    '{Process} of automotive components',
    'Manufacture of {product} for {application}',
  ],
}

export const REJECTION_REASONS: Readonly<Record<'mx' | 'foreign', readonly Bilingual[]>> = {
  mx: [
    ['El RFC no coincide con la razón social registrada.', 'The RFC does not match the registered legal name.'],
    ['La documentación de la empresa está incompleta.', 'The company documentation is incomplete.'],
    ['No fue posible verificar el correo corporativo.', 'The corporate e-mail could not be verified.'],
  ],
  foreign: [
    ['No fue posible verificar el número de identificación fiscal.', 'The tax ID could not be verified.'],
    ['La documentación de la empresa está incompleta.', 'The company documentation is incomplete.'],
  ],
}

export const PRODUCT_TEMPLATES = {
  productBrief: ['{title} en {material} para {application}.', '{title} in {material} for {application}.'],
  /** For titles that already name their material ("Gray iron castings"). */
  productBriefNamed: ['{title} para {application}.', '{title} for {application}.'],
  serviceBrief: ['Servicio de {title} para {application}.', '{title} service for {application}.'],
  productDetail: [
    'Fabricamos {title} en {material} en nuestra planta de {city} mediante {process}, con control estadístico de proceso y tolerancias de {tolerance}. Cada embarque incluye certificado de calidad. Lote mínimo: {moq}.',
    'We manufacture {title} in {material} at our {city} plant using {process}, with statistical process control and tolerances of {tolerance}. Every shipment includes a certificate of conformance. Minimum order: {moq}.',
  ],
  productDetailNamed: [
    'Fabricamos {title} en nuestra planta de {city} mediante {process}, con control estadístico de proceso y tolerancias de {tolerance}. Cada embarque incluye certificado de calidad. Lote mínimo: {moq}.',
    'We manufacture {title} at our {city} plant using {process}, with statistical process control and tolerances of {tolerance}. Every shipment includes a certificate of conformance. Minimum order: {moq}.',
  ],
  serviceDetail: [
    'Ofrecemos {title} desde nuestra planta de {city}, con {process} y tiempos de respuesta de {leadTime}. Incluye reporte técnico y seguimiento de un ingeniero asignado.',
    'We provide {title} from our {city} facility, with {process} and turnaround of {leadTime}. Includes a technical report and a dedicated engineer.',
  ],
} as const satisfies Record<string, Bilingual>

export const ATTRIBUTE_LABELS = {
  material: ['Material', 'Material'],
  tolerance: ['Tolerancia', 'Tolerance'],
  finish: ['Acabado', 'Finish'],
  moq: ['Lote mínimo', 'Minimum order'],
  leadTime: ['Tiempo de entrega', 'Lead time'],
  capacity: ['Capacidad', 'Capacity'],
} as const satisfies Record<string, Bilingual>

export const FINISHES: readonly Bilingual[] = [
  ['Natural', 'Natural'],
  ['Zincado', 'Zinc plated'],
  ['E-coat negro', 'Black e-coat'],
  ['Pintura en polvo', 'Powder coated'],
  ['Anodizado', 'Anodized'],
  ['Aceitado', 'Oiled'],
]

export const TOLERANCES = ['±0.01 mm', '±0.02 mm', '±0.05 mm', '±0.1 mm', '±0.2 mm'] as const

export const LEAD_TIMES: readonly Bilingual[] = [
  ['48 horas', '48 hours'],
  ['5 días hábiles', '5 business days'],
  ['2 semanas', '2 weeks'],
  ['4 a 6 semanas', '4 to 6 weeks'],
]

export const REQUIREMENT_TEMPLATES = {
  rfq: {
    titles: {
      es: ['RFQ: {product} en {material}', 'Cotización de {productLower} para nuevo programa', 'Solicitud de cotización: {product}'],
      en: ['RFQ: {product} in {material}', 'Quote request: {productLower} for a new program', 'RFQ – {product}'],
    },
    description: [
      'Solicitamos cotización de {productLower} en {material} para un programa con arranque de producción (SOP) en {sop}. Volumen anual estimado: {volume}. Entregas {frequency} en nuestra planta de {city}. El proveedor debe contar con {cert} y entregar PPAP nivel 3.',
      'We are requesting quotes for {productLower} in {material} for a program with start of production (SOP) in {sop}. Estimated annual volume: {volume}. {Frequency} deliveries to our plant in {city}. Suppliers must hold {cert} and submit a level 3 PPAP.',
    ],
  },
  requirement: {
    titles: {
      es: ['Buscamos proveedor de {specialtyLower}', 'Se requiere proveedor de {productLower}', 'Desarrollo de proveedor local: {product}'],
      en: ['Looking for suppliers of {specialtyLower}', 'Supplier needed: {productLower}', 'Local supplier development: {product}'],
    },
    description: [
      'Estamos desarrollando proveedores locales de {specialtyLower} en la región de {state}. Requerimos capacidad para {volume} y experiencia comprobable en {processLower}. Se valorará contar con {cert}.',
      'We are developing local suppliers of {specialtyLower} in the {state} region. We need capacity for {volume} and proven experience in {processLower}. {cert} certification is a plus.',
    ],
  },
  to_overcome: {
    titles: {
      es: ['Reducir {defect} en {productLower}', 'Reto técnico: {defect} en {processLower}', 'Buscamos solución a {defect}'],
      en: ['Reduce {defect} in {productLower}', 'Technical challenge: {defect} in {processLower}', 'Looking for a fix for {defect}'],
    },
    description: [
      'Actualmente tenemos {pct} % de rechazo por {defect} en {productLower}. Buscamos un socio con experiencia en {processLower} que nos ayude a encontrar la causa raíz e implementar una solución en menos de {months} meses.',
      'We currently reject {pct}% of {productLower} because of {defect}. We are looking for a partner with experience in {processLower} to find the root cause and implement a fix within {months} months.',
    ],
  },
} as const

export const REQUIREMENT_BUDGET: Bilingual = ['{currency} {min} – {max}', '{currency} {min}–{max}']
export const REQUIREMENT_PROJECT_DATES: Bilingual = ['Arranque de producción (SOP): {month} de {year}', 'Start of production (SOP): {month} {year}']

export const DELIVERY_FREQUENCIES: readonly Bilingual[] = [
  ['semanales', 'Weekly'],
  ['diarias', 'Daily'],
  ['quincenales', 'Biweekly'],
  ['en secuencia (JIS)', 'Just-in-sequence'],
]

export const MONTHS: BilingualList = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
}

export const STATISTICS_TEMPLATES = {
  clients: ['{n} clientes activos', '{n} active customers'],
  projects: ['{n} proyectos entregados', '{n} projects delivered'],
} as const satisfies Record<string, Bilingual>

export const RELEVANT_IMPORTS: readonly Bilingual[] = [
  ['Acero de Japón y Corea del Sur', 'Steel from Japan and South Korea'],
  ['Resinas de Estados Unidos', 'Resins from the United States'],
  ['Herramientas de corte de Alemania', 'Cutting tools from Germany'],
  ['Componentes electrónicos de Asia', 'Electronic components from Asia'],
  ['Aluminio de Canadá', 'Aluminum from Canada'],
  ['Maquinaria de Italia y Alemania', 'Machinery from Italy and Germany'],
]

export const AVERAGE_ATTENTION_TIMES = ['2 h', '4 h', '24 h', '48 h'] as const

/** Joins a list the way each language does: "a, b y c" / "a, b and c". */
export const LIST_CONJUNCTION: Bilingual = ['y', 'and']
