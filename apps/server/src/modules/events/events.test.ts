import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { formatReadableTime } from '@nexo/shared'
import { companies, eventRegistrations, events, notifications, outbox, users } from '../../db/schema'
import { createFixtureCompany, createFixtureUser, signInFixture } from '../../test/fixtures'
import { createTestApp, type TestApp } from '../../test/test-app'
import { multipart, PNG_BYTES } from '../auth/auth.test-support'
import { eventBody, insertEvent } from './events.test-support'
import { expireEventOffers } from './events.service'

let t: TestApp
const db = () => t.database.db
type Headers = Record<string, string>
let adminHeaders: Headers
let companyAdminHeaders: Headers

beforeAll(async () => {
  t = await createTestApp()
  adminHeaders = (await signInFixture(db(), (await createFixtureUser(db(), { platformRole: 'admin' })).id)).headers
  const company = await createFixtureCompany(db(), { plan: 'platinum' })
  companyAdminHeaders = (await signInFixture(db(), (await createFixtureUser(db(), { companyId: company.id })).id)).headers
})
afterAll(async () => {
  await t?.close()
})

/** A signed-in attendee: event-only by default (spec user_event). */
async function attendee(options: { isEventOnly?: boolean } = {}) {
  const user = await createFixtureUser(db(), { isEventOnly: options.isEventOnly ?? true })
  return { user, headers: (await signInFixture(db(), user.id)).headers }
}
const register = (eventId: string, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/v1/events/${eventId}/registration`, headers })
const cancel = (eventId: string, headers: Headers) => t.app.inject({ method: 'DELETE', url: `/api/v1/events/${eventId}/registration`, headers })
const accept = (eventId: string, headers: Headers) => t.app.inject({ method: 'POST', url: `/api/v1/events/${eventId}/registration/accept-offer`, headers })
const detail = (eventId: string, headers: Headers = {}) => t.app.inject({ method: 'GET', url: `/api/v1/events/${eventId}`, headers })
const notifyDeps = () => ({ db: db(), mailer: t.app.mailer, baseUrl: 'http://localhost:3000', log: t.app.log })
const uploadImage = (bytes: Buffer) => {
  const body = multipart({}, { filename: 'cover.png', contentType: 'image/png', bytes })
  return t.app.inject({ method: 'POST', url: '/api/v1/admin/events/image', payload: body.payload, headers: { ...body.headers, ...adminHeaders } })
}
const templatesOf = async (userId: string) => (await db().select().from(notifications).where(eq(notifications.userId, userId))).map((n) => (n.payload as { template: string }).template)

describe('public list and detail', () => {
  it('lists upcoming published events soonest first, filters by category and mode, pages; past on request; drafts hidden', async () => {
    const tag = `T${Date.now()}`
    const later = await insertEvent(db(), { title: `${tag} later`, inDays: 40, category: 'spare_parts' })
    const sooner = await insertEvent(db(), { title: `${tag} sooner`, inDays: 5, category: 'spare_parts', isOnline: true, onlineUrl: 'https://meet.example.com/x' })
    const past = await insertEvent(db(), { title: `${tag} past`, inDays: -30, category: 'spare_parts' })
    const draft = await insertEvent(db(), { title: `${tag} draft`, inDays: 6, category: 'spare_parts', status: 'draft' })
    const list = (query: string) => t.app.inject({ method: 'GET', url: `/api/v1/events?category=spare_parts&limit=50${query}` }).then((r) => r.json())
    const upcoming = await list('')
    const ids = upcoming.items.map((e: { id: string }) => e.id)
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id))
    expect(ids).not.toContain(past.id)
    expect(ids).not.toContain(draft.id)
    expect((await list('&mode=online')).items.map((e: { id: string }) => e.id)).toEqual([sooner.id])
    expect((await list('&mode=onsite')).items.map((e: { id: string }) => e.id)).not.toContain(sooner.id)
    expect((await list('&when=past')).items.map((e: { id: string }) => e.id)).toContain(past.id)
    const page = await t.app.inject({ method: 'GET', url: '/api/v1/events?category=spare_parts&limit=1&page=2' }).then((r) => r.json())
    expect(page).toMatchObject({ page: 2, limit: 1, total: upcoming.total })
    expect(page.items).toHaveLength(1)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/events?category=boats' })).statusCode).toBe(400)

    const shown = (await detail(later.id)).json()
    expect(shown).toMatchObject({ id: later.id, capacity: 3, placesLeft: 3, waitlistCount: 0, latitude: 25.6781, myRegistration: null, onlineUrl: null })
    expect((await detail(draft.id)).statusCode).toBe(404)
  })
})

describe('registration', () => {
  it('takes places until none is left, then the waiting list; never twice; not for past events', async () => {
    const event = await insertEvent(db(), { capacity: 2 })
    const [a, b, c] = [await attendee(), await attendee({ isEventOnly: false }), await attendee()]
    expect((await register(event.id, {})).statusCode).toBe(401)
    const first = await register(event.id, a.headers)
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({ status: 'registered', waitlistPosition: null })
    expect(first.json().qrDataUrl).toMatch(/^data:image\/png;base64,/)
    expect((await register(event.id, b.headers)).json().status).toBe('registered')
    const third = (await register(event.id, c.headers)).json()
    expect(third).toMatchObject({ status: 'waitlisted', waitlistPosition: 1, qrDataUrl: null, checkInCode: null })
    const again = await register(event.id, a.headers)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.code).toBe('EVENT_ALREADY_REGISTERED')
    expect((await detail(event.id, c.headers)).json()).toMatchObject({ placesLeft: 0, waitlistCount: 1, myRegistration: { status: 'waitlisted', waitlistPosition: 1 } })
    expect(await templatesOf(c.user.id)).toContain('event.waitlisted')

    const past = await insertEvent(db(), { inDays: -2 })
    const closed = await register(past.id, a.headers)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().error.code).toBe('EVENT_NOT_OPEN')
    expect((await register('00000000-0000-4000-8000-000000000000', a.headers)).statusCode).toBe(404)
  })

  it('concurrent sign-ups never take more places than there are', async () => {
    const event = await insertEvent(db(), { capacity: 5 })
    const people = await Promise.all(Array.from({ length: 12 }, () => attendee()))
    const answers = await Promise.all(people.map((p) => register(event.id, p.headers)))
    expect(answers.map((r) => r.statusCode)).toEqual(Array(12).fill(201))
    const rows = await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event.id))
    expect(rows.filter((r) => r.status === 'registered')).toHaveLength(5)
    expect(rows.filter((r) => r.status === 'waitlisted')).toHaveLength(7)
    const positions = answers.map((r) => r.json().waitlistPosition).filter((p) => p !== null).sort((x, y) => x - y)
    expect(positions).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect((await detail(event.id)).json()).toMatchObject({ placesLeft: 0, waitlistCount: 7 })
  })

  it('writes the confirmation’s date on the attendee’s clock and in their language, the event’s clock beside it (issue 27 §10)', async () => {
    const event = await insertEvent(db(), { capacity: 5 }) // in Monterrey
    const company = await createFixtureCompany(db())
    await db().update(companies).set({ timeZone: 'America/Tijuana' }).where(eq(companies.id, company.id))
    const user = await createFixtureUser(db(), { companyId: company.id, language: 'es' })
    expect((await register(event.id, (await signInFixture(db(), user.id)).headers)).statusCode).toBe(201)
    const [mail] = await db().select().from(outbox).where(and(eq(outbox.toAddress, user.email), eq(outbox.template, 'event.registration')))
    expect(mail?.language).toBe('es')
    expect(mail?.text).toContain(`Cuándo: ${formatReadableTime(event.startsAt, { language: 'es', zone: 'America/Tijuana', otherZone: 'America/Monterrey' })}`)
    expect(mail?.text).toMatch(/\(hora de Tijuana\) \/ \d{1,2}:\d{2} Monterrey/)
  })

  it('sends the confirmation e-mail with an .ics invitation and the check-in QR; cancelling sends METHOD:CANCEL', async () => {
    const event = await insertEvent(db(), { title: 'Jornada de mantenimiento predictivo, Saltillo; 2026', capacity: 5 })
    const a = await attendee()
    const summary = (await register(event.id, a.headers)).json()
    const [mail] = await db().select().from(outbox).where(and(eq(outbox.toAddress, a.user.email), eq(outbox.template, 'event.registration')))
    expect(mail?.text).toContain(summary.checkInCode)
    const files = mail!.attachments!
    expect(files.map((f) => f.filename)).toEqual(['invitation.ics', 'check-in-qr.png'])
    const ics = Buffer.from(files[0]!.contentBase64, 'base64').toString('utf8').replace(/\r\n /g, '') // unfolded
    expect(ics).toContain('METHOD:REQUEST')
    expect(ics).toContain(`UID:event-${event.id}-${summary.id}@nexo`)
    expect(ics).toContain(`DTSTART:${event.startsAt.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}`)
    expect(ics).toContain('SUMMARY:Jornada de mantenimiento predictivo\\, Saltillo\\; 2026')
    expect(Buffer.from(files[1]!.contentBase64, 'base64').subarray(1, 4).toString()).toBe('PNG')

    // The date as people read it (issue 27 §10): an event-only account has no zone of its own, so the event's, named.
    expect(mail?.text).toContain(`When: ${formatReadableTime(event.startsAt, { language: 'en', zone: 'America/Monterrey' })}`)
    expect(mail?.text).toContain('(Monterrey time)')
    expect(mail?.text).not.toContain('America/')

    expect((await cancel(event.id, a.headers)).json().status).toBe('cancelled')
    const [cancelMail] = await db().select().from(outbox).where(and(eq(outbox.toAddress, a.user.email), eq(outbox.template, 'event.cancellation')))
    const cancelIcs = Buffer.from(cancelMail!.attachments![0]!.contentBase64, 'base64').toString('utf8').replace(/\r\n /g, '')
    expect(cancelIcs).toContain('METHOD:CANCEL')
    expect(cancelIcs).toContain('STATUS:CANCELLED')
    expect(cancelIcs).toContain(`UID:event-${event.id}-${summary.id}@nexo`)
    // Cancelled, the attendee may sign up again.
    expect((await register(event.id, a.headers)).json().status).toBe('registered')
  })

  it('a cancelled place is offered to the next on the waiting list, who takes it before the offer expires', async () => {
    const event = await insertEvent(db(), { capacity: 1 })
    const [holder, next, after, newcomer] = [await attendee(), await attendee(), await attendee(), await attendee()]
    await register(event.id, holder.headers)
    await register(event.id, next.headers)
    await register(event.id, after.headers)
    expect((await accept(event.id, next.headers)).json().error.code).toBe('EVENT_NO_OFFER')
    await cancel(event.id, holder.headers)
    const offered = (await detail(event.id, next.headers)).json().myRegistration
    expect(offered.status).toBe('offered')
    const hours = (Date.parse(offered.offerExpiresAt) - Date.now()) / 3600_000
    expect(hours).toBeGreaterThan(23.9)
    expect(hours).toBeLessThanOrEqual(24)
    expect(await templatesOf(next.user.id)).toContain('event.offered')
    // The offered place is held: a newcomer joins the queue behind.
    expect((await register(event.id, newcomer.headers)).json()).toMatchObject({ status: 'waitlisted', waitlistPosition: 2 })
    const taken = await accept(event.id, next.headers)
    expect(taken.statusCode).toBe(200)
    expect(taken.json().status).toBe('registered')
    expect((await detail(event.id)).json()).toMatchObject({ placesLeft: 0, waitlistCount: 2 })
  })

  it('an offer not taken in time expires (job) and the place goes to the next person', async () => {
    const event = await insertEvent(db(), { capacity: 1 })
    const [holder, next, after] = [await attendee(), await attendee(), await attendee()]
    await register(event.id, holder.headers)
    await register(event.id, next.headers)
    await register(event.id, after.headers)
    await cancel(event.id, holder.headers)
    expect(await expireEventOffers(notifyDeps())).toBe(0) // not yet
    await db().update(eventRegistrations).set({ offerExpiresAt: new Date(Date.now() - 1000) }).where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'offered')))
    expect((await t.app.jobs.runNow('events.expire-offers')).status).toBe('completed')
    expect((await detail(event.id, next.headers)).json().myRegistration).toBeNull()
    expect((await detail(event.id, after.headers)).json().myRegistration.status).toBe('offered')
    expect(await templatesOf(next.user.id)).toContain('event.offerExpired')
    expect((await accept(event.id, next.headers)).json().error.code).toBe('EVENT_NO_OFFER')
    expect((await accept(event.id, after.headers)).json().status).toBe('registered')
  })

  it('the summary is the attendee’s own; /profile-events lists upcoming and past', async () => {
    const upcoming = await insertEvent(db(), { capacity: 5, inDays: 3 })
    const a = await attendee()
    const b = await attendee()
    const mine = (await register(upcoming.id, a.headers)).json()
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/event-registrations/${mine.id}`, headers: a.headers })).json()).toMatchObject({ id: mine.id, attendee: { email: a.user.email } })
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/event-registrations/${mine.id}`, headers: b.headers })).statusCode).toBe(404)
    // The place as a calendar file: the attendee's own, the same entry (UID) as the mail's invitation (issue 27 §16).
    const ics = await t.app.inject({ method: 'GET', url: `/api/v1/event-registrations/${mine.id}/ics`, headers: a.headers })
    expect(ics.statusCode).toBe(200)
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/)
    expect(ics.headers['content-disposition']).toContain('.ics')
    expect(ics.body.replace(/\r\n /g, '')).toContain(`UID:event-${upcoming.id}-${mine.id}@nexo`)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/event-registrations/${mine.id}/ics`, headers: b.headers })).statusCode).toBe(404)
    const past = await insertEvent(db(), { capacity: 5, inDays: -5 })
    await db().insert(eventRegistrations).values({ eventId: past.id, userId: a.user.id, status: 'registered', checkInCode: `NX-PAST-${Date.now()}` })
    const tab = (name: string) => t.app.inject({ method: 'GET', url: `/api/v1/event-registrations/mine?tab=${name}`, headers: a.headers }).then((r) => r.json())
    expect((await tab('upcoming')).items.map((i: { event: { id: string } }) => i.event.id)).toEqual([upcoming.id])
    expect((await tab('past')).items.map((i: { event: { id: string } }) => i.event.id)).toEqual([past.id])
  })
})

