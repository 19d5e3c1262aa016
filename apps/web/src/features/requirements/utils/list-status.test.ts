import { describe, expect, it } from 'vitest'
import { listStatusOf } from './list-status'

describe('listStatusOf', () => {
  it('is open by default: no ?state, or one that names no state (issue 27 §6)', () => {
    expect(listStatusOf(null)).toBe('opened')
    expect(listStatusOf('')).toBe('opened')
    expect(listStatusOf('closed')).toBe('opened')
  })

  it('keeps a state or all when asked for', () => {
    expect(listStatusOf('expired')).toBe('expired')
    expect(listStatusOf('covered')).toBe('covered')
    expect(listStatusOf('all')).toBe('all')
  })
})
