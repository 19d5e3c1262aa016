import { lazy, Suspense, useState } from 'react'
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import { IconCrown, IconHandStop, IconLogin, IconMessageQuestion } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useLocation, useParams } from 'react-router'
import type { TRequirementCard } from '@nexo/shared'
import { MissingCertificationsAlert, QuoteFormModal } from '../../../components/deals/quote-form-modal'
import { LockedCallout } from '../../../components/directory/upgrade-callout'
import { LoadError } from '../../../components/load-error'
import { Page } from '../../../components/page'
import { isRfqSegment, paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { useViewerKey } from '../../../lib/directory/directory-api'
import { useSession } from '../../../lib/session'
import { COMPANY_ADMIN_PRIVATE_LEVEL } from '../../../lib/session-store'
import { useRequirementCard, useRequirementDetail } from '../api/requirements-api'
import { RequirementCardSummary } from '../components/requirement-card-summary'
import { RequirementDetails } from '../components/requirement-details'

// The contact modal loads when "Ask a question" is first pressed.
const ContactModal = lazy(() => import('../../../components/directory/contact-modal').then((m) => ({ default: m.ContactModal })))

/** The gate of a requirement the reader cannot open, with the one next step that works for it (ADR 052). */
function Gate({ kind }: { kind: 'signIn' | 'membership' }) {
  const { t } = useTranslation('deals')
  const location = useLocation()
  return (
    <LockedCallout
      title={kind === 'signIn' ? t('gate.signInTitle') : t('gate.membershipTitle')}
      body={
        <>
          <Text size="sm">{kind === 'signIn' ? t('gate.signInBody') : t('gate.membershipBody')}</Text>
          {kind === 'membership' ? <Text size="sm">{t('gate.membershipNext')}</Text> : null}
        </>
      }
    >
      <Group>
        {kind === 'signIn' ? (
          <>
            <Button component={Link} to={paths.signin(location.pathname)} leftSection={<IconLogin size={16} aria-hidden />}>
              {t('gate.signIn')}
            </Button>
            <Anchor component={Link} to={paths.signup}>
              {t('gate.signUp')}
            </Anchor>
          </>
        ) : (
          <Button component={Link} to={paths.membership} color="yellow.4" autoContrast leftSection={<IconCrown size={16} aria-hidden />}>
            {t('upgrade.cta')}
          </Button>
        )}
      </Group>
    </LockedCallout>
  )
}

/** /requirement/detail/:id/:isRfq?: every field and "Make a deal", for members with an active membership (spec §6). */
export function RequirementDetailPage() {
  const { t } = useTranslation('deals')
  const { id = '', isRfq } = useParams()
  const { isAuthenticated, profile } = useSession()
  const detail = useRequirementDetail(id, isAuthenticated)
  const gated = !isAuthenticated || (detail.isError && ['REQUIREMENT_MEMBERSHIP_REQUIRED', 'FORBIDDEN'].includes(errorCodeOf(detail.error)))
  const card = useRequirementCard(id, useViewerKey(), gated)
  const [dealOpen, setDealOpen] = useState(false)
  const [askOpen, setAskOpen] = useState(false)
  const heading = isRfqSegment(isRfq) ? t('detail.rfqTitle') : t('detail.title')

  // A requirement the reader cannot open: its card (what the list shows) beside the way forward.
  if (gated) {
    const summary: TRequirementCard | undefined = card.data
    const code = isAuthenticated ? errorCodeOf(detail.error) : null
    return (
      <Page title={summary?.title ?? heading} description={summary ? heading : undefined}>
        {card.isPending ? <Skeleton height={160} radius="lg" /> : summary ? <RequirementCardSummary card={summary} /> : null}
        {code === 'FORBIDDEN' ? <Alert color="orange">{t('gate.companyOnly')}</Alert> : <Gate kind={isAuthenticated ? 'membership' : 'signIn'} />}
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
        {code === 'NOT_FOUND' ? (
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
        ) : (
          <LoadError title={t('detail.loadFailed')} onRetry={() => void detail.refetch()} />
        )}
      </Page>
    )
  }
  const r = detail.data
  const isAdmin = profile?.private_level === COMPANY_ADMIN_PRIVATE_LEVEL
  const isOpen = r.status === 'opened'
  const dealAction = r.isOwn ? (
    <Button component={Link} to={paths.profileRequirementsView(r.id)} variant="light">
      {t('actions.manage')}
    </Button>
  ) : r.myPendingQuoteId ? (
    <Button component={Link} to={paths.profileQuotesShow(r.myPendingQuoteId)} variant="light">
      {t('actions.seeMyQuote')}
    </Button>
  ) : isOpen && isAdmin ? (
    <Button leftSection={<IconHandStop size={18} aria-hidden />} onClick={() => setDealOpen(true)}>
      {t('actions.makeDeal')}
    </Button>
  ) : null
  // Ask the buyer before quoting (issue 27 item 4): the contact modal applies the plan and ADR 047's rules and says why not.
  const askAction = r.isOwn ? null : (
    <Button variant="default" leftSection={<IconMessageQuestion size={18} aria-hidden />} onClick={() => setAskOpen(true)}>
      {t('detail.askQuestion')}
    </Button>
  )
  const publishedBy = (
    <>
      {t('detail.byPrefix')}{' '}
      <Anchor component={Link} to={paths.searchDetail(r.company.id)} inherit>
        {r.company.tradeName}
      </Anchor>
    </>
  )

  return (
    <Page
      title={r.title}
      description={publishedBy}
      actions={
        askAction || dealAction ? (
          <>
            {askAction}
            {dealAction}
          </>
        ) : null
      }
    >
      {!isOpen && !r.isOwn ? <Alert color="gray">{t(r.status === 'covered' ? 'detail.closed.covered' : 'detail.closed.expired')}</Alert> : null}
      {isOpen && !r.isOwn && !isAdmin && !r.myPendingQuoteId ? <Alert color="gray">{t('detail.adminsOnly')}</Alert> : null}
      {r.isInvited ? <Alert color="nexo">{t('detail.invited')}</Alert> : null}
      {isOpen && !r.isOwn && !r.myPendingQuoteId && r.myMissingCertifications.length > 0 ? <MissingCertificationsAlert certifications={r.myMissingCertifications} /> : null}
      <RequirementDetails requirement={r} />
      {dealOpen ? (
        <QuoteFormModal
          opened={dealOpen}
          onClose={() => setDealOpen(false)}
          target={{ requirementId: r.id, receiverName: r.company.tradeName }}
          defaultTitle={t('quoteForm.defaultTitle', { title: r.title })}
          missingCertifications={r.myMissingCertifications}
        />
      ) : null}
      {askOpen ? (
        <Suspense fallback={null}>
          <ContactModal opened={askOpen} onClose={() => setAskOpen(false)} companyId={r.company.id} companyName={r.company.tradeName} />
        </Suspense>
      ) : null}
    </Page>
  )
}
