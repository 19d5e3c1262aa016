/**
 * A demo SAT 69-B list in force (issue 28 §1, docs/decisions/056): two directory companies on it — one presunto (seen
 * only with the full profile, by the company itself and by the platform admin) and one definitivo (seen by every
 * viewer) — and two taxpayers outside the directory. The demo login companies are never on it. The seed sits below the
 * modules, so it writes the two companies' findings itself (what the import's check would record; nobody is notified).
 */
import { and, asc, eq, isNotNull, notInArray } from 'drizzle-orm'
import type { Db } from '../client'
import { companies, companySat69b, sat69bEntries, sat69bImports } from '../schema'
import { DEMO_COMPANIES } from './generate'

const day = (clock: Date, daysAgo: number) => new Date(clock.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10)

export async function seedDemoSat69bList(db: Db, options: { clock: Date; adminUserId?: string }): Promise<void> {
  const now = options.clock
  const picked = await db
    .select({ id: companies.id, rfc: companies.rfc, legalName: companies.legalName })
    .from(companies)
    .where(and(eq(companies.status, 'approved'), eq(companies.country, 'MX'), isNotNull(companies.rfc), notInArray(companies.id, Object.values(DEMO_COMPANIES).map((c) => c.id))))
    .orderBy(asc(companies.rfc))
    .limit(2)
  const [list] = await db
    .insert(sat69bImports)
    .values({ status: 'done', originalName: 'Listado_Completo_69-B.csv', sizeBytes: 4_096, encoding: 'latin1', createdByUserId: options.adminUserId ?? null, rowsDone: picked.length + 2, bytesDone: 4_096, startedAt: now, finishedAt: now, createdAt: now })
    .returning({ id: sat69bImports.id })
  const entries = [
    ...picked.map((c, i) => ({
      rfc: c.rfc!.toUpperCase(),
      name: c.legalName.toUpperCase(),
      situation: i === 0 ? ('presunto' as const) : ('definitivo' as const),
      presumedOn: day(now, i === 0 ? 45 : 400),
      definitiveOn: i === 0 ? null : day(now, 120),
    })),
    { rfc: 'CFA180315KL2', name: 'COMERCIALIZADORA FANTASMA DEL NORTE SA DE CV', situation: 'definitivo' as const, presumedOn: day(now, 700), definitiveOn: day(now, 500) },
    { rfc: 'SIA190520PQ7', name: 'SERVICIOS INTEGRALES ALFA SC', situation: 'desvirtuado' as const, presumedOn: day(now, 300), definitiveOn: null },
  ]
  await db.insert(sat69bEntries).values(entries.map((e, i) => ({ ...e, importId: list!.id, line: i + 4, ...(e.situation === 'desvirtuado' ? { rebuttedOn: day(now, 90) } : {}) })))
  const listed = picked.map((c, i) => ({ companyId: c.id, rfc: entries[i]!.rfc, listedName: entries[i]!.name, situation: entries[i]!.situation, since: entries[i]!.definitiveOn ?? entries[i]!.presumedOn, importId: list!.id, foundAt: now }))
  if (listed.length > 0) await db.insert(companySat69b).values(listed)
  const count = (situation: string) => entries.filter((e) => e.situation === situation).length
  await db
    .update(sat69bImports)
    .set({ presuntoCount: count('presunto'), definitivoCount: count('definitivo'), desvirtuadoCount: count('desvirtuado'), flaggedCompanies: listed.length })
    .where(eq(sat69bImports.id, list!.id))
}
