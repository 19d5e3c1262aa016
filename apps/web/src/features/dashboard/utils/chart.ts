/** One bar of the visits chart, in the SVG's own units. */
export interface ChartBar {
  date: string
  count: number
  x: number
  y: number
  width: number
  height: number
}

/**
 * A "nice" top for the y axis: at least 1, rounded up to 1, 2 or 5 × a power of ten, so the
 * gridline labels are round numbers (7 → 10, 23 → 50, 120 → 200).
 */
export function niceMax(value: number): number {
  if (!(value > 1)) return 1
  const power = 10 ** Math.floor(Math.log10(value))
  const steps = [1, 2, 5, 10]
  const step = steps.find((s) => s * power >= value) ?? 10
  return step * power
}

/**
 * Lays out one bar per day in a `width` × `height` box: equal slots, `gap` between bars, heights
 * proportional to the count against niceMax(largest count). A day with visits is at least 2 units
 * tall so it never disappears; a day without visits has height 0.
 */
export function layoutBars(series: readonly { date: string; count: number }[], width: number, height: number, gap = 2): { bars: ChartBar[]; max: number } {
  const max = niceMax(Math.max(0, ...series.map((d) => d.count)))
  if (series.length === 0) return { bars: [], max }
  const slot = width / series.length
  const barWidth = Math.max(1, slot - gap)
  const bars = series.map((day, index) => {
    const raw = (Math.max(0, day.count) / max) * height
    const barHeight = day.count > 0 ? Math.max(2, raw) : 0
    return { date: day.date, count: day.count, x: index * slot + (slot - barWidth) / 2, y: height - barHeight, width: barWidth, height: barHeight }
  })
  return { bars, max }
}
