/**
 * Query understanding without the database: a query (or a requirement's text) becomes a list of concepts. A
 * concept is a thesaurus phrase ("moldeo por inyección"), a code (`8.8`, `a380`, `16949`) or a plain word, with
 * every term it may be written as in a profile (its thesaurus synonyms and translations). Typo correction needs
 * to know which words the index holds: the caller passes that in (`WordStatus`), so this stays a pure function.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isCodeToken, isStopWord, tokenize } from './text'
import { THESAURUS_DIR, thesaurus, type TermLanguage, type ThesaurusEntry } from './thesaurus'
import { allowedEdits, closestWord, editDistance } from './typo'

export interface WordStatus {
  /** Some indexed word starts with it. */
  known: boolean
  /** For an unknown word, the most similar indexed word (pg_trgm), if any. */
  indexCorrection: string | null
  /**
   * A word of Spanish or English (hunspell dictionaries, query/dictionary.ts): never corrected, however close an
   * indexed word is ("tapar" is not a typo of "tapas").
   */
  isWord?: boolean
}

export interface ConceptTerm {
  text: string
  lang: TermLanguage | 'query'
  /** The words the user wrote (after correction), as opposed to a synonym or translation the thesaurus added. */
  fromQuery: boolean
  /**
   * Every language the concept's thesaurus entries write this spelling in ("bracket" is Mexican Spanish and English;
   * the query's own words: the languages of the thesaurus terms spelt as written). Terms are listed once.
   */
  langs?: TermLanguage[]
  /** The query's own words as the thesaurus spells them, accents included ("fundición" for "fundicion"). */
  display?: string
}

export interface QueryConcept {
  /** What the query said for this concept, after typo correction (folded tokens joined by a space). */
  source: string
  kind: 'phrase' | 'word' | 'code'
  /** The thesaurus entries it matched ([] for a word the thesaurus does not know). */
  entries: ThesaurusEntry[]
  terms: ConceptTerm[]
  /** Share of the query it stands for before normalization: 1, or GENERIC_WEIGHT for words like "proveedor". */
  weight: number
  /** Also match indexed words starting with the source word (half-typed words). */
  prefix: boolean
}

export interface QueryPlan {
  concepts: QueryConcept[]
  /** Words replaced by a correction: [typed, searched]. */
  corrections: [string, string][]
  /** The query as searched, when a word was corrected; else null. */
  correctedQuery: string | null
  /** Words no profile contains and nothing resembles (searched with UNKNOWN_WEIGHT). */
  unmatched: string[]
}

/** Weight of a concept made only of generic words (thesaurus/generic-words.txt). */
export const GENERIC_WEIGHT = 0.3
/** Weight of a word no indexed word starts with and nothing resembles. */
export const UNKNOWN_WEIGHT = 0.2

let generic: Set<string> | null = null
export function genericWords(): Set<string> {
  if (!generic) {
    generic = new Set(
      readFileSync(path.join(THESAURUS_DIR, 'generic-words.txt'), 'utf8')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l !== '' && !l.startsWith('#')),
    )
  }
  return generic
}

/** The words of a query that the thesaurus does not know and that need the index's opinion (known? correction?). */
export function wordsToCheck(text: string): string[] {
  const vocabulary = thesaurus().vocabulary
  return [...new Set(tokenize(text))].filter((t) => !isStopWord(t) && !isCodeToken(t) && t.length >= 3 && !vocabulary.has(t))
}

/**
 * The word to search for a typed one. Only an unknown word (no indexed word starts with it) that is not a word of
 * Spanish or English is corrected, and only when the correction is confident: the one closest thesaurus word within
 * the allowed edits (none when two are equally close), else the index's most similar word if it is within the
 * allowed edits and starts with the same letter (pg_trgm similarity alone matched words sharing a few letters).
 */
function correct(token: string, status: WordStatus | undefined): string {
  if (!status || status.known || status.isWord === true || isCodeToken(token) || isStopWord(token)) return token
  const fromThesaurus = closestWord(token, thesaurus().vocabulary)
  const fromIndex = status.indexCorrection
  const indexDistance = fromIndex ? editDistance(token, fromIndex, 3) : Number.POSITIVE_INFINITY
  const indexConfident = fromIndex !== null && indexDistance <= allowedEdits(token) && fromIndex[0] === token[0]
  if (fromThesaurus && !fromThesaurus.tied && (!indexConfident || fromThesaurus.distance <= indexDistance)) return fromThesaurus.word
  return indexConfident ? fromIndex : token
}

