import { useTranslation } from '../lib/i18n-react'
import classes from './skip-link.module.css'

export const MAIN_CONTENT_ID = 'main-content'

/** First focusable element of every page: jumps over the navigation to the main landmark. */
export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a className={classes.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t('skipToContent')}
    </a>
  )
}
