import { statSync } from 'node:fs'
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
  PENDING_QUEUE_SIZE,
  Random,
  buildDemoCompanyData,
  buildDemoOpportunities,
  buildRfc,
  generateDemoData,
  generateDemoDataBatches,
  pendingQueueSize,
  rfcLettersFor,
  type DemoData,
} from './generate'
import { GROUP_PROFILES, MATERIALS, type MaterialKey } from './reference/capabilities'
import { CATEGORY_GROUPS } from './reference/categories'
import { LOGO_GLYPHS, PRODUCT_IMAGE_KEYS } from './reference/images'
import { CITIES, COUNTRY_BOUNDS } from './reference/locations'
import { PRODUCT_CATALOGUE, RELATED_CATEGORIES } from './reference/products'
import { timeZoneFor } from './time-zones'

// The directory `npm start` seeds (default seed, 7,500 companies), generated once for every test below.
const COMPANIES = 7500
const REF = DEMO_REFERENCE_DATE.getTime()
const HOUR = 3_600_000
const DAY = 86_400_000
/** The seeding instant: mid-morning of the reference day. */
const CLOCK = REF + 10 * HOUR
const data = generateDemoData({ companies: COMPANIES, clock: new Date(CLOCK) })

/** Materials each category (leaf code) allows: its own list, else its group's. */
const ALLOWED_MATERIALS = new Map<string, readonly MaterialKey[]>(
  CATEGORY_GROUPS.flatMap((group) =>
    group.children.map((leaf) => [leaf.code, ('materials' in leaf ? leaf.materials : undefined) ?? GROUP_PROFILES[group.code].materials] as const),
  ),
)
const MATERIAL_BY_LABEL = new Map<string, MaterialKey>(
  (Object.entries(MATERIALS) as [MaterialKey, readonly [string, string]][]).flatMap(([key, [es, en]]) => [
    [es, key],
    [en, key],
  ]),
)

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

  it('gives every company an administrator to contact (a third also a colleague), at its own domain, nobody twice', () => {
    const data = generateDemoData({ companies: 600, seed: 4 })
    const byCompany = new Map<string, typeof data.contacts>()
    for (const contact of data.contacts) byCompany.set(contact.companyId!, [...(byCompany.get(contact.companyId!) ?? []), contact])
    expect(byCompany.size).toBe(data.companies.length)
    for (const company of data.companies) {
      const people = byCompany.get(company.id!)!
      expect(people.filter((p) => p.companyRole === 'admin' && p.isVisible && p.status === 'active')).toHaveLength(1)
      expect(people[0]!.companyRole).toBe('admin')
      for (const person of people) expect(person.email.split('@')[1]).toBe(company.email!.split('@')[1])
      expect(people.every((p) => p.language === company.contentLanguage)).toBe(true)
    }
    const colleagues = data.contacts.length - data.companies.length
    expect(colleagues / data.companies.length).toBeGreaterThan(0.25)
    expect(colleagues / data.companies.length).toBeLessThan(0.45)
    expect(new Set(data.contacts.map((c) => c.email.toLowerCase())).size).toBe(data.contacts.length)
    expect(new Set(data.contacts.map((c) => c.username.toLowerCase())).size).toBe(data.contacts.length)
    expect(new Set(data.contacts.map((c) => c.id)).size).toBe(data.contacts.length)
  })

  it('does not depend on the batch size', () => {
    const whole = generateDemoData({ companies: 250, seed: 9 })
    const merged: DemoData = { categories: [], certifications: [], companies: [], companyCategories: [], companyCertifications: [], memberships: [], productsServices: [], requirements: [], logos: [], productImages: [], certificates: [], contacts: [] }
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

  it("carries its city's time zone, so seeding the appointments rewrites no company (and reindexes none)", () => {
    for (const c of companies) expect(c.timeZone, `${c.city}, ${c.state}`).toBe(timeZoneFor(c.country, c.state, c.city))
    expect(new Set(companies.map((c) => c.timeZone)).size).toBeGreaterThan(5)
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

describe('a directory a purchasing engineer would believe', () => {
  const categoryCode = new Map(data.categories.map((c) => [c.id!, c.code]))
  const companiesById = new Map(data.companies.map((c) => [c.id!, c]))

  it('never lists the same trade name twice in one state, over the full 7,500', () => {
    const seen = new Map<string, string>()
    for (const c of data.companies) {
      const key = `${c.country}/${c.state}/${c.tradeName!.toLowerCase()}`
      expect(seen.get(key), `${c.tradeName} twice in ${c.state}`).toBeUndefined()
      seen.set(key, c.id!)
    }
    for (const fixed of Object.values(DEMO_COMPANIES)) expect(data.companies.some((c) => c.tradeName === fixed.tradeName)).toBe(false)
    // Names read like names: no doubled word ("Automotive Systems Systems").
    for (const c of data.companies) expect(c.tradeName, c.tradeName!).not.toMatch(/\b(\w+) \1\b/)
  })

  it('has a catalogue for every category whose materials and images are its own', () => {
    for (const group of CATEGORY_GROUPS) {
      for (const leaf of group.children) {
        const catalogue = PRODUCT_CATALOGUE[leaf.code]
        expect(catalogue, leaf.code).toBeDefined()
        expect(catalogue!.products.length, leaf.code).toBeGreaterThanOrEqual(3)
        expect(catalogue!.services.length, leaf.code).toBeGreaterThanOrEqual(1)
        for (const template of catalogue!.products) {
          for (const material of template.materials) expect(ALLOWED_MATERIALS.get(leaf.code), `${template.name[1]} in ${material}`).toContain(material)
        }
      }
    }
    for (const [code, related] of Object.entries(RELATED_CATEGORIES)) for (const other of [code, ...related]) expect(ALLOWED_MATERIALS.has(other), other).toBe(true)
    for (const key of PRODUCT_IMAGE_KEYS) {
      const size = statSync(new URL(`./assets/products/${key}.png`, import.meta.url)).size
      expect(size, key).toBeGreaterThan(500)
      expect(size, key).toBeLessThan(30 * 1024)
    }
  })

  it('makes every product of a material its category allows', () => {
    let checked = 0
    for (const p of data.productsServices) {
      expect(p.title).not.toMatch(/\{\w+\}/)
      expect(p.briefDescription).not.toMatch(/\{\w+\}/)
      if (p.kind !== 'product') continue
      const label = (p.attributes as Record<string, string>).Material
      const material = MATERIAL_BY_LABEL.get(label!)
      expect(material, `${p.title}: ${label}`).toBeDefined()
      expect(ALLOWED_MATERIALS.get(categoryCode.get(p.categoryId!)!), `${p.title} in ${label}`).toContain(material)
      checked++
    }
    expect(checked).toBeGreaterThan(5000)
  })

  it('gives every company a logo and every product an image of its own', () => {
    const logos = new Map(data.logos.map((l) => [l.fileId, l]))
    expect(logos.size).toBe(COMPANIES)
    for (const c of data.companies) {
      const logo = logos.get(c.logoFileId!)
      expect(logo, c.tradeName!).toBeDefined()
      expect(logo!.companyId).toBe(c.id)
      expect(logo!.design.initials).toMatch(new RegExp(`^[${LOGO_GLYPHS}]{1,3}$`))
    }
    const images = new Map(data.productImages.map((i) => [i.fileId, i]))
    expect(images.size).toBe(data.productImages.length)
    for (const p of data.productsServices) {
      const image = images.get(p.imageFileId!)
      expect(image, p.title).toBeDefined()
      expect(image!.companyId).toBe(p.companyId)
      expect(PRODUCT_IMAGE_KEYS).toContain(image!.image)
    }
    const fileIds = [...logos.keys(), ...images.keys()]
    expect(new Set(fileIds).size).toBe(fileIds.length)
  })

  it('keeps a realistic approval queue: a handful of sign-ups, hours old', () => {
    const pending = data.companies.filter((c) => c.status === 'pending')
    expect(pending).toHaveLength(PENDING_QUEUE_SIZE)
    expect(PENDING_QUEUE_SIZE).toBeGreaterThanOrEqual(5)
    expect(PENDING_QUEUE_SIZE).toBeLessThanOrEqual(8)
    for (const c of pending) {
      const age = CLOCK - c.createdAt!.getTime()
      expect(age, c.tradeName!).toBeGreaterThan(0)
      expect(age, c.tradeName!).toBeLessThan(24 * HOUR)
      expect(c.approvedAt).toBeNull()
      expect(data.requirements.some((r) => r.companyId === c.id)).toBe(false)
    }
    // Everyone else was decided within the 24-hour promise.
    for (const c of data.companies) if (c.approvedAt) expect(c.approvedAt.getTime() - c.createdAt!.getTime()).toBeLessThanOrEqual(24 * HOUR)
    expect([0, 1, 40, 300, 2000, 100_000].map(pendingQueueSize)).toEqual([0, 1, 1, 2, PENDING_QUEUE_SIZE, PENDING_QUEUE_SIZE])
  })

  it('builds open, public opportunities in the categories asked for', () => {
    const buyers = data.companies.filter((c) => c.status === 'approved' && c.profileType !== 'supplier').slice(0, 3)
    const rows = buildDemoOpportunities(
      buyers.map((c) => ({ id: c.id!, city: c.city!, country: c.country!, contentLanguage: c.contentLanguage!, postalCode: c.postalCode ?? null, suburb: c.suburb ?? null, street: c.street ?? null, approvedAt: c.approvedAt ?? null, createdAt: c.createdAt! })),
      ['336370'],
      DEMO_REFERENCE_DATE,
    )
    expect(rows).toHaveLength(3)
    const today = new Date(REF).toISOString().slice(0, 10)
    for (const r of rows) {
      expect(r).toMatchObject({ status: 'opened', isPublic: true })
      expect(categoryCode.get(r.subcategoryId!)).toBe('336370')
      expect(r.endDate >= today).toBe(true)
      expect(companiesById.get(r.companyId)).toBeDefined()
    }
  })
})
