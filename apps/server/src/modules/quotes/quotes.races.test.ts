/**
 * Races on one requirement (issue 25 items 2, 3 and 8): parallel acceptances, parallel invitations, and quotes sent
 * while one is being accepted. Every writer locks the requirement row first, so these run one after another and the
 * losers get a 409, never a deadlock's 500. Meaningful on the PostgreSQL server (DATABASE_URL), where transactions
 * really overlap; on PGlite they run one at a time and the same answers are expected.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { REQUIREMENT_INVITATIONS_MAX } from '@nexo/shared'
import { quotes, requirementInvitations, requirements } from '../../db/schema'
import { createTestApp, type TestApp } from '../../test/test-app'
import { createFixtureCompany } from '../../test/fixtures'
import { insertReferenceData } from '../companies/companies.test-support'
import { createTestCompany, uploadRequirementFile, validQuote, validRequirement, type TestCompany } from '../requirements/requirements.test-support'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>

let ref: { categoryIds: [number, number]; certificationIds: [number, number] }
let buyer: TestCompany
let fileId: string
const suppliers: TestCompany[] = []

beforeAll(async () => {
  // Invitations are rate limited per user: these tests send more at once than a person would.
  t = await createTestApp({ DISABLE_RATE_LIMIT: 'true' })
  ref = await insertReferenceData(db())
  buyer = await createTestCompany(db(), { plan: 'free', tradeName: 'Ensambles Buyer' })
  for (let i = 0; i < 6; i++) suppliers.push(await createTestCompany(db(), { plan: 'platinum', tradeName: `Proveedor ${i}` }))
  fileId = await uploadRequirementFile(t.app, buyer.admin)
})
afterAll(async () => {
  await t?.close()
})

const code = (res: { json(): { error?: { code: string } } }) => res.json().error?.code

async function newRequirement(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/company/requirements', headers: buyer.admin, payload: validRequirement({ categoryId: ref.categoryIds[0], certificationIds: [ref.certificationIds[0]], fileId }) })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

const send = (requirementId: string, headers: Headers) => t.app.inject({ method: 'POST', url: '/api/v1/quotes', headers, payload: validQuote({ requirementId }) })
const accept = (quoteId: string) => t.app.inject({ method: 'POST', url: `/api/v1/quotes/${quoteId}/accept`, headers: buyer.admin })

async function sendOk(requirementId: string, headers: Headers): Promise<string> {
  const res = await send(requirementId, headers)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id
}

/** How many answers had each status and code, e.g. `{ '200': 1, '409 QUOTE_ALREADY_DECIDED': 23 }`. */
function tally(answers: { statusCode: number; json(): { error?: { code: string } } }[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const a of answers) {
    const key = a.statusCode < 300 ? String(a.statusCode) : `${a.statusCode} ${code(a)}`
    counts[key] = (counts[key] ?? 0) + 1
  }
  return counts
}

describe('races on one requirement', () => {
  it('item 2: parallel acceptances of its three pending quotes: one 200, every other call 409 QUOTE_ALREADY_DECIDED', async () => {
    for (let round = 0; round < 3; round++) {
      const requirementId = await newRequirement()
      const ids = [await sendOk(requirementId, suppliers[0]!.admin), await sendOk(requirementId, suppliers[1]!.admin), await sendOk(requirementId, suppliers[2]!.admin)]
      const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => accept(ids[i % 3]!)))
      expect(tally(answers), `round ${round}`).toEqual({ '200': 1, '409 QUOTE_ALREADY_DECIDED': 23 })
      const rows = await db().select({ status: quotes.status }).from(quotes).where(eq(quotes.requirementId, requirementId))
      expect(rows.map((r) => r.status).sort()).toEqual(['accepted', 'rejected', 'rejected'])
      const [requirement] = await db().select({ status: requirements.status }).from(requirements).where(eq(requirements.id, requirementId))
      expect(requirement!.status).toBe('covered')
    }
  })

  it(`item 3: ${REQUIREMENT_INVITATIONS_MAX + 5} parallel invitations store exactly ${REQUIREMENT_INVITATIONS_MAX}; the rest 409 REQUIREMENT_INVITATIONS_LIMIT`, async () => {
    const requirementId = await newRequirement()
    const invitees = []
    for (let i = 0; i < REQUIREMENT_INVITATIONS_MAX + 5; i++) invitees.push(await createFixtureCompany(db(), { tradeName: `Invitada ${i}` }))
    const answers = await Promise.all(
      invitees.map((c) => t.app.inject({ method: 'POST', url: `/api/v1/company/requirements/${requirementId}/invitations`, headers: buyer.admin, payload: { companyId: c.id } })),
    )
    expect(tally(answers)).toEqual({ '200': REQUIREMENT_INVITATIONS_MAX, '409 REQUIREMENT_INVITATIONS_LIMIT': 5 })
    const stored = await db().select().from(requirementInvitations).where(eq(requirementInvitations.requirementId, requirementId))
    expect(stored).toHaveLength(REQUIREMENT_INVITATIONS_MAX)
  })

  it('item 8: quotes sent while one is accepted: never a pending quote on a covered requirement', async () => {
    for (let round = 0; round < 4; round++) {
      const requirementId = await newRequirement()
      const first = await sendOk(requirementId, suppliers[0]!.admin)
      const [accepted, ...sent] = await Promise.all([accept(first), ...suppliers.slice(1).map((s) => send(requirementId, s.admin))])
      expect(accepted!.statusCode, accepted!.body).toBe(200)
      // Each send either came first (and was then closed by the acceptance) or found the requirement covered.
      for (const res of sent) expect([201, 409], res.body).toContain(res.statusCode)
      for (const res of sent.filter((r) => r.statusCode === 409)) expect(code(res)).toBe('REQUIREMENT_NOT_OPEN')
      const pending = await db()
        .select({ id: quotes.id })
        .from(quotes)
        .where(and(eq(quotes.requirementId, requirementId), eq(quotes.status, 'pending')))
      expect(pending, `round ${round}`).toEqual([])
    }
  })
})
