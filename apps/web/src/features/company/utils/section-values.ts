import type { z } from 'zod'
import {
  type TCompanyProfileResponse,
  type TFileRef,
  WEEK_DAYS,
  type WeekDay,
  type ZCompanyAddressRequestSchema,
  type ZCompanyAwardsRequestSchema,
  type ZCompanyCapabilitiesRequestSchema,
  type ZCompanyDetailsRequestSchema,
  type ZCompanyGeneralRequestSchema,
  type ZCompanyInformationRequestSchema,
  type ZCompanyProcessesRequestSchema,
  type ZCompanySocialMediaRequestSchema,
  type ZCompanyStatisticsRequestSchema,
  type ZCompanyWorkingHoursRequestSchema,
} from '@nexo/shared'
import type { UploadedFile } from '../../../components/file-upload-field'

/** A stored file as the upload field shows it. */
export function toUploadedFile(file: TFileRef | null | undefined): UploadedFile | null {
  if (!file) return null
  return { fileId: file.fileId, url: file.url, name: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes }
}

// Each form holds its section's PUT body (z.input of the shared schema) plus, where files are
// involved, the file's details for display; zod drops those extra keys from what is sent.

export type InformationValues = z.input<typeof ZCompanyInformationRequestSchema> & { logo: UploadedFile | null }
export type AddressValues = z.input<typeof ZCompanyAddressRequestSchema>
export type DetailsValues = z.input<typeof ZCompanyDetailsRequestSchema> & { brochure: UploadedFile | null }
export type WorkingHoursValues = z.input<typeof ZCompanyWorkingHoursRequestSchema>
export type WorkingDayValue = WorkingHoursValues['workingHours'][number]
export type DocumentRow = { fileId: string; title: string; file: UploadedFile | null }
export type GeneralValues = Omit<z.input<typeof ZCompanyGeneralRequestSchema>, 'catalogues' | 'documents'> & { catalogues: DocumentRow[]; documents: DocumentRow[] }
export type ProcessesValues = z.input<typeof ZCompanyProcessesRequestSchema>
export type CertificationRow = Omit<z.input<typeof ZCompanyCapabilitiesRequestSchema>['certifications'][number], 'certificationId'> & {
  /** Empty until one is picked; the schema reports "choose". */
  certificationId: number | null
  file: UploadedFile | null
}
export type CapabilitiesValues = Omit<z.input<typeof ZCompanyCapabilitiesRequestSchema>, 'certifications'> & { certifications: CertificationRow[] }
export type SocialMediaValues = z.input<typeof ZCompanySocialMediaRequestSchema>
export type StatisticsValues = Omit<z.input<typeof ZCompanyStatisticsRequestSchema>, 'employees' | 'annualSales'> & {
  employees: number | string | null
  annualSales: string | null
}
export type AwardRow = { fileId: string; description: string; file: UploadedFile | null }
export type AwardsValues = Omit<z.input<typeof ZCompanyAwardsRequestSchema>, 'awards'> & { awards: AwardRow[] }

/** Hours a day gets when it is switched to open. */
export const DEFAULT_OPENING = { opensAt: '09:00', closesAt: '18:00' } as const

/**
 * The seven days Monday first, whatever the stored list holds: a missing day is closed, a closed
 * day keeps no times, and an open day keeps what was stored (even if invalid, so the form shows why).
 */
export function toWorkingWeekForm(stored: readonly { day: string; isOpen: boolean; opensAt: string | null; closesAt: string | null }[]): WorkingDayValue[] {
  return WEEK_DAYS.map((day) => {
    const found = stored.find((d) => d.day === day)
    if (!found || !found.isOpen) return { day, isOpen: false, opensAt: null, closesAt: null }
    return { day, isOpen: true, opensAt: found.opensAt ?? null, closesAt: found.closesAt ?? null }
  })
}

/** Switching a day open or closed: an opened day starts 09:00–18:00 unless it has times already. */
export function toggleWorkingDay(value: WorkingDayValue, isOpen: boolean): WorkingDayValue {
  if (!isOpen) return { ...value, isOpen: false }
  return { ...value, isOpen: true, opensAt: value.opensAt || DEFAULT_OPENING.opensAt, closesAt: value.closesAt || DEFAULT_OPENING.closesAt }
}

/** A time input's value for the form: '' (cleared) is "no time". */
export function timeFromInput(value: string): string | null {
  return value === '' ? null : value.slice(0, 5)
}

export function isWeekDay(value: string): value is WeekDay {
  return (WEEK_DAYS as readonly string[]).includes(value)
}

