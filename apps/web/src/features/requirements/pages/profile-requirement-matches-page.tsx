import { Anchor, Skeleton, Stack, Text } from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { Link, useParams } from 'react-router'
import { OWN_REQUIREMENT_MATCHES_MAX } from '@nexo/shared'
import { CardGridSkeleton } from '../../../components/directory/card-grid'
import { LoadError } from '../../../components/load-error'
import { ScoreMeaning } from '../../../components/matches/match-card'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { useLanguage } from '../../../lib/directory/use-language'
import { useTranslation } from '../../../lib/i18n-react'
import { useSession } from '../../../lib/session'
import { COMPANY_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'
import { useOwnRequirementMatches, useRequirementDetail } from '../api/requirements-api'
import { LeftOutNote, MatchedSupplierCards } from '../components/matched-suppliers'

/** /profile-requirements/matches/:id: every matched supplier of my requirement, with Invite (issue 27 §1). */
export function ProfileRequirementMatchesPage() {
  const { t } = useTranslation('deals')
  const { id = '' } = useParams()
  const { profile } = useSession()
  const language = useLanguage()
  const detail = useRequirementDetail(id)
  const matches = useOwnRequirementMatches(id, language, OWN_REQUIREMENT_MATCHES_MAX)
  const back = (
    <Anchor component={Link} to={paths.profileRequirementsView(id)} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t('matched.back')}
    </Anchor>
  )
  if (detail.isPending) {
    return (
      <Page title={t('matched.pageTitle')}>
        <Skeleton height={320} radius="lg" />
      </Page>
    )
  }
  if (detail.isError || !detail.data.isOwn) {
    return (
      <Page title={t('matched.pageTitle')}>
        <LoadError title={t('detail.loadFailed')} onRetry={() => void detail.refetch()} />
      </Page>
    )
  }
  const r = detail.data
  const canInvite = profile?.private_level === COMPANY_ADMIN_PRIVATE_LEVEL && r.status === 'opened'
  return (
    <Page title={t('matched.pageTitle')} description={t('matched.pageLead', { title: r.title })} actions={back}>
      {matches.isPending ? (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('matched.finding')}
          </Text>
          <CardGridSkeleton count={6} wide />
        </Stack>
      ) : matches.isError ? (
        <LoadError title={t('matched.loadFailed')} onRetry={() => void matches.refetch()} />
      ) : matches.data.items.length === 0 ? (
        <Stack gap={4}>
          <Text size="sm">{t('matched.empty')}</Text>
          <LeftOutNote leftOut={matches.data.leftOut} />
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('matched.count', { count: matches.data.total })}</Text>
          <ScoreMeaning />
          <MatchedSupplierCards requirementId={r.id} items={matches.data.items} canInvite={canInvite} />
          <LeftOutNote leftOut={matches.data.leftOut} />
        </Stack>
      )}
    </Page>
  )
}
