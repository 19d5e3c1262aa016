/**
 * npm run thesaurus:report — which indexed words have no translation: words of listed companies' capability texts
 * (processes, materials, products, services, tags, specialization) that no thesaurus entry holds, most frequent
 * first, with the share of word occurrences the thesaurus covers. Uses DATABASE_URL, or the PGlite folder
 * `<DATA_DIR>/pg` exactly as the server does. `--limit N` (default 60) rows.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { loadConfig } from '../../config'
import { openDatabase } from '../../db/client'
import { rows } from '../../db/sql-rows'
import { singularForms, thesaurus } from './query/thesaurus'
import { isStopWord } from './query/text'

const { values } = parseArgs({ options: { limit: { type: 'string', default: '60' } } })
const limit = Number(values.limit)

const config = loadConfig(process.env)
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: path.join(config.DATA_DIR, 'pg') })
try {
  await database.migrate()
  const words = await rows<{ word: string; ndoc: number; nentry: number }>(
    database.db,
    sql`select word, ndoc, nentry from ts_stat($$
          select to_tsvector('simple', nexo_search_text(concat_ws(' ', processes, materials, main_products, main_services,
                 specialization, array_to_string(tags, ' ')))) from companies where status = 'approved' and is_visible
        $$) where word ~ '[a-z]' and length(word) >= 3 order by nentry desc, word`,
  )
  const vocabulary = thesaurus().vocabulary
  const known = (w: string) => singularForms(w).some((f) => vocabulary.has(f))
  const meaningful = words.filter((w) => !isStopWord(w.word) && !/^[0-9.]+$/.test(w.word))
  const missing = meaningful.filter((w) => !known(w.word))
  const total = meaningful.reduce((s, w) => s + w.nentry, 0)
  const covered = total - missing.reduce((s, w) => s + w.nentry, 0)
  console.log(`${thesaurus().entries.length} thesaurus entries; ${meaningful.length} distinct indexed words, ${missing.length} without a translation`)
  console.log(`occurrences covered by the thesaurus: ${total === 0 ? 0 : ((100 * covered) / total).toFixed(1)}%\n`)
  console.log('word                          companies  occurrences')
  for (const w of missing.slice(0, limit)) console.log(`${w.word.padEnd(30)}${String(w.ndoc).padStart(9)}  ${String(w.nentry).padStart(11)}`)
} finally {
  await database.close()
}
