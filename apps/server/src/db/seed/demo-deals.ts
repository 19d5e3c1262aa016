/**
 * Demo quotes, ratings and invitations (issue 12), drawn from the generated directory: suppliers answer open
 * requirements, covered ones carry the quote that covered them and both sides' ratings, and the demo logins find
 * quotes to compare, accept and rate. Idempotent: every row's id is derived from what it belongs to.
 */
import { addCalendarDays, marketplaceDay } from '@nexo/shared'
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, companyRatings, quotes, requirementInvitations, requirements } from '../schema'
import { rows } from '../sql-rows'
import { DEMO_COMPANIES, Random, derivedUuid } from './generate'
import { ENGLISH_FIRST_NAMES, ENGLISH_SURNAMES, SPANISH_FIRST_NAMES, SPANISH_SURNAMES } from './reference/names'

const DAY_MS = 86_400_000
const DEMO_IDS = Object.values(DEMO_COMPANIES).map((c) => c.id)

type Lang = 'es' | 'en'
type Company = { id: string; tradeName: string; email: string | null; phone: string | null; contentLanguage: string }
type Requirement = typeof requirements.$inferSelect

const TEXTS = {
  es: {
    title: (r: string) => `Cotización: ${r}`,
    description: (days: number, process: string) =>
      `Cotizamos ${process.toLowerCase()} según sus planos y volúmenes. Incluye PPAP nivel 3, empaque retornable y entrega DAP en su planta. Tiempo de entrega de ${days} días a partir de la orden de compra.`,
    positions: ['Gerente de ventas', 'Ejecutivo de cuenta', 'Director comercial', 'Ingeniero de ventas'],
    good: ['Cumplió fechas y calidad; buena comunicación.', 'Muy buen precio y entregas puntuales.', 'Respondieron rápido a los cambios de ingeniería.', 'Documentación PPAP completa a la primera.'],
    fair: ['Buena calidad, aunque hubo un retraso en la primera entrega.', 'Precio competitivo; la comunicación puede mejorar.'],
    buyer: ['Pagos puntuales y especificaciones claras.', 'Excelente comunicación con compras e ingeniería.', 'Pronósticos confiables; recomendable.'],
  },
  en: {
    title: (r: string) => `Quote: ${r}`,
    description: (days: number, process: string) =>
      `We quote ${process.toLowerCase()} to your drawings and volumes. Includes PPAP level 3, returnable packaging and DAP delivery to your plant. Lead time ${days} days from the purchase order.`,
    positions: ['Sales manager', 'Account executive', 'Business development director', 'Sales engineer'],
    good: ['On time and on quality; good communication.', 'Very good price and punctual deliveries.', 'Quick to react to engineering changes.', 'Complete PPAP documentation the first time.'],
    fair: ['Good quality, though the first delivery was late.', 'Competitive price; communication could be better.'],
    buyer: ['Pays on time and gives clear specifications.', 'Excellent communication with purchasing and engineering.', 'Reliable forecasts; recommended.'],
  },
} as const

/** The budget's figures and currency ("250,000 a 300,000 MXN"), for amounts in the same range. */
function budgetRange(budget: string): { min: number; max: number; currency: string } {
  const numbers = [...budget.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => Number(m[0].replace(/,/g, ''))).filter((n) => n > 0)
  const currency = /USD/.test(budget) ? 'USD' : /CAD/.test(budget) ? 'CAD' : 'MXN'
  const min = numbers[0] ?? 100_000
  return { min, max: numbers[1] ?? min * 1.2, currency }
}

function personName(rng: Random, lang: Lang): string {
  return lang === 'es' ? `${rng.pick(SPANISH_FIRST_NAMES)} ${rng.pick(SPANISH_SURNAMES)}` : `${rng.pick(ENGLISH_FIRST_NAMES)} ${rng.pick(ENGLISH_SURNAMES)}`
}

