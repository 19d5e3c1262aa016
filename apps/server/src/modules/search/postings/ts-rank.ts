/**
 * PostgreSQL's `ts_rank(vector, query)` (default weights, normalization 0) for queries whose top operator is not
 * AND, computed from per-lexeme parts so that thousands of companies are ranked without reading their vectors
 * (src/backend/utils/adt/tsrank.c, calc_rank_or). The arithmetic follows the C code's float (single precision)
 * and double steps, so ties and order come out as PostgreSQL's.
 */
const f32 = Math.fround
/** D, C, B, A (tsrank.c `weights`, float). */
const WEIGHTS = [f32(0.1), f32(0.2), f32(0.4), f32(1.0)]
/** pi²/6, a double literal in the C code. */
const ZETA2 = 1.64493406685

/**
 * One matched lexeme's part of the sum before its division by pi²/6, from the weights of its positions in position
 * order: a float (the index keeps it in a Float32Array), added to the float total by `addRankPart`. A lexeme stored
 * without positions counts as one position of weight D.
 */
export function rankPart(weights: readonly number[]): number {
  const list = weights.length > 0 ? weights : [0]
  let resj = 0
  let wjm = -1
  let jm = 0
  list.forEach((weight, j) => {
    const w = WEIGHTS[weight]!
    resj = f32(resj + f32(w / ((j + 1) * (j + 1))))
    if (w > wjm) {
      wjm = w
      jm = j
    }
  })
  return f32(f32(wjm + resj) - f32(wjm / ((jm + 1) * (jm + 1))))
}

/** `res = res + part / (pi²/6)` with `res` a float and the division a double, as tsrank.c computes it. */
export const addRankPart = (res: number, part: number): number => f32(res + part / ZETA2)

/** The final division by the number of distinct query lexemes. */
export const finishRank = (res: number, items: number): number => (items > 0 ? f32(res / items) : res)
