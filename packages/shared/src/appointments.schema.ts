import { z } from 'zod'
import { V, zEmail, zPhone, zString, zText } from './fields'

/**
 * The time zones a company can choose (issue 13): Mexico's zones as the tz database keeps them since Mexico
 * abolished daylight saving in 2022 (the northern border cities and Baja California still follow the US dates),
 * then the US and Canadian zones. IANA names; the web app labels them.
 */
export const COMPANY_TIME_ZONES = [
  'America/Mexico_City',
  'America/Monterrey',
  'America/Merida',
  'America/Cancun',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Ojinaga',
  'America/Matamoros',
  'America/Hermosillo',
  'America/Mazatlan',
  'America/Tijuana',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/St_Johns',
  'America/Halifax',
  'America/Toronto',
  'America/Winnipeg',
  'America/Regina',
  'America/Edmonton',
  'America/Vancouver',
] as const
export type CompanyTimeZone = (typeof COMPANY_TIME_ZONES)[number]
export const DEFAULT_TIME_ZONE: CompanyTimeZone = 'America/Mexico_City'

/** True for a zone name this runtime knows (any IANA zone, not only the company list: a viewer's browser zone). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
    return zone.length > 0 && zone.length <= 64
  } catch {
    return false
  }
}

export const zCompanyTimeZone = z.enum(COMPANY_TIME_ZONES, { error: V.choose })
/** Any IANA zone the runtime knows (the viewer's zone for slots). */
export const zTimeZone = zString().refine(isKnownTimeZone, { error: V.invalid })

export const APPOINTMENT_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const
/** Spec §4 Appointment: pending → accepted / declined; cancelled (with a reason) from pending or accepted. */
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number]

/** Lengths a company may offer per meeting. */
export const APPOINTMENT_SLOT_MINUTES = [30, 45, 60, 90, 120] as const
/** How far ahead slots are offered and bookings accepted. */
export const APPOINTMENT_MAX_DAYS_AHEAD = 120
/** Unanswered future requests one company may have with one host: pending requests hold their slots. */
export const APPOINTMENT_PENDING_PER_HOST_MAX = 3
/** A slot must start at least this long after now (the host needs time to see the request). */
export const APPOINTMENT_MIN_NOTICE_MINUTES = 60
/** Longest range one slots query may ask for. */
export const APPOINTMENT_SLOTS_MAX_RANGE_DAYS = 42

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/
const zTime = zString({ error: V.required }).regex(TIME_PATTERN, { error: V.time })
const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/
/** A calendar date, YYYY-MM-DD. */
export const zDate = zString({ error: V.required }).regex(DATE_PATTERN, { error: V.invalid })

const rangeOk = (r: { start?: string; end?: string }) => !r.start || !r.end || r.start < r.end

/** One weekly opening: ISO weekday (1 = Monday … 7 = Sunday) and local hours in the company's zone. */
export const ZAvailabilityRangeSchema = z
  .object({ weekday: z.number().int().min(1).max(7), start: zTime, end: zTime })
  .refine(rangeOk, { error: V.closingBeforeOpening, path: ['end'] })
export type TAvailabilityRange = z.infer<typeof ZAvailabilityRangeSchema>

/** A dated exception: the whole day off, or extra hours that day (on top of the weekly pattern). */
export const ZAvailabilityExceptionSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('off'), date: zDate }),
  z
    .object({ kind: z.literal('extra'), date: zDate, start: zTime, end: zTime })
    .refine(rangeOk, { error: V.closingBeforeOpening, path: ['end'] }),
])
export type TAvailabilityException = z.infer<typeof ZAvailabilityExceptionSchema>

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) => a.start < b.end && b.start < a.end

/** PUT /api/v1/appointments/availability: the own company's zone, meeting length, weekly pattern and exceptions. */
export const ZUpdateAvailabilityRequestSchema = z
  .object({
    timeZone: zCompanyTimeZone,
    slotMinutes: z
      .number({ error: V.choose })
      .int()
      .refine((m) => (APPOINTMENT_SLOT_MINUTES as readonly number[]).includes(m), { error: V.choose }),
    weekly: z.array(ZAvailabilityRangeSchema).max(7 * 6),
    exceptions: z.array(ZAvailabilityExceptionSchema).max(200),
  })
  .superRefine((value, ctx) => {
    value.weekly.forEach((range, i) => {
      const clash = value.weekly.findIndex((other, j) => j < i && other.weekday === range.weekday && overlaps(other, range))
      if (clash >= 0) ctx.addIssue({ code: 'custom', message: V.duplicate, path: ['weekly', i, 'start'] })
    })
  })
export type TUpdateAvailabilityRequest = z.infer<typeof ZUpdateAvailabilityRequestSchema>

export const ZAvailabilityResponseSchema = z.object({
  timeZone: z.string(),
  /** False until the company saved its availability once (spec §8 "has not registered available days"). */
  isRegistered: z.boolean(),
  slotMinutes: z.number(),
  weekly: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  exceptions: z.array(z.object({ kind: z.enum(['off', 'extra']), date: z.string(), start: z.string().optional(), end: z.string().optional() })),
})
export type TAvailabilityResponse = z.infer<typeof ZAvailabilityResponseSchema>

