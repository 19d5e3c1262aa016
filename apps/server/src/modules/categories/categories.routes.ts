import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZCategoryTreeResponseSchema } from '@nexo/shared'
import { categoriesPolicies } from './categories.policy'
import { getCategoryTree, listCategories } from './categories.service'

const ZCategorySchema = z.object({ id: z.number().int(), parentId: z.number().int().nullable(), code: z.string(), slug: z.string(), nameEn: z.string(), nameEs: z.string() })

/** Public reference data: industry categories (sign-up step 6, search filters). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/categories',
    { config: { policy: categoriesPolicies.read }, schema: { tags: ['reference'], summary: 'Industry categories (NAICS/SCIAN based tree)', response: { 200: z.object({ items: z.array(ZCategorySchema) }) } } },
    async (_request, reply) => reply.header('Cache-Control', 'public, max-age=300').send(await listCategories(app.database.db)),
  )

  // Public (/category page): the tree with company counts; counts change slowly, so a short shared cache.
  app.get(
    '/api/v1/categories/tree',
    { config: { policy: categoriesPolicies.read }, schema: { tags: ['reference'], summary: 'Category tree with counts of approved, visible companies', response: { 200: ZCategoryTreeResponseSchema } } },
    async (_request, reply) => reply
        .header('Cache-Control', 'public, max-age=60')
        .send(await app.searchCache.answer('category-tree', null, () => getCategoryTree(app.database.db))),
  )
}
