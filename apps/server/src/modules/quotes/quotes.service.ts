import {
  formatNotificationAmount,
  QUOTE_STATUSES,
  type Language,
  type TAdminQuote,
  type TCompanyRatingSummary,
  type TQuoteComparisonResponse,
  type TQuoteDetail,
  type TQuoteListResponse,
  type TQuoteSummary,
  type TRatingRequest,
  type ZQuoteListQuerySchema,
  type ZQuoteRequestSchema,
} from '@nexo/shared'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { AuthContext } from '../../platform/auth'
import { AppError, errorForLog, isDatabaseUnavailable } from '../../platform/errors'
import type { CompanyAuthContext } from '../../platform/policy'
import { spreadsheetFile, type SpreadsheetFile } from '../../platform/spreadsheet'
import { assertCompanyFiles, findFilesByIds, toFileRef } from '../files/files.service'
import { notifyCompanyUsers, notifyMany, type Notice, type NotifyDeps } from '../notifications/notifications.service'
import { accessRequirement, coverByAcceptedQuote, hasActiveMembership, lockRequirement, ownRequirementForComparison } from '../requirements/requirements.service'
import * as repo from './quotes.repo'

type QuoteInput = z.output<typeof ZQuoteRequestSchema>
type ListQuery = z.output<typeof ZQuoteListQuerySchema>

const quoteLink = (id: string) => `/profile-quotes/show/${id}`

/** Errors the caller can act on pass through; anything unexpected is spec §8 "error sending" / "error updating". */
async function asQuoteError<T>(code: 'QUOTE_SEND_FAILED' | 'QUOTE_UPDATE_FAILED', deps: NotifyDeps, work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    // A lost connection or a deadlock is the error handler's 503 with Retry-After: trying again works.
    if (error instanceof AppError || isDatabaseUnavailable(error)) throw error
    deps.log.error(errorForLog(error), code === 'QUOTE_SEND_FAILED' ? 'quote could not be sent' : 'quote could not be updated')
    throw new AppError(code)
  }
}

/** Who hears about a quote on one side: its user when known, else every user of its company. */
const sideOf = (companyId: string, userId: string | null): Notice['to'] => (userId ? { userId } : { companyId })

const party = (q: repo.QuoteRow, side: 'sender' | 'receiver') =>
  side === 'sender'
    ? { companyId: q.senderCompanyId, companyName: q.senderCompanyName, name: q.senderName, email: q.senderEmail, phone: q.senderPhone, position: q.senderPosition }
    : { companyId: q.receiverCompanyId, companyName: q.receiverCompanyName, name: q.receiverName, email: q.receiverEmail, phone: q.receiverPhone, position: q.receiverPosition }

function toSummary(row: { quote: repo.QuoteRow; requirement: { id: string; title: string; isRfq: boolean } | null }, companyId: string): TQuoteSummary {
  const q = row.quote
  return {
    id: q.id,
    status: q.status,
    title: q.title,
    amount: q.amount === null ? null : Number(q.amount),
    currency: q.currency,
    leadTimeDays: q.leadTimeDays,
    validUntil: q.validUntil,
    requirement: row.requirement?.id ? row.requirement : null,
    sender: party(q, 'sender'),
    receiver: party(q, 'receiver'),
    direction: q.receiverCompanyId === companyId ? 'received' : 'sent',
    createdAt: q.createdAt.toISOString(),
    decidedAt: q.decidedAt?.toISOString() ?? null,
  }
}

/**
 * "Make a deal" (ADR 026): answering a requirement needs the same access as its detail (membership, or an
 * invitation); a quote from a company's detail needs an active membership. One pending quote per requirement.
 */