/** The form values of every section. */
export interface SectionValuesMap {
  information: InformationValues
  address: AddressValues
  details: DetailsValues
  workingHours: WorkingHoursValues
  general: GeneralValues
  processes: ProcessesValues
  capabilities: CapabilitiesValues
  socialMedia: SocialMediaValues
  statistics: StatisticsValues
  awards: AwardsValues
}

/** Every section's form values from the stored profile. */
export function sectionValues(profile: TCompanyProfileResponse): SectionValuesMap {
  const { information: info, address, details, workingHours, general, processes, capabilities, socialMedia, statistics, awards } = profile
  return {
    information: {
      logoFileId: info.logoFileId ?? '',
      logo: toUploadedFile(info.logo),
      tradeName: info.tradeName,
      legalName: info.legalName,
      sector: info.sector as InformationValues['sector'],
      companyType: info.companyType as InformationValues['companyType'],
      profileType: info.profileType,
      tier: info.tier,
      countryOfOrigin: info.countryOfOrigin,
      yearFounded: info.yearFounded,
      email: info.email ?? '',
      phone: info.phone ?? '',
      website: info.website ?? '',
    } satisfies InformationValues,
    address: {
      country: address.country as AddressValues['country'],
      state: address.state,
      city: address.city,
      suburb: address.suburb ?? '',
      street: address.street ?? '',
      postalCode: address.postalCode ?? '',
      latitude: address.latitude,
      longitude: address.longitude,
      coverage: { countries: address.coverage.countries as AddressValues['coverage']['countries'], states: address.coverage.states },
    } satisfies AddressValues,
    details: {
      briefDescription: details.briefDescription,
      detailedDescription: details.detailedDescription,
      mainProducts: details.mainProducts,
      mainServices: details.mainServices,
      specialization: details.specialization,
      tags: details.tags,
      brochureFileId: details.brochureFileId,
      brochure: toUploadedFile(details.brochure),
      categoryIds: details.categoryIds,
    } satisfies DetailsValues,
    workingHours: {
      workingHours: toWorkingWeekForm(workingHours.workingHours),
      averageAttentionTime: workingHours.averageAttentionTime,
      timeZone: workingHours.timeZone as WorkingHoursValues['timeZone'],
    } satisfies WorkingHoursValues,
    general: {
      paymentMethods: general.paymentMethods as GeneralValues['paymentMethods'],
      whatsapp: general.whatsapp,
      contentLanguage: general.contentLanguage as GeneralValues['contentLanguage'],
      catalogues: general.catalogues.map((c) => ({ fileId: c.fileId, title: c.title, file: toUploadedFile(c.file) })),
      documents: general.documents.map((d) => ({ fileId: d.fileId, title: d.title, file: toUploadedFile(d.file) })),
    } satisfies GeneralValues,
    processes: { processes: processes.processes, materials: processes.materials } satisfies ProcessesValues,
    capabilities: {
      capacityDescription: capabilities.capacityDescription,
      machinery: capabilities.machinery,
      guarantees: capabilities.guarantees,
      productionCapacity: capabilities.productionCapacity,
      productionCapacityUnit: capabilities.productionCapacityUnit,
      certifications: capabilities.certifications.map((c) => ({
        certificationId: c.certificationId,
        industrialSpecialization: c.industrialSpecialization,
        fileId: c.fileId ?? '',
        file: toUploadedFile(c.file),
        validUntil: c.validUntil,
      })),
    } satisfies CapabilitiesValues,
    socialMedia: { ...socialMedia } satisfies SocialMediaValues,
    statistics: {
      employees: statistics.employees,
      annualSales: statistics.annualSales,
      mainClients: statistics.mainClients,
      clientsCount: statistics.clientsCount,
      projects: statistics.projects,
      relevantImports: statistics.relevantImports,
    } satisfies StatisticsValues,
    awards: { awards: awards.awards.map((a) => ({ fileId: a.fileId, description: a.description, file: toUploadedFile(a.file) })) } satisfies AwardsValues,
  }
}

/**
 * Every path inside a value, as react-hook-form names fields ("workingHours.2.closesAt"), so a
 * server failure on any of them can be placed on the form.
 */
export function fieldPathsOf(value: unknown, prefix = ''): string[] {
  const out: string[] = prefix ? [prefix] : []
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
    for (const [key, child] of entries) out.push(...fieldPathsOf(child, prefix ? `${prefix}.${key}` : key))
  }
  return out
}
