import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZCategoryListResponseSchema, ZCategoryTreeResponseSchema } from '@nexo/shared'
import { categoriesPolicies } from './categories.policy'
import { getCategoryTree, listCategories } from './categories.service'

/** `?includeRetired=true` also lists retired categories (marked by retiredAt), for the names of links already saved. */
export const ZIncludeRetiredQuerySchema = z.object({ includeRetired: z.enum(['true', 'false']).optional() })

/** Public reference data: industry categories (sign-up step 6, search filters). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/categories',
    {
      config: { policy: categoriesPolicies.read },
      schema: { tags: ['reference'], summary: 'Industry categories (NAICS/SCIAN based tree); retired ones only with includeRetired=true', querystring: ZIncludeRetiredQuerySchema, response: { 200: ZCategoryListResponseSchema } },
    },
    // The platform admin edits the list (docs/decisions/037): caches must ask again, so a change shows on the next request.
    async (request, reply) => reply.header('Cache-Control', 'no-cache').send(await listCategories(app.database.db, request.query.includeRetired === 'true')),
  )

  // Public (/category page): the tree of active categories with company counts. The server's answer cache follows
  // the search generation (ADR 008), so shared caches only revalidate: an admin's change shows on the next request.
  app.get(
    '/api/v1/categories/tree',
    { config: { policy: categoriesPolicies.read }, schema: { tags: ['reference'], summary: 'Category tree with counts of approved, visible companies', response: { 200: ZCategoryTreeResponseSchema } } },
    async (_request, reply) => reply
        .header('Cache-Control', 'no-cache')
        .send(await app.searchCache.answer('category-tree', null, () => getCategoryTree(app.database.db))),
  )
}
