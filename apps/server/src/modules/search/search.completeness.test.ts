/**
 * One "profile completeness" rule: search ranks by the SQL of migration 0012 (nexo_profile_parts /
 * nexo_profile_completeness), the profile editor and the dashboard show packages/shared computeProfileProgress.
 * These tests hold the two to the same parts, weights and thresholds, on a profile written through the API,
 * on that profile with each part broken in turn, and on generated demo companies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { PROFILE_PROGRESS_WEIGHTS, type ProfileProgressPart, type TProfileProgress } from '@nexo/shared'
import type { Db } from '../../db/client'
import { companies, companyAwards, companyCategories, companyCertifications, companySearch } from '../../db/schema'
import { rows } from '../../db/sql-rows'
import { seedDemoData } from '../../db/seed/seed'
import { createRoleFixtures } from '../../test/fixtures'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp } from '../auth/auth.test-support'
import { getOwnProfile } from '../companies/companies.service'
import { insertReferenceData, uploadProfileFiles, validSections } from '../companies/companies.test-support'

let t: TestApp
let companyId: string

/** The SQL side: parts and percent of one company, read in `db` (a transaction sees its own writes). */
async function sqlProgress(db: Db, id: string): Promise<TProfileProgress> {
  const [row] = await rows<{ parts: Record<ProfileProgressPart, boolean>; percent: number }>(
    db,
    sql`select p.parts, nexo_profile_completeness(p.parts) as percent
          from (select nexo_profile_parts(c) as parts from companies c where c.id = ${id}) p`,
  )
  return row!
}

async function tsProgress(db: Db, id: string): Promise<TProfileProgress> {
  return (await getOwnProfile(db, id)).progress
}

/** Applies a change, compares both definitions inside the transaction, then rolls the change back. */
async function compareWith(change: (tx: Db) => Promise<unknown>): Promise<{ ts: TProfileProgress; sql: TProfileProgress }> {
  let seen: { ts: TProfileProgress; sql: TProfileProgress } | undefined
  await t.database.db
    .transaction(async (tx) => {
      await change(tx)
      seen = { ts: await tsProgress(tx, companyId), sql: await sqlProgress(tx, companyId) }
      throw new Error('rollback')
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error) || error.message !== 'rollback') throw error
    })
  return seen!
}

const setCompany = (values: Partial<typeof companies.$inferInsert>) => (tx: Db) => tx.update(companies).set(values).where(eq(companies.id, companyId))
const setSql = (assignment: ReturnType<typeof sql>) => (tx: Db) => tx.execute(sql`update companies set ${assignment} where id = ${companyId}`)

beforeAll(async () => {
  t = await createAccountTestApp()
  const db = t.database.db
  const f = await createRoleFixtures(db)
  companyId = f.company.id
  const ref = await insertReferenceData(db)
  const files = await uploadProfileFiles(t.app, f.headers.companyAdmin)
  for (const [section, body] of Object.entries(validSections(files, ref))) {
    const res = await t.app.inject({ method: 'PUT', url: `/api/v1/company/profile/${section}`, headers: f.headers.companyAdmin, payload: body })
    expect(res.statusCode, res.body).toBe(200)
  }
})
afterAll(async () => t?.close())