export async function sendQuote(deps: NotifyDeps, auth: CompanyAuthContext, input: QuoteInput): Promise<{ id: string }> {
  const db = deps.db
  let receiverCompanyId: string
  let receiverUserId: string | null = null
  let requirementId: string | null = null
  if (input.requirementId) {
    const access = await accessRequirement(db, auth.companyId, input.requirementId)
    if (access.isOwn) throw new AppError('QUOTE_OWN_COMPANY')
    if (access.status !== 'opened') throw new AppError('REQUIREMENT_NOT_OPEN')
    if (await repo.findPendingQuoteId(db, input.requirementId, auth.companyId)) throw new AppError('QUOTE_PENDING_EXISTS')
    receiverCompanyId = access.row.requirement.companyId
    receiverUserId = access.row.requirement.createdByUserId
    requirementId = input.requirementId
  } else {
    receiverCompanyId = input.receiverCompanyId!
    if (receiverCompanyId === auth.companyId) throw new AppError('QUOTE_OWN_COMPANY')
    const receiver = await repo.findCompanyContact(db, receiverCompanyId)
    if (!receiver || receiver.status !== 'approved' || !receiver.isVisible) throw new AppError('NOT_FOUND')
    if (!(await hasActiveMembership(db, auth.companyId))) throw new AppError('REQUIREMENT_MEMBERSHIP_REQUIRED')
  }
  await assertCompanyFiles(db, auth.companyId, input.fileIds.map((fileId, i) => ({ path: `body.fileIds.${i}`, fileId, purposes: ['quote'] })))
  return asQuoteError('QUOTE_SEND_FAILED', deps, async () => {
    const [sender, receiver, receiverUser] = await Promise.all([
      repo.findCompanyContact(db, auth.companyId),
      repo.findCompanyContact(db, receiverCompanyId),
      repo.findUserContact(db, receiverUserId),
    ])
    let id: string
    try {
      id = await db.transaction(async (tx) => {
        // Checked again under the requirement's lock: an acceptance committing meanwhile covered it.
        if (requirementId && (await lockRequirement(tx, requirementId, 'quote')) !== 'opened') throw new AppError('REQUIREMENT_NOT_OPEN')
        const quoteId = await repo.insertQuote(tx, {
          requirementId,
          senderCompanyId: auth.companyId,
          senderUserId: auth.userId,
          receiverCompanyId,
          title: input.title,
          description: input.description,
          amount: input.amount == null ? null : input.amount.toFixed(2),
          currency: input.currency,
          leadTimeDays: input.leadTimeDays ?? null,
          validUntil: input.validUntil ?? null,
          fileIds: [...new Set(input.fileIds)],
          senderName: input.senderName,
          senderCompanyName: sender!.tradeName,
          senderEmail: input.senderEmail,
          senderPhone: input.senderPhone ?? null,
          senderPosition: input.senderPosition ?? null,
          receiverName: receiverUser ? `${receiverUser.firstName} ${receiverUser.lastName}` : null,
          receiverCompanyName: receiver!.tradeName,
          receiverEmail: receiverUser?.email ?? receiver!.email ?? null,
          receiverPhone: receiverUser?.phone ?? receiver!.phone ?? null,
          receiverPosition: receiverUser?.position ?? null,
        })
        // In the quote's transaction (ADR 044): the receiver is told exactly when the quote exists.
        await notifyMany({ ...deps, db: tx }, [
          {
            to: { companyId: receiverCompanyId },
            payload: {
              template: 'quote.received',
              params: {
                companyName: sender!.tradeName,
                title: input.title,
                // The buyer decides from the e-mail whether to open it: what is offered, and by when (issue 27 item 7).
                amount: input.amount == null ? '' : formatNotificationAmount(input.amount, input.currency),
                leadTimeDays: input.leadTimeDays ?? '',
              },
              link: quoteLink(quoteId),
            },
          },
        ])
        return quoteId
      })
    } catch (error) {
      // Two sends at once: the partial unique index keeps one pending quote per requirement and supplier.
      if ((error as { code?: string; cause?: { code?: string } }).code === '23505' || (error as { cause?: { code?: string } }).cause?.code === '23505') {
        throw new AppError('QUOTE_PENDING_EXISTS')
      }
      throw error
    }
    return { id }
  })
}

export async function listQuotes(db: Db, auth: CompanyAuthContext, query: ListQuery): Promise<TQuoteListResponse> {
  const { items, total, counts } = await repo.listQuotes(db, auth.companyId, query.box, query, query.page, query.limit)
  return {
    items: items.map((row) => toSummary(row, auth.companyId)),
    total,
    page: query.page,
    limit: query.limit,
    counts: Object.fromEntries(QUOTE_STATUSES.map((s) => [s, counts[s] ?? 0])) as TQuoteListResponse['counts'],
  }
}

