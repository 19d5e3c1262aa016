import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import ical, { type VEvent } from 'node-ical'
import { APPOINTMENT_PENDING_PER_HOST_MAX, formatReadableTime, type TAppointment, type TAppointmentSlot } from '@nexo/shared'
import { appointments, companies, notifications, outbox, users } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { buildIcs, foldLine } from '../../platform/ics'
import { Temporal } from 'temporal-polyfill'
import { sendDueReminders } from './appointments.service'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>

interface Member {
  id: string
  email: string
  headers: Headers
}
let host: { id: string }
let guest: { id: string }
let other: { id: string }
let hostAdmin: Member
let hostRestricted: Member
let guestAdmin: Member
let guestRestricted: Member
let otherAdmin: Member

async function member(companyId: string, companyRole: 'admin' | 'restricted' = 'admin'): Promise<Member> {
  const user = await createFixtureUser(db(), { companyId, companyRole })
  return { id: user.id, email: user.email, headers: (await signInFixture(db(), user.id)).headers }
}

const ALL_WEEK = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '09:00', end: '12:00' }))
const details = { matter: 'Visita a planta', reason: 'Revisar capacidad de troquelado para el modelo 2027.', name: 'Ana Pérez', company: 'Autopartes del Bajío', email: 'ana@autopartes-bajio.mx', phone: '+52 442 123 4567' }

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: Headers, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
const putAvailability = (headers: Headers, body: object) => call('PUT', '/api/v1/appointments/availability', headers, body)
const book = (headers: Headers, startsAt: string, hostCompanyId = host.id) => call('POST', '/api/v1/appointments', headers, { hostCompanyId, startsAt, ...details })

const isoDate = (d: Date) => d.toISOString().slice(0, 10)
/** The host's day off: three weeks ahead in Tijuana (within the booking horizon, whatever day the tests run). */
const DAY_OFF = Temporal.Now.plainDateISO('America/Tijuana').add({ days: 21 }).toString()
/** Hours between two zones' clocks at an instant (Mexico City − Tijuana: 2 in winter, 1 in US summer time). */
const hoursAhead = (at: Date, zone: string, of: string) => {
  const offset = (z: string) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(z).offsetNanoseconds
  return (offset(zone) - offset(of)) / 3.6e12
}
const DAY = 86400_000
async function slots(headers: Headers, companyId = host.id, timeZone = 'America/Mexico_City', days = 10) {
  const from = isoDate(new Date(Date.now() + DAY))
  const to = isoDate(new Date(Date.now() + days * DAY))
  return call('GET', `/api/v1/appointments/slots?companyId=${companyId}&from=${from}&to=${to}&timeZone=${encodeURIComponent(timeZone)}`, headers)
}
/** Free slots of the host right now, as the guest sees them. */
async function freeSlots(): Promise<TAppointmentSlot[]> {
  const res = await slots(guestAdmin.headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().slots
}
let slotCursor = 0
/** A different free slot for every call (tests do not compete for the same one by accident). */
async function nextSlot(): Promise<string> {
  const free = await freeSlots()
  const slot = free[slotCursor++ % free.length]!
  return slot.startsAt
}

/** Answers the guest's earlier requests (declined), so a test starts under APPOINTMENT_PENDING_PER_HOST_MAX. */
async function clearPendingRequests() {
  await db()
    .update(appointments)
    .set({ status: 'declined' })
    .where(and(eq(appointments.hostCompanyId, host.id), eq(appointments.guestCompanyId, guest.id), eq(appointments.status, 'pending')))
}
async function notificationsOf(userId: string, template: string) {
  const rows = await db().select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt))
  return rows.filter((r) => (r.payload as { template?: string }).template === template)
}
async function lastMailTo(address: string) {
  const [row] = await db().select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.createdAt)).limit(1)
  return row
}
function icsOf(mail: { attachments: { contentType: string; contentBase64: string }[] | null } | undefined) {
  const attachment = mail?.attachments?.find((a) => a.contentType.startsWith('text/calendar'))
  if (!attachment) throw new Error('no .ics attached')
  const text = Buffer.from(attachment.contentBase64, 'base64').toString('utf8')
  const parsed = ical.sync.parseICS(text)
  const event = Object.values(parsed).find((c) => c?.type === 'VEVENT') as VEvent & { method?: string }
  return { text, event, method: (parsed.vcalendar as { method?: string } | undefined)?.method, contentType: attachment.contentType }
}