/**
 * Turns text into concepts. `statuses` holds the index's view of the words `wordsToCheck` returned (missing ones
 * count as known). At most `maxConcepts` concepts are kept, in query order.
 */
export function planQuery(text: string, statuses: ReadonlyMap<string, WordStatus>, maxConcepts: number): QueryPlan {
  const th = thesaurus()
  const gen = genericWords()
  const typed = tokenize(text)
  const corrections: [string, string][] = []
  const tokens = typed.map((t) => {
    const fixed = vocabularyHas(t) ? t : correct(t, statuses.get(t))
    if (fixed !== t && !corrections.some(([from]) => from === t)) corrections.push([t, fixed])
    return fixed
  })

  const concepts: QueryConcept[] = []
  const unmatched: string[] = []
  const seen = new Set<string>()
  const push = (c: QueryConcept) => {
    if (seen.has(c.source) || concepts.length >= maxConcepts) return
    seen.add(c.source)
    concepts.push(c)
  }
  let i = 0
  while (i < tokens.length) {
    const token = tokens[i]!
    if (isStopWord(token)) {
      i++
      continue
    }
    // Longest thesaurus phrase starting here (it must not end on a stop word).
    let matched = false
    for (let len = Math.min(th.maxPhraseTokens, tokens.length - i); len >= 2; len--) {
      const span = tokens.slice(i, i + len)
      if (isStopWord(span[span.length - 1]!)) continue
      const entries = th.lookup(span)
      if (entries.length > 0) {
        push(conceptOf(span.join(' '), 'phrase', entries, gen))
        i += len
        matched = true
        break
      }
    }
    if (matched) continue
    const { entries } = th.lookupWord(token)
    const status = statuses.get(token)
    const known = status ? status.known : true
    // A word no profile contains (and nothing close to it) cannot tell suppliers apart today: it weighs little, so
    // it hardly lowers anyone's coverage, but it is still searched (the first profile to write it is found).
    if (!known && entries.length === 0 && !isCodeToken(token)) {
      unmatched.push(token)
      push({ ...conceptOf(token, 'word', [], gen), weight: UNKNOWN_WEIGHT })
      i++
      continue
    }
    push({
      ...conceptOf(token, isCodeToken(token) ? 'code' : 'word', entries, gen),
      prefix: known && !isCodeToken(token) && token.length >= 4,
    })
    i++
  }
  return {
    concepts,
    corrections,
    correctedQuery: corrections.length > 0 ? tokens.join(' ') : null,
    unmatched,
  }
}

function vocabularyHas(token: string): boolean {
  return isCodeToken(token) || isStopWord(token) || thesaurus().vocabulary.has(token)
}

function conceptOf(source: string, kind: QueryConcept['kind'], entries: ThesaurusEntry[], gen: Set<string>): QueryConcept {
  const terms: ConceptTerm[] = [{ text: source, lang: 'query', fromQuery: true, langs: [] }]
  const byKey = new Map([[source, terms[0]!]])
  for (const entry of entries) {
    for (const term of entry.terms) {
      const key = term.tokens.join(' ')
      if (key === '') continue
      const seen = byKey.get(key)
      if (seen) {
        if (!seen.langs!.includes(term.lang)) seen.langs!.push(term.lang)
        if (seen.fromQuery && seen.display === undefined && term.lang !== 'code') seen.display = term.text
        continue
      }
      const added: ConceptTerm = { text: term.text, lang: term.lang, fromQuery: false, langs: [term.lang] }
      byKey.set(key, added)
      terms.push(added)
    }
  }
  const sourceTokens = source.split(' ').filter((t) => !isStopWord(t))
  const isGeneric = sourceTokens.length > 0 && sourceTokens.every((t) => gen.has(t))
  return { source, kind, entries, terms, weight: isGeneric ? GENERIC_WEIGHT : 1, prefix: false }
}
