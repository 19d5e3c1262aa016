import { useState } from 'react'
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { IconCrown, IconHandStop, IconLock, IconLogin } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useLocation, useParams } from 'react-router'
import { QuoteFormModal } from '../../../components/deals/quote-form-modal'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { isRfqSegment, paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { useSession } from '../../../lib/session'
import { COMPANY_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'
import { useRequirementDetail } from '../api/requirements-api'
import { RequirementDetails } from '../components/requirement-details'

/** /requirement/detail/:id/:isRfq?: every field and "Make a deal", for members with an active membership (spec §6). */
export function RequirementDetailPage() {
  const { t } = useTranslation('deals')
  const { id = '', isRfq } = useParams()
  const location = useLocation()
  const { isAuthenticated, profile } = useSession()
  const detail = useRequirementDetail(id, isAuthenticated)
  const [dealOpen, setDealOpen] = useState(false)
  const heading = isRfqSegment(isRfq) ? t('detail.rfqTitle') : t('detail.title')

  if (!isAuthenticated) {
    return (
      <Page title={heading}>
        <Paper withBorder radius="lg" p="xl">
          <Stack gap="sm" align="flex-start">
            <Title order={2} size="h4">
              {t('gate.signInTitle')}
            </Title>
            <Text c="dimmed">{t('gate.signInBody')}</Text>
            <Group>
              <Button component={Link} to={paths.signin(location.pathname)} leftSection={<IconLogin size={16} aria-hidden />}>
                {t('gate.signIn')}
              </Button>
              <Anchor component={Link} to={paths.signup}>
                {t('gate.signUp')}
              </Anchor>
            </Group>
          </Stack>
        </Paper>
      </Page>
    )
  }
  if (detail.isPending) {
    return (
      <Page title={heading}>
        <Skeleton height={420} radius="lg" />
      </Page>
    )
  }
  if (detail.isError) {
    const code = errorCodeOf(detail.error)
    return (
      <Page title={heading}>
        {code === 'REQUIREMENT_MEMBERSHIP_REQUIRED' ? (
          <Paper
            withBorder
            radius="lg"
            p={{ base: 'md', sm: 'lg' }}
            style={{ background: 'linear-gradient(135deg, var(--mantine-color-yellow-0), var(--mantine-color-nexo-0))', borderColor: 'var(--mantine-color-yellow-4)' }}
          >
            <Stack gap="sm" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon size={40} radius="md" color="yellow.7" variant="light" aria-hidden>
                  <IconLock size={22} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={2} size="h4">
                    {t('gate.membershipTitle')}
                  </Title>
                  <Text size="sm">{t('gate.membershipBody')}</Text>
                </Stack>
              </Group>
              <Button component={Link} to={paths.membership} color="yellow.4" autoContrast leftSection={<IconCrown size={16} aria-hidden />}>
                {t('upgrade.cta')}
              </Button>
            </Stack>
          </Paper>
        ) : code === 'NOT_FOUND' ? (
          <Paper withBorder radius="lg" p="xl">
            <Stack gap="sm" align="flex-start">
              <Title order={2} size="h4">
                {t('detail.notFoundTitle')}
              </Title>
              <Text c="dimmed">{t('detail.notFoundBody')}</Text>
              <Button component={Link} to={paths.requirements} variant="light">
                {t('actions.backToList')}
              </Button>
            </Stack>
          </Paper>
        ) : code === 'FORBIDDEN' ? (
          <Alert color="orange">{t('gate.companyOnly')}</Alert>
        ) : (
          <LoadError title={t('detail.loadFailed')} onRetry={() => void detail.refetch()} />
        )}
      </Page>
    )
  }
  const r = detail.data
  const isAdmin = profile?.private_level === COMPANY_ADMIN_PRIVATE_LEVEL
  const dealAction = r.isOwn ? (
    <Button component={Link} to={paths.profileRequirementsView(r.id)} variant="light">
      {t('actions.manage')}
    </Button>
  ) : r.myPendingQuoteId ? (
    <Button component={Link} to={paths.profileQuotesShow(r.myPendingQuoteId)} variant="light">
      {t('actions.seeMyQuote')}
    </Button>
  ) : r.status === 'opened' && isAdmin ? (
    <Button leftSection={<IconHandStop size={18} aria-hidden />} onClick={() => setDealOpen(true)}>
      {t('actions.makeDeal')}
    </Button>
  ) : null

  return (
    <Page title={r.title} description={t('detail.by', { company: r.company.tradeName })} actions={dealAction}>
      {r.status !== 'opened' && !r.isOwn ? <Alert color="gray">{t(r.status === 'covered' ? 'detail.closed.covered' : 'detail.closed.expired')}</Alert> : null}
      {r.status === 'opened' && !r.isOwn && !isAdmin && !r.myPendingQuoteId ? <Alert color="gray">{t('detail.adminsOnly')}</Alert> : null}
      {r.isInvited ? <Alert color="nexo">{t('detail.invited')}</Alert> : null}
      <RequirementDetails requirement={r} />
      {dealOpen ? <QuoteFormModal opened={dealOpen} onClose={() => setDealOpen(false)} target={{ requirementId: r.id, receiverName: r.company.tradeName }} defaultTitle={t('quoteForm.defaultTitle', { title: r.title })} /> : null}
    </Page>
  )
}