export async function getQuote(db: Db, auth: CompanyAuthContext, quoteId: string): Promise<TQuoteDetail> {
  const row = await repo.findQuoteOf(db, quoteId, auth.companyId)
  if (!row) throw new AppError('NOT_FOUND')
  const q = row.quote
  const files = await findFilesByIds(db, q.fileIds)
  const ratings = await repo.ratingsOfQuote(db, q.id)
  const toRating = (r: (typeof ratings)[number] | undefined) => (r ? { score: r.score, comment: r.comment, createdAt: r.createdAt.toISOString(), raterCompanyName: r.raterCompanyName } : null)
  const mine = ratings.find((r) => r.raterCompanyId === auth.companyId)
  const theirs = ratings.find((r) => r.raterCompanyId !== auth.companyId)
  const isAdmin = auth.companyRole === 'admin'
  return {
    ...toSummary(row, auth.companyId),
    description: q.description,
    files: q.fileIds.flatMap((id) => (files.has(id) ? [toFileRef(files.get(id)!)] : [])),
    canDecide: isAdmin && q.status === 'pending' && q.receiverCompanyId === auth.companyId,
    canRate: isAdmin && q.status === 'accepted' && !mine,
    myRating: toRating(mine),
    theirRating: toRating(theirs),
  }
}

/**
 * The receiver accepts or rejects a pending quote (spec §4). Accepting one on a requirement covers it and closes
 * the other pending quotes on it; every side whose quote changed is told.
 */
export async function decideQuote(deps: NotifyDeps, auth: CompanyAuthContext, quoteId: string, decision: 'accept' | 'reject'): Promise<TQuoteDetail> {
  const row = await repo.findQuoteOf(deps.db, quoteId, auth.companyId)
  if (!row) throw new AppError('NOT_FOUND')
  const q = row.quote
  if (q.receiverCompanyId !== auth.companyId) throw new AppError('FORBIDDEN')
  if (q.status !== 'pending') throw new AppError('QUOTE_ALREADY_DECIDED')
  const status = decision === 'accept' ? 'accepted' : 'rejected'
  await asQuoteError('QUOTE_UPDATE_FAILED', deps, () =>
    deps.db.transaction(async (tx) => {
      // The requirement first, then the quotes (see lockRequirement): parallel acceptances wait here, and each one
      // after the first finds its quote no longer pending.
      if (q.requirementId) await lockRequirement(tx, q.requirementId, 'write')
      if (!(await repo.decideQuote(tx, quoteId, auth.companyId, status, auth.userId))) throw new AppError('QUOTE_ALREADY_DECIDED')
      const closed = status === 'accepted' && q.requirementId ? await coverByAcceptedQuote(tx, q.requirementId, quoteId) : []
      // Every side whose quote changed is told in the same transaction (ADR 044).
      await notifyMany({ ...deps, db: tx }, [
        {
          to: sideOf(q.senderCompanyId, q.senderUserId),
          payload: { template: status === 'accepted' ? 'quote.accepted' : 'quote.rejected', params: { companyName: q.receiverCompanyName, title: q.title }, link: quoteLink(q.id) },
        },
        ...closed.map((other): Notice => ({
          to: sideOf(other.senderCompanyId, other.senderUserId),
          payload: { template: 'quote.notChosen', params: { requirementTitle: row.requirement?.title ?? q.title }, link: quoteLink(other.id) },
        })),
      ])
    }),
  )
  return getQuote(deps.db, auth, quoteId)
}

