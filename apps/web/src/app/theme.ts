import { createTheme, type MantineColorsTuple } from '@mantine/core'

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

const systemFonts =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", "Noto Sans", "Liberation Sans", Arial, sans-serif'

export const theme = createTheme({
  primaryColor: 'nexo',
  primaryShade: 8,
  colors: { nexo },
  fontFamily: systemFonts,
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  // Focus rings for keyboard users only, never removed.
  focusRing: 'auto',
  cursorType: 'pointer',
})
