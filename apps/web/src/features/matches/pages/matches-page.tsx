import { Button, EmptyState, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconBuildingFactory2, IconFileText, IconUsersGroup } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useSearchParams } from 'react-router'
import type { Language, TSupplierMatch } from '@nexo/shared'
import { CardGrid, CardGridSkeleton } from '../../../components/directory/card-grid'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { formatDate } from '../../../lib/directory/format'
import { stateName } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'
import { MATCHES_TABS, parseMatchesTab, useMyRequirementSuppliers, usePartnerMatches, useRequirementMatches, type MatchesTab } from '../api/get-matches'
import { MatchCard, ScoreMeaning, SmallBadge } from '../../../components/matches/match-card'

const TAB_ICONS = { requirements: IconFileText, suppliers: IconBuildingFactory2, partners: IconUsersGroup } as const

function Empty({ tab, action }: { tab: MatchesTab; action?: ReactNode }) {
  const { t } = useTranslation('matches')
  const Icon = TAB_ICONS[tab]
  return (
    <Paper withBorder radius="lg" p="xl">
      <EmptyState icon={<Icon size={32} aria-hidden />} title={t(`empty.${tab}.title`)} description={t(`empty.${tab}.body`)} withIndicatorBackground>
        {action}
      </EmptyState>
    </Paper>
  )
}

/** "Querétaro, Querétaro": the state by its name, as people write it, not its code (issue 27 §3). */
const placeOf = (city: string | null, state: string | null, language: Language) => [city, state ? stateName(state, language) : null].filter(Boolean).join(', ')

function SupplierCard({ match }: { match: TSupplierMatch }) {
  const { t } = useTranslation('matches')
  const language = useLanguage()
  const c = match.company
  return (
    <MatchCard
      score={match.score}
      title={c.tradeName}
      href={paths.searchDetail(c.id)}
      logoUrl={c.logoUrl}
      subtitle={placeOf(c.city, c.state, language)}
      badges={c.isValidatedSupplier ? <SmallBadge color="teal">{t('validated')}</SmallBadge> : undefined}
      reasons={match.reasons}
    />
  )
}

function RequirementsTab() {
  const { t } = useTranslation('matches')
  const language = useLanguage()
  const list = useRequirementMatches(language)
  if (list.isPending) return <CardGridSkeleton count={4} wide />
  if (list.isError) return <LoadError title={t('loadFailed')} onRetry={() => void list.refetch()} />
  if (list.data.items.length === 0) {
    return (
      <Empty
        tab="requirements"
        action={
          <Button component={Link} to={paths.requirements} variant="light">
            {t('empty.requirements.action')}
          </Button>
        }
      />
    )
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {list.data.items.some((m) => m.isInvited) ? t('countWithInvited', { count: list.data.items.length }) : t('count', { count: list.data.items.length })}
      </Text>
      <ScoreMeaning />
      {/* Invited ones come first from the server, marked here (issue 27 §3). */}
      <CardGrid wide>
        {list.data.items.map((m) => (
          <MatchCard
            key={m.requirement.id}
            score={m.score}
            title={m.requirement.title}
            href={paths.requirementDetail(m.requirement.id, m.requirement.isRfq)}
            subtitle={`${m.requirement.companyName} · ${placeOf(m.requirement.city, m.requirement.state, language)} · ${t('closes', { date: formatDate(m.requirement.endDate, language) })}`}
            badges={
              <>
                {m.isInvited ? <SmallBadge color="grape">{t('invitedToQuote')}</SmallBadge> : null}
                <SmallBadge>{t(`type.${m.requirement.type}`, { defaultValue: m.requirement.type })}</SmallBadge>
              </>
            }
            reasons={m.reasons}
          />
        ))}
      </CardGrid>
    </Stack>
  )
}

