/** Helpers for the directory API tests: uploads, reference rows and complete, valid profile sections. */
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type {
  CompanyUploadPurpose,
  TCompanyAddressRequest,
  TCompanyAwardsRequest,
  TCompanyCapabilitiesRequest,
  TCompanyDetailsRequest,
  TCompanyGeneralRequest,
  TCompanyInformationRequest,
  TCompanyProcessesRequest,
  TCompanySocialMediaRequest,
  TCompanyStatisticsRequest,
  TCompanyWorkingHoursRequest,
  TCatalogueItemRequest,
} from '@nexo/shared'
import type { Db } from '../../db/client'
import { categories, certifications, requirements } from '../../db/schema'
import { multipart, nextIp, PNG_BYTES } from '../auth/auth.test-support'

export { PNG_BYTES }
export const PDF_BYTES: Buffer = Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')

/** A PDF of exactly `size` bytes (the header, then padding). */
export function pdfOfSize(size: number): Buffer {
  return Buffer.concat([PDF_BYTES, Buffer.alloc(size - PDF_BYTES.length, 0x20)])
}

export function uploadFile(app: FastifyInstance, headers: Record<string, string>, purpose: CompanyUploadPurpose | 'avatar', bytes: Buffer = PDF_BYTES, filename = 'file.pdf') {
  const body = multipart({ purpose }, { filename, contentType: 'application/octet-stream', bytes })
  return app.inject({ method: 'POST', url: '/api/v1/files', remoteAddress: nextIp(), payload: body.payload, headers: { ...headers, ...body.headers } })
}

/** Uploads and answers the new file id (fails the test on anything but 201). */
export async function uploadFileId(app: FastifyInstance, headers: Record<string, string>, purpose: CompanyUploadPurpose, bytes?: Buffer): Promise<string> {
  const isImage = purpose === 'logo' || purpose === 'product_image'
  const res = await uploadFile(app, headers, purpose, bytes ?? (isImage ? PNG_BYTES : PDF_BYTES), isImage ? 'image.png' : 'file.pdf')
  if (res.statusCode !== 201) throw new Error(`upload ${purpose} failed: ${res.statusCode} ${res.body}`)
  return res.json().fileId as string
}

export async function insertReferenceData(db: Db) {
  const suffix = randomBytes(3).toString('hex')
  const [stamping] = await db.insert(categories).values({ code: `3363.${suffix}`, slug: `stamping-${suffix}`, nameEn: 'Stamping', nameEs: 'Troquelado' }).returning()
  const [injection] = await db
    .insert(categories)
    .values({ code: `3261.${suffix}`, slug: `injection-${suffix}`, nameEn: 'Plastic injection', nameEs: 'Inyección de plástico' })
    .returning()
  const [iatf] = await db.insert(certifications).values({ slug: `iatf-${suffix}`, name: 'IATF 16949' }).returning()
  const [iso] = await db.insert(certifications).values({ slug: `iso-${suffix}`, name: 'ISO 9001' }).returning()
  return { categoryIds: [stamping!.id, injection!.id] as [number, number], certificationIds: [iatf!.id, iso!.id] as [number, number] }
}

export interface ProfileFiles {
  logo: string
  brochure: string
  certification: string
  award: string
  catalogue: string
  document: string
}

export async function uploadProfileFiles(app: FastifyInstance, headers: Record<string, string>): Promise<ProfileFiles> {
  return {
    logo: await uploadFileId(app, headers, 'logo'),
    brochure: await uploadFileId(app, headers, 'brochure'),
    certification: await uploadFileId(app, headers, 'certification'),
    award: await uploadFileId(app, headers, 'award'),
    catalogue: await uploadFileId(app, headers, 'catalogue'),
    document: await uploadFileId(app, headers, 'document'),
  }
}

const TEXT_21 = 'Estampado progresivo.' // 21 characters

