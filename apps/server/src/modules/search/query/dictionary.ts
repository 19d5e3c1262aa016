/**
 * Which words are words of Spanish or English (issue 26 §3, ADR 050): typo correction never rewrites one. The word
 * list is the hunspell dictionaries' (npm dictionary-es and dictionary-en, the LibreOffice/Debian lists) expanded
 * into every form by nspell and folded as search folds text ("inyeccion", "cotizamos", "stamped"): ~663,000 words,
 * kept as one sorted byte buffer (~7 MB) searched by halves. A worker thread builds it (seconds, the first time on
 * a machine; then from a cache file), so the event loop never waits; questions asked meanwhile wait for it. If the
 * worker fails, no word counts as a word and correction works as before (logged once).
 */
import { Worker } from 'node:worker_threads'

interface WordList {
  words: Uint8Array
  offsets: Uint32Array
}

let loading: Promise<WordList | null> | null = null

function load(): Promise<WordList | null> {
  loading ??= new Promise<WordList | null>((resolve) => {
    try {
      const worker = new Worker(new URL('./dictionary.worker.mjs', import.meta.url))
      worker.once('message', (m: WordList) => {
        resolve(m)
        void worker.terminate()
      })
      worker.once('error', (error) => {
        console.error('spelling dictionaries unavailable; typo correction runs without them', error)
        resolve(null)
      })
    } catch (error) {
      console.error('spelling dictionaries unavailable; typo correction runs without them', error)
      resolve(null)
    }
  })
  return loading
}

/** Starts building the word list in the background (so the first question need not wait for it). */
export function warmDictionaries(): void {
  void load()
}

/** -1, 0, 1: the word at `offsets[i]` against `word` (ASCII bytes). */
function compareAt(list: WordList, i: number, word: string): number {
  const start = list.offsets[i]!
  const end = i + 1 < list.offsets.length ? list.offsets[i + 1]! - 1 : list.words.length
  const n = Math.min(end - start, word.length)
  for (let k = 0; k < n; k++) {
    const d = list.words[start + k]! - word.charCodeAt(k)
    if (d !== 0) return d < 0 ? -1 : 1
  }
  return end - start - word.length < 0 ? -1 : end - start === word.length ? 0 : 1
}

function has(list: WordList, word: string): boolean {
  let lo = 0
  let hi = list.offsets.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1
    const c = compareAt(list, mid, word)
    if (c === 0) return true
    if (c < 0) lo = mid + 1
    else hi = mid - 1
  }
  return false
}

/** The words (folded tokens) of `words` that the Spanish or English dictionaries hold. */
export async function dictionaryWords(words: readonly string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set()
  const list = await load()
  if (!list) return new Set()
  return new Set(words.filter((w) => /^[a-z]+$/.test(w) && has(list, w)))
}
