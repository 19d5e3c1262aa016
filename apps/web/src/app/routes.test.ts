import { describe, expect, it } from 'vitest'
import type { RouteObject } from 'react-router'
import { DASHBOARD_SEGMENTS, paths } from '../config/paths'
import type { RouteHandle } from './guards'
import { isDashboardPath } from './guards'
import { dashboardRoutes, routes, websiteRoutes } from './routes'

function patternOf(value: unknown): string {
  return typeof value === 'string' ? value : (value as { pattern: string }).pattern
}

const declared = (list: RouteObject[]) => list.map((route) => route.path)
const allPatterns = Object.values(paths).map(patternOf)

describe('route table', () => {
  it('declares every path of config/paths.ts exactly once', () => {
    const routed = [...declared(websiteRoutes), ...declared(dashboardRoutes)]
    expect([...routed].sort()).toEqual([...allPatterns].sort())
  })

  it('gives every page route an error boundary and an access rule', () => {
    for (const route of [...websiteRoutes, ...dashboardRoutes]) {
      expect(route.errorElement, route.path).toBeTruthy()
      expect((route.handle as RouteHandle).access, route.path).toMatch(/^(public|private)$/)
    }
  })

  it('makes every website route public except /membership', () => {
    const privateOnes = websiteRoutes.filter((route) => (route.handle as RouteHandle).access !== 'public').map((route) => route.path)
    expect(privateOnes).toEqual([paths.membership])
  })

  it('makes every dashboard route private and a dashboard path', () => {
    for (const route of dashboardRoutes) {
      expect((route.handle as RouteHandle).access, route.path).toBe('private')
      expect(isDashboardPath(route.path ?? ''), route.path).toBe(true)
    }
  })

  it('uses every dashboard segment and no website route starts with one', () => {
    const firstSegments = new Set(dashboardRoutes.map((route) => (route.path ?? '').split('/')[1]))
    expect([...firstSegments].sort()).toEqual([...DASHBOARD_SEGMENTS].sort())
    for (const route of websiteRoutes) expect(isDashboardPath(route.path ?? ''), route.path).toBe(false)
  })

  it('ends with a catch-all under the root', () => {
    const root = routes[0]
    expect(root?.errorElement).toBeTruthy()
    expect(root?.hydrateFallbackElement).toBeTruthy()
    const last = root?.children?.at(-1)
    expect(last?.path).toBe('*')
    expect((last?.handle as RouteHandle).isCatchAll).toBe(true)
  })
})
