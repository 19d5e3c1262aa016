/**
 * Demo data of the membership lifecycle and events (issue 14): the Platinum demo company's activation with its
 * payment reference, a generated Platinum company close to its expiry, a pending Platinum request of the free demo
 * company and a Gold request with its pre-qualification form; upcoming and past events with schedule, speakers and
 * sponsors, one of them full with a waiting list. Idempotent: every row's id is derived from what it stands for.
 */
import { and, desc, eq, ne, notInArray } from 'drizzle-orm'
import type { Db } from '../client'
import { hashPassword } from '../../passwords'
import { companies, eventRegistrations, events, membershipRequests, memberships, users } from '../schema'
import { DEMO_COMPANIES, derivedUuid } from './generate'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
const OWNER = 'demo-memberships-events'

export interface DemoMembershipEventUsers {
  admin?: string
  platinum?: string
  free?: string
  event?: string
}

/** Clock-relative instant at a round local hour (UTC-6, Mexico City's offset all year). */
function at(clock: Date, days: number, hourLocal: number): Date {
  const day = Math.floor(clock.getTime() / DAY_MS) * DAY_MS + days * DAY_MS
  return new Date(day + (hourLocal + 6) * HOUR_MS)
}

interface DemoEvent {
  key: string
  days: number
  hour: number
  hours: number
  capacity: number
  values: Omit<typeof events.$inferInsert, 'startsAt' | 'endsAt' | 'capacity' | 'schedule'>
  schedule: [offsetMinutes: number, title: string, speaker?: string][]
}

