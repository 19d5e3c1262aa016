import type { THealthResponse, TPublicConfigResponse, TSystemHealthResponse } from '@nexo/shared'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import type { Readiness } from '../../platform/readiness'
import { APP_VERSION } from '../../version'

const startedAt = Date.now()

/** Public health: each part's readiness (platform/readiness.ts); `degraded` when one is not ready. Nothing else. */
export async function checkHealth(readiness: Readiness): Promise<THealthResponse> {
  const { ready, parts } = await readiness.read()
  return { status: ready ? 'ok' : 'degraded', parts }
}

/** The platform admin's details: the public answer plus a live database round-trip, load figures, version, uptime. */
export async function checkSystemHealth(readiness: Readiness, database: Database, load: TSystemHealthResponse['load']): Promise<TSystemHealthResponse> {
  const health = await checkHealth(readiness)
  const t0 = performance.now()
  let isUp = true
  try {
    await database.ping()
  } catch {
    isUp = false
  }
  return {
    ...health,
    database: {
      status: isUp ? 'up' : 'down',
      driver: database.driver,
      latencyMs: isUp ? Math.round((performance.now() - t0) * 100) / 100 : null,
    },
    load,
    version: APP_VERSION,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
  }
}

export function getPublicConfig(config: Config): TPublicConfigResponse {
  return {
    mapTileUrl: config.MAP_TILE_URL,
    mapAttribution: config.MAP_ATTRIBUTION,
    captchaProvider: config.CAPTCHA_PROVIDER,
    recaptchaSiteKey: config.RECAPTCHA_SITE_KEY ?? null,
  }
}
