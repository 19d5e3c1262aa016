import { createTheme, DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core'

/** Deep industrial blue; shade 8 is the brand colour (#0f4396). */
const nexo: MantineColorsTuple = [
  '#e9f0fa',
  '#d1def1',
  '#a3bce3',
  '#7299d5',
  '#4a7bc9',
  '#3168c1',
  '#225dbd',
  '#154da6',
  '#0f4396',
  '#07326f',
]

/**
 * Mantine's own palettes with shades 8 and 9 darkened where they fail WCAG AA (4.5:1): with
 * primaryShade 8, a filled button is white on shade 8 and coloured text is shade 8 on white; a
 * light badge is shade 9 on shade 1. Mantine's orange, yellow, lime, green, teal and cyan fail
 * both (orange: 3.6:1), red passes by 0.01. Lighter shades are kept, so the look stays Mantine's.
 * theme.test.ts checks every palette against those pairs.
 */
const accessible = (name: 'orange' | 'yellow' | 'lime' | 'green' | 'teal' | 'cyan' | 'red', shade8: string, shade9: string): MantineColorsTuple => {
  const [s0, s1, s2, s3, s4, s5, s6, s7] = DEFAULT_THEME.colors[name] as MantineColorsTuple
  return [s0, s1, s2, s3, s4, s5, s6, s7, shade8, shade9]
}

/**
 * Option lists scroll in the listbox itself, not in a ScrollArea inside it: the listbox is the combobox's popup, which
 * keyboard users drive from the input (arrow keys), while a ScrollArea viewport is a scrollable region that axe
 * requires to be focusable ("scrollable-region-focusable", seen on the company capabilities form). Same height as
 * Mantine's default (220 px). Plain objects, not `Select.extend(...)`: importing the components here would put the
 * combobox code (~45 KB gzipped) into every page's first load.
 */
const listboxScroll = {
  defaultProps: { withScrollArea: false },
  styles: { options: { maxHeight: 'calc(13.75rem * var(--mantine-scale))', overflowY: 'auto' as const } },
}

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif'

export const theme = createTheme({
  primaryColor: 'nexo',
  primaryShade: 8,
  colors: {
    nexo,
    orange: accessible('orange', '#c34b0a', '#b63c0d'),
    yellow: accessible('yellow', '#a86200', '#a15300'),
    lime: accessible('lime', '#4e800b', '#48730a'),
    green: accessible('green', '#278238', '#257735'),
    teal: accessible('teal', '#08835e', '#087756'),
    cyan: accessible('cyan', '#0b7d90', '#0b7285'),
    red: accessible('red', '#d72f2f', '#c12828'),
  },
  fontFamily: systemFonts,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  // Focus rings for keyboard users only, never removed.
  focusRing: 'auto',
  cursorType: 'pointer',
  components: {
    // A toast's text is gray.6 by default (3.3:1 on white); gray.7 meets AA like the rest of the dimmed text. A plain
    // object, not `Notification.extend(...)`, for the same reason as listboxScroll: the toast component (and its close
    // button) would otherwise load with every first visit, though toasts come after it (app/deferred-ui.tsx).
    Notification: { styles: { description: { color: 'var(--mantine-color-gray-7)' } } },
    Select: listboxScroll,
    MultiSelect: listboxScroll,
    TagsInput: listboxScroll,
    // Mantine keeps every combobox's dropdown mounted (hidden) from the start, in a portal: a page's selects then render
    // all their options, and floating-ui places them, in a second render right after hydration. The marketplace's two
    // filters (~100 states, ~150 categories) made that a 200 ms task at 8× CPU on a phone, where the filters are not
    // even shown (issue 11). The dropdown mounts when it opens instead; the input names its listbox only while it is
    // open (aria-controls), so nothing points at a missing element.
    Combobox: { defaultProps: { keepMounted: false } },
  },
})
