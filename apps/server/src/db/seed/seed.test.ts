import { createHash, randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm'
import { addCalendarDays, marketplaceDay } from '@nexo/shared'
import type { Database } from '../client'
import { verifyPassword } from '../../passwords'
import { createTestDatabase, type TestDatabase } from '../../test/test-app'
import { categories, certifications, chats, companies, companyCertifications, eventRegistrations, events, membershipRequests, companyRatings, quotes, requirementInvitations, companyCategories, favourites, files, memberships, productsServices, profileVisits, requirements, users, companySat69b, sat69bImports } from '../schema'
import { DEMO_COMPANIES, DEMO_REFERENCE_DATE, generateDemoData, pendingQueueSize } from './generate'
import { seedDemoDeals } from './demo-deals'
import { decodePng } from './png'
import { LOGO_SIZE } from './reference/images'
import { DEMO_ACCOUNTS, countSeededRows, ensureDemoAccounts, hasDemoData, seedDemoData, type SeedStorage } from './seed'

const COMPANIES = 300
/** Seeding happens mid-morning of the reference day. */
const CLOCK = new Date(DEMO_REFERENCE_DATE.getTime() + 10 * 3_600_000)

/** The storage driver's contract in memory: `copy` shares the bytes, as the local driver's hard link does. */
function memoryStorage() {
  const blobs = new Map<string, Buffer>()
  let writes = 0
  const key = (extension: string) => `2026/01/${randomBytes(16).toString('hex')}.${extension}`
  const storage: SeedStorage = {
    async put(bytes, extension) {
      writes++
      const storageKey = key(extension)
      blobs.set(storageKey, bytes)
      return { storageKey, sha256: createHash('sha256').update(bytes).digest('hex') }
    },
    async copy(storageKey, extension) {
      const target = key(extension)
      blobs.set(target, blobs.get(storageKey)!)
      return { storageKey: target }
    },
  }
  return { storage, blobs, writes: () => writes }
}

describe('seedDemoData and ensureDemoAccounts', () => {
  let testDb: TestDatabase
  let database: Database
  const memory = memoryStorage()

  beforeAll(async () => {
    testDb = await createTestDatabase()
    database = testDb.database
  })

  afterAll(async () => {
    await testDb?.destroy()
  })

  it('seeds the generated rows', async () => {
    expect(await hasDemoData(database.db)).toBe(false)
    const result = await seedDemoData(database.db, { companies: COMPANIES, seed: 3, referenceDate: DEMO_REFERENCE_DATE, clock: CLOCK, batchSize: 120, storage: memory.storage })
    const expected = generateDemoData({ companies: COMPANIES, seed: 3, referenceDate: DEMO_REFERENCE_DATE, clock: CLOCK })
    const counts = await countSeededRows(database.db)
    expect(counts).toMatchObject({
      categories: expected.categories.length,
      certifications: expected.certifications.length,
      companies: COMPANIES,
      memberships: COMPANIES,
      companyCategories: expected.companyCategories.length,
      companyCertifications: expected.companyCertifications.length,
      productsServices: expected.productsServices.length,
      requirements: expected.requirements.length,
      files: expected.logos.length + expected.productImages.length + expected.certificates.length,
      users: expected.contacts.length,
    })
    expect(result).toMatchObject({ companies: COMPANIES, contacts: expected.contacts.length, productsServices: expected.productsServices.length, files: expected.logos.length + expected.productImages.length + expected.certificates.length })
    expect(await hasDemoData(database.db)).toBe(true)

    // The row round-trips: same first company as the generator made.
    const [first] = await database.db.select().from(companies).where(eq(companies.id, expected.companies[0]!.id!))
    expect(first?.rfc ?? first?.taxId).toBe(expected.companies[0]!.rfc ?? expected.companies[0]!.taxId)
    expect(first?.workingHours).toEqual(expected.companies[0]!.workingHours)
  })

  it('stores a logo for every company and an image for every product, each file owned by its company', async () => {
    const withoutLogo = await database.db.select({ id: companies.id }).from(companies).where(isNull(companies.logoFileId))
    expect(withoutLogo).toEqual([])
    const withoutImage = await database.db.select({ id: productsServices.id }).from(productsServices).where(isNull(productsServices.imageFileId))
    expect(withoutImage).toEqual([])
    const logos = await database.db
      .select({ purpose: files.purpose, owner: files.ownerCompanyId, key: files.storageKey, sha256: files.sha256, mime: files.mimeType })
      .from(companies)
      .innerJoin(files, eq(files.id, companies.logoFileId))
      .where(sql`${files.ownerCompanyId} = ${companies.id}`)
    expect(logos).toHaveLength(COMPANIES)
    const images = await database.db
      .select({ purpose: files.purpose, key: files.storageKey })
      .from(productsServices)
      .innerJoin(files, eq(files.id, productsServices.imageFileId))
      .where(sql`${files.ownerCompanyId} = ${productsServices.companyId}`)
    expect(images.length).toBe((await countSeededRows(database.db)).productsServices)
    expect(new Set(logos.map((l) => l.purpose))).toEqual(new Set(['logo']))
    expect(new Set(images.map((i) => i.purpose))).toEqual(new Set(['product_image']))
    // The stored bytes are the PNGs the rows describe.
    for (const logo of logos.slice(0, 20)) {
      const bytes = memory.blobs.get(logo.key)!
      expect(createHash('sha256').update(bytes).digest('hex')).toBe(logo.sha256)
      expect(logo.mime).toBe('image/png')
      expect(decodePng(bytes)).toMatchObject({ width: LOGO_SIZE, height: LOGO_SIZE })
    }
    // Identical images are written once and shared: far fewer writes than file rows.
    expect(memory.writes()).toBeLessThan((logos.length + images.length) / 2)
  })

  it('gives every certification its certificate document, a PDF owned by the company, as the profile form requires', async () => {
    const withoutFile = await database.db.select({ id: companyCertifications.companyId }).from(companyCertifications).where(isNull(companyCertifications.fileId))
    expect(withoutFile).toEqual([])
    const documents = await database.db
      .select({ purpose: files.purpose, key: files.storageKey, mime: files.mimeType, name: certifications.name })
      .from(companyCertifications)
      .innerJoin(files, eq(files.id, companyCertifications.fileId))
      .innerJoin(certifications, eq(certifications.id, companyCertifications.certificationId))
      .where(sql`${files.ownerCompanyId} = ${companyCertifications.companyId}`)
    expect(documents.length).toBe((await countSeededRows(database.db)).companyCertifications)
    expect(new Set(documents.map((d) => d.purpose))).toEqual(new Set(['certification']))
    for (const document of documents.slice(0, 10)) {
      const bytes = memory.blobs.get(document.key)!
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true)
      expect(document.mime).toBe('application/pdf')
      // The document names its certification (Latin-1 text in the page's content stream).
      expect(bytes.toString('latin1')).toContain(document.name.replace(/[()\\]/g, (c) => `\\${c}`))
      expect(bytes.toString('latin1')).toContain('SAMPLE DOCUMENT')
    }
  })

  it('keeps a handful of sign-ups waiting, hours old', async () => {
    const pending = await database.db.select({ createdAt: companies.createdAt }).from(companies).where(eq(companies.status, 'pending'))
    expect(pending).toHaveLength(pendingQueueSize(COMPANIES))
    for (const c of pending) {
      expect(c.createdAt.getTime()).toBeLessThan(CLOCK.getTime())
      expect(c.createdAt.getTime()).toBeGreaterThan(CLOCK.getTime() - 24 * 3_600_000)
    }
  })

  it('moves the category sequence past the fixed ids', async () => {
    const [row] = await database.db
      .insert(categories)
      .values({ code: '999999', slug: 'test-category', nameEn: 'Test', nameEs: 'Prueba' })
      .returning({ id: categories.id })
    expect(row!.id).toBeGreaterThan(generateDemoData({ companies: 0 }).categories.length)
    await database.db.delete(categories).where(eq(categories.id, row!.id))
  })

  it('creates the four demo logins once', async () => {
    const created = await ensureDemoAccounts(database.db, { referenceDate: DEMO_REFERENCE_DATE, clock: CLOCK, storage: memory.storage })
    expect(created.sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort())
    expect(await ensureDemoAccounts(database.db)).toEqual([])
    const rows = await database.db.select().from(users)
    // The four logins, and the three contact people of the demo chats (issue 13), whom nobody signs in as.
    // …and the event-only attendees of the demo events (issue 14), whom nobody signs in as either.
    // …and the generated companies' own people (seeded with the directory).
    const people = new Set(generateDemoData({ companies: COMPANIES, seed: 3, referenceDate: DEMO_REFERENCE_DATE, clock: CLOCK }).contacts.map((c) => c.email))
    expect(rows.filter((u) => people.has(u.email))).toHaveLength(people.size)
    expect(rows.filter((u) => !people.has(u.email) && !u.email.endsWith('@chat-demo.nexo.demo') && !u.email.endsWith('@asistentes.nexo.demo') && !u.email.endsWith('@registro.nexo.demo'))).toHaveLength(4)
    expect(rows.filter((u) => u.email.endsWith('@asistentes.nexo.demo') && u.isEventOnly)).toHaveLength(8)
    expect(rows.filter((u) => u.email.endsWith('@chat-demo.nexo.demo'))).toHaveLength(3)
    const demoChats = await database.db.select().from(chats)
    expect(demoChats.map((c) => c.status).sort()).toEqual(['accepted', 'declined', 'pending', 'pending'])
    // The two demo companies of the demo logins, and two from the public registry (one claimed, ADR 055).
    expect((await countSeededRows(database.db)).companies).toBe(COMPANIES + 4)
    const registry = await database.db.select().from(companies).where(eq(companies.registrySource, 'denue'))
    expect(registry.map((c) => [c.tradeName, c.registryClaimedAt !== null]).sort()).toEqual([
      ['Fundiciones Garza del Bajío', true],
      ['TROQUELES Y ESTAMPADOS SANTA MARÍA', false],
    ])
  })

  it('puts a SAT 69-B list in force with one directory company presunto and one definitivo, never a demo login company (ADR 056)', async () => {
    const listings = await database.db.select().from(companySat69b)
    expect(listings.map((l) => l.situation).sort()).toEqual(['definitivo', 'presunto'])
    expect(listings.map((l) => l.companyId)).not.toContain(DEMO_COMPANIES.platinum.id)
    expect(listings.map((l) => l.companyId)).not.toContain(DEMO_COMPANIES.free.id)
    const [list] = await database.db.select().from(sat69bImports)
    expect(list).toMatchObject({ status: 'done', presuntoCount: 1, definitivoCount: 2, desvirtuadoCount: 1, flaggedCompanies: 2 })
  })

  it('gives the membership lifecycle and events their demo rows (issue 14)', async () => {
    const requests = await database.db.select().from(membershipRequests)
    expect(requests.map((r) => `${r.plan}:${r.status}`).sort()).toEqual(['gold:contacted', 'platinum:pending'])
    expect(requests.find((r) => r.plan === 'gold')?.form?.zip).toBe('76246')
    const paid = await database.db.select().from(memberships).where(and(eq(memberships.plan, 'platinum'), eq(memberships.status, 'active')))
    expect(paid.find((m) => m.companyId === DEMO_COMPANIES.platinum.id)?.paymentReference).toBeTruthy()
    const soon = paid.filter((m) => m.expiresAt!.getTime() - CLOCK.getTime() < 30 * 86_400_000)
    expect(soon.some((m) => m.paymentReference === 'FAC A-10482')).toBe(true)
    const rows = await database.db.select().from(events)
    expect(rows.filter((e) => e.startsAt > CLOCK).length).toBeGreaterThanOrEqual(3)
    expect(rows.filter((e) => e.endsAt < CLOCK).length).toBeGreaterThanOrEqual(2)
    expect(rows.every((e) => e.speakers.length > 0)).toBe(true)
    const full = rows.find((e) => e.capacity === 6)!
    const regs = await database.db.select().from(eventRegistrations).where(eq(eventRegistrations.eventId, full.id))
    expect(regs.filter((r) => r.status === 'registered')).toHaveLength(6)
    expect(regs.filter((r) => r.status === 'waitlisted').length).toBeGreaterThan(0)
  })

  it('gives the demo companies logos, product images, visits, favourites and opportunities', async () => {
    const today = marketplaceDay(CLOCK)
    for (const key of ['platinum', 'free'] as const) {
      const { id, leafCodes } = DEMO_COMPANIES[key]
      const [company] = await database.db.select({ logo: companies.logoFileId }).from(companies).where(eq(companies.id, id))
      expect(company!.logo, key).not.toBeNull()
      const products = await database.db.select({ image: productsServices.imageFileId }).from(productsServices).where(eq(productsServices.companyId, id))
      expect(products.length, key).toBeGreaterThan(0)
      for (const p of products) expect(p.image, key).not.toBeNull()

      const visits = await database.db
        .select({ date: profileVisits.visitDate })
        .from(profileVisits)
        .where(and(eq(profileVisits.visitedCompanyId, id), gte(profileVisits.visitDate, addCalendarDays(today, -29))))
      expect(visits.length, `${key} visits`).toBeGreaterThan(key === 'platinum' ? 20 : 0)

      // Opportunities as the dashboard counts them: open, public, of others, in the company's categories.
      const ownCategories = database.db.select({ id: companyCategories.categoryId }).from(companyCategories).where(eq(companyCategories.companyId, id))
      const open = await database.db
        .select({ id: requirements.id })
        .from(requirements)
        .where(and(eq(requirements.status, 'opened'), eq(requirements.isPublic, true), ne(requirements.companyId, id), gte(requirements.endDate, today), inArray(requirements.subcategoryId, ownCategories)))
      expect(open.length, `${key} opportunities`).toBeGreaterThanOrEqual(2)
      expect(leafCodes.length).toBeGreaterThan(0)
    }
    const email = DEMO_ACCOUNTS.find((a) => a.key === 'platinum')!.email
    const [platinumUser] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email))
    const kept = await database.db.select({ type: favourites.type }).from(favourites).where(eq(favourites.userId, platinumUser!.id))
    expect(new Set(kept.map((f) => f.type))).toEqual(new Set(['company', 'product', 'requirement']))
  })

  it('gives the demo logins quotes to compare, accept and rate, and the directory ratings (issue 12)', async () => {
    const platinum = DEMO_COMPANIES.platinum.id
    const received = await database.db.select({ status: quotes.status, requirementId: quotes.requirementId }).from(quotes).where(eq(quotes.receiverCompanyId, platinum))
    expect(received.filter((q) => q.status === 'pending').length).toBeGreaterThanOrEqual(2)
    const sent = await database.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.senderCompanyId, platinum))
    expect(sent.map((q) => q.status)).toEqual(expect.arrayContaining(['pending', 'accepted']))
    // Every accepted quote on a requirement left it covered, and no requirement has two accepted quotes.
    const accepted = await database.db.select({ requirementId: quotes.requirementId, status: requirements.status }).from(quotes).innerJoin(requirements, eq(requirements.id, quotes.requirementId)).where(eq(quotes.status, 'accepted'))
    expect(accepted.length).toBeGreaterThan(10)
    expect(accepted.every((q) => q.status === 'covered')).toBe(true)
    expect(new Set(accepted.map((q) => q.requirementId)).size).toBe(accepted.length)
    const ratings = await database.db.select({ score: companyRatings.score }).from(companyRatings)
    expect(ratings.length).toBeGreaterThan(10)
    expect(ratings.every((r) => r.score >= 1 && r.score <= 5)).toBe(true)
    const invited = await database.db.select().from(requirementInvitations).where(eq(requirementInvitations.companyId, DEMO_COMPANIES.free.id))
    expect(invited).toHaveLength(1)
    const before = (await database.db.select({ n: sql<number>`count(*)::int` }).from(quotes))[0]!.n
    await seedDemoDeals(database.db, { userIds: {}, clock: CLOCK })
    expect((await database.db.select({ n: sql<number>`count(*)::int` }).from(quotes))[0]!.n).toBe(before)
  })

  it('stores argon2id hashes that verify', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email))
      expect(user, account.email).toBeDefined()
      expect(user!.passwordHash.startsWith('$argon2id$')).toBe(true)
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true)
      expect(await verifyPassword(user!.passwordHash, `${account.password}x`)).toBe(false)
      expect(user!.status).toBe('active')
      expect(user!.emailVerifiedAt).toBeInstanceOf(Date)
      // Sign-up rule: at least 8 characters with lower case, upper case and a digit.
      expect(account.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/)
    }
  })

  it('gives each login the role it is documented with', async () => {
    const byKey = async (key: string) => {
      const email = DEMO_ACCOUNTS.find((a) => a.key === key)!.email
      const [user] = await database.db.select().from(users).where(eq(users.email, email))
      return user!
    }
    const admin = await byKey('admin')
    expect(admin.platformRole).toBe('admin')
    expect(admin.companyId).toBeNull()

    const platinum = await byKey('platinum')
    expect(platinum).toMatchObject({ platformRole: 'user', companyRole: 'admin', companyId: DEMO_COMPANIES.platinum.id, isEventOnly: false })
    const [platinumCompany] = await database.db.select().from(companies).where(eq(companies.id, DEMO_COMPANIES.platinum.id))
    expect(platinumCompany!.status).toBe('approved')
    const activePlatinum = await database.db
      .select()
      .from(memberships)
      .where(and(eq(memberships.companyId, DEMO_COMPANIES.platinum.id), eq(memberships.plan, 'platinum'), eq(memberships.status, 'active')))
    expect(activePlatinum).toHaveLength(1)
    expect(activePlatinum[0]!.activatedAt.getTime()).toBeLessThanOrEqual(DEMO_REFERENCE_DATE.getTime())
    expect(activePlatinum[0]!.expiresAt!.getTime()).toBeGreaterThan(DEMO_REFERENCE_DATE.getTime())

    const free = await byKey('free')
    expect(free.companyId).toBe(DEMO_COMPANIES.free.id)
    const [freeMembership] = await database.db.select().from(memberships).where(eq(memberships.companyId, DEMO_COMPANIES.free.id))
    expect(freeMembership).toMatchObject({ plan: 'free', status: 'active', expiresAt: null })

    const event = await byKey('event')
    expect(event).toMatchObject({ isEventOnly: true, companyId: null, platformRole: 'user' })
  })
})
