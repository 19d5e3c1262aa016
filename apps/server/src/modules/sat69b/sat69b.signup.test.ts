import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { companies, companySat69b, notifications, sat69bEntries, sat69bImports, users } from '../../db/schema'
import type { TestApp } from '../../test/test-app'
import { createAccountTestApp, insertCategory, nextIp, nextRfc, solveCaptcha, uploadSignupLogo, validSignup } from '../auth/auth.test-support'

let t: TestApp
let categoryId: number
beforeAll(async () => {
  t = await createAccountTestApp()
  categoryId = await insertCategory(t.database.db)
})
afterAll(async () => {
  await t?.close()
})

const db = () => t.database.db

describe('a sign-up with an RFC on the SAT 69-B list in force', () => {
  it('records the finding with the new company and tells its user; an RFC not on the list records nothing', async () => {
    const listed = nextRfc()
    const [list] = await db().insert(sat69bImports).values({ status: 'done', originalName: 'Listado_Completo_69-B.csv', sizeBytes: 100, finishedAt: new Date() }).returning()
    await db().insert(sat69bEntries).values({ importId: list!.id, rfc: listed, name: 'ALTA LISTADA SA DE CV', situation: 'presunto', presumedOn: '2025-01-15', line: 4 })

    for (const rfc of [listed, nextRfc()]) {
      const body = validSignup({ logoFileId: await uploadSignupLogo(t.app), categoryId, captcha: await solveCaptcha(t.app), rfc })
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/signup', payload: body as object, remoteAddress: nextIp() })
      expect(res.statusCode, res.body).toBe(201)
    }
    const [company] = await db().select().from(companies).where(eq(companies.rfc, listed))
    expect(await db().select({ situation: companySat69b.situation, since: companySat69b.since }).from(companySat69b).where(eq(companySat69b.companyId, company!.id))).toEqual([{ situation: 'presunto', since: '2025-01-15' }])
    const [user] = await db().select().from(users).where(eq(users.companyId, company!.id))
    const notices = await db().select().from(notifications).where(eq(notifications.userId, user!.id))
    expect(notices.map((n) => (n.payload as { template: string }).template)).toEqual(['sat69b.ownListed'])
    const [{ n }] = (await db().select({ n: sql<number>`count(*)::int` }).from(companySat69b)) as [{ n: number }]
    expect(n).toBe(1)
  })
})
