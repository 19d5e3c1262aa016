import type { THealthResponse, TPublicConfigResponse } from '@nexo/shared'
import type { Config } from '../../config'
import type { Database } from '../../db/client'
import { APP_VERSION } from '../../version'

const startedAt = Date.now()

/** Service health: database round-trip and load; `degraded` when either is not fine. */
export async function checkHealth(database: Database, load: THealthResponse['load']): Promise<THealthResponse> {
  const t0 = performance.now()
  let isUp = true
  try {
    await database.ping()
  } catch {
    isUp = false
  }
  return {
    status: isUp && load.status === 'ok' ? 'ok' : 'degraded',
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
