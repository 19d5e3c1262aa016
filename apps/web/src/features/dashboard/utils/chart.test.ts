import { describe, expect, it } from 'vitest'
import { layoutBars, niceMax } from './chart'

describe('niceMax', () => {
  it('rounds up to 1, 2 or 5 times a power of ten, at least 1', () => {
    expect([0, -3, 0.4, 1, 3, 7, 10, 11, 23, 120, 999].map(niceMax)).toEqual([1, 1, 1, 1, 5, 10, 10, 20, 50, 200, 1000])
  })
})

describe('layoutBars', () => {
  const series = [
    { date: '2026-11-01', count: 0 },
    { date: '2026-11-02', count: 5 },
    { date: '2026-11-03', count: 10 },
    { date: '2026-11-04', count: 1 },
  ]

  it('gives each day an equal slot and a height proportional to its count', () => {
    const { bars, max } = layoutBars(series, 400, 100, 4)
    expect(max).toBe(10)
    expect(bars.map((b) => b.x)).toEqual([2, 102, 202, 302])
    expect(bars.every((b) => b.width === 96)).toBe(true)
    expect(bars.map((b) => b.height)).toEqual([0, 50, 100, 10])
    expect(bars.map((b) => b.y)).toEqual([100, 50, 0, 90])
  })

  it('keeps a small non-zero day visible and an all-zero series flat', () => {
    const { bars } = layoutBars([{ date: 'a', count: 1 }, { date: 'b', count: 1000 }], 100, 100)
    expect(bars[0]?.height).toBe(2)
    const flat = layoutBars([{ date: 'a', count: 0 }], 100, 100)
    expect(flat.max).toBe(1)
    expect(flat.bars[0]?.height).toBe(0)
    expect(layoutBars([], 100, 100).bars).toEqual([])
  })
})