describe('platform admin', () => {
  it('only the platform admin manages events', async () => {
    for (const headers of [companyAdminHeaders, (await attendee()).headers]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/events', headers })).statusCode).toBe(403)
      expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/events', headers, payload: eventBody() })).statusCode).toBe(403)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/events' })).statusCode).toBe(401)
  })

  it('creates and edits events (image, dates with time zone, schedule, speakers, sponsors); capacity rules', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/admin/events', headers: adminHeaders, payload: eventBody({ endsAt: '2020-01-01T00:00:00Z', timeZone: 'Mars/Olympus' }) })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('endsAt')
    expect(JSON.stringify(bad.json())).toContain('timeZone')
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/events', headers: adminHeaders, payload: eventBody({ isOnline: true, onlineUrl: undefined }) })).statusCode).toBe(400)

    const upload = await uploadImage(PNG_BYTES)
    expect(upload.statusCode).toBe(201)
    const notImage = await uploadImage(Buffer.from('not an image at all'))
    expect(notImage.statusCode).toBe(415)
    expect((await t.app.inject({ method: 'GET', url: upload.json().url })).statusCode).toBe(200) // public image

    const created = await t.app.inject({ method: 'POST', url: '/api/v1/admin/events', headers: adminHeaders, payload: eventBody({ imageFileId: upload.json().fileId }) })
    expect(created.statusCode).toBe(201)
    const event = created.json()
    expect(event).toMatchObject({ capacity: 2, timeZone: 'America/Mexico_City', speakers: [{ name: 'Marta Ruiz' }], sponsors: [{ name: 'Clúster Automotriz de Guanajuato' }], imageUrl: upload.json().url })
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/events', headers: adminHeaders, payload: eventBody({ imageFileId: '00000000-0000-4000-8000-000000000000' }) })).statusCode).toBe(400)

    const people = [await attendee(), await attendee(), await attendee()]
    for (const p of people) await register(event.id, p.headers)
    const fewer = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/events/${event.id}`, headers: adminHeaders, payload: eventBody({ capacity: 1 }) })
    expect(fewer.statusCode).toBe(409)
    expect(fewer.json().error.code).toBe('EVENT_CAPACITY_BELOW_REGISTERED')
    const more = await t.app.inject({ method: 'PUT', url: `/api/v1/admin/events/${event.id}`, headers: adminHeaders, payload: eventBody({ capacity: 3, title: 'Expo Robótica Industrial Bajío 2026' }) })
    expect(more.json()).toMatchObject({ capacity: 3, title: 'Expo Robótica Industrial Bajío 2026' })
    expect((await detail(event.id, people[2]!.headers)).json().myRegistration.status).toBe('offered')
    const [row] = await db().select().from(events).where(eq(events.id, event.id))
    expect(row!.sequence).toBe(1)
  })

  it('attendees list, CSV/XLSX export (formulas neutralised) and check-in by QR code', async () => {
    const event = await insertEvent(db(), { capacity: 1 })
    const a = await attendee()
    await db().update(users).set({ firstName: '=HYPERLINK("x")', lastName: 'Núñez' }).where(eq(users.id, a.user.id))
    const w = await attendee()
    const registration = (await register(event.id, a.headers)).json()
    const waiting = (await register(event.id, w.headers)).json()
    const list = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/events/${event.id}/attendees`, headers: adminHeaders })).json()
    expect(list.items.map((i: { status: string }) => i.status)).toEqual(['registered', 'waitlisted'])
    expect(list.items[1].waitlistPosition).toBe(1)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/admin/events/${event.id}/attendees?status=waitlisted`, headers: adminHeaders })).json().total).toBe(1)

    const csv = await t.app.inject({ method: 'GET', url: `/api/v1/admin/events/${event.id}/attendees/export?format=csv`, headers: adminHeaders })
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="attendees-.*\.csv"/)
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))
    expect(csv.body).toContain(`"'=HYPERLINK(""x"") Núñez"`)
    const xlsx = await t.app.inject({ method: 'GET', url: `/api/v1/admin/events/${event.id}/attendees/export?format=xlsx`, headers: adminHeaders })
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK')

    const checkIn = (body: object) => t.app.inject({ method: 'POST', url: `/api/v1/admin/events/${event.id}/check-in`, headers: adminHeaders, payload: body })
    const done = await checkIn({ code: registration.checkInCode.toLowerCase() })
    expect(done.statusCode).toBe(200)
    expect(done.json().checkedInAt).not.toBeNull()
    expect((await checkIn({ code: registration.checkInCode })).json().checkedInAt).toBe(done.json().checkedInAt)
    expect((await checkIn({ code: 'NX-0000-0000' })).json().error.code).toBe('EVENT_CHECK_IN_UNKNOWN')
    expect((await checkIn({ registrationId: waiting.id })).json().error.code).toBe('EVENT_CHECK_IN_NOT_REGISTERED')
    const other = await insertEvent(db(), { capacity: 1 })
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/admin/events/${other.id}/check-in`, headers: adminHeaders, payload: { code: registration.checkInCode } })).json().error.code).toBe('EVENT_CHECK_IN_UNKNOWN')
  })
})