beforeAll(async () => {
  t = await createTestApp()
  host = await createFixtureCompany(db(), { tradeName: 'Troqueles de Tijuana' })
  guest = await createFixtureCompany(db(), { tradeName: 'Autopartes del Bajío' })
  other = await createFixtureCompany(db(), { tradeName: 'Otra Empresa' })
  // Colleagues answer and book for their company here; restricted users need their admin's leave for that (ADR 047,
  // whose default — off — is tested in company-users/restricted-users.test.ts).
  await db().update(companies).set({ restrictedUsersMayContact: true }).where(inArray(companies.id, [host.id, guest.id]))
  hostAdmin = await member(host.id)
  hostRestricted = await member(host.id, 'restricted')
  guestAdmin = await member(guest.id)
  guestRestricted = await member(guest.id, 'restricted')
  otherAdmin = await member(other.id)
})
afterAll(async () => {
  await t?.close()
})

describe('availability', () => {
  it('starts unregistered in Mexico City; only a company admin saves it, with its time zone', async () => {
    const before = await call('GET', '/api/v1/appointments/availability', hostRestricted.headers)
    expect(before.json()).toEqual({ timeZone: 'America/Mexico_City', isRegistered: false, slotMinutes: 60, weekly: [], exceptions: [] })
    const body = { timeZone: 'America/Tijuana', slotMinutes: 60, weekly: ALL_WEEK, exceptions: [{ kind: 'off', date: DAY_OFF }] }
    expect((await putAvailability(hostRestricted.headers, body)).statusCode).toBe(403)
    const saved = await putAvailability(hostAdmin.headers, body)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ timeZone: 'America/Tijuana', isRegistered: true, weekly: ALL_WEEK })
    expect((await call('GET', '/api/v1/appointments/availability', hostRestricted.headers)).json().timeZone).toBe('America/Tijuana')
  })

  it('refuses a closing time before the opening, overlapping ranges, unknown zones and odd meeting lengths', async () => {
    const base = { timeZone: 'America/Tijuana', slotMinutes: 60, weekly: [], exceptions: [] }
    const cases = [
      { ...base, weekly: [{ weekday: 1, start: '12:00', end: '09:00' }] },
      { ...base, weekly: [{ weekday: 1, start: '09:00', end: '12:00' }, { weekday: 1, start: '11:00', end: '13:00' }] },
      { ...base, timeZone: 'Mars/Olympus' },
      { ...base, slotMinutes: 7 },
      { ...base, exceptions: [{ kind: 'extra', date: '2026-13-01', start: '09:00', end: '10:00' }] },
    ]
    for (const body of cases) {
      const res = await putAvailability(otherAdmin.headers, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION_FAILED')
    }
  })
})

describe('company profile', () => {
  it('the working-hours section of the profile form shows and sets the company time zone', async () => {
    const open = (day: 'mon' | 'tue' | 'wed' | 'thu' | 'fri') => ({ day, isOpen: true, opensAt: '09:00', closesAt: '18:00' })
    const body = { workingHours: [open('mon'), open('tue'), open('wed'), open('thu'), open('fri'), { day: 'sat', isOpen: false }, { day: 'sun', isOpen: false }], averageAttentionTime: '2 horas' }
    const section = (payload: object) => call('PUT', '/api/v1/company/profile/working-hours', otherAdmin.headers, payload)
    expect((await section({ ...body, timeZone: 'America/Ciudad_Juarez' })).statusCode).toBe(200)
    const profile = (await call('GET', '/api/v1/company/profile', otherAdmin.headers)).json()
    expect(profile.workingHours.timeZone).toBe('America/Ciudad_Juarez')
    expect((await call('GET', '/api/v1/appointments/availability', otherAdmin.headers)).json().timeZone).toBe('America/Ciudad_Juarez')
    // Without a zone the section leaves it alone; an unknown one is refused.
    expect((await section(body)).statusCode).toBe(200)
    expect((await call('GET', '/api/v1/company/profile', otherAdmin.headers)).json().workingHours.timeZone).toBe('America/Ciudad_Juarez')
    expect((await section({ ...body, timeZone: 'Europe/Atlantis' })).statusCode).toBe(400)
  })
})

