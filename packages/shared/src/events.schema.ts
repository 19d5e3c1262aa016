import { z } from 'zod'
import { V, zOptionalText, zText } from './fields'
import { paginated, ZPaginationQuerySchema } from './pagination.schema'

/** Spec §3 Event categories. */
export const EVENT_CATEGORIES = ['robots', 'machinery', 'spare_parts', 'other'] as const
export type EventCategory = (typeof EVENT_CATEGORIES)[number]
export const EVENT_STATUSES = ['draft', 'published', 'cancelled'] as const
/** registered/offered hold a place; see docs/decisions/033. */
export const EVENT_REGISTRATION_STATUSES = ['registered', 'waitlisted', 'offered', 'cancelled', 'offer_expired'] as const
export type EventRegistrationStatus = (typeof EVENT_REGISTRATION_STATUSES)[number]

/** How long a freed place is kept for the next person on the waiting list (docs/decisions/033). */
export const EVENT_OFFER_HOURS = 24
export const EVENT_TITLE_MAX = 160
export const EVENT_CAPACITY_MAX = 100_000

export const ZEventListQuerySchema = ZPaginationQuerySchema.extend({
  category: z.enum(EVENT_CATEGORIES).optional(),
  /** online, on-site, or both when absent. */
  mode: z.enum(['online', 'onsite']).optional(),
  /** upcoming (default, soonest first) or past (latest first). */
  when: z.enum(['upcoming', 'past']).default('upcoming'),
})
export type TEventListQuery = z.infer<typeof ZEventListQuerySchema>

const ZScheduleItemSchema = z.object({ startsAt: z.string(), title: z.string(), speaker: z.string().optional() })
const ZSpeakerSchema = z.object({ name: z.string(), position: z.string().optional(), company: z.string().optional(), bio: z.string().optional() })
const ZSponsorSchema = z.object({ name: z.string(), url: z.string().optional(), level: z.string().optional() })

export const ZEventCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  briefDescription: z.string(),
  category: z.enum(EVENT_CATEGORIES),
  status: z.enum(EVENT_STATUSES),
  isOnline: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  imageUrl: z.string().nullable(),
  capacity: z.number().int(),
  /** capacity minus registered and offered places, never below 0. */
  placesLeft: z.number().int(),
})
export type TEventCard = z.infer<typeof ZEventCardSchema>
export const ZEventListResponseSchema = paginated(ZEventCardSchema)
export type TEventListResponse = z.infer<typeof ZEventListResponseSchema>

export const ZMyRegistrationSchema = z.object({
  id: z.string(),
  status: z.enum(EVENT_REGISTRATION_STATUSES),
  /** 1-based place in the waiting list when waitlisted. */
  waitlistPosition: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TMyRegistration = z.infer<typeof ZMyRegistrationSchema>

export const ZEventDetailSchema = ZEventCardSchema.extend({
  detailedDescription: z.string(),
  venue: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  schedule: z.array(ZScheduleItemSchema),
  speakers: z.array(ZSpeakerSchema),
  sponsors: z.array(ZSponsorSchema),
  waitlistCount: z.number().int(),
  /** The caller's registration (null for visitors and people not registered). */
  myRegistration: ZMyRegistrationSchema.nullable(),
  /** The join link, only for registered attendees of an online event. */
  onlineUrl: z.string().nullable(),
})
export type TEventDetail = z.infer<typeof ZEventDetailSchema>

export const ZEventParamsSchema = z.object({ id: z.uuid() })
export const ZRegistrationParamsSchema = z.object({ id: z.uuid() })

/** The answer of registering, accepting an offer and the summary page. */
export const ZRegistrationSummarySchema = ZMyRegistrationSchema.extend({
  event: ZEventCardSchema.extend({ venue: z.string().nullable(), address: z.string().nullable(), onlineUrl: z.string().nullable() }),
  attendee: z.object({ name: z.string(), email: z.string() }),
  /** PNG data URL of the check-in QR (registered only). */
  qrDataUrl: z.string().nullable(),
  checkInCode: z.string().nullable(),
})
export type TRegistrationSummary = z.infer<typeof ZRegistrationSummarySchema>

export const ZMyEventsQuerySchema = ZPaginationQuerySchema.extend({ tab: z.enum(['upcoming', 'past']).default('upcoming') })
export const ZMyEventsResponseSchema = paginated(z.object({ event: ZEventCardSchema, registration: ZMyRegistrationSchema }))
export type TMyEventsResponse = z.infer<typeof ZMyEventsResponseSchema>

// ── platform admin ──────────────────────────────────────────────────────────────────────────────────

const zInstant = z.iso.datetime({ offset: true, error: V.date })
const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz })
    return true
  } catch {
    return false
  }
}

