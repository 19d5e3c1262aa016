// Bundle budget, run by `npm run build` after `vite build`: fails the build when the JavaScript a first visit to `/`
// needs is over budget (issue 11). Counted, gzipped at level 9 like the server's precompressed copies:
//   - the entry of index.html and every chunk it imports statically (what index.html modulepreloads);
//   - the home page's chunk and its static imports (the router loads it before the first render);
//   - the English texts of the shell (the first visit is in English; lib/i18n.ts loads them before the first render).
// A chunk counts once however many of them need it. CSS is reported, not budgeted.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

// Issue 11's goal, met since 2026-11-27 (ADR 014): at most 150 KB. It only moves down (the measure rounded up to the
// next KB). Today ~147 KB: React and React DOM ~66, React Router in declarative mode ~13, TanStack Query ~10,
// Mantine's core and the shell's and home page's components ~29, our shell and home page ~23 (lib/translator.ts, the
// few lines that replaced i18next and react-i18next, included), their texts ~3. ADR 014 has the chunk by chunk account.
const BUDGET_KB = 148
const HOME_PAGE = 'src/features/home/pages/home-page.tsx'
// lib/i18n.ts loads a language's texts as one chunk, named in vite.config.ts.
const FIRST_VISIT_TEXTS = /(^|\/)texts-en-shell-[^/]+\.js$/

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist')
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'))

function entryKey(predicate, what) {
  const key = Object.keys(manifest).find(predicate)
  if (!key) {
    console.error(`bundle budget: ${what} is not in dist/.vite/manifest.json; update apps/web/scripts/check-bundle-budget.mjs`)
    process.exit(1)
  }
  return key
}

const roots = [
  entryKey((key) => manifest[key].isEntry && key.endsWith('index.html'), 'the index.html entry'),
  entryKey((key) => key === HOME_PAGE, `the home page (${HOME_PAGE})`),
  entryKey((key) => FIRST_VISIT_TEXTS.test(manifest[key].file), 'the English shell texts chunk (texts-en-shell)'),
]

const chunks = new Set()
const styles = new Set()
function visit(key) {
  const chunk = manifest[key]
  if (!chunk || chunks.has(chunk.file)) return
  chunks.add(chunk.file)
  for (const css of chunk.css ?? []) styles.add(css)
  for (const imported of chunk.imports ?? []) visit(imported)
}
roots.forEach(visit)

const gzipped = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
const rows = [...chunks].map((file) => ({ file, bytes: gzipped(file) })).sort((a, b) => b.bytes - a.bytes)
const total = rows.reduce((sum, row) => sum + row.bytes, 0)
const cssTotal = [...styles].reduce((sum, file) => sum + gzipped(file), 0)
const kb = (bytes) => (bytes / 1024).toFixed(1)

console.log(`\nInitial JS of / (gzipped): ${kb(total)} KB of ${BUDGET_KB} KB budget, ${rows.length} chunks`)
for (const row of rows) console.log(`  ${kb(row.bytes).padStart(6)} KB  ${row.file}`)
console.log(`Initial CSS of / (gzipped, not budgeted): ${kb(cssTotal)} KB\n`)

if (total > BUDGET_KB * 1024) {
  console.error(`bundle budget exceeded: ${kb(total)} KB > ${BUDGET_KB} KB. Load the extra code lazily (route \`lazy\`, React.lazy, import()) instead of raising the budget.`)
  process.exit(1)
}