describe('slots', () => {
  it('are shown in the viewer’s zone with the host’s clock beside it (Tijuana host, Mexico City viewer)', async () => {
    const free = await freeSlots()
    expect(free.length).toBeGreaterThan(10)
    for (const slot of free.slice(0, 6)) {
      const start = new Date(slot.startsAt)
      // Mexico City is on UTC−6 all year; Tijuana follows US daylight saving (UTC−8 in winter, UTC−7 in summer).
      const hostHour = Number(slot.hostTime.slice(0, 2))
      expect([1, 2]).toContain(hoursAhead(start, 'America/Mexico_City', 'America/Tijuana'))
      expect(Number(slot.time.slice(0, 2))).toBe(hostHour + hoursAhead(start, 'America/Mexico_City', 'America/Tijuana'))
      expect(hostHour).toBeGreaterThanOrEqual(9)
      expect(hostHour).toBeLessThan(12)
    }
    const tijuanaView = (await slots(guestAdmin.headers, host.id, 'America/Tijuana')).json()
    expect(tijuanaView.slots[0].time).toBe(tijuanaView.slots[0].hostTime)
  })

  it('errors: company without available days (409), own company (400), unknown company (404), bad zone (400)', async () => {
    const none = await slots(guestAdmin.headers, other.id)
    expect(none.statusCode).toBe(409)
    expect(none.json().error.code).toBe('APPOINTMENT_NO_AVAILABLE_DAYS')
    expect(none.json().error.message).toBe('The company has not registered available days.')
    const from = isoDate(new Date(Date.now() + DAY))
    const es = await t.app.inject({ method: 'GET', url: `/api/v1/appointments/slots?companyId=${other.id}&from=${from}&to=${from}&timeZone=America/Tijuana`, headers: { ...guestAdmin.headers, 'accept-language': 'es' } })
    expect(es.json().error.message).toBe('La empresa no ha registrado días disponibles.')
    const own = await slots(hostAdmin.headers, host.id)
    expect(own.statusCode).toBe(400)
    expect(own.json().error.code).toBe('APPOINTMENT_OWN_COMPANY')
    expect((await slots(guestAdmin.headers, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    expect((await slots(guestAdmin.headers, host.id, 'Nowhere/Town')).statusCode).toBe(400)
    expect((await slots(guestAdmin.headers, host.id, 'America/Mexico_City', 90)).statusCode).toBe(400)
  })
})

describe('booking', () => {
  it('books a free slot as pending with a meeting link; the host is notified with an .ics REQUEST', async () => {
    // One host user reads Spanish: each mail is in its reader's language (issue 27 §10).
    await db().update(users).set({ language: 'es' }).where(eq(users.id, hostRestricted.id))
    const startsAt = await nextSlot()
    const res = await book(guestRestricted.headers, startsAt)
    expect(res.statusCode, res.body).toBe(201)
    const a: TAppointment = res.json()
    expect(a).toMatchObject({ status: 'pending', role: 'guest', startsAt, hostTimeZone: 'America/Tijuana', sequence: 0, matter: details.matter, email: details.email, host: { id: host.id }, guest: { id: guest.id } })
    expect(a.meetingUrl).toMatch(/^https:\/\/meet\.jit\.si\/Nexo-[0-9a-f]{24}$/)
    expect(new Date(a.endsAt).getTime() - new Date(a.startsAt).getTime()).toBe(3600_000)

    for (const user of [hostAdmin, hostRestricted]) {
      const [n] = await notificationsOf(user.id, 'appointment.requested')
      expect(n?.type).toBe('appointment')
      // The instant and the guest's zone are stored; each reader sees them on their own clock (issue 27 §10).
      expect((n?.payload as { params: Record<string, string> }).params).toMatchObject({ when: startsAt, zone: 'America/Mexico_City' })
    }
    // The e-mails write it as people read it: the host's clock (Tijuana) first, the guest's beside it, no tz names.
    const english = await lastMailTo(hostAdmin.email)
    expect(english?.text).toContain(`asked for a meeting on ${formatReadableTime(startsAt, { language: 'en', zone: 'America/Tijuana', otherZone: 'America/Mexico_City' })}:`)
    expect(english?.text).toMatch(/\(Tijuana time\) \/ \d{1,2}:\d{2} [AP]M Mexico City/)
    const spanish = await lastMailTo(hostRestricted.email)
    expect(spanish?.text).toContain(`pidió una reunión el ${formatReadableTime(startsAt, { language: 'es', zone: 'America/Tijuana', otherZone: 'America/Mexico_City' })}:`)
    expect(spanish?.text).toMatch(/\(hora de Tijuana\) \/ \d{1,2}:\d{2} Ciudad de México/)
    for (const mail of [english, spanish]) expect(mail?.text).not.toContain('America/')
    const { event, method, contentType } = icsOf(await lastMailTo(hostAdmin.email))
    expect(method).toBe('REQUEST')
    expect(contentType).toContain('method=REQUEST')
    expect(event.uid).toBe(`appointment-${a.id}@nexo`)
    expect(Number(event.sequence)).toBe(0)
    expect(new Date(event.start).toISOString()).toBe(startsAt)
    expect(event.location).toBe(a.meetingUrl)
    expect(event.status).toBe('TENTATIVE')

    // The slot is gone for everybody; booking it again is "selected date not available".
    expect((await freeSlots()).map((s) => s.startsAt)).not.toContain(startsAt)
    const again = await book(otherAdmin.headers, startsAt)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('APPOINTMENT_DATE_UNAVAILABLE')
    expect(again.json().error.message).toBe('The selected date is not available.')
  })

  it('"selected date not available": off the grid, in the past, too far ahead, or on a day off', async () => {
    const startsAt = new Date(await nextSlot())
    const attempts = [
      new Date(startsAt.getTime() + 30 * 60_000), // half past: not a slot start
      new Date(startsAt.getTime() - 3 * 3600_000), // before opening
      new Date(Date.now() - DAY), // the past
      new Date(Date.now() + 200 * DAY), // past the booking horizon
      new Date(Temporal.PlainDateTime.from(`${DAY_OFF}T10:00`).toZonedDateTime('America/Tijuana').epochMilliseconds), // 10:00 in Tijuana, on the day off
    ]
    for (const at of attempts) {
      const res = await book(guestAdmin.headers, at.toISOString())
      expect(res.statusCode, at.toISOString()).toBe(409)
      expect(res.json().error.code).toBe('APPOINTMENT_DATE_UNAVAILABLE')
    }
  })

  it('"company has not registered available days", own company, unknown company and missing §3 fields', async () => {
    const startsAt = await nextSlot()
    const none = await book(guestAdmin.headers, startsAt, other.id)
    expect(none.statusCode).toBe(409)
    expect(none.json().error.code).toBe('APPOINTMENT_NO_AVAILABLE_DAYS')
    const own = await book(hostAdmin.headers, startsAt)
    expect(own.json().error.code).toBe('APPOINTMENT_OWN_COMPANY')
    expect((await book(guestAdmin.headers, startsAt, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404)
    for (const field of ['matter', 'reason', 'name', 'company', 'email', 'phone'] as const) {
      const res = await call('POST', '/api/v1/appointments', guestAdmin.headers, { hostCompanyId: host.id, startsAt, ...details, [field]: '' })
      expect(res.statusCode, field).toBe(400)
      expect(res.json().error.details.issues[0].path).toBe(`body.${field}`)
    }
    const badEmail = await call('POST', '/api/v1/appointments', guestAdmin.headers, { hostCompanyId: host.id, startsAt, ...details, email: 'not-an-email' })
    expect(badEmail.statusCode).toBe(400)
  })

  it('concurrent bookings of one slot: exactly one wins, the others get "selected date not available"', async () => {
    const startsAt = await nextSlot()
    const bookers = [guestAdmin, guestRestricted, otherAdmin, await member(other.id), await member(guest.id)]
    const results = await Promise.all(bookers.map((b) => book(b.headers, startsAt)))
    const statuses = results.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409])
    for (const r of results.filter((x) => x.statusCode === 409)) expect(r.json().error.code).toBe('APPOINTMENT_DATE_UNAVAILABLE')
    const live = await db()
      .select()
      .from(appointments)
      .where(and(eq(appointments.hostCompanyId, host.id), eq(appointments.startsAt, new Date(startsAt))))
    expect(live).toHaveLength(1)
  })

  it('"registration error" when the database refuses the booking', async () => {
    await db().execute(sql`alter table appointments add constraint appointments_test_refuse check (matter <> 'FAIL-INSERT') not valid`)
    try {
      const res = await call('POST', '/api/v1/appointments', guestAdmin.headers, { hostCompanyId: host.id, startsAt: await nextSlot(), ...details, matter: 'FAIL-INSERT' })
      expect(res.statusCode).toBe(500)
      expect(res.json().error.code).toBe('APPOINTMENT_REGISTRATION_FAILED')
      expect(res.json().error.message).toBe('Error registering the appointment.')
    } finally {
      await db().execute(sql`alter table appointments drop constraint appointments_test_refuse`)
    }
  })
})

describe('state changes', () => {
  async function pending(): Promise<TAppointment> {
    const res = await book(guestAdmin.headers, await nextSlot())
    expect(res.statusCode, res.body).toBe(201)
    return res.json()
  }
  const act = (id: string, action: 'accept' | 'decline' | 'cancel', headers: Headers, payload: object = {}) => call('POST', `/api/v1/appointments/${id}/${action}`, headers, payload)

  it('pending → accepted by the host only; the booker is told with a CONFIRMED .ics at SEQUENCE 1', async () => {
    const a = await pending()
    const byGuest = await act(a.id, 'accept', guestAdmin.headers)
    expect(byGuest.statusCode).toBe(403)
    expect(byGuest.json().error.code).toBe('APPOINTMENT_HOST_ONLY')
    expect((await act(a.id, 'accept', otherAdmin.headers)).statusCode).toBe(404)
    const accepted = await act(a.id, 'accept', hostRestricted.headers)
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json()).toMatchObject({ status: 'accepted', role: 'host', sequence: 1 })
    expect(await notificationsOf(guestAdmin.id, 'appointment.accepted')).toHaveLength(1)
    const { event, method } = icsOf(await lastMailTo(guestAdmin.email))
    expect(method).toBe('REQUEST')
    expect(event.uid).toBe(`appointment-${a.id}@nexo`)
    expect(Number(event.sequence)).toBe(1)
    expect(event.status).toBe('CONFIRMED')
    // A second answer (a colleague a moment later) is a conflict, not a second change.
    const twice = await act(a.id, 'accept', hostAdmin.headers)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.code).toBe('APPOINTMENT_STATE_CONFLICT')
    expect((await act(a.id, 'decline', hostAdmin.headers)).json().error.code).toBe('APPOINTMENT_STATE_CONFLICT')
  })

  it('pending → declined frees the slot; the booker gets METHOD:CANCEL', async () => {
    const a = await pending()
    expect((await act(a.id, 'decline', guestAdmin.headers)).json().error.code).toBe('APPOINTMENT_HOST_ONLY')
    const declined = await act(a.id, 'decline', hostAdmin.headers, { reason: 'Sin disponibilidad esa semana' })
    expect(declined.json()).toMatchObject({ status: 'declined', declineReason: 'Sin disponibilidad esa semana' })
    expect(await notificationsOf(guestAdmin.id, 'appointment.declined')).not.toHaveLength(0)
    const { method, event } = icsOf(await lastMailTo(guestAdmin.email))
    expect(method).toBe('CANCEL')
    expect(event.status).toBe('CANCELLED')
    expect((await freeSlots()).map((s) => s.startsAt)).toContain(a.startsAt)
  })

  it('cancel needs a reason (spec §5); either side cancels; METHOD:CANCEL with the reason and a higher SEQUENCE', async () => {
    const a = await pending()
    await act(a.id, 'accept', hostAdmin.headers)
    for (const body of [{}, { reason: '' }, { reason: '   ' }]) {
      const res = await act(a.id, 'cancel', guestAdmin.headers, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.details.issues[0]).toMatchObject({ path: 'body.reason', message: 'required' })
    }
    const cancelled = await act(a.id, 'cancel', guestRestricted.headers, { reason: 'Cambio de prioridades; reagendaremos' })
    expect(cancelled.statusCode).toBe(200)
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancellationReason: 'Cambio de prioridades; reagendaremos', cancelledBy: 'guest', sequence: 2 })
    const [n] = await notificationsOf(hostAdmin.id, 'appointment.cancelled')
    expect((n?.payload as { params: { reason: string } }).params.reason).toBe('Cambio de prioridades; reagendaremos')
    const { method, event, text } = icsOf(await lastMailTo(hostAdmin.email))
    expect(method).toBe('CANCEL')
    expect(event.uid).toBe(`appointment-${a.id}@nexo`)
    expect(Number(event.sequence)).toBe(2)
    expect(event.status).toBe('CANCELLED')
    expect(event.description).toContain('Cambio de prioridades; reagendaremos')
    expect(text).toContain('Cambio de prioridades\\; reagendaremos') // escaped in the file
    const twice = await act(a.id, 'cancel', hostAdmin.headers, { reason: 'Otra vez' })
    expect(twice.json().error.code).toBe('APPOINTMENT_STATE_CONFLICT')

    // The host can cancel too, and the booker is the one told.
    const b = await pending()
    const byHost = await act(b.id, 'cancel', hostAdmin.headers, { reason: 'Auditoría del cliente ese día' })
    expect(byHost.json()).toMatchObject({ status: 'cancelled', cancelledBy: 'host' })
    expect(icsOf(await lastMailTo(guestAdmin.email)).event.description).toContain('Auditoría del cliente ese día')
  })

  it('edit: the guest moves it (back to pending, next SEQUENCE) or changes details; the host sets the link', async () => {
    await clearPendingRequests()
    const a = await pending()
    await act(a.id, 'accept', hostAdmin.headers)
    const target = await nextSlot()
    const moved = await call('PATCH', `/api/v1/appointments/${a.id}`, guestAdmin.headers, { startsAt: target, matter: 'Visita y auditoría' })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ status: 'pending', startsAt: target, matter: 'Visita y auditoría', sequence: 2 })
    expect(await notificationsOf(hostAdmin.id, 'appointment.updated')).not.toHaveLength(0)
    expect(Number(icsOf(await lastMailTo(hostAdmin.email)).event.sequence)).toBe(2)
    expect((await freeSlots()).map((s) => s.startsAt)).toContain(a.startsAt)

    const hostEditsDetails = await call('PATCH', `/api/v1/appointments/${a.id}`, hostAdmin.headers, { matter: 'Otra cosa' })
    expect(hostEditsDetails.json().error.code).toBe('APPOINTMENT_GUEST_ONLY')
    const guestSetsLink = await call('PATCH', `/api/v1/appointments/${a.id}`, guestAdmin.headers, { meetingUrl: 'https://meet.example.com/x' })
    expect(guestSetsLink.json().error.code).toBe('APPOINTMENT_HOST_ONLY')
    expect((await call('PATCH', `/api/v1/appointments/${a.id}`, hostAdmin.headers, { meetingUrl: 'http://insecure.example.com/x' })).statusCode).toBe(400)
    const link = await call('PATCH', `/api/v1/appointments/${a.id}`, hostAdmin.headers, { meetingUrl: 'https://teams.microsoft.com/l/meetup-join/abc' })
    expect(link.json()).toMatchObject({ meetingUrl: 'https://teams.microsoft.com/l/meetup-join/abc', status: 'pending', sequence: 3 })
    expect((await call('PATCH', `/api/v1/appointments/${a.id}`, guestAdmin.headers, {})).statusCode).toBe(400)

    // Moving onto a taken slot is "selected date not available".
    const other = await pending()
    const clash = await call('PATCH', `/api/v1/appointments/${a.id}`, guestAdmin.headers, { startsAt: other.startsAt })
    expect(clash.json().error.code).toBe('APPOINTMENT_DATE_UNAVAILABLE')
    // A cancelled one cannot be edited.
    await act(other.id, 'cancel', guestAdmin.headers, { reason: 'Ya no aplica' })
    expect((await call('PATCH', `/api/v1/appointments/${other.id}`, guestAdmin.headers, { matter: 'X' })).json().error.code).toBe('APPOINTMENT_STATE_CONFLICT')
  })

  it('"update" and "cancel" errors when the database refuses the change', async () => {
    await clearPendingRequests()
    const a = await pending()
    await db().execute(sql`alter table appointments add constraint appointments_test_refuse check (status <> 'cancelled' and matter <> 'FAIL-UPDATE') not valid`)
    try {
      const cancel = await act(a.id, 'cancel', guestAdmin.headers, { reason: 'Prueba' })
      expect(cancel.statusCode).toBe(500)
      expect(cancel.json().error.code).toBe('APPOINTMENT_CANCEL_FAILED')
      const update = await call('PATCH', `/api/v1/appointments/${a.id}`, guestAdmin.headers, { matter: 'FAIL-UPDATE' })
      expect(update.statusCode).toBe(500)
      expect(update.json().error.code).toBe('APPOINTMENT_UPDATE_FAILED')
      const es = await t.app.inject({ method: 'PATCH', url: `/api/v1/appointments/${a.id}`, headers: { ...guestAdmin.headers, 'accept-language': 'es' }, payload: { matter: 'FAIL-UPDATE' } })
      expect(es.json().error.message).toBe('Error al actualizar la cita.')
    } finally {
      await db().execute(sql`alter table appointments drop constraint appointments_test_refuse`)
    }
    expect((await act(a.id, 'cancel', guestAdmin.headers, { reason: 'Prueba' })).statusCode).toBe(200)
  })
})