const EVENTS: DemoEvent[] = [
  {
    key: 'expo-robotica-bajio',
    days: 9,
    hour: 9,
    hours: 9,
    capacity: 250,
    values: {
      title: 'Expo Robótica Industrial Bajío 2026',
      briefDescription: 'Celdas robotizadas de soldadura, paletizado y manejo de materiales para plantas Tier 1 y Tier 2.',
      detailedDescription:
        'Integradores de la región muestran en vivo celdas de soldadura MIG, paletizado y visión artificial.\nIncluye citas uno a uno con compradores de OEM de Guanajuato y Querétaro, y un taller de cálculo de retorno de inversión en automatización.',
      category: 'robots',
      timeZone: 'America/Mexico_City',
      venue: 'Poliforum León',
      address: 'Blvd. Adolfo López Mateos 1511 Ote.',
      city: 'León',
      state: 'GUA',
      country: 'MX',
      latitude: 21.1168,
      longitude: -101.6584,
      speakers: [
        { name: 'Marta Ruiz Esparza', position: 'Directora de manufactura avanzada', company: 'Autopartes del Bajío', bio: 'Veinte años automatizando líneas de estampado y soldadura.' },
        { name: 'Kevin O’Neill', position: 'Automation lead', company: 'Great Lakes Robotics', bio: 'Integrates collaborative robots in mid-volume plants.' },
      ],
      sponsors: [
        { name: 'Clúster Automotriz de Guanajuato', url: 'https://example.com/claugto', level: 'Oro' },
        { name: 'Great Lakes Robotics', url: 'https://example.com/glr', level: 'Plata' },
      ],
    },
    schedule: [
      [0, 'Registro y bienvenida'],
      [60, 'Conferencia: robots colaborativos en líneas de ensamble', 'Kevin O’Neill'],
      [150, 'Demostraciones en piso de exhibición'],
      [300, 'Taller: retorno de inversión de una celda de soldadura', 'Marta Ruiz Esparza'],
      [420, 'Citas uno a uno con compradores'],
    ],
  },
  {
    key: 'supplier-day-saltillo',
    days: 16,
    hour: 8,
    hours: 8,
    capacity: 6,
    values: {
      title: 'Día de Proveedores Tier 2 — Saltillo',
      briefDescription: 'Compradores de estampado, inyección y maquinado CNC buscan proveedores locales para 2027.',
      detailedDescription:
        'Jornada de citas de negocio entre compras de plantas armadoras y proveedores Tier 2 de Coahuila.\nCupo limitado: las citas se asignan por orden de registro. Si el evento está lleno, únete a la lista de espera.',
      category: 'spare_parts',
      timeZone: 'America/Monterrey',
      venue: 'Centro de Convenciones Coahuila',
      address: 'Blvd. Venustiano Carranza 6100',
      city: 'Saltillo',
      state: 'COA',
      country: 'MX',
      latitude: 25.4563,
      longitude: -100.9855,
      speakers: [{ name: 'Ricardo Garza Lozano', position: 'Gerente de compras regionales', company: 'Ensambladora del Norte' }],
      sponsors: [{ name: 'Clúster Automotriz de Coahuila', url: 'https://example.com/cac', level: 'Anfitrión' }],
    },
    schedule: [
      [0, 'Registro'],
      [45, 'Necesidades de compra 2027', 'Ricardo Garza Lozano'],
      [120, 'Citas de negocio (bloques de 20 minutos)'],
    ],
  },
  {
    key: 'webinar-ppap',
    days: 5,
    hour: 11,
    hours: 2,
    capacity: 500,
    values: {
      title: 'Webinar: PPAP nivel 3 sin retrabajos',
      briefDescription: 'Cómo preparar un paquete PPAP completo a la primera: estudios de capacidad, MSA y plan de control.',
      detailedDescription: 'Sesión práctica en línea con ejemplos reales de rechazos de PPAP y cómo evitarlos. Al final hay 30 minutos de preguntas.',
      category: 'other',
      isOnline: true,
      onlineUrl: 'https://meet.jit.si/nexo-webinar-ppap',
      timeZone: 'America/Mexico_City',
      speakers: [{ name: 'Ana Lucía Herrera', position: 'Consultora de calidad automotriz', company: 'IATF Partners', bio: 'Auditora líder IATF 16949.' }],
      sponsors: [],
    },
    schedule: [
      [0, 'Los 18 elementos del PPAP', 'Ana Lucía Herrera'],
      [60, 'Casos de rechazo y cómo evitarlos', 'Ana Lucía Herrera'],
      [90, 'Preguntas y respuestas'],
    ],
  },
  {
    key: 'machining-summit-monterrey',
    days: 32,
    hour: 9,
    hours: 8,
    capacity: 180,
    values: {
      title: 'CNC Machining & Tooling Summit Monterrey',
      briefDescription: 'Five-axis machining, tool life and nearshoring capacity in Nuevo León.',
      detailedDescription:
        'A one-day summit for machine shops and tooling suppliers serving automotive and aerospace programs.\nSessions on five-axis strategies, predictive tool wear and how US buyers qualify Mexican machine shops.',
      category: 'machinery',
      timeZone: 'America/Monterrey',
      venue: 'Cintermex',
      address: 'Av. Fundidora 501, Obrera',
      city: 'Monterrey',
      state: 'NLE',
      country: 'MX',
      latitude: 25.6779,
      longitude: -100.2857,
      speakers: [
        { name: 'Sarah Whitfield', position: 'Supplier development manager', company: 'Midwest Axle Co.' },
        { name: 'Héctor Cavazos', position: 'Director de operaciones', company: 'Maquinados Finos del Bajío' },
      ],
      sponsors: [
        { name: 'Clúster Automotriz de Nuevo León', url: 'https://example.com/claut', level: 'Gold' },
        { name: 'Precision Tools de México', level: 'Silver' },
      ],
    },
    schedule: [
      [0, 'Welcome and market outlook'],
      [60, 'Five-axis strategies for structural parts', 'Héctor Cavazos'],
      [180, 'How we qualify nearshore machine shops', 'Sarah Whitfield'],
      [300, 'Plant tour (limited places)'],
    ],
  },
  {
    key: 'refacciones-queretaro',
    days: -21,
    hour: 10,
    hours: 6,
    capacity: 120,
    values: {
      title: 'Encuentro de Refacciones y Mantenimiento Querétaro',
      briefDescription: 'Refacciones críticas, mantenimiento predictivo y gestión de inventarios MRO.',
      detailedDescription: 'Encuentro entre gerentes de mantenimiento y distribuidores de refacciones industriales del Bajío.',
      category: 'spare_parts',
      timeZone: 'America/Mexico_City',
      venue: 'Querétaro Centro de Congresos',
      address: 'Paseo de las Artes 1531-B',
      city: 'Querétaro',
      state: 'QUE',
      country: 'MX',
      latitude: 20.5701,
      longitude: -100.3704,
      speakers: [{ name: 'Jorge Salinas', position: 'Gerente de mantenimiento', company: 'Frenos y Ejes del Centro' }],
      sponsors: [{ name: 'Distribuidora Industrial del Centro', level: 'Oro' }],
    },
    schedule: [
      [0, 'Inventarios MRO con datos de falla', 'Jorge Salinas'],
      [120, 'Mesa de proveedores'],
    ],
  },
  {
    key: 'ev-battery-webinar',
    days: -45,
    hour: 12,
    hours: 2,
    capacity: 300,
    values: {
      title: 'EV battery enclosures: what buyers ask suppliers',
      briefDescription: 'Aluminium die casting and sealing requirements for battery trays.',
      detailedDescription: 'An online session with purchasing engineers about the specifications suppliers must meet for EV battery enclosures.',
      category: 'other',
      isOnline: true,
      onlineUrl: 'https://meet.jit.si/nexo-ev-enclosures',
      timeZone: 'America/Chicago',
      speakers: [{ name: 'Laura Kim', position: 'Commodity buyer, castings', company: 'Volt Motors' }],
      sponsors: [],
    },
    schedule: [[0, 'Specifications and sealing tests', 'Laura Kim']],
  },
]

