import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZErrorResponseSchema,
  ZFavouriteIdsQuerySchema,
  ZFavouriteIdsResponseSchema,
  ZFavouriteListQuerySchema,
  ZFavouriteListResponseSchema,
  ZFavouriteParamsSchema,
  ZFavouriteStateResponseSchema,
} from '@nexo/shared'
import { authOf } from '../../platform/policy'
import { favouritesPolicies } from './favourites.policy'
import * as service from './favourites.service'

const errors = { 400: ZErrorResponseSchema, 401: ZErrorResponseSchema, 403: ZErrorResponseSchema, 404: ZErrorResponseSchema }

/** Spec /favourites: the signed-in user's favourite companies, products and requirements. */
export const favouritesRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db
  const common = { tags: ['favourites'], security: [{ bearer: [] }] }

  app.get(
    '/api/v1/favourites',
    {
      config: { policy: favouritesPolicies.use },
      schema: { ...common, summary: 'One tab of favourites (company, product or requirement), newest first, with card data', querystring: ZFavouriteListQuerySchema, response: { 200: ZFavouriteListResponseSchema, ...errors } },
    },
    async (request) => service.listFavourites(db, authOf(request).userId, request.query),
  )

  app.get(
    '/api/v1/favourites/ids',
    {
      config: { policy: favouritesPolicies.use },
      schema: { ...common, summary: 'The ids of the favourites of a type, for the heart toggles on cards', querystring: ZFavouriteIdsQuerySchema, response: { 200: ZFavouriteIdsResponseSchema, ...errors } },
    },
    async (request) => service.listFavouriteIds(db, authOf(request).userId, request.query.type),
  )

  app.put(
    '/api/v1/favourites/:type/:id',
    {
      config: { policy: favouritesPolicies.use },
      schema: { ...common, summary: 'Add a favourite (idempotent); 404 when the target does not exist or is not listed', params: ZFavouriteParamsSchema, response: { 200: ZFavouriteStateResponseSchema, ...errors } },
    },
    async (request) => service.addFavourite(db, authOf(request).userId, request.params.type, request.params.id),
  )

  app.delete(
    '/api/v1/favourites/:type/:id',
    {
      config: { policy: favouritesPolicies.use },
      schema: { ...common, summary: 'Remove a favourite (idempotent)', params: ZFavouriteParamsSchema, response: { 200: ZFavouriteStateResponseSchema, ...errors } },
    },
    async (request) => service.removeFavourite(db, authOf(request).userId, request.params.type, request.params.id),
  )
}