describe('reading', () => {
  it('lists the own company’s appointments as host or guest; another company sees none of them', async () => {
    const asGuest = (await call('GET', '/api/v1/appointments', guestAdmin.headers)).json()
    expect(asGuest.timeZone).toBe('America/Mexico_City')
    expect(asGuest.items.length).toBeGreaterThan(3)
    expect(new Set(asGuest.items.map((i: TAppointment) => i.role))).toEqual(new Set(['guest']))
    const starts = asGuest.items.map((i: TAppointment) => i.startsAt)
    expect([...starts].sort()).toEqual(starts)
    const asHost = (await call('GET', '/api/v1/appointments?status=cancelled', hostRestricted.headers)).json()
    expect(asHost.timeZone).toBe('America/Tijuana')
    expect(asHost.items.every((i: TAppointment) => i.role === 'host' && i.status === 'cancelled')).toBe(true)
    const id = asGuest.items[0].id
    expect((await call('GET', `/api/v1/appointments/${id}`, otherAdmin.headers)).statusCode).toBe(404)
    expect((await call('GET', `/api/v1/appointments/${id}`, hostAdmin.headers)).json().role).toBe('host')
    const ics = await call('GET', `/api/v1/appointments/${id}/ics`, guestAdmin.headers)
    expect(ics.headers['content-type']).toContain('text/calendar')
    expect(ics.body).toContain(`UID:appointment-${id}@nexo`)
    expect((await call('GET', `/api/v1/appointments/${id}/ics`, otherAdmin.headers)).statusCode).toBe(404)
  })
})

