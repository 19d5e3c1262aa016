/**
 * How many journey files run at once, each worker against its own server (support/global-setup.ts). The journeys
 * mostly wait on the browser and the server, so two workers keep a 2-core machine busy; `E2E_WORKERS=1` runs them one
 * at a time.
 */
export const journeyWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2) || 1)
