import { DEFAULT_THEME, MantineProvider, mergeMantineTheme, MultiSelect } from '@mantine/core'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { theme } from './theme'

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

const merged = mergeMantineTheme(DEFAULT_THEME, theme)
const shade = merged.primaryShade as number

describe('theme colours meet WCAG AA for normal text (4.5:1)', () => {
  // dark and gray are text colours whose light shades are never used as text on white.
  const palettes = Object.entries(merged.colors).filter(([name]) => name !== 'dark' && name !== 'gray')

  it.each(palettes)('%s: white on a filled surface, coloured text on white, light badge text', (_name, colors) => {
    expect(contrast('#ffffff', colors[shade]!)).toBeGreaterThanOrEqual(4.5)
    // A light variant (badge, light button) writes shade 9 on shade 1.
    expect(contrast(colors[9]!, colors[1]!)).toBeGreaterThanOrEqual(4.5)
  })

  it('keeps the brand blue as the primary colour', () => {
    expect(merged.primaryColor).toBe('nexo')
    expect(merged.colors.nexo?.[shade]).toBe('#0f4396')
  })
})

describe('combobox dropdowns', () => {
  // Rendered on the server without a portal, where a kept-mounted dropdown would show in the markup.
  const markup = (comboboxProps: Record<string, unknown>) =>
    renderToString(
      createElement(MantineProvider, { theme }, createElement(MultiSelect, { label: 'State', data: ['Querétaro-option'], comboboxProps: { withinPortal: false, ...comboboxProps } })),
    )

  it('mount their options only when opened, so a page of selects hydrates without rendering every option', () => {
    expect(markup({})).not.toContain('Querétaro-option')
    // Mantine's own default keeps them mounted: the theme is what changes it.
    expect(markup({ keepMounted: true })).toContain('Querétaro-option')
  })
})