describe('reminders', () => {
  it('remind both sides of an accepted meeting within 24 hours, once', async () => {
    await clearPendingRequests()
    const booked = await book(guestAdmin.headers, await nextSlot())
    const a: TAppointment = booked.json()
    await call('POST', `/api/v1/appointments/${a.id}/accept`, hostAdmin.headers, {})
    const deps = { db: db(), mailer: t.app.mailer, baseUrl: 'http://localhost:3000', log: t.app.log }
    const start = new Date(a.startsAt).getTime()
    expect(await sendDueReminders(deps, new Date(start - 30 * 3600_000))).toBe(0)
    expect(await sendDueReminders(deps, new Date(start - 2 * 3600_000))).toBeGreaterThanOrEqual(1)
    expect(await sendDueReminders(deps, new Date(start - 3600_000))).toBe(0)
    expect(await notificationsOf(guestAdmin.id, 'appointment.reminder')).toHaveLength(1)
    expect((await notificationsOf(hostRestricted.id, 'appointment.reminder')).length).toBeGreaterThanOrEqual(1)
    // The job is registered with the runner.
    expect((await t.app.jobs.runNow('appointments.send-reminders')).status).toBe('completed')
  })

  it(`a company may have ${APPOINTMENT_PENDING_PER_HOST_MAX} unanswered requests with one host (APPOINTMENT_PENDING_LIMIT); an answer frees the place`, async () => {
    await clearPendingRequests()
    const booked: string[] = []
    for (let i = 0; i < APPOINTMENT_PENDING_PER_HOST_MAX; i += 1) {
      const res = await book(guestAdmin.headers, await nextSlot())
      expect(res.statusCode, res.body).toBe(201)
      booked.push(res.json().id)
    }
    const refused = await book(guestRestricted.headers, await nextSlot())
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.code).toBe('APPOINTMENT_PENDING_LIMIT')
    // another guest company is not affected
    expect((await book(otherAdmin.headers, await nextSlot())).statusCode).toBe(201)
    expect((await call('POST', `/api/v1/appointments/${booked[0]}/accept`, hostAdmin.headers, {})).statusCode).toBe(200)
    expect((await book(guestAdmin.headers, await nextSlot())).statusCode).toBe(201)
    await clearPendingRequests()
  })
})

