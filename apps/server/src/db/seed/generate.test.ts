import { describe, expect, it } from 'vitest'
import { FREE_CATALOGUE_LIMIT } from '@nexo/shared'
import {
  BRIEF_DESCRIPTION_MAX,
  CAPABILITY_TEXT_MIN_EXCLUSIVE,
  DETAILED_DESCRIPTION_MAX,
  PAYMENT_METHODS,
  PLATINUM_CATALOGUE_LIMIT,
  isValidRfc,
} from '@nexo/shared'
import {
  DEMO_COMPANIES,
  DEMO_REFERENCE_DATE,
  Random,
  buildDemoCompanyData,
  buildRfc,
  generateDemoData,
  generateDemoDataBatches,
  rfcLettersFor,
  type DemoData,
} from './generate'
import { CITIES, COUNTRY_BOUNDS } from './reference/locations'

const COMPANIES = 2000
const data = generateDemoData({ companies: COMPANIES, seed: 11 })
const REF = DEMO_REFERENCE_DATE.getTime()
const DAY = 86_400_000

function share(part: number, total: number): number {
  return part / total
}

describe('Random', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = new Random(1)
    const b = new Random(1)
    const c = new Random(2)
    const seqA = Array.from({ length: 5 }, () => a.uint32())
    expect(Array.from({ length: 5 }, () => b.uint32())).toEqual(seqA)
    expect(Array.from({ length: 5 }, () => c.uint32())).not.toEqual(seqA)
  })

  it('makes version 4 UUIDs', () => {
    const rng = new Random(3)
    for (let i = 0; i < 100; i++) expect(rng.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })
})

describe('generateDemoData determinism', () => {
  it('gives identical output for the same seed', () => {
    const first = generateDemoData({ companies: 300, seed: 5 })
    const second = generateDemoData({ companies: 300, seed: 5 })
    expect(JSON.stringify(second)).toBe(JSON.stringify(first))
  })

  it('gives different output for a different seed', () => {
    const first = generateDemoData({ companies: 300, seed: 5 })
    const other = generateDemoData({ companies: 300, seed: 6 })
    expect(other.companies.map((c) => c.id)).not.toEqual(first.companies.map((c) => c.id))
    expect(other.companies.map((c) => c.tradeName)).not.toEqual(first.companies.map((c) => c.tradeName))
    // The reference tables do not depend on the seed.
    expect(other.categories).toEqual(first.categories)
  })

  it('does not depend on the batch size', () => {
    const whole = generateDemoData({ companies: 250, seed: 9 })
    const merged: DemoData = { categories: [], certifications: [], companies: [], companyCategories: [], companyCertifications: [], memberships: [], productsServices: [], requirements: [] }
    for (const batch of generateDemoDataBatches({ companies: 250, seed: 9, batchSize: 37 })) {
      for (const key of Object.keys(merged) as (keyof DemoData)[]) (merged[key] as unknown[]).push(...batch[key])
    }
    expect(JSON.stringify(merged)).toBe(JSON.stringify(whole))
  })

  it('yields the reference data even with no companies', () => {
    const empty = generateDemoData({ companies: 0 })
    expect(empty.companies).toHaveLength(0)
    expect(empty.categories.length).toBeGreaterThan(0)
    expect(empty.certifications.length).toBeGreaterThan(0)
  })
})

describe('reference rows', () => {
  it('builds a two-level category tree with unique codes and slugs', () => {
    const { categories } = data
    expect(categories.length).toBeGreaterThanOrEqual(40)
    expect(categories.length).toBeLessThanOrEqual(65)
    expect(new Set(categories.map((c) => c.code)).size).toBe(categories.length)
    expect(new Set(categories.map((c) => c.slug)).size).toBe(categories.length)
    const roots = new Set(categories.filter((c) => c.parentId === null).map((c) => c.id))
    for (const c of categories) if (c.parentId !== null) expect(roots.has(c.parentId!)).toBe(true)
    for (const code of ['336390', '332119', '326199', '331523', '332710', '332111', '336320', '333514', '332812', '332811', '488510', '493110']) {
      expect(categories.some((c) => c.code === code), code).toBe(true)
    }
  })

  it('lists the core certifications', () => {
    const names = data.certifications.map((c) => c.name)
    for (const name of ['IATF 16949', 'ISO 9001', 'ISO 14001', 'ISO 45001', 'ISO/IEC 17025', 'AS9100', 'Nadcap', 'C-TPAT', 'Industria Limpia']) {
      expect(names).toContain(name)
    }
  })
})