function emailOf(name: string, company: Company): string {
  const domain = company.email?.split('@')[1] ?? 'proveedor.com.mx'
  const local = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim()
    .replace(/\s+/g, '.')
  return `${local}@${domain}`
}

function buildQuote(rng: Random, r: Requirement, buyer: Company, supplier: Company, status: 'pending' | 'accepted' | 'rejected', createdAt: Date, senderUserId: string | null = null): typeof quotes.$inferInsert {
  const lang: Lang = r.contentLanguage === 'en' ? 'en' : 'es'
  const text = TEXTS[lang]
  const { min, max, currency } = budgetRange(r.budget)
  const amount = Math.round(rng.float(min * 0.85, max * 1.05) / 50) * 50
  const days = rng.pick([15, 20, 30, 35, 45, 60, 75])
  const name = personName(rng, lang)
  return {
    id: derivedUuid(r.id, `quote/${supplier.id}`),
    requirementId: r.id,
    senderCompanyId: supplier.id,
    senderUserId,
    receiverCompanyId: buyer.id,
    status,
    title: text.title(r.title).slice(0, 160),
    description: text.description(days, r.activity),
    amount: amount.toFixed(2),
    currency,
    leadTimeDays: days,
    validUntil: marketplaceDay(new Date(createdAt.getTime() + rng.int(20, 45) * DAY_MS)),
    senderName: name,
    senderCompanyName: supplier.tradeName,
    senderEmail: emailOf(name, supplier),
    senderPhone: supplier.phone,
    senderPosition: rng.pick(text.positions),
    receiverName: null,
    receiverCompanyName: buyer.tradeName,
    receiverEmail: buyer.email,
    receiverPhone: buyer.phone,
    receiverPosition: null,
    decidedAt: status === 'pending' ? null : new Date(createdAt.getTime() + rng.int(1, 6) * DAY_MS),
    createdAt,
    updatedAt: createdAt,
  }
}

function ratingsFor(rng: Random, quote: typeof quotes.$inferInsert, lang: Lang, at: Date): (typeof companyRatings.$inferInsert)[] {
  const text = TEXTS[lang]
  const supplierScore = rng.weighted([[5, 45], [4, 40], [3, 15]] as const)
  const rows: (typeof companyRatings.$inferInsert)[] = [
    {
      id: derivedUuid(quote.id!, 'rating/buyer'),
      quoteId: quote.id!,
      raterCompanyId: quote.receiverCompanyId,
      ratedCompanyId: quote.senderCompanyId,
      score: supplierScore,
      comment: supplierScore >= 4 ? rng.pick(text.good) : rng.pick(text.fair),
      createdAt: at,
    },
  ]
  if (rng.chance(0.7)) {
    rows.push({
      id: derivedUuid(quote.id!, 'rating/supplier'),
      quoteId: quote.id!,
      raterCompanyId: quote.senderCompanyId,
      ratedCompanyId: quote.receiverCompanyId,
      score: rng.weighted([[5, 60], [4, 35], [3, 5]] as const),
      comment: rng.pick(text.buyer),
      createdAt: new Date(at.getTime() + DAY_MS),
    })
  }
  return rows
}

const companyColumns = { id: companies.id, tradeName: companies.tradeName, email: companies.email, phone: companies.phone, contentLanguage: companies.contentLanguage }

interface SupplierQuery {
  requirementId: string
  categoryIds: number[]
  excludeId: string
}

/**
 * For each requirement, the first `limit` listed suppliers (by id) serving one of its categories, other than
 * `excludeId`: one statement for all of them (a query per requirement scanned company_categories each time).
 */
