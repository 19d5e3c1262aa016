import { matchRoutes, type RouteObject } from 'react-router'

type Matches = ReturnType<typeof matchRoutes<RouteObject>>

/** Paths remembered per route table: a render asks for the same few paths again and again (issue 25). */
const REMEMBERED_PATHS = 64
const memo = new WeakMap<RouteObject[], Map<string, Matches>>()

/**
 * `matchRoutes(table, pathname)`, remembered for the last paths asked. React Router flattens and ranks the whole table
 * on every call (~1 ms for ours), and a server render asked it for the same path several times per pass (the guard, the
 * preload, the allowlist): 8 of a company page's ~35 ms of CPU. The matches are shared: read them, never change them.
 */
export function matchRoutesOnce(table: RouteObject[], pathname: string): Matches {
  let paths = memo.get(table)
  if (!paths) memo.set(table, (paths = new Map()))
  if (paths.has(pathname)) return paths.get(pathname) ?? null
  const matches = matchRoutes(table, pathname)
  if (paths.size >= REMEMBERED_PATHS) paths.delete(paths.keys().next().value as string)
  paths.set(pathname, matches)
  return matches
}
