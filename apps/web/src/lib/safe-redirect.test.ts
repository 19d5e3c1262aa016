import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it('follows paths of this site', () => {
    expect(safeRedirectPath('/chat?x=1', '/dashboard')).toBe('/chat?x=1')
  })

  it('refuses anything that could leave the site', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/x\n', '', null, undefined]) {
      expect(safeRedirectPath(value, '/dashboard'), String(value)).toBe('/dashboard')
    }
  })
})