describe('companies', () => {
  const { companies } = data

  it('generates the requested number with unique ids, RFCs, tax ids and websites', () => {
    expect(companies).toHaveLength(COMPANIES)
    expect(new Set(companies.map((c) => c.id)).size).toBe(COMPANIES)
    const rfcs = companies.map((c) => c.rfc).filter((r): r is string => Boolean(r))
    expect(new Set(rfcs).size).toBe(rfcs.length)
    const taxIds = companies.map((c) => c.taxId).filter((r): r is string => Boolean(r))
    expect(new Set(taxIds).size).toBe(taxIds.length)
    expect(new Set(companies.map((c) => c.website)).size).toBe(COMPANIES)
  })

  it('gives every Mexican company a valid RFC and every foreign one a tax id', () => {
    for (const c of companies) {
      if (c.country === 'MX') {
        expect(c.rfc, c.legalName).toMatch(/^[A-ZÑ&]{3}\d{6}[A-Z\d]{2}[A\d]$/)
        expect(isValidRfc(c.rfc!), c.rfc!).toBe(true)
        expect(c.taxId).toBeNull()
      } else {
        expect(c.rfc).toBeNull()
        expect(c.taxId).toMatch(c.country === 'US' ? /^\d{2}-\d{7}$/ : /^\d{9} RC0001$/)
      }
    }
  })

  it('places companies inside their country, close to a real city', () => {
    for (const c of companies) {
      const bounds = COUNTRY_BOUNDS[c.country as keyof typeof COUNTRY_BOUNDS]
      expect(bounds, c.country).toBeDefined()
      expect(c.latitude!).toBeGreaterThanOrEqual(bounds.minLat)
      expect(c.latitude!).toBeLessThanOrEqual(bounds.maxLat)
      expect(c.longitude!).toBeGreaterThanOrEqual(bounds.minLng)
      expect(c.longitude!).toBeLessThanOrEqual(bounds.maxLng)
      const city = CITIES.find((x) => x.name === c.city && x.country === c.country)!
      expect(city, c.city).toBeDefined()
      expect(Math.abs(c.latitude! - city.lat)).toBeLessThan(0.081)
      expect(Math.abs(c.longitude! - city.lng)).toBeLessThan(0.081)
    }
  })

  it('keeps the expected mix of countries, languages, statuses and roles', () => {
    const count = (pred: (c: (typeof companies)[number]) => boolean) => companies.filter(pred).length
    expect(share(count((c) => c.country === 'MX'), COMPANIES)).toBeGreaterThan(0.74)
    expect(share(count((c) => c.country === 'MX'), COMPANIES)).toBeLessThan(0.86)
    expect(share(count((c) => c.contentLanguage === 'es'), COMPANIES)).toBeGreaterThan(0.53)
    expect(share(count((c) => c.contentLanguage === 'es'), COMPANIES)).toBeLessThan(0.67)
    expect(share(count((c) => c.status === 'approved' && c.isVisible === true), COMPANIES)).toBeGreaterThan(0.92)
    expect(count((c) => c.status === 'pending')).toBeGreaterThan(0)
    expect(count((c) => c.status === 'rejected')).toBeGreaterThan(0)
    for (const c of companies) {
      if (c.status === 'rejected') expect(c.rejectionReason).toBeTruthy()
      if (c.status === 'approved') expect(c.approvedAt).toBeInstanceOf(Date)
      if (c.profileType === 'buyer') expect(['oem', 'tier1', 'tier2']).toContain(c.tier)
    }
  })

  it('keeps texts within the profile limits', () => {
    for (const c of companies) {
      expect(c.briefDescription!.length).toBeGreaterThan(20)
      expect(c.briefDescription!.length).toBeLessThanOrEqual(BRIEF_DESCRIPTION_MAX)
      expect(c.detailedDescription!.length).toBeGreaterThan(200)
      expect(c.detailedDescription!.length).toBeLessThanOrEqual(DETAILED_DESCRIPTION_MAX)
      for (const text of [c.processes, c.machinery, c.guarantees, c.capacityDescription]) expect(text!.length).toBeGreaterThan(CAPABILITY_TEXT_MIN_EXCLUSIVE)
      expect(c.productionCapacity!).toBeGreaterThan(0)
      expect(c.tags!.length).toBeGreaterThanOrEqual(3)
      expect(c.tags!.length).toBeLessThanOrEqual(8)
      expect(c.yearFounded!).toBeGreaterThanOrEqual(1950)
      expect(c.yearFounded!).toBeLessThanOrEqual(2022)
      expect(c.detailedDescription).not.toMatch(/\{\w+\}/)
      expect(c.briefDescription).not.toMatch(/\{\w+\}/)
    }
  })

  it('fills hours, payment methods and contact data the way the forms require', () => {
    for (const c of companies) {
      expect(c.paymentMethods!.length).toBeGreaterThan(0)
      for (const m of c.paymentMethods!) expect(PAYMENT_METHODS).toContain(m)
      expect(c.workingHours).toHaveLength(7)
      for (const day of c.workingHours!) {
        if (!day.isOpen) continue
        expect(day.opensAt! >= '09:00').toBe(true)
        expect(day.closesAt! > day.opensAt!).toBe(true)
      }
      const domain = new URL(c.website!).hostname.replace(/^www\./, '')
      expect(c.email!.endsWith(`@${domain}`)).toBe(true)
      if (c.country === 'MX') expect(domain.endsWith('.com.mx')).toBe(true)
    }
  })
})

