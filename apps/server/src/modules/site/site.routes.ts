import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import type { FastifyPluginAsync } from 'fastify'
import type { SpaRoutes } from '../../platform/spa-routes'
import { renderRobots, renderSitemap } from './site.service'

const gzipAsync = promisify(gzip)

/** How long crawlers and proxies may keep robots.txt and sitemap.xml. */
const SITE_FILES_MAX_AGE_S = 3600

/** robots.txt and sitemap.xml: site files for crawlers, outside /api, built from the SPA's route table. */
export const siteRoutes: FastifyPluginAsync<{ spaRoutes: SpaRoutes | null }> = async (app, { spaRoutes }) => {
  const table = spaRoutes?.table ?? null
  const publicUrl = app.config.PUBLIC_URL

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', `public, max-age=${SITE_FILES_MAX_AGE_S}`)
      .send(renderRobots(publicUrl, table)),
  )

  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await renderSitemap({ db: app.database.db, searchCache: app.searchCache, publicUrl }, table)
    reply.type('application/xml; charset=utf-8').header('Cache-Control', `public, max-age=${SITE_FILES_MAX_AGE_S}`).header('Vary', 'Accept-Encoding')
    // With thousands of companies the file is ~0.5 MB of repetitive XML: crawlers accept gzip, a tenth of that.
    if (/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return reply.header('Content-Encoding', 'gzip').send(await gzipAsync(xml))
    return reply.send(xml)
  })
}
