/**
 * Demo appointments (issue 13): every company gets the IANA zone of its city, the demo companies and a few
 * suppliers register available days, and the demo logins find requests to answer, an accepted meeting, a declined
 * and a cancelled one. Idempotent (ids derived from the demo companies); dates move with the clock.
 */
import { Temporal } from 'temporal-polyfill'
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm'
import type { Db } from '../client'
import { appointmentAvailability, appointments, companies, type AvailabilityException, type AvailabilityRange } from '../schema'
import { DEMO_COMPANIES, derivedUuid } from './generate'
import { timeZoneFor } from './time-zones'

export { timeZoneFor } from './time-zones'

const DEMO_IDS = Object.values(DEMO_COMPANIES).map((c) => c.id)

const weekdays = (days: number[], start: string, end: string): AvailabilityRange[] => days.map((weekday) => ({ weekday, start, end }))

/** The instant of `time` on the `days`-th weekday (Mon–Fri) from today in `zone`. */
function businessDay(clock: Date, zone: string, days: number, time: string): Date {
  let date = Temporal.Instant.fromEpochMilliseconds(clock.getTime()).toZonedDateTimeISO(zone).toPlainDate()
  const step = days < 0 ? -1 : 1
  for (let left = Math.abs(days); left > 0; ) {
    date = date.add({ days: step })
    if (date.dayOfWeek <= 5) left--
  }
  return new Date(date.toPlainDateTime(Temporal.PlainTime.from(time)).toZonedDateTime(zone).epochMilliseconds)
}

