import { useTranslation } from 'react-i18next'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /chat */
export function ChatPage() {
  const { t } = useTranslation('pages')
  return <ComingSoonPage title={t('chat.title')} description={t('chat.description')} />
}
