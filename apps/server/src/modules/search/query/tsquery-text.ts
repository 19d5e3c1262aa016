/**
 * tsquery texts as PostgreSQL prints them (`'estamp' & 'metal' | 'stamping':*`), read back without a database:
 * simplified for the boolean `@@` tests, and their share of rows estimated from the planner's statistics.
 */

/** A lexeme, or an operator with its operands (`<->` stands for every phrase operator, `<N>` too). */
export type TsqueryNode = { word: string; prefix: boolean } | { op: '&' | '|' | '<->'; args: TsqueryNode[] } | { op: '!'; arg: TsqueryNode }

const TOKEN = /'((?:[^']|'')*)'(:[*A-D]+)?|<\d*-?>|[&|!()]/g

/** The tree of a tsquery text; null for an empty text or a token this reader does not know. */
export function parseTsquery(text: string): TsqueryNode | null {
  const tokens = [...text.matchAll(TOKEN)]
  if (tokens.length === 0 || tokens.reduce((n, t) => n + t[0].length, 0) !== text.replace(/\s+/g, '').length) return null
  let i = 0
  const unary = (): TsqueryNode => {
    const t = tokens[i++]
    if (!t) throw new Error('end of tsquery')
    if (t[0] === '!') return { op: '!', arg: unary() }
    if (t[0] === '(') {
      const node = or()
      if (tokens[i++]?.[0] !== ')') throw new Error('unclosed parenthesis')
      return node
    }
    if (t[1] === undefined) throw new Error(`unexpected ${t[0]}`)
    // Weight flags (A–D) restrict where a word counts; these texts never carry them, and a reader that dropped
    // them would widen the query: refuse.
    if (t[2] && /[A-D]/.test(t[2])) throw new Error('weighted lexeme')
    return { word: t[1].replaceAll("''", "'"), prefix: t[2]?.includes('*') ?? false }
  }
  // Operands joined by one operator: PostgreSQL binds <-> tighter than &, and & tighter than |.
  const joined =
    (operand: () => TsqueryNode, op: '<->' | '&' | '|', isOp: (token: string) => boolean) =>
    (): TsqueryNode => {
      const args = [operand()]
      while (tokens[i] && isOp(tokens[i]![0])) {
        i++
        args.push(operand())
      }
      return args.length === 1 ? args[0]! : { op, args }
    }
  const phrase = joined(unary, '<->', (t) => t.startsWith('<'))
  const and = joined(phrase, '&', (t) => t === '&')
  const or = joined(and, '|', (t) => t === '|')
  try {
    const node = or()
    return i === tokens.length ? node : null
  } catch {
    return null
  }
}

// ── Simplifying ─────────────────────────────────────────────────────────────────────────────────────────────

interface Lexeme {
  word: string
  prefix: boolean
}

/** Any-of-all-of form (`(a & b) | c`), when the tree is only that: lexemes under ANDs under ORs. */
function anyOfAllOf(node: TsqueryNode): Lexeme[][] | null {
  if ('word' in node) return [[node]]
  if (node.op === '!' || node.op === '<->') return null
  if (node.op === '|') {
    const out: Lexeme[][] = []
    for (const arg of node.args) {
      const part = anyOfAllOf(arg)
      if (!part) return null
      out.push(...part)
    }
    return out
  }
  // An AND of lexemes only: no distributing ORs (the texts of the engine never need it).
  return node.args.every((a) => 'word' in a) ? [node.args as Lexeme[]] : null
}

/** A document holding `held` holds `needed` too: the same word, or a prefix the held word starts with. */
const implies = (held: Lexeme, needed: Lexeme) => (needed.prefix ? held.word.startsWith(needed.word) : !held.prefix && held.word === needed.word)

const quote = (l: Lexeme) => `'${l.word.replaceAll("'", "''")}'${l.prefix ? ':*' : ''}`

/**
 * The same boolean query with repeated and absorbed alternatives removed: `'estamp' | 'estamp' & 'metal'` is
 * `'estamp'` (every row matching the second matches the first), `'estamp':* | 'estampado'` is `'estamp':*`.
 * The thesaurus expands a concept into many overlapping alternatives (Spanish and English stems, phrases holding a
 * single word already listed), and PostgreSQL tests each one per row. Only for `@@`: ts_rank counts the items, so
 * ranks keep the full text. Texts of another shape come back unchanged.
 */
export function simplifyTsquery(text: string): string {
  const tree = parseTsquery(text)
  const alternatives = tree ? anyOfAllOf(tree) : null
  if (!alternatives) return text
  const sets = alternatives.map((all) => [...new Map(all.map((l) => [quote(l), l])).values()])
  // One alternative makes another redundant when whatever matches the other matches it: each of its lexemes is
  // implied by one of the other's. Of two equivalent ones the first stays.
  const redundant = (i: number) =>
    sets.some((other, j) => j !== i && other.every((need) => sets[i]!.some((held) => implies(held, need))) && (j < i || !sets[i]!.every((need) => other.some((held) => implies(held, need)))))
  const kept = sets.filter((_, i) => !redundant(i))
  return kept.map((all) => (all.length === 1 ? quote(all[0]!) : `(${all.map(quote).join(' & ')})`)).join(' | ')
}

// ── Estimating ──────────────────────────────────────────────────────────────────────────────────────────────

/** Share of rows holding each most common element, and the share assumed for one not listed. */
export interface ElementShares {
  shares: Map<string, number>
  unlisted: number
}

export function anyOfShares(values: readonly number[]): number {
  return 1 - values.reduce((p, v) => p * (1 - v), 1)
}

/**
 * Estimated share of rows whose vector matches a tsquery text, the way PostgreSQL's planner estimates `@@`: AND
 * multiplies, OR adds the rest, NOT complements, a prefix sums the listed words it starts, an unlisted word takes
 * the unlisted share. A text this reader cannot parse counts as every row.
 */
export function tsqueryShare(text: string, stats: ElementShares): number {
  if (text.trim() === '') return 0
  const tree = parseTsquery(text)
  if (!tree) return 1
  const share = (node: TsqueryNode): number => {
    if ('word' in node) {
      if (!node.prefix) return stats.shares.get(node.word) ?? stats.unlisted
      let sum = 0
      for (const [w, s] of stats.shares) if (w.startsWith(node.word)) sum += s
      return Math.min(1, Math.max(sum, stats.unlisted))
    }
    if (node.op === '!') return 1 - share(node.arg)
    // A phrase holds at most the rows holding all its words.
    if (node.op === '&' || node.op === '<->') return node.args.reduce((p, a) => p * share(a), 1)
    return anyOfShares(node.args.map(share))
  }
  return share(tree)
}
