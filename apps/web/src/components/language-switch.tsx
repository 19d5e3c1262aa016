import { useId } from 'react'
import { VisuallyHidden } from '@mantine/core'
import { useTranslation } from '../lib/i18n-react'
import { LANGUAGES } from '@nexo/shared'
import { saveLanguageToAccount } from '../lib/account-language'
import { changeLanguage, currentLanguage } from '../lib/i18n'
import { markLanguageChosen } from './language-offer'
import classes from './language-switch.module.css'

/**
 * EN/ES switch (a radio group); the choice is stored in localStorage by the language detector and, when signed in, saved
 * to the account (issue 27 §11). It looks like Mantine's
 * SegmentedControl but is plain radios: the SegmentedControl measures its options from ref callbacks that set state, a
 * second synchronous render with a forced layout in the header of every server-rendered page right after hydration.
 */
export function LanguageSwitch() {
  // useTranslation re-renders this component when the language changes; its instance is the render's own (SSR).
  const { t, i18n } = useTranslation()
  const value = currentLanguage(i18n)
  const name = useId()
  return (
    <div role="radiogroup" aria-label={t('language.label')} className={classes.root}>
      {LANGUAGES.map((language) => (
        <label key={language} className={classes.option} data-active={language === value || undefined}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={language}
            checked={language === value}
            onChange={() => {
              markLanguageChosen()
              void changeLanguage(language)
              void saveLanguageToAccount(language)
            }}
          />
          <span aria-hidden>{t(`language.${language}Short`)}</span>
          <VisuallyHidden lang={language}>{t(`language.${language}`)}</VisuallyHidden>
        </label>
      ))}
    </div>
  )
}