describe('related rows', () => {
  const companyIds = new Set(data.companies.map((c) => c.id!))

  it('links every company to 1–3 categories and 0–4 certifications', () => {
    const perCompany = new Map<string, number>()
    for (const row of data.companyCategories) perCompany.set(row.companyId, (perCompany.get(row.companyId) ?? 0) + 1)
    for (const id of companyIds) {
      expect(perCompany.get(id)).toBeGreaterThanOrEqual(1)
      expect(perCompany.get(id)).toBeLessThanOrEqual(3)
    }
    const certs = new Map<string, number>()
    for (const row of data.companyCertifications) {
      certs.set(row.companyId, (certs.get(row.companyId) ?? 0) + 1)
      expect(row.industrialSpecialization.length).toBeGreaterThan(10)
    }
    for (const n of certs.values()) expect(n).toBeLessThanOrEqual(4)
    const pairs = data.companyCertifications.map((r) => `${r.companyId}/${r.certificationId}`)
    expect(new Set(pairs).size).toBe(pairs.length)
  })

  it('gives each company exactly one membership with consistent dates', () => {
    expect(data.memberships).toHaveLength(COMPANIES)
    expect(new Set(data.memberships.map((m) => m.companyId)).size).toBe(COMPANIES)
    let platinumActive = 0
    for (const m of data.memberships) {
      const activated = m.activatedAt!.getTime()
      if (m.plan === 'free') {
        expect(m.expiresAt).toBeNull()
        expect(m.status).toBe('active')
        continue
      }
      const expires = m.expiresAt!.getTime()
      const year = new Date(activated)
      year.setUTCFullYear(year.getUTCFullYear() + 1)
      expect(expires).toBe(year.getTime())
      if (m.status === 'active') {
        expect(activated).toBeLessThanOrEqual(REF)
        expect(activated).toBeGreaterThan(REF - 366 * DAY)
        expect(expires).toBeGreaterThan(REF)
        if (m.plan === 'platinum') platinumActive++
      } else {
        expect(expires).toBeLessThan(REF)
      }
    }
    expect(share(platinumActive, COMPANIES)).toBeGreaterThan(0.09)
    expect(share(platinumActive, COMPANIES)).toBeLessThan(0.15)
    expect(data.memberships.some((m) => m.plan === 'platinum' && m.status === 'expired')).toBe(true)
    expect(data.memberships.some((m) => m.plan === 'gold')).toBe(true)
  })

  it('respects catalogue limits and product field rules', () => {
    const plans = new Map(data.memberships.map((m) => [m.companyId, m.status === 'active' ? m.plan : 'free']))
    const perCompany = new Map<string, number>()
    for (const p of data.productsServices) {
      perCompany.set(p.companyId, (perCompany.get(p.companyId) ?? 0) + 1)
      expect(companyIds.has(p.companyId)).toBe(true)
      expect(p.phone).toMatch(/^\d{10,14}$/)
      expect(p.price).toBeGreaterThan(0)
      expect(p.briefDescription.length).toBeLessThanOrEqual(BRIEF_DESCRIPTION_MAX)
      expect(p.detailedDescription.length).toBeLessThanOrEqual(DETAILED_DESCRIPTION_MAX)
    }
    for (const [id, n] of perCompany) expect(n).toBeLessThanOrEqual(plans.get(id) === 'free' ? FREE_CATALOGUE_LIMIT : PLATINUM_CATALOGUE_LIMIT)
    expect(Math.max(...perCompany.values())).toBeGreaterThan(6)
  })

  it('makes about one requirement per five companies, with statuses that match their dates', () => {
    const reqs = data.requirements
    expect(share(reqs.length, COMPANIES)).toBeGreaterThan(0.14)
    expect(share(reqs.length, COMPANIES)).toBeLessThan(0.27)
    const byId = new Map(data.companies.map((c) => [c.id, c]))
    const fromBuyers = reqs.filter((r) => byId.get(r.companyId)!.profileType !== 'supplier').length
    expect(share(fromBuyers, reqs.length)).toBeGreaterThan(0.7)
    const today = new Date(REF).toISOString().slice(0, 10)
    for (const r of reqs) {
      expect(byId.get(r.companyId)!.status).toBe('approved')
      expect(r.startDate <= r.endDate).toBe(true)
      expect(r.createdAt!.getTime()).toBeLessThanOrEqual(REF)
      expect(r.isRfq).toBe(r.type === 'rfq')
      if (r.status === 'opened') expect(r.endDate >= today).toBe(true)
      if (r.status === 'expired') expect(r.endDate < today).toBe(true)
      if (r.status === 'covered') expect(r.startDate < today).toBe(true)
      expect(r.description).not.toMatch(/\{\w+\}/)
      expect(r.title).not.toMatch(/\{\w+\}/)
    }
    for (const type of ['rfq', 'requirement', 'to_overcome']) expect(reqs.some((r) => r.type === type), type).toBe(true)
    for (const status of ['opened', 'covered', 'expired']) expect(reqs.some((r) => r.status === status), status).toBe(true)
  })

  it('uses unique ids across all generated tables', () => {
    const ids = [...data.companies, ...data.memberships, ...data.productsServices, ...data.requirements].map((r) => r.id!)
    expect(new Set(ids).size).toBe(ids.length)
  })
})