export async function seedDemoAppointments(db: Db, options: { userIds: Partial<Record<'platinum' | 'free', string>>; clock: Date }): Promise<void> {
  // Every company's zone from its city (the column defaults to Mexico City). The generator already sets it
  // (generate.ts), so on a fresh seed nothing changes here; a directory stored before zones existed gets them now.
  const all = await db.select({ id: companies.id, country: companies.country, state: companies.state, city: companies.city, timeZone: companies.timeZone }).from(companies)
  const byZone = new Map<string, string[]>()
  for (const c of all) {
    const zone = timeZoneFor(c.country, c.state, c.city)
    if (zone !== c.timeZone) byZone.set(zone, [...(byZone.get(zone) ?? []), c.id])
  }
  for (const [zone, ids] of byZone) {
    for (let i = 0; i < ids.length; i += 500) await db.update(companies).set({ timeZone: zone }).where(inArray(companies.id, ids.slice(i, i + 500)))
  }

  const platinum = DEMO_COMPANIES.platinum.id
  const free = DEMO_COMPANIES.free.id
  const today = Temporal.Instant.fromEpochMilliseconds(options.clock.getTime()).toZonedDateTimeISO('America/Mexico_City').toPlainDate()
  const inDays = (n: number) => today.add({ days: n }).toString()
  const availability: (typeof appointmentAvailability.$inferInsert)[] = [
    {
      companyId: platinum,
      slotMinutes: 60,
      weekly: [...weekdays([1, 2, 3, 4, 5], '09:00', '13:00'), ...weekdays([1, 2, 3, 4], '15:00', '18:00')],
      exceptions: [{ kind: 'off', date: inDays(20) }, { kind: 'extra', date: inDays(13), start: '10:00', end: '12:00' }] satisfies AvailabilityException[],
    },
    { companyId: free, slotMinutes: 30, weekly: weekdays([1, 2, 3, 4], '10:00', '14:00'), exceptions: [] },
  ]
  // A few listed suppliers take meetings too, so "Book a meeting" works on their profiles.
  const suppliers = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.status, 'approved'), eq(companies.isVisible, true), notInArray(companies.id, DEMO_IDS), inArray(companies.profileType, ['supplier', 'both'])))
    .orderBy(asc(companies.id))
    .limit(40)
  suppliers.forEach((s, i) => availability.push({ companyId: s.id, slotMinutes: i % 3 === 0 ? 30 : 60, weekly: weekdays([1, 2, 3, 4, 5], i % 2 ? '08:00' : '09:00', i % 2 ? '14:00' : '17:00'), exceptions: [] }))
  await db.insert(appointmentAvailability).values(availability).onConflictDoNothing()

  const guests = suppliers.slice(0, 4)
  if (guests.length < 4) return
  const zones = new Map(
    (await db.select({ id: companies.id, timeZone: companies.timeZone, tradeName: companies.tradeName }).from(companies).where(inArray(companies.id, [platinum, free, ...guests.map((g) => g.id)]))).map((c) => [c.id, c]),
  )
  const zoneOf = (id: string) => zones.get(id)?.timeZone ?? 'America/Mexico_City'
  const nameOf = (id: string) => zones.get(id)?.tradeName ?? ''
  const meeting = (host: string, guest: string, purpose: string, daysAhead: number, time: string, minutes: number) => {
    const startsAt = businessDay(options.clock, zoneOf(host), daysAhead, time)
    return {
      id: derivedUuid(host, `appointment/${purpose}`),
      hostCompanyId: host,
      guestCompanyId: guest,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      hostTimeZone: zoneOf(host),
      meetingUrl: `https://meet.jit.si/Nexo-${derivedUuid(host, `room/${purpose}`).replace(/-/g, '').slice(0, 24)}`,
      contactCompany: nameOf(guest),
    }
  }
  const rows: (typeof appointments.$inferInsert)[] = [
    {
      ...meeting(platinum, guests[0]!.id, 'pending-audit', 3, '10:00', 60),
      matter: 'Auditoría de proceso de troquelado',
      reason: 'Queremos revisar su capacidad de troquelado progresivo para soportes de motor (80,000 piezas/mes) antes de enviar un RFQ.',
      contactName: 'Laura Méndez',
      contactEmail: 'laura.mendez@example.com',
      contactPhone: '+52 442 555 0142',
    },
    {
      ...meeting(platinum, guests[1]!.id, 'pending-quote', 5, '16:00', 60),
      matter: 'Revisión de cotización',
      reason: 'Aclarar tiempos de entrega y empaque retornable de la cotización enviada la semana pasada.',
      contactName: 'Jorge Salinas',
      contactEmail: 'jorge.salinas@example.com',
      contactPhone: '+52 81 5555 0187',
    },
    {
      ...meeting(platinum, guests[2]!.id, 'accepted-visit', 7, '11:00', 60),
      status: 'accepted',
      sequence: 1,
      matter: 'Visita a planta',
      reason: 'Visita a la línea de ensamble para validar el PPAP del nuevo herramental.',
      contactName: 'Mariana Ortiz',
      contactEmail: 'mariana.ortiz@example.com',
      contactPhone: '+52 844 555 0110',
    },
    {
      ...meeting(free, platinum, 'accepted-machining', 4, '11:00', 30),
      status: 'accepted',
      sequence: 1,
      bookedByUserId: options.userIds.platinum ?? null,
      matter: 'Maquinado de bujes de precisión',
      reason: 'Conocer su capacidad en tornos CNC para bujes de acero 1045 con tolerancia de ±0.01 mm.',
      contactName: 'Ricardo Ramos',
      contactCompany: DEMO_COMPANIES.platinum.tradeName,
      contactEmail: 'platinum@nexo.demo',
      contactPhone: '+52 81 5555 0100',
    },
    {
      ...meeting(platinum, guests[3]!.id, 'cancelled', 2, '12:00', 60),
      status: 'cancelled',
      sequence: 1,
      cancellationReason: 'Nuestro cliente pospuso el lanzamiento; reagendaremos en enero.',
      cancelledByCompanyId: guests[3]!.id,
      cancelledAt: options.clock,
      matter: 'Presentación de capacidades',
      reason: 'Presentar nuestra línea de pintura electrostática.',
      contactName: 'Daniel Cruz',
      contactEmail: 'daniel.cruz@example.com',
      contactPhone: '+52 33 5555 0199',
    },
    {
      ...meeting(platinum, guests[0]!.id, 'declined', -3, '17:00', 60),
      status: 'declined',
      sequence: 1,
      declineReason: 'Esa semana tuvimos auditoría del cliente.',
      matter: 'Primer contacto',
      reason: 'Presentación general de la empresa.',
      contactName: 'Laura Méndez',
      contactEmail: 'laura.mendez@example.com',
      contactPhone: '+52 442 555 0142',
    },
  ]
  await db.insert(appointments).values(rows).onConflictDoNothing()
}
