import { describe, expect, it } from 'vitest'
import { requirementRules, ZQuoteRequestSchema, ZRatingRequestSchema } from './requirements.schema'

const valid = {
  type: 'rfq',
  isPublic: true,
  title: 'Estampado de soportes',
  description: 'Soportes de motor en acero 1018',
  country: 'MX',
  state: 'NLE',
  city: 'Monterrey',
  suburb: 'Centro',
  street: 'Av. Constitución 100',
  postalCode: '64000',
  startDate: '2026-11-26',
  endDate: '2026-12-26',
  categoryId: 1,
  activity: 'Estampado',
  materials: 'Acero',
  volumes: '10,000/mes',
  budget: '250,000 MXN',
  certificationIds: [1],
  preferredCertificationIds: [],
  projectDates: 'SOP marzo',
  projectFileIds: ['7f1c1c1e-7b7a-4d4e-9a55-2a1f6b0c9d01'],
}
const rules = requirementRules({ today: '2026-11-26' })
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))

describe('requirement form rules (spec §5)', () => {
  it('accepts a complete form; subcategory and maximum distance are optional', () => {
    expect(rules.safeParse(valid).success).toBe(true)
    expect(rules.safeParse({ ...valid, subcategoryId: 7, maxDistanceKm: 250 }).success).toBe(true)
  })

  it('every other field is required, blanks included', () => {
    for (const field of ['title', 'description', 'suburb', 'street', 'activity', 'materials', 'volumes', 'budget', 'projectDates']) {
      expect(issuesOf(rules.safeParse({ ...valid, [field]: '   ' })), field).toEqual({ [field]: 'required' })
    }
    expect(issuesOf(rules.safeParse({ ...valid, projectFileIds: [] }))).toEqual({ projectFileIds: 'required' })
    expect(issuesOf(rules.safeParse({ ...valid, certificationIds: [] }))).toEqual({ certificationIds: 'required' })
    expect(rules.safeParse({ ...valid, certificationIds: [], preferredCertificationIds: [2] }).success).toBe(true)
  })

  it('start not before today, end not before start; a kept start date may be past on edit', () => {
    expect(issuesOf(rules.safeParse({ ...valid, startDate: '2026-11-25' }))).toEqual({ startDate: 'startBeforeToday' })
    expect(issuesOf(rules.safeParse({ ...valid, endDate: '2026-11-25' }))).toEqual({ endDate: 'endBeforeStart' })
    expect(rules.safeParse({ ...valid, endDate: '2026-11-26' }).success).toBe(true)
    expect(issuesOf(rules.safeParse({ ...valid, startDate: '2026-13-01' }))).toEqual({ startDate: 'date' })
    expect(requirementRules({ today: '2026-11-26', keptStartDate: '2026-10-01' }).safeParse({ ...valid, startDate: '2026-10-01' }).success).toBe(true)
  })

  it('the state belongs to the country; a certification is either required or preferred', () => {
    expect(issuesOf(rules.safeParse({ ...valid, state: 'TX' }))).toEqual({ state: 'choose' })
    expect(issuesOf(rules.safeParse({ ...valid, preferredCertificationIds: [1] }))).toEqual({ 'preferredCertificationIds.0': 'duplicate' })
  })

  it('a map point is optional, both coordinates or neither, each within its range', () => {
    expect(rules.safeParse({ ...valid, latitude: 25.4232, longitude: -100.9924, maxDistanceKm: 100 }).success).toBe(true)
    expect(rules.safeParse({ ...valid, latitude: null, longitude: null }).success).toBe(true)
    expect(issuesOf(rules.safeParse({ ...valid, latitude: 25.4 }))).toEqual({ longitude: 'coordinates' })
    expect(issuesOf(rules.safeParse({ ...valid, latitude: null, longitude: -100.9 }))).toEqual({ latitude: 'coordinates' })
    expect(issuesOf(rules.safeParse({ ...valid, latitude: 90.5, longitude: 0 }))).toEqual({ latitude: 'coordinates' })
    expect(issuesOf(rules.safeParse({ ...valid, latitude: 0, longitude: -180.01 }))).toEqual({ longitude: 'coordinates' })
  })
})

describe('quote form (spec §5)', () => {
  const quote = { receiverCompanyId: '7f1c1c1e-7b7a-4d4e-9a55-2a1f6b0c9d01', title: 'Cotización', description: 'Detalle', senderName: 'Luis', senderEmail: 'luis@troqueles.mx' }
  it('name, description and e-mail required; e-mail valid; an amount typed as text is read as a number', () => {
    expect(issuesOf(ZQuoteRequestSchema.safeParse({ ...quote, senderName: '', description: '', senderEmail: '' }))).toEqual({ senderName: 'required', description: 'required', senderEmail: 'required' })
    expect(issuesOf(ZQuoteRequestSchema.safeParse({ ...quote, senderEmail: 'luis@' }))).toEqual({ senderEmail: 'email' })
    expect(ZQuoteRequestSchema.parse({ ...quote, amount: '1250.50' })).toMatchObject({ amount: 1250.5, currency: 'MXN', fileIds: [] })
    expect(ZQuoteRequestSchema.parse({ ...quote, amount: '' }).amount).toBeNull()
    expect(issuesOf(ZQuoteRequestSchema.safeParse({ ...quote, receiverCompanyId: null }))).toEqual({ receiverCompanyId: 'required' })
  })
  it('ratings are whole stars from 1 to 5', () => {
    expect(ZRatingRequestSchema.safeParse({ score: 0 }).success).toBe(false)
    expect(ZRatingRequestSchema.safeParse({ score: 4.5 }).success).toBe(false)
    expect(ZRatingRequestSchema.parse({ score: 5 })).toEqual({ score: 5, comment: '' })
  })
})
