import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { createTestDatabase, type TestDatabase } from '../../test/test-app'
import { findOfferedSlot } from './appointments.slots'
import { appointmentAvailability, appointments, companies } from '../../db/schema'
import { seedDemoAppointments, timeZoneFor } from '../../db/seed/demo-appointments'
import { DEMO_COMPANIES, DEMO_REFERENCE_DATE } from '../../db/seed/generate'
import { ensureDemoAccounts, seedDemoData } from '../../db/seed/seed'

const CLOCK = new Date(DEMO_REFERENCE_DATE.getTime() + 10 * 3_600_000)

describe('demo appointments', () => {
  let testDb: TestDatabase
  beforeAll(async () => {
    testDb = await createTestDatabase()
  })
  afterAll(async () => {
    await testDb?.destroy()
  })

  it('zones follow the city: Baja California and Ciudad Juárez on US dates, the rest of Chihuahua not', () => {
    expect(timeZoneFor('MX', 'BCN', 'Tijuana')).toBe('America/Tijuana')
    expect(timeZoneFor('MX', 'CHH', 'Ciudad Juárez')).toBe('America/Ciudad_Juarez')
    expect(timeZoneFor('MX', 'CHH', 'Chihuahua')).toBe('America/Chihuahua')
    expect(timeZoneFor('MX', 'QUE', 'Querétaro')).toBe('America/Mexico_City')
    expect(timeZoneFor('US', 'TX', 'Laredo')).toBe('America/Chicago')
    expect(timeZoneFor('CA', 'ON', 'Windsor')).toBe('America/Toronto')
  })

  it('gives the demo logins availability and appointments that sit on their hosts’ offered slots, idempotently', async () => {
    const db = testDb.database.db
    await seedDemoData(db, { companies: 60, seed: 3, referenceDate: DEMO_REFERENCE_DATE, clock: CLOCK, batchSize: 60 })
    await ensureDemoAccounts(db, { referenceDate: DEMO_REFERENCE_DATE, clock: CLOCK })
    const platinum = DEMO_COMPANIES.platinum.id
    const [company] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, platinum))
    expect(company?.timeZone).toBe('America/Monterrey') // Ramos Arizpe, Coahuila
    const rows = await db.select().from(appointments).where(inArray(appointments.hostCompanyId, [platinum, DEMO_COMPANIES.free.id]))
    expect(rows.map((r) => r.status).sort()).toEqual(['accepted', 'accepted', 'cancelled', 'declined', 'pending', 'pending'])
    const availability = new Map((await db.select().from(appointmentAvailability)).map((a) => [a.companyId, a]))
    for (const row of rows.filter((r) => r.status !== 'declined')) {
      const a = availability.get(row.hostCompanyId)!
      const slot = findOfferedSlot({ timeZone: row.hostTimeZone, slotMinutes: a.slotMinutes, weekly: a.weekly, exceptions: a.exceptions }, row.startsAt)
      expect(slot?.endsAt.getTime(), row.matter).toBe(row.endsAt.getTime())
    }
    await seedDemoAppointments(db, { userIds: {}, clock: CLOCK })
    expect(await db.select().from(appointments).where(inArray(appointments.hostCompanyId, [platinum, DEMO_COMPANIES.free.id]))).toHaveLength(6)
  })
})
