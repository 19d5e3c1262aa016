import { Alert, Badge, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { formatReadableDate } from '@nexo/shared'
import type { TSat69bListing } from '@nexo/shared/sat69b.schema'
import { useLanguage } from '../../lib/directory/use-language'
import { useTranslation } from '../../lib/i18n-react'
import { HintTooltip } from '../hint-tooltip'

const COLOR: Record<TSat69bListing['situation'], string> = { definitivo: 'red', presunto: 'orange', desvirtuado: 'gray', sentencia_favorable: 'gray' }

/** "Listed in SAT 69-B as definitivo (since 25 Jun 2021)": the one sentence, in the reader's language. */
export function useSat69bSentence(listing: TSat69bListing): string {
  const { t } = useTranslation('sat69b')
  const language = useLanguage()
  const situation = t(`situation.${listing.situation}`)
  return listing.since ? t('listedSince', { situation, date: formatReadableDate(listing.since, language) }) : t('listed', { situation })
}

/** The badge beside the company's name (ADR 056: who sees which situation is decided by the server). */
export function Sat69bBadge({ listing }: { listing: TSat69bListing }) {
  const { t } = useTranslation('sat69b')
  return (
    <HintTooltip label={t('badgeHint')} withArrow>
      <Badge size="sm" color={COLOR[listing.situation]} variant={listing.isFlagged ? 'filled' : 'outline'} tt="none" leftSection={<IconAlertTriangle size={12} aria-hidden />}>
        {t('badge', { situation: t(`situation.${listing.situation}`) })}
      </Badge>
    </HintTooltip>
  )
}

/** The company page's notice: what the listing means for a buyer (or, on its own page, for the company). */
export function Sat69bNotice({ listing }: { listing: TSat69bListing }) {
  const { t } = useTranslation('sat69b')
  const sentence = useSat69bSentence(listing)
  return (
    <Alert variant="light" color={COLOR[listing.situation]} icon={<IconAlertTriangle size={20} aria-hidden />} title={sentence} data-testid="sat69b-notice">
      <Text size="sm">{t(`page.${listing.situation}`)}</Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('page.listedName', { name: listing.listedName })} · {t('page.source')}
      </Text>
    </Alert>
  )
}