/** GET /api/v1/appointments/slots: a host's free slots between two dates of the viewer's zone. */
export const ZAppointmentSlotsQuerySchema = z.object({
  companyId: z.uuid(),
  /** First and last day (inclusive) in `timeZone`. */
  from: zDate,
  to: zDate,
  /** The viewer's zone: slots are grouped by its dates and labelled with its clock. */
  timeZone: zTimeZone,
})
export type TAppointmentSlotsQuery = z.infer<typeof ZAppointmentSlotsQuerySchema>

export const ZAppointmentSlotSchema = z.object({
  /** UTC instants (ISO 8601 with Z). */
  startsAt: z.string(),
  endsAt: z.string(),
  /** The viewer's local date (YYYY-MM-DD) and time (HH:MM) of the start. */
  date: z.string(),
  time: z.string(),
  /** The host's local time (HH:MM) of the start, to show both clocks. */
  hostTime: z.string(),
})
export type TAppointmentSlot = z.infer<typeof ZAppointmentSlotSchema>

export const ZAppointmentSlotsResponseSchema = z.object({
  hostName: z.string(),
  hostTimeZone: z.string(),
  timeZone: z.string(),
  slotMinutes: z.number(),
  slots: z.array(ZAppointmentSlotSchema),
})
export type TAppointmentSlotsResponse = z.infer<typeof ZAppointmentSlotsResponseSchema>

/** Spec §3 Appointment fields the guest fills in. */
const appointmentDetails = {
  matter: zText(150),
  reason: zText(2000),
  name: zText(120),
  company: zText(160),
  email: zEmail,
  phone: zPhone,
}

/** POST /api/v1/appointments: book one of the host's slots (its start as a UTC instant from the slots answer). */
export const ZCreateAppointmentRequestSchema = z.object({
  hostCompanyId: z.uuid({ error: V.required }),
  startsAt: z.iso.datetime({ offset: true, error: V.required }),
  ...appointmentDetails,
})
export type TCreateAppointmentRequest = z.infer<typeof ZCreateAppointmentRequestSchema>

/** A virtual meeting link pasted by the host: https only. */
export const zMeetingUrl = zString({ error: V.required })
  .trim()
  .min(1, { error: V.required })
  .max(500, { error: V.tooLong })
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: V.url }))

/**
 * PATCH /api/v1/appointments/{id}: the guest edits the details or moves it to another free slot (back to pending);
 * the host may replace the meeting link.
 */
export const ZUpdateAppointmentRequestSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true, error: V.required }).optional(),
    matter: appointmentDetails.matter.optional(),
    reason: appointmentDetails.reason.optional(),
    name: appointmentDetails.name.optional(),
    company: appointmentDetails.company.optional(),
    email: appointmentDetails.email.optional(),
    phone: appointmentDetails.phone.optional(),
    meetingUrl: zMeetingUrl.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: V.required })
export type TUpdateAppointmentRequest = z.infer<typeof ZUpdateAppointmentRequestSchema>

/** POST /api/v1/appointments/{id}/cancel: spec §5, cancelling needs a reason. */
export const ZCancelAppointmentRequestSchema = z.object({ reason: zText(500) })
export type TCancelAppointmentRequest = z.infer<typeof ZCancelAppointmentRequestSchema>

/** POST /api/v1/appointments/{id}/decline: the reason is optional. */
export const ZDeclineAppointmentRequestSchema = z.object({
  reason: zString().trim().max(500, { error: V.tooLong }).optional(),
})
export type TDeclineAppointmentRequest = z.infer<typeof ZDeclineAppointmentRequestSchema>

export const ZAppointmentParamsSchema = z.object({ id: z.uuid() })

/** GET /api/v1/appointments: the own company's appointments (as host or guest) starting in [from, to). */
export const ZAppointmentListQuerySchema = z.object({
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  status: z.enum(APPOINTMENT_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
})
export type TAppointmentListQuery = z.infer<typeof ZAppointmentListQuerySchema>

const ZCompanyRefSchema = z.object({ id: z.string(), tradeName: z.string(), timeZone: z.string() })

export const ZAppointmentSchema = z.object({
  id: z.string(),
  status: z.enum(APPOINTMENT_STATUSES),
  /** Whether the caller's company is the host (received the request) or the guest (booked it). */
  role: z.enum(['host', 'guest']),
  host: ZCompanyRefSchema,
  guest: ZCompanyRefSchema,
  startsAt: z.string(),
  endsAt: z.string(),
  hostTimeZone: z.string(),
  matter: z.string(),
  reason: z.string(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string(),
  meetingUrl: z.string(),
  declineReason: z.string().nullable(),
  cancellationReason: z.string().nullable(),
  cancelledBy: z.enum(['host', 'guest']).nullable(),
  cancelledAt: z.string().nullable(),
  sequence: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type TAppointment = z.infer<typeof ZAppointmentSchema>

export const ZAppointmentListResponseSchema = z.object({
  items: z.array(ZAppointmentSchema),
  /** The caller's company zone, the default for showing times. */
  timeZone: z.string(),
})
export type TAppointmentListResponse = z.infer<typeof ZAppointmentListResponseSchema>
