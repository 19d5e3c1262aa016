/**
 * tsvector texts as PostgreSQL prints them (`'estamp':3A,7 'metal':1B`), read back: each lexeme with the weight of
 * each of its positions, in position order (3 = A … 0 = D, as PostgreSQL numbers them).
 */
export interface TsvectorEntry {
  lexeme: string
  /** One weight per position, in position order; [] when the vector holds no positions for the lexeme. */
  weights: number[]
}

const WEIGHT: Record<string, number> = { A: 3, B: 2, C: 1, D: 0 }

export function parseTsvector(text: string): TsvectorEntry[] {
  const out: TsvectorEntry[] = []
  let i = 0
  const n = text.length
  while (i < n) {
    if (text[i] === ' ') {
      i++
      continue
    }
    if (text[i] !== "'") throw new Error(`tsvector text: expected a quote at ${i}`)
    // The lexeme: quotes doubled, backslashes escaped.
    let lexeme = ''
    i++
    for (;;) {
      if (i >= n) throw new Error('tsvector text: unclosed lexeme')
      const ch = text[i]!
      if (ch === "'") {
        if (text[i + 1] === "'") {
          lexeme += "'"
          i += 2
          continue
        }
        i++
        break
      }
      if (ch === '\\') {
        lexeme += text[i + 1] ?? ''
        i += 2
        continue
      }
      lexeme += ch
      i++
    }
    const weights: number[] = []
    if (text[i] === ':') {
      i++
      for (;;) {
        while (i < n && text[i]! >= '0' && text[i]! <= '9') i++
        const letter = text[i]
        if (letter !== undefined && letter in WEIGHT) {
          weights.push(WEIGHT[letter]!)
          i++
        } else weights.push(0)
        if (text[i] !== ',') break
        i++
      }
    }
    out.push({ lexeme, weights })
  }
  return out
}