/** After acceptance each side rates the other once for the quote (1–5 and a comment). */
export async function rateQuote(deps: NotifyDeps, auth: CompanyAuthContext, quoteId: string, input: Required<TRatingRequest>): Promise<TQuoteDetail> {
  const row = await repo.findQuoteOf(deps.db, quoteId, auth.companyId)
  if (!row) throw new AppError('NOT_FOUND')
  const q = row.quote
  if (q.status !== 'accepted') throw new AppError('QUOTE_NOT_ACCEPTED')
  const iAmSender = q.senderCompanyId === auth.companyId
  const ratedCompanyId = iAmSender ? q.receiverCompanyId : q.senderCompanyId
  const raterName = iAmSender ? q.senderCompanyName : q.receiverCompanyName
  await deps.db.transaction(async (tx) => {
    const added = await repo.insertRating(tx, { quoteId, raterCompanyId: auth.companyId, raterUserId: auth.userId, ratedCompanyId, score: input.score, comment: input.comment })
    if (!added) throw new AppError('RATING_ALREADY_GIVEN')
    await notifyMany({ ...deps, db: tx }, [
      {
        to: iAmSender ? { companyId: q.receiverCompanyId } : sideOf(q.senderCompanyId, q.senderUserId),
        payload: { template: 'quote.rated', params: { companyName: raterName, score: input.score }, link: quoteLink(q.id) },
      },
    ])
  })
  return getQuote(deps.db, auth, quoteId)
}

export async function companyRating(db: Db, companyId: string): Promise<TCompanyRatingSummary> {
  return (await repo.ratingSummaries(db, [companyId])).get(companyId) ?? { average: null, count: 0 }
}

/** Great-circle distance in km (haversine), rounded to whole kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = (d: number) => (d * Math.PI) / 180
  const dLat = rad(b.lat - a.lat)
  const dLng = rad(b.lng - a.lng)
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)))
}

/** One requirement's quotes side by side, for its owner (any user of the company). */
export async function compareQuotes(db: Db, auth: CompanyAuthContext, requirementId: string): Promise<TQuoteComparisonResponse> {
  const { row, status, certificationNames } = await ownRequirementForComparison(db, auth.companyId, requirementId)
  const r = row.requirement
  const rows = await repo.comparisonRows(db, requirementId)
  const ratings = await repo.ratingSummaries(db, rows.map((x) => x.supplier.id))
  const wanted = [...r.certificationIds, ...r.preferredCertificationIds]
  return {
    requirement: { id: r.id, title: r.title, status, maxDistanceKm: r.maxDistanceKm },
    rows: rows.map(({ quote: q, supplier, certificationIds }) => {
      const held = new Set(certificationIds)
      const here = r.latitude !== null && r.longitude !== null ? { lat: r.latitude, lng: r.longitude } : null
      const there = supplier.latitude !== null && supplier.longitude !== null ? { lat: supplier.latitude, lng: supplier.longitude } : null
      return {
        quoteId: q.id,
        status: q.status,
        title: q.title,
        supplier: { id: supplier.id, tradeName: supplier.tradeName, isValidatedSupplier: supplier.isValidatedSupplier, city: supplier.city, state: supplier.state },
        amount: q.amount === null ? null : Number(q.amount),
        currency: q.currency,
        leadTimeDays: q.leadTimeDays,
        validUntil: q.validUntil,
        certificationsHeld: wanted.filter((id) => held.has(id) && certificationNames.has(id)).map((id) => certificationNames.get(id)!),
        certificationsMissing: r.certificationIds.filter((id) => !held.has(id) && certificationNames.has(id)).map((id) => certificationNames.get(id)!),
        distanceKm: here && there ? distanceKm(here, there) : null,
        rating: ratings.get(supplier.id) ?? { average: null, count: 0 },
        createdAt: q.createdAt.toISOString(),
      }
    }),
  }
}

/** The comparison export's words, one record per language. */
const EXPORT_TEXTS: Record<Language, { header: string[]; status: Record<string, string>; yes: string; no: string; fileName: string; sheetName: string }> = {
  en: {
    header: ['Supplier', 'Validated supplier', 'Quote', 'Status', 'Amount', 'Currency', 'Lead time (days)', 'Valid until', 'Certifications held', 'Missing required certifications', 'Distance (km)', 'Rating', 'Ratings', 'Sent'],
    status: { pending: 'Pending', accepted: 'Accepted', rejected: 'Rejected' },
    yes: 'Yes',
    no: 'No',
    fileName: 'quote-comparison',
    sheetName: 'Comparison',
  },
  es: {
    header: ['Proveedor', 'Proveedor validado', 'Cotización', 'Estado', 'Monto', 'Moneda', 'Tiempo de entrega (días)', 'Vigencia', 'Certificaciones', 'Certificaciones requeridas faltantes', 'Distancia (km)', 'Calificación', 'Calificaciones', 'Enviada'],
    status: { pending: 'Pendiente', accepted: 'Aceptada', rejected: 'Rechazada' },
    yes: 'Sí',
    no: 'No',
    fileName: 'comparacion-cotizaciones',
    sheetName: 'Comparación',
  },
}

