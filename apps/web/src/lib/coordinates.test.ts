import { describe, expect, it } from 'vitest'
import { roundCoordinate } from './coordinates'

describe('roundCoordinate', () => {
  it('rounds coordinates to six decimals', () => {
    expect(roundCoordinate(25.4986981234)).toBe(25.498698)
    expect(roundCoordinate(-100.9666399)).toBe(-100.96664)
  })
})
