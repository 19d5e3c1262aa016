import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { verify } from '@node-rs/argon2'
import { and, eq } from 'drizzle-orm'
import { openDatabase, type Database } from '../client'
import { categories, companies, memberships, users } from '../schema'
import { DEMO_COMPANIES, DEMO_REFERENCE_DATE, generateDemoData } from './generate'
import { DEMO_ACCOUNTS, countSeededRows, ensureDemoAccounts, hasDemoData, seedDemoData } from './seed'

const COMPANIES = 300

describe('seedDemoData and ensureDemoAccounts on PGlite', () => {
  let database: Database

  beforeAll(async () => {
    database = await openDatabase({})
    await database.migrate()
  })

  afterAll(async () => {
    await database?.close()
  })

  it('seeds the generated rows', async () => {
    expect(await hasDemoData(database.db)).toBe(false)
    const result = await seedDemoData(database.db, { companies: COMPANIES, seed: 3, referenceDate: DEMO_REFERENCE_DATE, batchSize: 120 })
    const expected = generateDemoData({ companies: COMPANIES, seed: 3, referenceDate: DEMO_REFERENCE_DATE })
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
      users: 0,
    })
    expect(result).toMatchObject({ companies: COMPANIES, productsServices: expected.productsServices.length })
    expect(await hasDemoData(database.db)).toBe(true)

    // The row round-trips: same first company as the generator made.
    const [first] = await database.db.select().from(companies).where(eq(companies.id, expected.companies[0]!.id!))
    expect(first?.rfc ?? first?.taxId).toBe(expected.companies[0]!.rfc ?? expected.companies[0]!.taxId)
    expect(first?.workingHours).toEqual(expected.companies[0]!.workingHours)
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
    const created = await ensureDemoAccounts(database.db, { referenceDate: DEMO_REFERENCE_DATE })
    expect(created.sort()).toEqual(DEMO_ACCOUNTS.map((a) => a.email).sort())
    expect(await ensureDemoAccounts(database.db)).toEqual([])
    const rows = await database.db.select().from(users)
    expect(rows).toHaveLength(4)
    expect((await countSeededRows(database.db)).companies).toBe(COMPANIES + 2)
  })

  it('stores argon2id hashes that verify', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await database.db.select().from(users).where(eq(users.email, account.email))
      expect(user, account.email).toBeDefined()
      expect(user!.passwordHash.startsWith('$argon2id$')).toBe(true)
      expect(await verify(user!.passwordHash, account.password)).toBe(true)
      expect(await verify(user!.passwordHash, `${account.password}x`)).toBe(false)
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
