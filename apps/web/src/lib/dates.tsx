/**
 * Mantine's date inputs, localized. They (and dayjs with its Spanish locale, and their CSS) are imported from here
 * only by the pages that show one, so the app shell and the public pages never load them.
 */
import '@mantine/dates/styles.css'
import 'dayjs/locale/es'
import type { ComponentProps } from 'react'
import { DateInput as MantineDateInput, DatesProvider } from '@mantine/dates'
import { useTranslation } from './i18n-react'

export { TimeInput } from '@mantine/dates'

/**
 * A date input whose month and day names follow the interface language. Its clear button (with `clearable`) gets
 * a name: Mantine's has none, which axe reports as a button without an accessible name.
 */
export function DateInput({ clearButtonProps, ...props }: ComponentProps<typeof MantineDateInput>) {
  const { t, i18n } = useTranslation('inputs')
  return (
    <DatesProvider settings={{ locale: i18n.resolvedLanguage ?? 'en' }}>
      <MantineDateInput clearButtonProps={{ 'aria-label': t('clearDate'), ...clearButtonProps }} {...props} />
    </DatesProvider>
  )
}
