import { describe, expect, it } from 'vitest'
import { PROFILE_PROGRESS_WEIGHTS, type ProfileProgressPart } from '@nexo/shared'
import { EDITOR_SECTIONS, incompleteParts, incompleteSections, isEditorSection } from './progress'

const all = (value: boolean) => Object.fromEntries(Object.keys(PROFILE_PROGRESS_WEIGHTS).map((k) => [k, value])) as Record<ProfileProgressPart, boolean>

describe('profile progress', () => {
  it('lists the missing parts heaviest first, each with the section where it is edited', () => {
    const parts = { ...all(true), information: false, certifications: false, awards: false }
    expect(incompleteParts({ percent: 75, parts })).toEqual([
      { part: 'information', section: 'information', weight: 15 },
      { part: 'certifications', section: 'capabilities', weight: 5 },
      { part: 'awards', section: 'awards', weight: 5 },
    ])
    expect([...incompleteSections({ percent: 75, parts })].sort()).toEqual(['awards', 'capabilities', 'information'])
  })

  it('has nothing missing on a complete profile', () => {
    expect(incompleteParts({ percent: 100, parts: all(true) })).toEqual([])
  })

  it('knows the editor sections, including the read-only badge', () => {
    expect(EDITOR_SECTIONS).toHaveLength(11)
    expect(isEditorSection('validated-supplier')).toBe(true)
    expect(isEditorSection('working-hours')).toBe(true)
    expect(isEditorSection('nope')).toBe(false)
    expect(isEditorSection(null)).toBe(false)
  })
})