function exportRows(comparison: TQuoteComparisonResponse, lang: Language): (string | number | null)[][] {
  const texts = EXPORT_TEXTS[lang]
  return comparison.rows.map((row) => [
    row.supplier.tradeName,
    row.supplier.isValidatedSupplier ? texts.yes : texts.no,
    row.title,
    texts.status[row.status]!,
    row.amount,
    row.currency,
    row.leadTimeDays,
    row.validUntil,
    row.certificationsHeld.join(', '),
    row.certificationsMissing.join(', '),
    row.distanceKm,
    row.rating.average,
    row.rating.count,
    row.createdAt.slice(0, 10),
  ])
}

export async function exportComparison(db: Db, auth: CompanyAuthContext, requirementId: string, format: 'csv' | 'xlsx', lang: Language): Promise<SpreadsheetFile> {
  const comparison = await compareQuotes(db, auth, requirementId)
  const { header, fileName, sheetName } = EXPORT_TEXTS[lang]
  return spreadsheetFile(format, `${fileName}-${requirementId.slice(0, 8)}`, {
    sheetName,
    title: comparison.requirement.title,
    header,
    rows: exportRows(comparison, lang),
    columnWidths: header.map((label) => Math.min(40, Math.max(12, label.length + 2))),
  })
}

/** Quote attachments: readable by the receiving company too (the sender owns them). */
export async function canReadQuoteFile(db: Db, fileId: string, auth: AuthContext): Promise<boolean> {
  if (!auth.companyId) return false
  return repo.quoteListsFileFor(db, fileId, auth.companyId)
}

/** My company's pending quote on a requirement, if any (the detail page links to it instead of a second form). */
export function findPendingQuoteIdOf(db: Db, requirementId: string, companyId: string): Promise<string | null> {
  return repo.findPendingQuoteId(db, requirementId, companyId)
}

// --- moderation (platform administrators, issue 27 §19) ---------------------------------------------------------

/** Every quote sent to a requirement as the administrator sees it, hidden ones included. */
export async function listQuotesForModeration(db: Db, requirementId: string): Promise<TAdminQuote[]> {
  const rows = await repo.listForModeration(db, requirementId)
  return rows.map(({ quote: q, senderName }) => ({
    id: q.id,
    title: q.title,
    description: q.description,
    status: q.status,
    senderCompany: { id: q.senderCompanyId, tradeName: senderName },
    amount: q.amount,
    currency: q.currency,
    leadTimeDays: q.leadTimeDays,
    createdAt: q.createdAt.toISOString(),
    hiddenAt: q.hiddenAt?.toISOString() ?? null,
    hiddenReason: q.hiddenReason,
  }))
}

/**
 * Hides a quote from the company it was sent to (with the reason), or shows it again (`hide` null); 404 if unknown.
 * Hiding tells the sending company's users why, in the caller's transaction (ADR 044).
 */
export async function setQuoteHidden(deps: NotifyDeps, quoteId: string, hide: { reason: string; byUserId: string } | null): Promise<{ id: string; requirementId: string | null }> {
  const row = await repo.setHidden(deps.db, quoteId, hide ? { hiddenAt: new Date(), hiddenReason: hide.reason, hiddenByUserId: hide.byUserId } : { hiddenAt: null, hiddenReason: null, hiddenByUserId: null })
  if (!row) throw new AppError('NOT_FOUND')
  if (hide) await notifyCompanyUsers(deps, row.senderCompanyId, 'quote', { template: 'quote.hidden', params: { title: row.title, reason: hide.reason } })
  return { id: row.id, requirementId: row.requirementId }
}
