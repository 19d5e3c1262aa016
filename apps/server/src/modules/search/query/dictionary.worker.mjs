// Builds the list of Spanish and English words for typo correction (query/dictionary.ts, ADR 050) in a worker
// thread, so the seconds it takes never block the server's event loop. The hunspell dictionaries (npm
// dictionary-es, dictionary-en) are expanded by nspell into every form (plurals, conjugations), folded as search
// folds text (lower case, no accents), sorted, and kept in a cache file named by the dictionaries' versions; a
// later start reads that file. Posted back: the words as one "\n"-joined buffer and each word's start offset.
import { readFileSync, renameSync, writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parentPort, workerData } from 'node:worker_threads'

const version = (name) => JSON.parse(readFileSync(new URL('package.json', import.meta.resolve(name)), 'utf8')).version
const dir = workerData?.cacheDir ?? path.join(os.tmpdir(), 'nexo-dictionaries')
const file = path.join(dir, `words-es${version('dictionary-es')}-en${version('dictionary-en')}-v1.txt`)

async function expand() {
  const { default: nspell } = await import('nspell')
  const { default: es } = await import('dictionary-es')
  const { default: en } = await import('dictionary-en')
  const words = new Set()
  for (const dictionary of [es, en]) {
    for (const form of Object.keys(nspell(dictionary).data)) {
      // Proper names and abbreviations ("Abad", "ADSL") are not words a requirement's prose is made of.
      if (form[0] !== form[0].toLowerCase()) continue
      const folded = form.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
      if (/^[a-z]+$/.test(folded)) words.add(folded)
    }
  }
  const text = [...words].sort().join('\n')
  try {
    mkdirSync(dir, { recursive: true })
    const tmp = `${file}.${process.pid}.tmp`
    writeFileSync(tmp, text)
    renameSync(tmp, file)
  } catch {
    // No cache: the next start expands again.
  }
  return text
}

let text
try {
  text = readFileSync(file, 'utf8')
} catch {
  text = await expand()
}
const bytes = Buffer.from(text, 'latin1')
const starts = []
let at = 0
for (;;) {
  starts.push(at)
  const next = bytes.indexOf(10, at)
  if (next < 0) break
  at = next + 1
}
const offsets = new Uint32Array(starts)
const buffer = new Uint8Array(bytes.byteLength)
buffer.set(bytes)
parentPort.postMessage({ words: buffer, offsets }, [buffer.buffer, offsets.buffer])
