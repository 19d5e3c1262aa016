/**
 * The bilingual manufacturing thesaurus: data files in ../thesaurus/*.tsv (one concept per line: Spanish terms,
 * English terms, optional language-neutral codes; variants separated by "|"), loaded once. Terms are matched on
 * folded tokens, longest phrase first, so "moldeo por inyección" is one concept, not three words.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { foldText, isStopWord, tokenize } from './text'

export const THESAURUS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'thesaurus')

export type TermLanguage = 'es' | 'en' | 'code'

export interface ThesaurusTerm {
  /** As written in the file. */
  text: string
  lang: TermLanguage
  /** Folded tokens (stop words kept: they are part of the phrase as written). */
  tokens: string[]
}

export interface ThesaurusEntry {
  id: number
  /** File name without extension: processes, materials, parts, finishes, industries, certifications, equipment, general. */
  domain: string
  /** 1-based line in its file (for error messages and the report). */
  line: number
  terms: ThesaurusTerm[]
}

export interface ParsedLine {
  line: number
  columns: string[]
}

/** The data lines of a thesaurus file: comments (#) and blank lines skipped, columns split on tabs. */
export function parseThesaurusFile(text: string): ParsedLine[] {
  const out: ParsedLine[] = []
  text.split('\n').forEach((raw, i) => {
    const line = raw.replace(/\r$/, '')
    if (line.trim() === '' || line.startsWith('#')) return
    out.push({ line: i + 1, columns: line.split('\t') })
  })
  return out
}

export function thesaurusFiles(dir = THESAURUS_DIR): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tsv'))
    .sort()
}

function splitCell(cell: string | undefined): string[] {
  return (cell ?? '')
    .split('|')
    .map((t) => t.trim())
    .filter((t) => t !== '')
}

export class Thesaurus {
  readonly entries: ThesaurusEntry[] = []
  /** Folded phrase (tokens joined by a space) → entry ids. */
  private readonly byPhrase = new Map<string, number[]>()
  /** Every token of every term: the vocabulary typo correction tries first. */
  readonly vocabulary = new Set<string>()
  /** Longest phrase, in tokens. */
  maxPhraseTokens = 1

  constructor(files: { domain: string; text: string }[]) {
    for (const file of files) {
      for (const { line, columns } of parseThesaurusFile(file.text)) {
        const terms: ThesaurusTerm[] = []
        const add = (lang: TermLanguage, cell: string | undefined) => {
          for (const text of splitCell(cell)) terms.push({ text, lang, tokens: tokenize(text) })
        }
        add('es', columns[0])
        add('en', columns[1])
        add('code', columns[2])
        const id = this.entries.length
        this.entries.push({ id, domain: file.domain, line, terms })
        for (const term of terms) {
          if (term.tokens.length === 0) continue
          const key = term.tokens.join(' ')
          const ids = this.byPhrase.get(key) ?? []
          if (!ids.includes(id)) ids.push(id)
          this.byPhrase.set(key, ids)
          this.maxPhraseTokens = Math.max(this.maxPhraseTokens, term.tokens.length)
          for (const t of term.tokens) if (!isStopWord(t)) this.vocabulary.add(t)
        }
      }
    }
  }

  /** Entries with a term written exactly as these folded tokens. */
  lookup(tokens: readonly string[]): ThesaurusEntry[] {
    const ids = this.byPhrase.get(tokens.join(' ')) ?? []
    return ids.map((id) => this.entries[id]!)
  }

  /**
   * Entries for a single word, also tried in the singular (Spanish and English plural endings), as people type
   * "troqueles" or "stampings" where the thesaurus lists the singular.
   */
  lookupWord(word: string): { entries: ThesaurusEntry[]; form: string } {
    for (const form of singularForms(word)) {
      const entries = this.lookup([form])
      if (entries.length > 0) return { entries, form }
    }
    return { entries: [], form: word }
  }
}

/** The word and its likely singulars: "troqueles" → troquel, "moldes" → molde, "parts" → part, "presses" → press. */
export function singularForms(word: string): string[] {
  const forms = [word]
  if (word.length > 4 && word.endsWith('es')) forms.push(word.slice(0, -2))
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1))
  if (word.length > 4 && word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`)
  return forms
}

let loaded: Thesaurus | null = null

/** The thesaurus of ../thesaurus/*.tsv, read once per process. */
export function thesaurus(): Thesaurus {
  if (!loaded) {
    loaded = new Thesaurus(
      thesaurusFiles().map((f) => ({ domain: f.replace(/\.tsv$/, ''), text: readFileSync(path.join(THESAURUS_DIR, f), 'utf8') })),
    )
  }
  return loaded
}

/** Folded phrase of a term, for comparisons. */
export function foldPhrase(text: string): string {
  return tokenize(foldText(text)).join(' ')
}
