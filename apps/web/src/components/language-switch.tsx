import { SegmentedControl, VisuallyHidden } from '@mantine/core'
import { useTranslation } from '../lib/i18n-react'
import { type Language, LANGUAGES } from '@nexo/shared'
import { changeLanguage, currentLanguage } from '../lib/i18n'
import { markLanguageChosen } from './language-offer'

/** EN/ES switch; the choice is stored in localStorage by the language detector. */
export function LanguageSwitch({ size = 'xs' }: { size?: 'xs' | 'sm' | 'md' }) {
  // useTranslation re-renders this component when the language changes; its instance is the render's own (SSR).
  const { t, i18n } = useTranslation()
  const value = currentLanguage(i18n)
  const data = LANGUAGES.map((language) => ({
    value: language,
    label: (
      <>
        <span aria-hidden>{t(`language.${language}Short`)}</span>
        <VisuallyHidden lang={language}>{t(`language.${language}`)}</VisuallyHidden>
      </>
    ),
  }))
  return (
    <SegmentedControl
      aria-label={t('language.label')}
      size={size}
      radius="md"
      value={value}
      data={data}
      onChange={(next) => {
        markLanguageChosen()
        void changeLanguage(next as Language)
      }}
    />
  )
}
