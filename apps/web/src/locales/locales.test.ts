import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@nexo/shared'
import { NAMESPACES } from './resources'

const here = path.dirname(fileURLToPath(import.meta.url))

function jsonFiles(language: string): string[] {
  return readdirSync(path.join(here, language))
    .filter((file) => file.endsWith('.json'))
    .sort()
}

function load(language: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(here, language, file), 'utf8'))
}

/** Every leaf as "a.b.0.c" → value. */
function flatten(value: unknown, prefix = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === 'object') {
    const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
    if (entries.length === 0) out.set(prefix, value)
    for (const [key, child] of entries) flatten(child, prefix ? `${prefix}.${key}` : key, out)
  } else {
    out.set(prefix, value)
  }
  return out
}

const [reference, ...others] = LANGUAGES

describe('locale files', () => {
  it('exist for every supported language, with the same file names', () => {
    const referenceFiles = jsonFiles(reference)
    expect(referenceFiles.length).toBeGreaterThan(0)
    for (const language of others) expect(jsonFiles(language), language).toEqual(referenceFiles)
  })

  it('are all registered as namespaces in resources.ts', () => {
    expect(jsonFiles(reference).map((file) => file.replace(/\.json$/, '')).sort()).toEqual([...NAMESPACES].sort())
  })

  for (const file of jsonFiles(reference)) {
    describe(file, () => {
      const flat = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(load(language, file))]))

      for (const language of LANGUAGES) {
        it(`has the same keys in ${language} as in every other language`, () => {
          const mine = [...(flat[language]?.keys() ?? [])].sort()
          for (const other of LANGUAGES) {
            if (other === language) continue
            const theirs = new Set(flat[other]?.keys() ?? [])
            const missing = mine.filter((key) => !theirs.has(key))
            expect(missing, `keys of ${language}/${file} missing from ${other}/${file}`).toEqual([])
          }
        })

        it(`has no empty value in ${language}`, () => {
          const empty = [...(flat[language]?.entries() ?? [])]
            .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
            .map(([key]) => key)
          expect(empty, `empty or non-text values in ${language}/${file}`).toEqual([])
        })
      }
    })
  }
})
