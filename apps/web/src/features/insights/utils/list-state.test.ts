import { describe, expect, it } from 'vitest'
import { insightListState } from './list-state'

const answer = (items: number, total: number, limit = 12) => ({ items: Array.from({ length: items }, (_, i) => i), total, limit })

describe('insightListState', () => {
  it('shows the posts of a page that has some', () => {
    expect(insightListState(answer(12, 12), false)).toEqual({ kind: 'posts' })
    expect(insightListState(answer(1, 13), true)).toEqual({ kind: 'posts' })
  })

  it('a page past the last one is not "no posts published": it points back to the last page (issue 27 §19)', () => {
    expect(insightListState(answer(0, 12), false)).toEqual({ kind: 'pastEnd', lastPage: 1 })
    expect(insightListState(answer(0, 25), false)).toEqual({ kind: 'pastEnd', lastPage: 3 })
    expect(insightListState(answer(0, 5), true)).toEqual({ kind: 'pastEnd', lastPage: 1 })
  })

  it('is empty only when nothing matches at all', () => {
    expect(insightListState(answer(0, 0), false)).toEqual({ kind: 'emptyAll' })
    expect(insightListState(answer(0, 0), true)).toEqual({ kind: 'empty' })
  })
})