export function validSections(files: ProfileFiles, ref: { categoryIds: number[]; certificationIds: number[] }) {
  const information: TCompanyInformationRequest = {
    logoFileId: files.logo,
    tradeName: 'Troqueles del Norte',
    legalName: 'Troqueles del Norte S.A. de C.V.',
    sector: 'metalworking',
    companyType: 'manufacturer',
    profileType: 'supplier',
    tier: 'tier2',
    countryOfOrigin: 'México',
    yearFounded: 1998,
    email: 'ventas@troqueles-norte.mx',
    phone: '+52 81 8765 4321',
    website: 'www.troqueles-norte.mx',
  }
  const address: TCompanyAddressRequest = {
    country: 'MX',
    state: 'NLE',
    city: 'Monterrey',
    suburb: 'Centro',
    street: 'Av. Constitución 100',
    postalCode: '64000',
    latitude: 25.6866,
    longitude: -100.3161,
    coverage: { countries: ['MX', 'US'], states: ['NLE', 'COA', 'TX'] },
  }
  const details: TCompanyDetailsRequest = {
    briefDescription: 'Estampado y troquelado de piezas metálicas para la industria automotriz.',
    detailedDescription: 'Fabricamos soportes, refuerzos y piezas estampadas para Tier 1 del noreste de México.',
    mainProducts: 'Soportes, refuerzos, bisagras',
    mainServices: 'Diseño de troqueles, prototipos',
    specialization: 'Estampado progresivo',
    tags: ['estampado', 'troquelado'],
    brochureFileId: files.brochure,
    categoryIds: ref.categoryIds,
  }
  const open = (day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri') => ({ day, isOpen: true, opensAt: '09:00', closesAt: '18:00' })
  const workingHours: TCompanyWorkingHoursRequest = {
    workingHours: [open('mon'), open('tue'), open('wed'), open('thu'), open('fri'), { day: 'sat', isOpen: false }, { day: 'sun', isOpen: false, opensAt: null, closesAt: null }],
    averageAttentionTime: '24 horas',
  }
  const general: TCompanyGeneralRequest = {
    paymentMethods: ['bank_transfer', 'card'],
    whatsapp: '+52 81 1234 5678',
    contentLanguage: 'es',
    catalogues: [{ fileId: files.catalogue, title: 'Catálogo 2025' }],
    documents: [{ fileId: files.document, title: 'Política de calidad' }],
  }
  const processes: TCompanyProcessesRequest = { processes: TEXT_21, materials: 'Acero rolado en frío, aluminio' }
  const capabilities: TCompanyCapabilitiesRequest = {
    capacityDescription: '250,000 piezas al mes en tres turnos',
    machinery: 'Prensas de 200 a 800 toneladas, robots de soldadura',
    guarantees: 'Garantía de 12 meses contra defectos de fabricación',
    productionCapacity: 250000,
    productionCapacityUnit: 'piezas/mes',
    certifications: [{ certificationId: ref.certificationIds[0]!, industrialSpecialization: 'Automotriz', fileId: files.certification, validUntil: '2027-06-30' }],
  }
  const socialMedia: TCompanySocialMediaRequest = {
    facebook: 'https://www.facebook.com/troquelesnorte',
    instagram: 'instagram.com/troquelesnorte',
    twitter: 'https://x.com/troqnorte',
    linkedin: 'https://www.linkedin.com/company/troqueles-del-norte',
    youtube: 'https://www.youtube.com/@troquelesnorte',
  }
  const statistics: TCompanyStatisticsRequest = {
    employees: 120,
    annualSales: '100m_to_250m',
    mainClients: 'Tier 1 de Nuevo León',
    clientsCount: 'Más de 40 clientes',
    projects: '300 proyectos',
    relevantImports: 'Acero de Corea',
  }
  const awards: TCompanyAwardsRequest = { awards: [{ fileId: files.award, description: 'Proveedor del año 2024' }] }
  return {
    information,
    address,
    details,
    'working-hours': workingHours,
    general,
    processes,
    capabilities,
    'social-media': socialMedia,
    statistics,
    awards,
  }
}

export function validProduct(categoryId: number, overrides: Partial<TCatalogueItemRequest> = {}): TCatalogueItemRequest {
  return {
    kind: 'product',
    title: 'Soporte de motor estampado',
    briefDescription: 'Soporte de acero estampado para motor.',
    detailedDescription: 'Soporte de motor en acero 1018, estampado progresivo y e-coat.',
    categoryId,
    family: 'Soportes',
    quantity: '10,000 piezas/mes',
    price: 125.5,
    currency: 'MXN',
    phone: '8112345678',
    email: 'ventas@troqueles-norte.mx',
    attributes: { Material: 'Acero 1018' },
    ...overrides,
  }
}

/** An open, public RFQ of a company (the requirements feature comes later; tests insert rows directly). */
export async function insertRequirement(database: Db, companyId: string, categoryId: number, changes: Partial<typeof requirements.$inferInsert> = {}) {
  const [row] = await database
    .insert(requirements)
    .values({
      companyId,
      type: 'rfq',
      isRfq: true,
      title: 'Estampado de soportes',
      description: 'Buscamos proveedor de estampado progresivo.',
      country: 'MX',
      state: 'COA',
      city: 'Saltillo',
      startDate: '2025-01-01',
      endDate: '2099-12-31',
      categoryId,
      activity: 'Estampado',
      materials: 'Acero',
      volumes: '10,000/mes',
      budget: 'A convenir',
      ...changes,
    })
    .returning()
  return row!
}
