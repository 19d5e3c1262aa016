/**
 * Data tables of matching (ADR 050), read once: which certifications include another
 * (certification-implications.tsv) and which trades make the tooling other trades use (tooling-relations.tsv).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { foldText, thesaurus, tokenize, type ThesaurusEntry } from '../search/retrieval.service'

const HERE = path.dirname(fileURLToPath(import.meta.url))

function dataLines(file: string): string[][] {
  return readFileSync(path.join(HERE, file), 'utf8')
    .split('\n')
    .map((l) => l.replace(/\r$/, ''))
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => l.split('\t'))
}

let implications: { slug: string; includes: string; why: string }[] | null = null

/** Certification slug → the slugs it includes, with the standard's reason. */
export function certificationImplications(): { slug: string; includes: string; why: string }[] {
  implications ??= dataLines('certification-implications.tsv').map(([slug, includes, why]) => ({ slug: slug!.trim(), includes: includes!.trim(), why: (why ?? '').trim() }))
  return implications
}

export interface ToolingRelation {
  name: string
  /** Folded terms (as the thesaurus writes them) of the tool maker's process, the tool, and the using process. */
  maker: string[]
  tool: string[]
  user: string[]
  /** Thesaurus entries holding those terms: a requirement concept of one of them names that side. */
  makerEntries: Set<number>
  userEntries: Set<number>
}

const split = (cell: string | undefined) =>
  (cell ?? '')
    .split('|')
    .map((t) => t.trim())
    .filter((t) => t !== '')

/** The thesaurus entries with a term written exactly so; [] when none (the data test reports it). */
export function entriesOfTerm(term: string): ThesaurusEntry[] {
  return thesaurus().lookup(tokenize(term))
}

let relations: ToolingRelation[] | null = null

export function toolingRelations(): ToolingRelation[] {
  relations ??= dataLines('tooling-relations.tsv').map(([name, maker, tool, user]) => {
    const ids = (terms: string[]) => new Set(terms.flatMap((t) => entriesOfTerm(t).map((e) => e.id)))
    const m = split(maker)
    const t = split(tool)
    const u = split(user)
    return { name: name!.trim(), maker: m.map(foldTerm), tool: t.map(foldTerm), user: u.map(foldTerm), makerEntries: ids([...m, ...t]), userEntries: ids(u) }
  })
  return relations
}

/** A term folded to its tokens joined by spaces ("Moldeo por inyección" → "moldeo por inyeccion"). */
export function foldTerm(term: string): string {
  return tokenize(foldText(term)).join(' ')
}

/**
 * The side of a relation a requirement asks for, from the concepts of its activity and title: the maker's process
 * or the tool named → the maker; else the using process named → the user; else the relation does not apply.
 */
export function wantedSide(concepts: readonly { origin: string; entries: readonly ThesaurusEntry[] }[], rel: ToolingRelation): 'maker' | 'user' | null {
  const own = concepts.filter((c) => c.origin === 'activity' || c.origin === 'title')
  if (own.some((c) => c.entries.some((e) => rel.makerEntries.has(e.id)))) return 'maker'
  if (own.some((c) => c.entries.some((e) => rel.userEntries.has(e.id)))) return 'user'
  return null
}
