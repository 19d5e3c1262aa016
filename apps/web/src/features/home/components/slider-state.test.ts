import { describe, expect, it } from 'vitest'
import { nextSlide, previousSlide, shouldAutoAdvance } from './slider-state'

describe('slider state', () => {
  it('wraps around both ways', () => {
    expect(nextSlide(0, 3)).toBe(1)
    expect(nextSlide(2, 3)).toBe(0)
    expect(previousSlide(0, 3)).toBe(2)
    expect(previousSlide(1, 3)).toBe(0)
    expect(nextSlide(0, 0)).toBe(0)
  })

  it('advances only when nobody is reading, steering or asking for less motion', () => {
    const idle = { isPausedByUser: false, isHovered: false, hasFocusWithin: false, prefersReducedMotion: false, isDocumentHidden: false }
    expect(shouldAutoAdvance(idle)).toBe(true)
    for (const key of Object.keys(idle) as (keyof typeof idle)[]) {
      expect(shouldAutoAdvance({ ...idle, [key]: true }), key).toBe(false)
    }
  })
})
