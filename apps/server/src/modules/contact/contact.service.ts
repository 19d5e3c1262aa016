/**
 * The contact modal of the company and product pages (issue 13, spec §2 /marketplace-detail, §5, §8 "Contact
 * modal"; ADR 029). E-mail goes through the platform mailer to the company's contact address (or its first admin)
 * with the sender's company in the text and the sender as Reply-To; a chat request opens a pending chat.
 */
import { createHash } from 'node:crypto'
import type { TContactOptionsResponse, TContactRequest, TContactResponse } from '@nexo/shared'
import type { AuthContext } from '../../platform/auth'
import { AppError } from '../../platform/errors'
import { assertMayContact } from '../../platform/policy'
import { createChatRequest, failAs, findOpenChat, type ChatDeps } from '../chat/chat.service'
import { getCurrentMembership, hasPlatinumRights } from '../memberships/memberships.service'
import { notifyMany } from '../notifications/notifications.service'
import { hasOpenInvitationFrom } from '../requirements/requirements.service'
import { renderContactMail } from './contact.mails'
import * as repo from './contact.repo'

export type ContactDeps = ChatDeps

/** The same message to the same company is refused for this long (CHAT_DUPLICATE_MESSAGE). */
export const DUPLICATE_WINDOW_MS = 24 * 3600_000

const normalise = (message: string) => message.trim().replace(/\s+/g, ' ').toLowerCase()
const hashOf = (message: string) => createHash('sha256').update(normalise(message)).digest('hex')

interface Sender {
  userId: string
  companyId: string
}

/**
 * CONTACT_NO_PERMISSION: no company (event-only, platform admin) or one's own company; RESTRICTED_USER_READ_ONLY: a
 * restricted user whose company admin has not allowed contact (ADR 047).
 */
function senderOf(auth: AuthContext, targetCompanyId: string): Sender {
  if (auth.isEventOnly || !auth.companyId || auth.companyId === targetCompanyId) throw new AppError('CONTACT_NO_PERMISSION')
  assertMayContact(auth)
  return { userId: auth.userId, companyId: auth.companyId }
}

/** A listed company (approved and visible), else CONTACT_CLIENT_NOT_FOUND. */
async function listedCompany(deps: ContactDeps, companyId: string) {
  const company = await repo.findCompany(deps.db, companyId)
  if (!company || company.status !== 'approved' || !company.isVisible) throw new AppError('CONTACT_CLIENT_NOT_FOUND')
  return company
}

/**
 * ADR 029: e-mailing through Nexo and requesting a chat need Platinum (or Gold) rights of the sender's company.
 * ADR 052: except towards a buyer that invited the sender to a requirement still open — the buyer asked for it, so an
 * invited free supplier can ask its questions before quoting.
 */
async function assertPlatinum(deps: ContactDeps, companyId: string, targetCompanyId: string) {
  if (hasPlatinumRights(await getCurrentMembership(deps.db, companyId))) return
  if (await hasOpenInvitationFrom(deps.db, targetCompanyId, companyId)) return
  throw new AppError('CONTACT_PLATINUM_REQUIRED')
}

/** What the modal may offer: never a dead end, the reason when not (ADR 029). */
export async function contactOptions(deps: ContactDeps, auth: AuthContext, companyId: string): Promise<TContactOptionsResponse> {
  const company = await listedCompany(deps, companyId)
  let reason: TContactOptionsResponse['reason'] = null
  let sender: Sender | null = null
  try {
    sender = senderOf(auth, companyId)
    await assertPlatinum(deps, sender.companyId, companyId)
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    reason = error.code as NonNullable<TContactOptionsResponse['reason']>
  }
  const open = sender ? await findOpenChat(deps.db, sender.companyId, companyId) : null
  return {
    companyId: company.id,
    tradeName: company.tradeName,
    canContact: reason === null,
    reason,
    whatsapp: reason === null ? company.whatsapp : null,
    openChat: open && open.status !== 'declined' ? { id: open.id, status: open.status } : null,
  }
}

/**
 * Sends the contact message by e-mail or as a chat request. Checks in the order the modal's errors make sense:
 * who may contact (no permission), whom (client not found), the plan (Platinum), the receiving admin, duplicates.
 */
export async function sendContact(deps: ContactDeps, auth: AuthContext, input: TContactRequest, baseUrl: string): Promise<TContactResponse> {
  const sender = senderOf(auth, input.companyId)
  const company = await listedCompany(deps, input.companyId)
  const product = input.productId ? await repo.findProduct(deps.db, input.productId) : null
  if (input.productId && (!product || product.companyId !== company.id)) throw new AppError('CONTACT_CLIENT_NOT_FOUND')
  await assertPlatinum(deps, sender.companyId, company.id)
  const admins = await repo.findActiveAdmins(deps.db, company.id)
  if (admins.length === 0) throw new AppError('CONTACT_ADMIN_NOT_FOUND')
  const bodyHash = hashOf(input.message)
  if (await repo.hasSameMessage(deps.db, sender.userId, company.id, bodyHash, new Date(Date.now() - DUPLICATE_WINDOW_MS))) throw new AppError('CHAT_DUPLICATE_MESSAGE')

  const [senderUser, senderCompany] = await Promise.all([repo.findSender(deps.db, sender.userId), repo.findCompany(deps.db, sender.companyId)])
  if (!senderUser || !senderCompany) throw new AppError('CONTACT_NO_PERMISSION')
  const senderName = `${senderUser.firstName} ${senderUser.lastName}`.trim()

  let chatId: string | null = null
  if (input.channel === 'chat') {
    const chat = await failAs(deps.log, 'CHAT_CREATE_FAILED', () =>
      createChatRequest(deps, {
        requester: sender,
        recipientCompanyId: company.id,
        productId: product?.id ?? null,
        message: input.message.trim(),
        requesterCompanyName: senderCompany.tradeName,
      }),
    )
    chatId = chat.id
  } else {
    const admin = admins[0]!
    const mail = renderContactMail(admin.language, {
      recipientFirstName: admin.firstName,
      senderName,
      senderPosition: senderUser.position ?? '',
      senderCompany: senderCompany.tradeName,
      senderEmail: senderUser.email,
      productTitle: product?.title ?? null,
      message: input.message.trim(),
      companyUrl: `${baseUrl}/marketplace-detail/${senderCompany.id}/1`,
    })
    // The mail (through the outbox), the admins' notifications and the record of the message commit together (ADR 044).
    await failAs(deps.log, 'CONTACT_SEND_FAILED', () =>
      deps.db.transaction(async (tx) => {
        await deps.notify.mailer.enqueue(tx, { to: company.email || admin.email, ...mail, replyTo: senderUser.email, template: 'contact.email', language: admin.language })
        await notifyMany(
          { ...deps.notify, db: tx },
          admins.map((a) => ({ to: { userId: a.id }, payload: { template: 'contact.emailReceived', params: { companyName: senderCompany.tradeName, senderName }, link: null }, options: { skipEmail: true } })),
        )
        await repo.insertContactMessage(tx, { senderUserId: sender.userId, senderCompanyId: sender.companyId, targetCompanyId: company.id, productId: product?.id ?? null, channel: input.channel, bodyHash })
      }),
    )
    return { channel: input.channel, chatId }
  }
  await failAs(deps.log, 'CONTACT_SEND_FAILED', () =>
    repo.insertContactMessage(deps.db, { senderUserId: sender.userId, senderCompanyId: sender.companyId, targetCompanyId: company.id, productId: product?.id ?? null, channel: input.channel, bodyHash }),
  )
  return { channel: input.channel, chatId }
}
