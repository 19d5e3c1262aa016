import { describe, expect, it, vi } from 'vitest'
import type { RouteObject } from 'react-router'
import { DASHBOARD_SEGMENTS, paths } from '../config/paths'
import type { RouteHandle } from './guards'
import { isDashboardPath } from './guards'
import { PAGE_MODULES } from './page-modules'
import { dashboardRoutes, routes, websiteRoutes } from './routes'
import { SERVER_RENDERED_PAGES } from './server-rendered-pages'

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

  it('gives every page route an element (its error boundary and page) and an access rule', () => {
    for (const route of [...websiteRoutes, ...dashboardRoutes]) {
      expect(route.element, route.path).toBeTruthy()
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
    expect(root?.element).toBeTruthy()
    const last = root?.children?.at(-1)
    expect(last?.path).toBe('*')
    expect((last?.handle as RouteHandle).isCatchAll).toBe(true)
  })
})

describe('page modules and server-rendered pages (ADR 038)', () => {
  const lazyPages = [...websiteRoutes, ...dashboardRoutes].filter((route) => (route.handle as RouteHandle).page !== undefined)

  it('names a source file for every lazy page, and for nothing else', () => {
    expect(lazyPages.length).toBeGreaterThan(0)
    expect(Object.keys(PAGE_MODULES).sort()).toEqual(lazyPages.map((route) => route.path).sort())
  })

  it("names the file each lazy page's code comes from", async () => {
    // Every named file is replaced by a stand-in whose exports say which file they came from; loading a route then
    // shows which file its lazy page imported, without evaluating 65 pages (the map's Leaflet needs a browser).
    const sourceOf = new WeakMap<object, string>()
    for (const module of new Set(Object.values(PAGE_MODULES))) {
      const exports = new Proxy({} as Record<string, unknown>, {
        get: (_target, name) => {
          if (typeof name !== 'string' || name === 'then') return undefined
          const component = () => null
          sourceOf.set(component, module)
          return component
        },
        has: (_target, name) => typeof name === 'string' && name !== 'then',
      })
      vi.doMock(`../${module.slice('src/'.length)}`, () => exports)
    }
    try {
      for (const route of lazyPages) {
        const page = (route.handle as RouteHandle).page
        await page?.preload()
        const loaded = page?.loaded
        expect(loaded && sourceOf.get(loaded), route.path).toBe(PAGE_MODULES[route.path ?? ''])
      }
    } finally {
      for (const module of new Set(Object.values(PAGE_MODULES))) vi.doUnmock(`../${module.slice('src/'.length)}`)
    }
  })

  it('allows only public, lazy page routes to be rendered on the server, and never /map', () => {
    expect(SERVER_RENDERED_PAGES.size).toBeGreaterThan(0)
    for (const pattern of SERVER_RENDERED_PAGES) {
      const route = websiteRoutes.find((candidate) => candidate.path === pattern)
      expect(route, pattern).toBeDefined()
      expect((route?.handle as RouteHandle).access, pattern).toBe('public')
      expect(PAGE_MODULES[pattern], pattern).toBeDefined()
    }
    expect(SERVER_RENDERED_PAGES.has(paths.map)).toBe(false)
  })
})