async function suppliersFor(db: Db, queries: SupplierQuery[], limit: number): Promise<Map<string, Company[]>> {
  const found = new Map<string, Company[]>(queries.map((q) => [q.requirementId, []]))
  if (queries.length === 0) return found
  const wanted = sql.join(
    queries.flatMap((q) => q.categoryIds.map((categoryId) => sql`(${q.requirementId}::uuid, ${categoryId}::int, ${q.excludeId}::uuid)`)),
    sql`, `,
  )
  const result = await rows<Company & { requirementId: string }>(
    db,
    sql`with wanted(requirement_id, category_id, exclude_id) as (values ${wanted}),
         matches as (
           select distinct w.requirement_id, c.id
             from wanted w
             join company_categories cc on cc.category_id = w.category_id
             join companies c on c.id = cc.company_id
            where c.status = 'approved' and c.is_visible and c.id <> w.exclude_id and c.profile_type in ('supplier', 'both')
              -- an unclaimed public-registry company has nobody to quote (ADR 055)
              and (c.registry_source is null or c.registry_claimed_at is not null)
         ),
         ranked as (select m.*, row_number() over (partition by m.requirement_id order by m.id) as n from matches m)
       select r.requirement_id as "requirementId", c.id, c.trade_name as "tradeName", c.email, c.phone, c.content_language as "contentLanguage"
         from ranked r join companies c on c.id = r.id
        where r.n <= ${limit}
        order by r.requirement_id, c.id`,
  )
  for (const { requirementId, ...company } of result) found.get(requirementId)!.push(company)
  return found
}

const categoriesOf = (r: Requirement) => [r.categoryId, ...(r.subcategoryId ? [r.subcategoryId] : [])]

