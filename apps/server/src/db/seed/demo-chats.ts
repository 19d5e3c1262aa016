/**
 * Demo chats (issue 13): the two demo logins talk in an accepted chat (with a file and some unread messages), the
 * Platinum login has a request from a supplier to answer and one of its own waiting, and the free login declined
 * one. The other side of each is a contact person of a listed company (a user no one signs in as). Idempotent: ids
 * derive from the demo companies; times move with the clock.
 */
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm'
import type { Db } from '../client'
import { hashUnknownPassword } from '../../passwords'
import { chatMessages, chats, companies, users } from '../schema'
import { DEMO_COMPANIES, derivedUuid } from './generate'

const DEMO_IDS = Object.values(DEMO_COMPANIES).map((c) => c.id)
const MINUTE = 60_000

const CONTACTS = [
  { firstName: 'Sofía', lastName: 'Garza', position: 'Compras estratégicas', language: 'es' as const },
  { firstName: 'Daniel', lastName: 'Cruz', position: 'Gerente de ventas', language: 'es' as const },
  { firstName: 'Emily', lastName: 'Carter', position: 'Sourcing manager', language: 'en' as const },
]

export async function seedDemoChats(db: Db, options: { userIds: Partial<Record<'platinum' | 'free', string>>; clock: Date }): Promise<void> {
  const platinumUser = options.userIds.platinum
  const freeUser = options.userIds.free
  if (!platinumUser || !freeUser) return
  const others = await db
    .select({ id: companies.id, tradeName: companies.tradeName })
    .from(companies)
    .where(and(eq(companies.status, 'approved'), eq(companies.isVisible, true), notInArray(companies.id, DEMO_IDS)))
    .orderBy(asc(companies.id))
    .limit(3)
  if (others.length < 3) return

  // One contact person per company, who cannot sign in (nobody knows the password).
  const passwordHash = await hashUnknownPassword()
  const contactRows = others.map((company, i) => ({
    id: derivedUuid(company.id, 'demo-chat-contact'),
    companyId: company.id,
    email: `contacto.${i + 1}@chat-demo.nexo.demo`,
    username: `chat-demo-${i + 1}`,
    passwordHash,
    ...CONTACTS[i]!,
    phone: '+52 81 5555 0150',
    department: 'Supply chain',
    platformRole: 'user' as const,
    companyRole: 'admin' as const,
    status: 'active' as const,
    emailVerifiedAt: options.clock,
  }))
  await db.insert(users).values(contactRows).onConflictDoNothing()
  const existing = new Set((await db.select({ id: users.id }).from(users).where(inArray(users.id, contactRows.map((c) => c.id)))).map((u) => u.id))
  if (contactRows.some((c) => !existing.has(c.id))) return

  const at = (minutesAgo: number) => new Date(options.clock.getTime() - minutesAgo * MINUTE)
  const platinum = DEMO_COMPANIES.platinum.id
  const free = DEMO_COMPANIES.free.id
  const id = (purpose: string) => derivedUuid(platinum, `demo-chat/${purpose}`)

  const chatRows: (typeof chats.$inferInsert)[] = [
    { id: id('platinum-free'), requesterCompanyId: platinum, requesterUserId: platinumUser, recipientCompanyId: free, recipientUserId: freeUser, status: 'accepted', respondedAt: at(2 * 24 * 60), lastMessageAt: at(12), createdAt: at(2 * 24 * 60 + 30) },
    { id: id('incoming-request'), requesterCompanyId: others[0]!.id, requesterUserId: contactRows[0]!.id, recipientCompanyId: platinum, status: 'pending', lastMessageAt: at(95), createdAt: at(95) },
    { id: id('outgoing-request'), requesterCompanyId: platinum, requesterUserId: platinumUser, recipientCompanyId: others[1]!.id, status: 'pending', lastMessageAt: at(26 * 60), createdAt: at(26 * 60) },
    { id: id('declined'), requesterCompanyId: others[2]!.id, requesterUserId: contactRows[2]!.id, recipientCompanyId: free, recipientUserId: freeUser, status: 'declined', respondedAt: at(3 * 24 * 60), lastMessageAt: at(4 * 24 * 60), createdAt: at(4 * 24 * 60) },
  ]
  await db.insert(chats).values(chatRows).onConflictDoNothing()

  type Sender = 'platinum' | 'free' | 'other'
  type Line = [chat: string, sender: Sender, minutesAgo: number, body: string, isRead: boolean]
  const lines: Line[] = [
    ['platinum-free', 'platinum', 2 * 24 * 60 + 30, 'Buen día. Buscamos un proveedor de maquinado CNC para bujes de acero 1045, unas 8,000 piezas al mes. ¿Tienen capacidad?', true],
    ['platinum-free', 'free', 2 * 24 * 60, 'Hola, Jorge. Sí, tenemos dos tornos CNC libres en segundo turno. ¿Nos comparte el plano y la tolerancia?', true],
    ['platinum-free', 'platinum', 2 * 24 * 60 - 20, 'Tolerancia de ±0.01 mm en el diámetro interior. Les mando el plano por aquí mañana.', true],
    ['platinum-free', 'free', 26 * 60, 'Perfecto. Con el plano les enviamos la cotización en 48 horas.', true],
    ['platinum-free', 'platinum', 40, 'Les comparto también el volumen de 2027: subimos a 11,000 piezas al mes desde marzo.', false],
    ['platinum-free', 'platinum', 12, '¿Pueden incluir el empaque retornable en la cotización?', false],
    ['incoming-request', 'other', 95, 'Hola, somos proveedores de pintura electrostática para soportes y bastidores. Nos gustaría presentarles nuestra capacidad en Saltillo.', false],
    ['outgoing-request', 'platinum', 26 * 60, 'Buen día. Nos interesa su servicio de tratamiento térmico para flechas de transmisión. ¿Podemos platicar?', false],
    ['declined', 'other', 4 * 24 * 60, 'Hi, we are sourcing aluminium die-cast housings for an EV program in Texas. Could we talk?', true],
  ]
  const otherOf: Record<string, { company: string; user: string }> = {
    'incoming-request': { company: others[0]!.id, user: contactRows[0]!.id },
    declined: { company: others[2]!.id, user: contactRows[2]!.id },
  }
  const senderOf = (chat: string, sender: Sender) =>
    sender === 'platinum' ? { company: platinum, user: platinumUser } : sender === 'free' ? { company: free, user: freeUser } : otherOf[chat]!
  const messageRows: (typeof chatMessages.$inferInsert)[] = lines.map(([chat, sender, minutesAgo, body, isRead], i) => ({
    id: derivedUuid(platinum, `demo-chat-message/${i}`),
    chatId: id(chat),
    senderCompanyId: senderOf(chat, sender).company,
    senderUserId: senderOf(chat, sender).user,
    clientId: derivedUuid(platinum, `demo-chat-client/${i}`),
    body,
    readAt: isRead ? at(minutesAgo - 5) : null,
    // Unread demo messages count as already notified: the unread job would otherwise notify them at the first run.
    notifiedAt: isRead ? null : at(Math.max(0, minutesAgo - 3)),
    createdAt: at(minutesAgo),
  }))
  await db.insert(chatMessages).values(messageRows).onConflictDoNothing()
}
