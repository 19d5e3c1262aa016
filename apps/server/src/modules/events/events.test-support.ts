import type { Db } from '../../db/client'
import { events } from '../../db/schema'

const DAY = 86_400_000

/** A published on-site event `inDays` from now (negative: past), with `capacity` places. */
export async function insertEvent(db: Db, overrides: Partial<typeof events.$inferInsert> & { inDays?: number } = {}) {
  const { inDays = 10, ...rest } = overrides
  const startsAt = new Date(Date.now() + inDays * DAY)
  const [row] = await db
    .insert(events)
    .values({
      title: 'Foro de proveedores Tier 2 — Monterrey',
      briefDescription: 'Encuentro de compradores OEM con proveedores de estampado e inyección.',
      detailedDescription: 'Agenda de citas uno a uno, paneles de compras y recorrido por planta.',
      category: 'machinery',
      isOnline: false,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 8 * 3600_000),
      timeZone: 'America/Monterrey',
      venue: 'Cintermex',
      address: 'Av. Fundidora 501, Obrera',
      city: 'Monterrey',
      state: 'NLE',
      country: 'MX',
      latitude: 25.6781,
      longitude: -100.2854,
      capacity: 3,
      ...rest,
    })
    .returning()
  return row!
}

/** The body of POST/PUT /api/v1/admin/events. */
export function eventBody(overrides: Record<string, unknown> = {}) {
  const startsAt = new Date(Date.now() + 20 * DAY)
  startsAt.setUTCHours(15, 0, 0, 0)
  return {
    title: 'Expo Robótica Industrial Bajío',
    briefDescription: 'Celdas robotizadas para soldadura y manejo de materiales.',
    detailedDescription: 'Demostraciones en vivo de integradores de la región.',
    category: 'robots',
    isOnline: false,
    startsAt: startsAt.toISOString(),
    endsAt: new Date(startsAt.getTime() + 6 * 3600_000).toISOString(),
    timeZone: 'America/Mexico_City',
    venue: 'Poliforum León',
    address: 'Blvd. Adolfo López Mateos 1511',
    city: 'León',
    state: 'GUA',
    country: 'MX',
    latitude: 21.1167,
    longitude: -101.6611,
    capacity: 2,
    schedule: [{ startsAt: startsAt.toISOString(), title: 'Bienvenida', speaker: 'Marta Ruiz' }],
    speakers: [{ name: 'Marta Ruiz', position: 'Directora de manufactura', company: 'Autopartes del Bajío' }],
    sponsors: [{ name: 'Clúster Automotriz de Guanajuato', url: 'https://example.com', level: 'Oro' }],
    ...overrides,
  }
}
