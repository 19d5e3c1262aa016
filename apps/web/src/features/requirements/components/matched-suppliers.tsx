import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { IconArrowRight, IconCheck, IconMailForward } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { TOwnRequirementMatch, TOwnRequirementMatchesResponse, TRequirementDetail } from '@nexo/shared'
import { companyFacts } from '../../../components/company-picker'
import { CardGrid, CardGridSkeleton } from '../../../components/directory/card-grid'
import { LoadError } from '../../../components/load-error'
import { MatchCard, ScoreMeaning, SmallBadge } from '../../../components/matches/match-card'
import { paths } from '../../../config/paths'
import { useLanguage } from '../../../lib/directory/use-language'
import { useTranslation } from '../../../lib/i18n-react'
import { notifyError, notifySuccess } from '../../../lib/notify'
import { useInvite, useOwnRequirementMatches } from '../api/requirements-api'

/** Invite with one click (no dialog: withdrawing is one click too); invited ones say so instead. */
function InviteAction({ requirementId, match, canInvite }: { requirementId: string; match: TOwnRequirementMatch; canInvite: boolean }) {
  const { t } = useTranslation('deals')
  const invite = useInvite(requirementId)
  const name = match.company.tradeName
  // The mutation settles once the matches are fetched again (useInvite), so the badge comes from the server.
  if (match.invitedAt !== null) {
    return (
      <Badge color="grape" variant="light" size="lg" leftSection={<IconCheck size={14} aria-hidden />}>
        {t('matched.invited')}
      </Badge>
    )
  }
  if (!canInvite) return null
  return (
    <Button
      size="compact-md"
      leftSection={<IconMailForward size={16} aria-hidden />}
      loading={invite.isPending}
      aria-label={t('matched.inviteNamed', { company: name })}
      onClick={() => invite.mutate({ companyId: match.company.id }, { onSuccess: () => notifySuccess(t('matched.inviteDone', { company: name })), onError: notifyError })}
    >
      {t('matched.invite')}
    </Button>
  )
}

export function MatchedSupplierCards({ requirementId, items, canInvite }: { requirementId: string; items: TOwnRequirementMatch[]; canInvite: boolean }) {
  const { t } = useTranslation('matches')
  const language = useLanguage()
  return (
    <CardGrid wide>
      {items.map((m) => (
        <MatchCard
          key={m.company.id}
          score={m.score}
          title={m.company.tradeName}
          href={paths.searchDetail(m.company.id)}
          logoUrl={m.company.logoUrl}
          subtitle={companyFacts(m.company, language)}
          badges={m.company.isValidatedSupplier ? <SmallBadge color="teal">{t('validated')}</SmallBadge> : undefined}
          reasons={m.reasons}
          actions={<InviteAction requirementId={requirementId} match={m} canInvite={canInvite} />}
        />
      ))}
    </CardGrid>
  )
}

/** Who was left out and why (ADR 050), under a list of matches. */
export function LeftOutNote({ leftOut }: { leftOut: TOwnRequirementMatchesResponse['leftOut'] }) {
  const { t } = useTranslation('matches')
  return (
    <>
      {leftOut.belowMinimumFit > 0 ? (
        <Text size="sm" c="dimmed">
          {t('leftOutFit', { count: leftOut.belowMinimumFit, min: leftOut.minimumScore })}
        </Text>
      ) : null}
      {leftOut.beyondHardLimits > 0 ? (
        <Text size="sm" c="dimmed">
          {t('leftOutLimits', { count: leftOut.beyondHardLimits })}
        </Text>
      ) : null}
    </>
  )
}

/** How many matches the requirement's page shows; the rest are one link away. */
const ON_PAGE = 5

/**
 * The requirement's best matched suppliers on its own page (issue 27 §1): score and its meaning, reasons, and Invite
 * in one click; a link to all of them. The first ranking after a start can take seconds: skeletons say so.
 */
export function MatchedSuppliers({ requirement, canInvite }: { requirement: TRequirementDetail; canInvite: boolean }) {
  const { t } = useTranslation('deals')
  const language = useLanguage()
  const matches = useOwnRequirementMatches(requirement.id, language, ON_PAGE)
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="matched-suppliers-title">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="matched-suppliers-title">
            {t('matched.title')}
          </Title>
          {matches.data && matches.data.total > matches.data.items.length ? (
            <Button component={Link} to={paths.profileRequirementsMatches(requirement.id)} variant="subtle" size="compact-md" rightSection={<IconArrowRight size={16} aria-hidden />}>
              {t('matched.seeAll', { count: matches.data.total })}
            </Button>
          ) : null}
        </Group>
        {matches.isPending ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('matched.finding')}
            </Text>
            <CardGridSkeleton count={3} wide />
          </Stack>
        ) : matches.isError ? (
          <LoadError title={t('matched.loadFailed')} onRetry={() => void matches.refetch()} />
        ) : matches.data.items.length === 0 ? (
          <Stack gap={4}>
            <Text size="sm">{t('matched.empty')}</Text>
            <LeftOutNote leftOut={matches.data.leftOut} />
            {canInvite ? (
              <Text size="sm" c="dimmed">
                {t('matched.emptyHint')}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <>
            <ScoreMeaning />
            <MatchedSupplierCards requirementId={requirement.id} items={matches.data.items} canInvite={canInvite} />
          </>
        )}
      </Stack>
    </Paper>
  )
}