describe('RFC helpers', () => {
  it('takes the RFC letters the way SAT does', () => {
    expect(rfcLettersFor('Estampados del Norte')).toBe('ENO')
    expect(rfcLettersFor('Troquelados y Ensambles Ramos Arizpe')).toBe('TER')
    expect(rfcLettersFor('Grupo Industrial de la Laguna')).toBe('GIL')
    expect(rfcLettersFor('Plásticos')).toBe('PLA')
    expect(rfcLettersFor('Cañones Ñandú')).toBe('CÑA')
  })

  it('builds RFCs with a valid check digit', () => {
    expect(buildRfc('PME', '380607', 'P3')).toBe('PME380607P35')
    expect(isValidRfc(buildRfc('ABC', '991231', 'Z9'))).toBe(true)
  })
})

describe('demo-account companies', () => {
  it('are approved, and the Platinum one has an active membership', () => {
    const platinum = buildDemoCompanyData('platinum', DEMO_REFERENCE_DATE)
    expect(platinum.companies[0]!.id).toBe(DEMO_COMPANIES.platinum.id)
    expect(platinum.companies[0]!.status).toBe('approved')
    expect(isValidRfc(platinum.companies[0]!.rfc!)).toBe(true)
    expect(platinum.memberships[0]).toMatchObject({ plan: 'platinum', status: 'active' })
    expect(platinum.memberships[0]!.expiresAt!.getTime()).toBeGreaterThan(REF)
    expect(platinum.requirements.every((r) => r.status === 'opened')).toBe(true)
    const free = buildDemoCompanyData('free', DEMO_REFERENCE_DATE)
    expect(free.memberships[0]).toMatchObject({ plan: 'free', status: 'active', expiresAt: null })
  })

  it('never share an RFC or domain with generated companies', () => {
    const reserved = Object.values(DEMO_COMPANIES)
    for (const c of data.companies) {
      for (const fixed of reserved) {
        expect(c.rfc).not.toBe(fixed.rfc)
        expect(c.website).not.toBe(`https://www.${fixed.domain}`)
      }
    }
  })
})
