/** Index after `index` in a ring of `count` slides. */
export function nextSlide(index: number, count: number): number {
  if (count <= 0) return 0
  return (index + 1) % count
}

/** Index before `index` in a ring of `count` slides. */
export function previousSlide(index: number, count: number): number {
  if (count <= 0) return 0
  return (index - 1 + count) % count
}

/** Slides advance on their own only when nobody is reading or steering them. */
export function shouldAutoAdvance(state: {
  isPausedByUser: boolean
  isHovered: boolean
  hasFocusWithin: boolean
  prefersReducedMotion: boolean
  isDocumentHidden: boolean
}): boolean {
  return !state.isPausedByUser && !state.isHovered && !state.hasFocusWithin && !state.prefersReducedMotion && !state.isDocumentHidden
}

/** Time each slide stays before advancing. */
export const SLIDE_INTERVAL_MS = 7000
