import { describe, expect, it } from 'vitest'
import {
  computeProfileProgress,
  PROFILE_PROGRESS_WEIGHTS,
  zCapabilityText,
  ZCompanyAddressRequestSchema,
  ZWorkingDaySchema,
  zSocialLink,
  zTags,
  zWhatsapp,
  type ProfileProgressPart,
  type TCompanyProfileSections,
} from './company-profile.schema'
import { zPrice, zProductPhone } from './catalogue.schema'

const file = (fileId: string) => ({ fileId, url: `/api/v1/files/${fileId}`, originalName: 'f.pdf', mimeType: 'application/pdf', sizeBytes: 10 })
const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`
const day = (d: 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun', isOpen = true) =>
  isOpen ? { day: d, isOpen, opensAt: '09:00', closesAt: '18:00' } : { day: d, isOpen, opensAt: null, closesAt: null }

/** A profile where every part is complete. */
function completeProfile(): TCompanyProfileSections {
  return {
    information: {
      logoFileId: id(1),
      logo: file(id(1)),
      tradeName: 'Acme',
      legalName: 'Acme S.A. de C.V.',
      sector: 'auto_parts',
      companyType: null,
      profileType: 'supplier',
      tier: null,
      countryOfOrigin: null,
      yearFounded: null,
      email: 'ventas@acme.mx',
      phone: '8112345678',
      website: 'https://acme.mx',
    },
    address: { country: 'MX', state: 'NLE', city: 'Monterrey', suburb: 'Centro', street: 'Juárez 1', postalCode: '64000', latitude: 25.7, longitude: -100.3, coverage: { countries: [], states: [] } },
    details: {
      briefDescription: 'Estampado',
      detailedDescription: 'Estampado de piezas',
      mainProducts: 'Soportes',
      mainServices: 'Troqueles',
      specialization: null,
      tags: ['estampado'],
      brochureFileId: null,
      brochure: null,
      categoryIds: [1],
      categories: [{ id: 1, code: '3363', nameEn: 'Parts', nameEs: 'Autopartes' }],
    },
    workingHours: { workingHours: [day('mon'), day('tue'), day('wed'), day('thu'), day('fri'), day('sat', false), day('sun', false)], averageAttentionTime: null, timeZone: 'America/Monterrey' },
    general: { paymentMethods: ['card'], whatsapp: null, contentLanguage: 'es', catalogues: [], documents: [] },
    processes: { processes: 'Estampado progresivo de acero', materials: 'Acero' },
    capabilities: {
      capacityDescription: '250,000 piezas al mes en tres turnos',
      machinery: 'Prensas de 200 a 800 toneladas',
      guarantees: 'Garantía de 12 meses en todas las piezas',
      productionCapacity: null,
      productionCapacityUnit: null,
      certifications: [{ certificationId: 1, name: 'IATF 16949', industrialSpecialization: 'Automotriz', fileId: id(2), file: file(id(2)), validUntil: null }],
    },
    socialMedia: { facebook: null, instagram: null, twitter: null, linkedin: 'https://www.linkedin.com/company/acme', youtube: null },
    statistics: { employees: 10, annualSales: 'up_to_4m', mainClients: null, clientsCount: null, projects: null, relevantImports: null },
    awards: { awards: [{ id: 'a', fileId: id(3), description: 'Premio', file: file(id(3)) }] },
  }
}

describe('computeProfileProgress', () => {
  it('weights add up to 100', () => {
    expect(Object.values(PROFILE_PROGRESS_WEIGHTS).reduce((a, b) => a + b, 0)).toBe(100)
  })

  it('a complete profile is 100 %', () => {
    const progress = computeProfileProgress(completeProfile())
    expect(progress.percent).toBe(100)
    expect(Object.values(progress.parts).every(Boolean)).toBe(true)
  })

  const breakers: Record<ProfileProgressPart, (p: TCompanyProfileSections) => void> = {
    information: (p) => (p.information.website = null),
    address: (p) => (p.address.street = null),
    details: (p) => (p.details.tags = []),
    workingHours: (p) => (p.workingHours.workingHours[0] = { day: 'mon', isOpen: true, opensAt: '08:00', closesAt: '18:00' }),
    general: (p) => (p.general.paymentMethods = []),
    processes: (p) => (p.processes.processes = 'short'),
    capabilities: (p) => (p.capabilities.machinery = ''),
    certifications: (p) => (p.capabilities.certifications = []),
    socialMedia: (p) => (p.socialMedia.linkedin = null),
    statistics: (p) => (p.statistics.employees = null),
    awards: (p) => (p.awards.awards = []),
  }

  it.each(Object.keys(breakers) as ProfileProgressPart[])('an incomplete "%s" loses exactly its weight', (part) => {
    const profile = completeProfile()
    breakers[part](profile)
    const progress = computeProfileProgress(profile)
    expect(progress.parts[part]).toBe(false)
    // A certification without its file also makes the capabilities section invalid, hence "at least".
    expect(progress.percent).toBeLessThanOrEqual(100 - PROFILE_PROGRESS_WEIGHTS[part])
    if (part !== 'capabilities') expect(progress.percent).toBe(100 - PROFILE_PROGRESS_WEIGHTS[part])
  })

  it('an empty profile is 0 %', () => {
    const p = completeProfile()
    for (const part of Object.keys(breakers) as ProfileProgressPart[]) breakers[part](p)
    p.capabilities.capacityDescription = ''
    expect(computeProfileProgress(p).percent).toBe(0)
  })
})

describe('field rules', () => {
  it('capability texts: more than 20 characters', () => {
    expect(zCapabilityText.safeParse('x'.repeat(20)).success).toBe(false)
    expect(zCapabilityText.safeParse('x'.repeat(21)).success).toBe(true)
    expect(zCapabilityText.safeParse(` ${'x'.repeat(20)} `).success).toBe(false)
  })

  it('working day: nothing before 09:00, closing after opening', () => {
    expect(ZWorkingDaySchema.safeParse({ day: 'mon', isOpen: true, opensAt: '08:59', closesAt: '12:00' }).success).toBe(false)
    expect(ZWorkingDaySchema.safeParse({ day: 'mon', isOpen: true, opensAt: '12:00', closesAt: '11:59' }).success).toBe(false)
    expect(ZWorkingDaySchema.safeParse({ day: 'mon', isOpen: true, opensAt: '09:00', closesAt: '23:59' }).success).toBe(true)
    expect(ZWorkingDaySchema.parse({ day: 'sun', isOpen: false, opensAt: '05:00' })).toEqual({ day: 'sun', isOpen: false, opensAt: null, closesAt: null })
  })

  it('tags: at least one', () => {
    expect(zTags.safeParse([]).success).toBe(false)
    expect(zTags.parse(['a', 'A', ' b '])).toEqual(['a', 'b'])
  })

  it('social links belong to their own network', () => {
    expect(zSocialLink('linkedin').parse('linkedin.com/in/ana')).toBe('https://linkedin.com/in/ana')
    expect(zSocialLink('linkedin').safeParse('https://facebook.com/ana').success).toBe(false)
    expect(zSocialLink('youtube').parse('youtu.be/dQw4w9WgXcQ')).toBe('https://youtu.be/dQw4w9WgXcQ')
    expect(zSocialLink('twitter').parse('')).toBeNull()
  })

  it('WhatsApp: wa.me link or phone', () => {
    expect(zWhatsapp.parse('+52 1 81 1234 5678')).toBe('https://wa.me/5218112345678')
    expect(zWhatsapp.safeParse('wa.me/').success).toBe(false)
  })

  it('address: the state must be one of the country', () => {
    const base = { country: 'US', state: 'TX', city: 'Laredo', suburb: 'Downtown', street: '1 Main St', postalCode: '78040', latitude: null, longitude: null, coverage: { countries: [], states: [] } }
    expect(ZCompanyAddressRequestSchema.safeParse(base).success).toBe(true)
    expect(ZCompanyAddressRequestSchema.safeParse({ ...base, state: 'NLE' }).success).toBe(false)
  })

  it('product price and phone', () => {
    expect(zPrice.parse('10.5')).toBe(10.5)
    expect(zPrice.safeParse('diez').success).toBe(false)
    expect(zProductPhone.safeParse('123456789').success).toBe(false)
    expect(zProductPhone.safeParse('12345678901234').success).toBe(true)
    expect(zProductPhone.safeParse('123456789012345').success).toBe(false)
  })

  it.each([
    ['+52 844 994 4286', '528449944286'],
    ['(844) 994-4286', '8449944286'],
    ['844.994.4286', '8449944286'],
    ['+1 (956) 555-0142', '19565550142'],
  ])('product phone %j is read as its digits (%s)', (typed, digits) => {
    expect(zProductPhone.parse(typed)).toBe(digits)
  })

  it.each([['844 994 42'], ['81123456ab'], ['+52 844 994 4286 ext 12'], ['+52 1 844 994 4286 0000']])('product phone %j is refused', (typed) => {
    expect(zProductPhone.safeParse(typed).success).toBe(false)
  })
})
