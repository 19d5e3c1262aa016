import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAGE_MODULES } from './page-modules'
import { SERVER_RENDERED_PAGES } from './server-rendered-pages'

/**
 * Keeps server renders apart (ADR 038, plan step 2): code a server-rendered page runs must read the language from
 * its I18nextProvider (useLanguage, useIntlLocale, useTranslation().i18n), never from the app's i18next instance,
 * which a concurrent render in another language shares. Checked on the source of every file such a page, its
 * layouts and the providers import, directly or lazily.
 */
const WEB = path.resolve(import.meta.dirname, '../..')

/** Files that use the app's instance only outside rendering (events, callbacks), where the browser's is right. */
const OUTSIDE_RENDER: Readonly<Record<string, string>> = {
  'src/lib/notify.ts': 'toast titles, shown in the browser only',
  'src/features/notifications/components/notifications-live.tsx': 'socket message callback',
  'src/app/providers.tsx': "the app's instance is the default the browser renders with",
}

/** Reads the app's language, or imports the app's instance, instead of the provider's. */
const APP_LANGUAGE = /\b(currentLanguage|intlLocale)\(\)|import\s*\{[^}]*\bi18n\b[^}]*\}\s*from\s*'\.[^']*\/i18n'/

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = /\.(ts|tsx)$/.test(base) ? [base] : [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]
  return candidates.find((file) => existsSync(file)) ?? null
}

/** Every source file reachable from `roots` through static and dynamic relative imports. */
function reachableFiles(roots: string[]): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const [, specifier = ''] of source.matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)) {
      const target = resolveImport(file, specifier)
      // routes.tsx is where every page is imported; the pages that are not server-rendered are not followed.
      if (target && !target.endsWith(`${path.sep}app${path.sep}routes.tsx`)) visit(target)
    }
  }
  roots.forEach(visit)
  return [...seen].map((file) => path.relative(WEB, file).split(path.sep).join('/'))
}

describe('server-rendered pages', () => {
  it("read the language from their provider's i18next instance, never the app's", () => {
    const roots = [
      ...[...SERVER_RENDERED_PAGES].map((pattern) => PAGE_MODULES[pattern] ?? ''),
      'src/app/layouts/root-layout.tsx',
      'src/app/layouts/public-layout.tsx',
      'src/app/providers.tsx',
    ].map((file) => path.join(WEB, file))
    const files = reachableFiles(roots)
    expect(files.length).toBeGreaterThan(50)
    const offending = files.filter((file) => file !== 'src/lib/i18n.ts' && !(file in OUTSIDE_RENDER) && APP_LANGUAGE.test(readFileSync(path.join(WEB, file), 'utf8')))
    expect(offending).toEqual([])
  })
})