function SuppliersTab() {
  const { t } = useTranslation('matches')
  const language = useLanguage()
  const list = useMyRequirementSuppliers(language)
  if (list.isPending) return <CardGridSkeleton count={4} wide />
  if (list.isError) return <LoadError title={t('loadFailed')} onRetry={() => void list.refetch()} />
  if (list.data.items.length === 0) {
    return (
      <Empty
        tab="suppliers"
        action={
          <Button component={Link} to={paths.profileRequirementsCreate} variant="light">
            {t('empty.suppliers.action')}
          </Button>
        }
      />
    )
  }
  return (
    <Stack gap="xl">
      <ScoreMeaning />
      {list.data.items.map(({ requirement, suppliers, leftOut }) => (
        <Stack key={requirement.id} gap="sm" component="section" aria-label={requirement.title}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} size="h4">
              {requirement.title}
            </Title>
            {/* The cards here only show; inviting is one click on the requirement's matches (issue 27 §1). */}
            {suppliers.length > 0 ? (
              <Button component={Link} to={paths.profileRequirementsMatches(requirement.id)} variant="light" size="compact-md" aria-label={t('inviteFromRequirementNamed', { title: requirement.title })}>
                {t('inviteFromRequirement')}
              </Button>
            ) : null}
          </Group>
          {suppliers.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('noSuppliersYet')}
            </Text>
          ) : (
            <CardGrid wide>
              {suppliers.map((s) => (
                <SupplierCard key={s.company.id} match={s} />
              ))}
            </CardGrid>
          )}
          {/* Who was left out and why (ADR 050): a short list that fits, said so, rather than a padded one. */}
          {leftOut.belowMinimumFit > 0 && (
            <Text size="sm" c="dimmed">
              {t('leftOutFit', { count: leftOut.belowMinimumFit, min: leftOut.minimumScore })}
            </Text>
          )}
          {leftOut.beyondHardLimits > 0 && (
            <Text size="sm" c="dimmed">
              {t('leftOutLimits', { count: leftOut.beyondHardLimits })}
            </Text>
          )}
        </Stack>
      ))}
    </Stack>
  )
}

function PartnersTab() {
  const { t } = useTranslation('matches')
  const language = useLanguage()
  const list = usePartnerMatches(language)
  if (list.isPending) return <CardGridSkeleton count={4} wide />
  if (list.isError) return <LoadError title={t('loadFailed')} onRetry={() => void list.refetch()} />
  if (list.data.items.length === 0) {
    return (
      <Empty
        tab="partners"
        action={
          <Button component={Link} to={paths.searchResult()} variant="light">
            {t('empty.partners.action')}
          </Button>
        }
      />
    )
  }
  return (
    <Stack gap="md">
      <ScoreMeaning />
      <CardGrid wide>
        {list.data.items.map((s) => (
          <SupplierCard key={s.company.id} match={s} />
        ))}
      </CardGrid>
    </Stack>
  )
}

/** /matches: requirements my company could serve, suppliers for my requirements, partners — each with a 0–100 score and its reasons (ADR 028). */
export function MatchesPage() {
  const { t } = useTranslation('pages')
  const { t: tm } = useTranslation('matches')
  const [params, setParams] = useSearchParams()
  const tab = parseMatchesTab(params.get('tab'))
  return (
    <Page title={t('matches.title')} description={t('matches.description')}>
      <Tabs value={tab} onChange={(next) => setParams(parseMatchesTab(next) === 'requirements' ? {} : { tab: parseMatchesTab(next) })} keepMounted={false}>
        <Tabs.List mb="lg">
          {MATCHES_TABS.map((value) => {
            const Icon = TAB_ICONS[value]
            return (
              <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} aria-hidden />}>
                {tm(`tabs.${value}`)}
              </Tabs.Tab>
            )
          })}
        </Tabs.List>
        <Tabs.Panel value="requirements">
          <RequirementsTab />
        </Tabs.Panel>
        <Tabs.Panel value="suppliers">
          <SuppliersTab />
        </Tabs.Panel>
        <Tabs.Panel value="partners">
          <PartnersTab />
        </Tabs.Panel>
      </Tabs>
    </Page>
  )
}
