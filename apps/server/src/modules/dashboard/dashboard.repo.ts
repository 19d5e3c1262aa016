import { and, count, eq, gte, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { companies, companyCategories, requirements } from '../../db/schema'

/**
 * Opportunities (docs/decisions/007): open, public requirements of other listed companies whose end
 * date has not passed and whose category or subcategory is one of this company's categories. A
 * read-only count over the requirements table until the requirements feature offers one.
 */
export async function countOpportunities(db: Db, companyId: string, today: string): Promise<number> {
  const myCategories = sql`(select ${companyCategories.categoryId} from ${companyCategories} where ${companyCategories.companyId} = ${companyId})`
  const [row] = await db
    .select({ value: count() })
    .from(requirements)
    .innerJoin(companies, eq(companies.id, requirements.companyId))
    .where(
      and(
        eq(requirements.status, 'opened'),
        eq(requirements.isPublic, true),
        gte(requirements.endDate, today),
        ne(requirements.companyId, companyId),
        eq(companies.status, 'approved'),
        eq(companies.isVisible, true),
        or(sql`${requirements.categoryId} in ${myCategories}`, sql`${requirements.subcategoryId} in ${myCategories}`),
      ),
    )
  return row?.value ?? 0
}