/** Attendees for the full demo event: event-only accounts that cannot sign in (their password is a random secret). */
async function ensureAttendees(db: Db, clock: Date): Promise<string[]> {
  const names = [
    ['Sofía', 'Martínez'],
    ['Luis', 'Hernández'],
    ['Valeria', 'González'],
    ['Diego', 'Ramírez'],
    ['Carmen', 'Flores'],
    ['Andrés', 'Castillo'],
    ['Paola', 'Vega'],
    ['Tom', 'Reynolds'],
  ] as const
  const secret = await hashPassword(derivedUuid(OWNER, `${clock.getTime()}-secret`))
  const rows = names.map(([firstName, lastName], i) => ({
    id: derivedUuid(OWNER, `attendee-${i}`),
    email: `${firstName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()}.${lastName.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()}@asistentes.nexo.demo`,
    username: `asistente-${i + 1}`,
    passwordHash: secret,
    firstName,
    lastName,
    language: i === 7 ? ('en' as const) : ('es' as const),
    status: 'active' as const,
    isEventOnly: true,
    emailVerifiedAt: clock,
    termsAcceptedAt: clock,
  }))
  await db.insert(users).values(rows).onConflictDoNothing()
  return rows.map((r) => r.id)
}

export async function seedDemoMembershipsAndEvents(db: Db, options: { userIds: DemoMembershipEventUsers; clock: Date }): Promise<void> {
  const { userIds, clock } = options

  // ── memberships ──
  const [platinumRow] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(eq(memberships.companyId, DEMO_COMPANIES.platinum.id))
    .orderBy(desc(memberships.activatedAt))
    .limit(1)
  if (platinumRow) {
    await db
      .update(memberships)
      .set({ paymentMethod: 'bank_transfer', paymentReference: 'SPEI 0426-7781-3390', activatedByUserId: userIds.admin ?? null })
      .where(eq(memberships.id, platinumRow.id))
  }
  // A generated Platinum company 12 days from its expiry: the admin home lists it to renew and the reminder job
  // sends its 30-day reminder.
  const demoIds = Object.values(DEMO_COMPANIES).map((c) => c.id)
  const [nearExpiry] = await db
    .select({ id: memberships.id, companyId: memberships.companyId })
    .from(memberships)
    .where(and(eq(memberships.plan, 'platinum'), eq(memberships.status, 'active'), notInArray(memberships.companyId, demoIds)))
    .orderBy(memberships.companyId)
    .limit(1)
  if (nearExpiry) {
    const expiresAt = new Date(clock.getTime() + 12 * DAY_MS)
    const activatedAt = new Date(expiresAt)
    activatedAt.setUTCFullYear(activatedAt.getUTCFullYear() - 1)
    await db
      .update(memberships)
      .set({ activatedAt, expiresAt, paymentMethod: 'invoice', paymentReference: 'FAC A-10482', activatedByUserId: userIds.admin ?? null })
      .where(eq(memberships.id, nearExpiry.id))
  }
  if (userIds.free) {
    await db
      .insert(membershipRequests)
      .values({ id: derivedUuid(OWNER, 'request-platinum-free'), companyId: DEMO_COMPANIES.free.id, requestedByUserId: userIds.free, plan: 'platinum', createdAt: new Date(clock.getTime() - 2 * DAY_MS) })
      .onConflictDoNothing()
  }
  const [goldCompany] = await db
    .select({ id: companies.id, tradeName: companies.tradeName, city: companies.city, state: companies.state })
    .from(companies)
    .where(and(eq(companies.status, 'approved'), ne(companies.id, DEMO_COMPANIES.free.id), ne(companies.id, DEMO_COMPANIES.platinum.id)))
    .orderBy(companies.id)
    .limit(1)
  if (goldCompany) {
    await db
      .insert(membershipRequests)
      .values({
        id: derivedUuid(OWNER, 'request-gold'),
        companyId: goldCompany.id,
        plan: 'gold',
        status: 'contacted',
        adminNote: 'Llamada el martes: buscan proveedores de inyección de plástico en Querétaro. Enviar propuesta.',
        handledByUserId: userIds.admin ?? null,
        handledAt: new Date(clock.getTime() - DAY_MS),
        form: {
          name: 'Gabriela',
          lastName: 'Montemayor',
          email: 'gabriela.montemayor@compras-demo.mx',
          phone: '+52 442 555 0199',
          company: goldCompany.tradeName,
          address: 'Av. Cerro Blanco 500, Parque Industrial',
          country: 'México',
          state: goldCompany.state,
          city: goldCompany.city,
          suburb: 'Parque Industrial Bernardo Quintana',
          street: 'Av. Cerro Blanco',
          zip: '76246',
        },
        createdAt: new Date(clock.getTime() - 3 * DAY_MS),
      })
      .onConflictDoNothing()
  }

  // ── events ──
  const eventIds: Record<string, string> = {}
  for (const e of EVENTS) {
    const id = derivedUuid(OWNER, `event-${e.key}`)
    eventIds[e.key] = id
    const startsAt = at(clock, e.days, e.hour)
    await db
      .insert(events)
      .values({
        ...e.values,
        id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + e.hours * HOUR_MS),
        capacity: e.capacity,
        schedule: e.schedule.map(([minutes, title, speaker]) => ({ startsAt: new Date(startsAt.getTime() + minutes * 60_000).toISOString(), title, ...(speaker ? { speaker } : {}) })),
        createdByUserId: userIds.admin ?? null,
      })
      .onConflictDoNothing()
  }
  const attendees = await ensureAttendees(db, clock)
  const registration = (eventKey: string, userId: string, status: 'registered' | 'waitlisted', minutesAgo: number, checkedIn = false) => ({
    id: derivedUuid(OWNER, `reg-${eventKey}-${userId}`),
    eventId: eventIds[eventKey]!,
    userId,
    status,
    waitlistedAt: status === 'waitlisted' ? new Date(clock.getTime() - minutesAgo * 60_000) : null,
    checkInCode: `NX-${derivedUuid(OWNER, `code-${eventKey}-${userId}`).replace(/[^0-9a-f]/g, '').slice(0, 8).toUpperCase().replace(/(.{4})/, '$1-')}`,
    checkedInAt: checkedIn ? new Date(clock.getTime() - 20 * DAY_MS) : null,
    createdAt: new Date(clock.getTime() - minutesAgo * 60_000),
  })
  // The full event: six places taken, three people waiting.
  const rows = [
    ...attendees.slice(0, 5).map((u, i) => registration('supplier-day-saltillo', u, 'registered', 5000 - i * 10)),
    ...(userIds.platinum ? [registration('supplier-day-saltillo', userIds.platinum, 'registered', 4000)] : [registration('supplier-day-saltillo', attendees[5]!, 'registered', 4000)]),
    ...attendees.slice(6, 8).map((u, i) => registration('supplier-day-saltillo', u, 'waitlisted', 3000 - i * 10)),
    ...(userIds.event ? [registration('supplier-day-saltillo', userIds.event, 'waitlisted', 2000)] : []),
    ...attendees.slice(0, 4).map((u, i) => registration('expo-robotica-bajio', u, 'registered', 6000 - i)),
    ...attendees.slice(2, 7).map((u, i) => registration('refacciones-queretaro', u, 'registered', 40_000 - i, i < 3)),
    ...(userIds.event
      ? [registration('webinar-ppap', userIds.event, 'registered', 1500), registration('expo-robotica-bajio', userIds.event, 'registered', 1400), registration('refacciones-queretaro', userIds.event, 'registered', 35_000, true)]
      : []),
  ]
  await db.insert(eventRegistrations).values(rows).onConflictDoNothing()
}