describe('.ics writer', () => {
  it('escapes text, folds long lines at 75 octets without splitting characters, and parses back', () => {
    const long = 'Revisión de troqueles, prensas y herramentales; capacidad ñ '.repeat(4)
    const text = buildIcs({
      product: 'Appointments',
      method: 'REQUEST',
      uid: 'appointment-1@nexo',
      sequence: 3,
      startsAt: new Date('2026-03-09T16:00:00Z'),
      endsAt: new Date('2026-03-09T17:00:00Z'),
      stampedAt: new Date('2026-03-01T00:00:00Z'),
      summary: long,
      description: 'Línea 1\nLínea 2, con coma; y punto y coma \\ barra',
      location: 'https://meet.jit.si/Nexo-abc',
      url: 'https://nexo.example/appointments',
      organizer: { name: 'Troqueles "TJ"', email: 'ventas@troqueles.mx' },
      attendee: { name: 'Ana', email: 'ana@bajio.mx' },
      status: 'TENTATIVE',
    })
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75)
    expect(text.endsWith('\r\n')).toBe(true)
    const event = Object.values(ical.sync.parseICS(text)).find((c) => c?.type === 'VEVENT') as VEvent
    expect(event.summary).toBe(long)
    expect(event.description).toBe('Línea 1\nLínea 2, con coma; y punto y coma \\ barra')
    expect(Number(event.sequence)).toBe(3)
    expect(new Date(event.start).toISOString()).toBe('2026-03-09T16:00:00.000Z')
    expect(foldLine('é'.repeat(80)).split('\r\n ').every((part) => Buffer.byteLength(part) <= 75)).toBe(true)
  })
})