describe('profile completeness: one rule', () => {
  it('SQL weighs the same parts with the same weights as PROFILE_PROGRESS_WEIGHTS', async () => {
    const weights = await rows<{ part: string; weight: number }>(t.database.db, sql`select part, weight from nexo_profile_progress_weights()`)
    expect(Object.fromEntries(weights.map((w) => [w.part, w.weight]))).toEqual(PROFILE_PROGRESS_WEIGHTS)
  })

  it('a profile completed through the API is 100 on both sides, and search ranks it by that number', async () => {
    const db = t.database.db
    const ts = await tsProgress(db, companyId)
    expect(ts.percent).toBe(100)
    expect(await sqlProgress(db, companyId)).toEqual(ts)
    const [indexed] = await db.select({ completeness: companySearch.completeness }).from(companySearch).where(eq(companySearch.companyId, companyId))
    expect(indexed!.completeness).toBe(100)
  })

  // The shared test's breakers (company-profile.schema.test.ts), applied to stored rows, plus the thresholds.
  const breakers: [string, (tx: Db) => Promise<unknown>, ProfileProgressPart[]][] = [
    ['no website', setCompany({ website: null }), ['information']],
    ['no logo', setCompany({ logoFileId: null }), ['information']],
    ['founded in the future', setCompany({ yearFounded: new Date().getFullYear() + 1 }), ['information']],
    ['no street', setCompany({ street: null }), ['address']],
    ['a 2-character postal code', setCompany({ postalCode: '64' }), ['address']],
    ['latitude without longitude', setCompany({ longitude: null }), ['address']],
    ['no tags', setCompany({ tags: [] }), ['details']],
    ['a blank tag', setCompany({ tags: ['estampado', '  '] }), ['details']],
    ['no categories', (tx) => tx.delete(companyCategories).where(eq(companyCategories.companyId, companyId)), ['details']],
    ['opens at 08:59', setSql(sql`working_hours = jsonb_set(working_hours, '{0,opensAt}', '"08:59"')`), ['workingHours']],
    ['closes when it opens', setSql(sql`working_hours = jsonb_set(working_hours, '{0,closesAt}', '"09:00"')`), ['workingHours']],
    ['six days', setSql(sql`working_hours = working_hours - 6`), ['workingHours']],
    ['an open day without its closing time', setSql(sql`working_hours = working_hours #- '{0,closesAt}'`), ['workingHours']],
    ['no payment method', setCompany({ paymentMethods: [] }), ['general']],
    ['processes of exactly 20 characters', setCompany({ processes: 'x'.repeat(20) }), ['processes']],
    ['blank materials', setCompany({ materials: '   ' }), ['processes']],
    ['no machinery', setCompany({ machinery: '' }), ['capabilities']],
    ['guarantees of 20 characters plus spaces', setCompany({ guarantees: `  ${'g'.repeat(20)}  ` }), ['capabilities']],
    ['no certifications', (tx) => tx.delete(companyCertifications).where(eq(companyCertifications.companyId, companyId)), ['certifications']],
    ['a certification without its file', (tx) => tx.update(companyCertifications).set({ fileId: null }).where(eq(companyCertifications.companyId, companyId)), ['capabilities', 'certifications']],
    ['no social links', setCompany({ socialLinks: {} }), ['socialMedia']],
    ['no employees', setCompany({ employees: null }), ['statistics']],
    ['no awards', (tx) => tx.delete(companyAwards).where(eq(companyAwards.companyId, companyId)), ['awards']],
  ]

  it.each(breakers)('%s: both sides drop the same parts', async (_name, change, broken) => {
    const { ts, sql: fromSql } = await compareWith(change)
    expect(fromSql).toEqual(ts)
    expect(Object.entries(ts.parts).filter(([, complete]) => !complete).map(([part]) => part).sort()).toEqual([...broken].sort())
  })

  it('thresholds hold on the passing side too: 21 characters, 09:00, one social link', async () => {
    const { ts, sql: fromSql } = await compareWith(async (tx) => {
      await setCompany({ processes: 'x'.repeat(21), socialLinks: { linkedin: 'https://www.linkedin.com/company/acme' } })(tx)
      await setSql(sql`working_hours = jsonb_set(jsonb_set(working_hours, '{0,opensAt}', '"09:00"'), '{0,closesAt}', '"09:01"')`)(tx)
    })
    expect(ts.percent).toBe(100)
    expect(fromSql).toEqual(ts)
  })

  it('agrees on generated demo companies, whose profiles are filled to different degrees', async () => {
    const db = t.database.db
    await seedDemoData(db, { companies: 40, seed: 13 })
    const seeded = await db.select({ id: companies.id }).from(companies).where(sql`${companies.id} <> ${companyId}`)
    const ids = seeded.map((c) => c.id)
    const indexed = new Map(
      (await db.select({ id: companySearch.companyId, completeness: companySearch.completeness }).from(companySearch).where(inArray(companySearch.companyId, ids))).map(
        (r) => [r.id, r.completeness],
      ),
    )
    const percents = new Set<number>()
    for (const id of ids) {
      const ts = await tsProgress(db, id)
      expect(await sqlProgress(db, id), id).toEqual(ts)
      // What search ranks by, written by the seeding transaction itself.
      expect(indexed.get(id), id).toBe(ts.percent)
      percents.add(ts.percent)
    }
    // The sample is only useful if it is not uniform.
    expect(percents.size).toBeGreaterThan(1)
  })
})
