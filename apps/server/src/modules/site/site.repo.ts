import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies } from '../../db/schema'

/** A listed company's public texts for its page's meta tags (read-only: basic fields anyone may see). */
export async function findListedCompanyHead(db: Db, id: string) {
  const [row] = await db
    .select({ tradeName: companies.tradeName, city: companies.city, briefDescription: companies.briefDescription })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.status, 'approved'), eq(companies.isVisible, true)))
  return row ?? null
}