/** POST/PUT /api/v1/admin/events. Instants are ISO with offset; the time zone is where the event is held. */
export const ZEventUpsertSchema = z
  .object({
    title: zText(EVENT_TITLE_MAX),
    briefDescription: zText(255),
    detailedDescription: zText(5000),
    category: z.enum(EVENT_CATEGORIES, { error: V.choose }),
    status: z.enum(EVENT_STATUSES).default('published'),
    isOnline: z.boolean(),
    onlineUrl: zOptionalText(300).pipe(z.url({ protocol: /^https?$/, error: V.url }).optional()),
    startsAt: zInstant,
    endsAt: zInstant,
    timeZone: z.string().refine(isTimeZone, { error: V.invalid }),
    venue: zOptionalText(160),
    address: zOptionalText(300),
    city: zOptionalText(80),
    state: zOptionalText(80),
    country: zOptionalText(80),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    capacity: z.number({ error: V.number }).int({ error: V.integer }).min(1, { error: V.positive }).max(EVENT_CAPACITY_MAX),
    imageFileId: z.uuid().nullable().optional(),
    schedule: z.array(z.object({ startsAt: zInstant, title: zText(200), speaker: zOptionalText(120) })).max(50).default([]),
    speakers: z
      .array(z.object({ name: zText(120), position: zOptionalText(120), company: zOptionalText(120), bio: zOptionalText(600) }))
      .max(50)
      .default([]),
    sponsors: z.array(z.object({ name: zText(120), url: zOptionalText(300), level: zOptionalText(60) })).max(50).default([]),
  })
  .superRefine((v, ctx) => {
    if (Date.parse(v.endsAt) <= Date.parse(v.startsAt)) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: V.endBeforeStart })
    if (v.isOnline && !v.onlineUrl) ctx.addIssue({ code: 'custom', path: ['onlineUrl'], message: V.required })
    if (!v.isOnline && !v.address) ctx.addIssue({ code: 'custom', path: ['address'], message: V.required })
  })
export type TEventUpsert = z.input<typeof ZEventUpsertSchema>

export const ZAdminEventListQuerySchema = ZPaginationQuerySchema
export const ZAdminEventSchema = ZEventDetailSchema.omit({ myRegistration: true }).extend({
  imageFileId: z.string().nullable(),
  registeredCount: z.number().int(),
  checkedInCount: z.number().int(),
})
export type TAdminEvent = z.infer<typeof ZAdminEventSchema>
export const ZAdminEventListResponseSchema = paginated(ZAdminEventSchema)

export const ZAttendeeListQuerySchema = ZPaginationQuerySchema.extend({
  status: z.enum(EVENT_REGISTRATION_STATUSES).optional(),
  q: zOptionalText(100),
})
export const ZAttendeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string().nullable(),
  isEventOnly: z.boolean(),
  status: z.enum(EVENT_REGISTRATION_STATUSES),
  waitlistPosition: z.number().int().nullable(),
  checkedInAt: z.string().nullable(),
  createdAt: z.string(),
})
export type TAttendee = z.infer<typeof ZAttendeeSchema>
export const ZAttendeeListResponseSchema = paginated(ZAttendeeSchema)
export type TAttendeeListResponse = z.infer<typeof ZAttendeeListResponseSchema>
export const ZAttendeeExportQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') })

/** POST /api/v1/admin/events/{id}/check-in: the code read from the QR, or the registration picked in the list. */
export const ZCheckInSchema = z.union([z.object({ code: zText(64) }), z.object({ registrationId: z.uuid() })])
export type TCheckIn = z.infer<typeof ZCheckInSchema>

export const ZEventImageUploadResponseSchema = z.object({ fileId: z.string(), url: z.string() })
