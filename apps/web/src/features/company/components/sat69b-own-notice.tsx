import { Alert, Text } from '@mantine/core'
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react'
import { formatReadableDate } from '@nexo/shared'
import { useLanguage } from '../../../lib/directory/use-language'
import { useTranslation } from '../../../lib/i18n-react'
import { useOwnSat69b } from '../api/get-own-sat69b'

/** On the profile editor: the company's own finding on SAT's 69-B list, who sees it and what changes it (ADR 056). */
export function Sat69bOwnNotice() {
  const { t } = useTranslation('sat69b')
  const language = useLanguage()
  const listing = useOwnSat69b().data?.listing
  if (!listing) return null
  const situation = t(`situation.${listing.situation}`)
  const title = listing.since ? t('own.titleSince', { situation, date: formatReadableDate(listing.since, language) }) : t('own.title', { situation })
  return (
    <Alert
      variant="light"
      color={listing.isFlagged ? (listing.situation === 'definitivo' ? 'red' : 'orange') : 'gray'}
      icon={listing.isFlagged ? <IconAlertTriangle size={20} aria-hidden /> : <IconInfoCircle size={20} aria-hidden />}
      title={title}
      data-testid="sat69b-own-notice"
    >
      <Text size="sm">{t(`own.who.${listing.situation}`)}</Text>
      {listing.isFlagged ? (
        <Text size="sm" mt={4}>
          {t('own.what')}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt={4}>
        {t('own.listedName', { name: listing.listedName })}
      </Text>
    </Alert>
  )
}