export async function seedDemoDeals(db: Db, options: { userIds: Partial<Record<'platinum' | 'free', string>>; clock: Date }): Promise<void> {
  const rng = new Random(12_2026)
  const now = options.clock.getTime()
  const quoteRows: (typeof quotes.$inferInsert)[] = []
  const ratingRows: (typeof companyRatings.$inferInsert)[] = []
  const byId = async (ids: string[]) => new Map((await db.select(companyColumns).from(companies).where(inArray(companies.id, [...new Set(ids)]))).map((c) => [c.id, c]))

  // 1. The directory: open requirements get 1–3 pending quotes; covered ones the accepted quote that covered them
  //    (and a declined one), with ratings. A few hundred rows: enough for averages on supplier pages.
  const open = await db
    .select()
    .from(requirements)
    .where(and(eq(requirements.status, 'opened'), eq(requirements.isPublic, true), sql`${requirements.companyId} not in ${DEMO_IDS}`))
    .orderBy(asc(requirements.id))
    .limit(60)
  const covered = await db
    .select()
    .from(requirements)
    .where(and(eq(requirements.status, 'covered'), sql`${requirements.companyId} not in ${DEMO_IDS}`))
    .orderBy(asc(requirements.id))
    .limit(80)
  // The last covered one is kept for the Platinum demo company's accepted quote (step 3).
  const won = covered.length > 1 ? covered.pop() : undefined
  const buyers = await byId([...open, ...covered].map((r) => r.companyId))
  const suppliersOf = await suppliersFor(db, [...open, ...covered].map((r) => ({ requirementId: r.id, categoryIds: categoriesOf(r), excludeId: r.companyId })), 12)
  for (const r of [...open, ...covered]) {
    const buyer = buyers.get(r.companyId)
    if (!buyer) continue
    const candidates = suppliersOf.get(r.id)!
    if (candidates.length === 0) continue
    const since = Math.min(now, r.createdAt.getTime())
    const at = () => new Date(Math.min(now - 3600_000, since + rng.int(1, 12) * DAY_MS + rng.int(0, 86_399) * 1000))
    if (r.status === 'opened') {
      for (const supplier of rng.sample(candidates, rng.int(1, 3))) quoteRows.push(buildQuote(rng, r, buyer, supplier, 'pending', at()))
    } else {
      const [winner, loser] = rng.sample(candidates, 2)
      const accepted = buildQuote(rng, r, buyer, winner!, 'accepted', at())
      quoteRows.push(accepted)
      if (loser) quoteRows.push(buildQuote(rng, r, buyer, loser, 'rejected', at()))
      ratingRows.push(...ratingsFor(rng, accepted, r.contentLanguage === 'en' ? 'en' : 'es', new Date(Math.min(now, (accepted.decidedAt as Date).getTime() + 5 * DAY_MS))))
    }
  }

  // 2. The Platinum demo company as a buyer: its open requirements have quotes to compare, accept or decline.
  const platinum = DEMO_COMPANIES.platinum.id
  const mine = await db.select().from(requirements).where(and(eq(requirements.companyId, platinum), eq(requirements.status, 'opened'))).orderBy(asc(requirements.createdAt))
  const [platinumCompany] = (await byId([platinum])).values()
  if (platinumCompany) {
    const suppliersOfMine = await suppliersFor(db, mine.map((r) => ({ requirementId: r.id, categoryIds: categoriesOf(r), excludeId: platinum })), 8)
    for (const r of mine) {
      const candidates = suppliersOfMine.get(r.id)!
      for (const supplier of rng.sample(candidates, Math.min(4, candidates.length))) {
        quoteRows.push(buildQuote(rng, r, platinumCompany, supplier, 'pending', new Date(now - rng.int(1, 9) * DAY_MS - rng.int(0, 86_399) * 1000)))
      }
    }

    // 3. …and as a supplier: pending quotes it sent on open requirements, and the accepted quote that covered an
    //    older one (kept out of step 1), rated by that buyer.
    const openElsewhere = await db
      .select()
      .from(requirements)
      .where(and(eq(requirements.status, 'opened'), eq(requirements.isPublic, true), ne(requirements.companyId, platinum), sql`${requirements.endDate} >= ${marketplaceDay(options.clock)}::date`))
      .orderBy(asc(requirements.id))
      .limit(2)
    const sentOn = won ? [...openElsewhere, won] : openElsewhere
    const sentBuyers = await byId(sentOn.map((r) => r.companyId))
    for (const r of sentOn) {
      const buyer = sentBuyers.get(r.companyId)
      if (!buyer) continue
      const accepted = r.status === 'covered'
      const createdAt = accepted ? new Date(Math.min(now - 20 * DAY_MS, r.createdAt.getTime() + 3 * DAY_MS)) : new Date(now - rng.int(2, 8) * DAY_MS)
      const quote = buildQuote(rng, r, buyer, platinumCompany, accepted ? 'accepted' : 'pending', createdAt, options.userIds.platinum ?? null)
      quoteRows.push(quote)
      if (accepted) ratingRows.push(...ratingsFor(rng, quote, 'es', new Date(Math.min(now, createdAt.getTime() + 10 * DAY_MS))).filter((row) => row.raterCompanyId === r.companyId))
    }
  }

  // 4. The free demo company is invited to a private RFQ of a buyer in its trade: it sees it without a paid plan.
  const privateOne = await db
    .select()
    .from(requirements)
    .where(and(eq(requirements.isPublic, false), eq(requirements.status, 'opened'), sql`${requirements.companyId} not in ${DEMO_IDS}`, sql`${requirements.endDate} >= ${addCalendarDays(marketplaceDay(options.clock), 7)}::date`))
    .orderBy(asc(requirements.id))
    .limit(1)
  if (privateOne[0]) {
    await db.insert(requirementInvitations).values({ requirementId: privateOne[0].id, companyId: DEMO_COMPANIES.free.id, createdAt: new Date(now - 2 * DAY_MS) }).onConflictDoNothing()
  }

  for (let i = 0; i < quoteRows.length; i += 500) await db.insert(quotes).values(quoteRows.slice(i, i + 500)).onConflictDoNothing()
  const stored = new Set((await db.select({ id: quotes.id }).from(quotes).where(inArray(quotes.id, [...new Set(ratingRows.map((r) => r.quoteId))]))).map((q) => q.id))
  const ratings = ratingRows.filter((r) => stored.has(r.quoteId))
  for (let i = 0; i < ratings.length; i += 500) await db.insert(companyRatings).values(ratings.slice(i, i + 500)).onConflictDoNothing()
}
