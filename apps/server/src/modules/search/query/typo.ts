/** Typo correction against a vocabulary: restricted Damerau–Levenshtein distance (a swap of two letters costs 1). */

export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) => {
    const row = new Array<number>(cols).fill(0)
    row[0] = i
    return row
  })
  for (let j = 0; j < cols; j++) d[0]![j] = j
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, d[i - 2]![j - 2]! + 1)
      d[i]![j] = v
      rowMin = Math.min(rowMin, v)
    }
    if (rowMin > max) return max + 1
  }
  return d[a.length]![b.length]!
}

/** Edits allowed for a word of this length: none under 4 letters, 1 up to 6, 2 from 7. */
export function allowedEdits(word: string): number {
  if (word.length < 4) return 0
  return word.length <= 6 ? 1 : 2
}

/**
 * The closest vocabulary word within the allowed edits; ties go to the word sharing the first letter, then the
 * shorter distance in length, then alphabetical order (deterministic). `tied`: another word is as close and shares
 * the first letter as much (the choice is not confident). Null when none is close enough.
 */
export function closestWord(word: string, vocabulary: Iterable<string>): { word: string; distance: number; tied: boolean } | null {
  const max = allowedEdits(word)
  if (max === 0 || /[0-9]/.test(word)) return null
  const found: { word: string; distance: number; key: string; rank: string }[] = []
  for (const candidate of vocabulary) {
    if (candidate === word || /[0-9]/.test(candidate) || Math.abs(candidate.length - word.length) > max) continue
    const distance = editDistance(word, candidate, max)
    if (distance > max) continue
    const rank = `${distance}|${candidate[0] === word[0] ? 0 : 1}`
    found.push({ word: candidate, distance, rank, key: `${rank}|${String(Math.abs(candidate.length - word.length))}|${candidate}` })
  }
  if (found.length === 0) return null
  found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
  const best = found[0]!
  return { word: best.word, distance: best.distance, tied: found.length > 1 && found[1]!.rank === best.rank }
}
