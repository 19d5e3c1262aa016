import { describe, expect, it } from 'vitest'
import { toMetaDescription } from './page-meta'

describe('toMetaDescription', () => {
  it('keeps a short text, on one line', () => {
    expect(toMetaDescription('  Stamping and\n  machining in Saltillo. ')).toBe('Stamping and machining in Saltillo.')
  })

  it('cuts a long text at a word, within 160 characters, with an ellipsis', () => {
    const text = `${'Forja en caliente de acero al carbono y aleado, '.repeat(6)}fin.`
    const description = toMetaDescription(text)
    expect(description.length).toBeLessThanOrEqual(160)
    expect(description.endsWith('…')).toBe(true)
    expect(text.startsWith(description.slice(0, -1))).toBe(true)
    expect(description).not.toMatch(/[\s,]…$/)
  })
})
