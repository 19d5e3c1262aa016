import { Button, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconClockExclamation, IconLinkOff, IconMailCheck } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useLocation, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { ResendActivationButton, ResendActivationForm } from '../components/resend-activation'
import { ResultMessage } from '../components/result-message'

/** /success: e-mail validated. Company accounts await approval; event-only accounts (?account=event) can sign in now. */
export function SuccessPage() {
  const { t } = useTranslation('pages')
  const { t: tCommon } = useTranslation()
  const [params] = useSearchParams()
  const claim = params.get('claim')
  if (claim === 'confirmed' || claim === 'pending') {
    // A claim of a registry profile (ADR 055): confirmed by this very link, or waiting for the team.
    return (
      <ResultMessage
        icon={claim === 'confirmed' ? IconCircleCheck : IconClockExclamation}
        color={claim === 'confirmed' ? 'teal' : 'orange'}
        title={t('success.title')}
        body={claim === 'confirmed' ? t('success.claimConfirmed') : t('success.claimPending')}
        actions={
          claim === 'confirmed' ? (
            <Button component={Link} to={paths.signin()}>
              {tCommon('actions.signIn')}
            </Button>
          ) : (
            <Button component={Link} to={paths.home} variant="default">
              {tCommon('actions.goHome')}
            </Button>
          )
        }
      />
    )
  }
  if (params.get('account') === 'event') {
    return (
      <ResultMessage
        icon={IconCircleCheck}
        color="teal"
        title={t('success.title')}
        body={t('success.eventBody')}
        actions={
          <Button component={Link} to={paths.eventSignIn}>
            {tCommon('actions.signIn')}
          </Button>
        }
      />
    )
  }
  return (
    <ResultMessage
      icon={IconCircleCheck}
      color="teal"
      title={t('success.title')}
      body={t('success.body')}
      actions={
        <Button component={Link} to={paths.home}>
          {tCommon('actions.goHome')}
        </Button>
      }
    />
  )
}

/** /not-exists: the activation token is unknown (or already used); a new link can be requested. */
export function NotExistsPage() {
  const { t } = useTranslation('pages')
  return (
    <ResultMessage icon={IconLinkOff} color="orange" title={t('notExists.title')} body={t('notExists.body')}>
      <ResendActivationForm />
    </ResultMessage>
  )
}

/** /expires?email=…: the activation token expired; resend to the address from the link, or ask for one. */
export function ExpiresPage() {
  const { t } = useTranslation('pages')
  const [params] = useSearchParams()
  const email = params.get('email') ?? ''
  return (
    <ResultMessage icon={IconClockExclamation} color="orange" title={t('expires.title')} body={t('expires.body')}>
      {email ? (
        <Stack gap="sm" w="100%">
          <Text size="sm" c="dimmed">
            {t('expires.resendTo', { email })}
          </Text>
          <ResendActivationButton email={email} variant="filled" />
        </Stack>
      ) : (
        <ResendActivationForm />
      )}
    </ResultMessage>
  )
}

/** Where the sign-up forms pass the address the link went to (router state survives a reload). */
export interface FinishSignupState {
  email?: string
  /** The events' quick sign-up: an account without a company, so there is no company for the team to approve. */
  isEventOnly?: boolean
  /** A sign-up that claims a registry profile: how the claim will be confirmed (ADR 055). */
  claimMethod?: 'email_domain' | 'admin'
}

function claimMethodOf(state: unknown): FinishSignupState['claimMethod'] {
  const method = typeof state === 'object' && state !== null ? (state as FinishSignupState).claimMethod : undefined
  return method === 'email_domain' || method === 'admin' ? method : undefined
}

const isEventOnlyState = (state: unknown) => typeof state === 'object' && state !== null && (state as FinishSignupState).isEventOnly === true

function emailFromState(state: unknown): string {
  if (typeof state === 'object' && state !== null && 'email' in state) {
    const { email } = state as FinishSignupState
    if (typeof email === 'string') return email
  }
  return ''
}

/** /finish-signup: registration done; the activation e-mail is on its way. */
export function FinishSignupPage() {
  const { t } = useTranslation('pages')
  const { t: tCommon } = useTranslation()
  const location = useLocation()
  const email = emailFromState(location.state)
  return (
    <ResultMessage
      icon={IconMailCheck}
      title={t('finishSignup.title')}
      body={
        isEventOnlyState(location.state)
          ? t('finishSignup.eventBody', { email })
          : claimMethodOf(location.state) === 'email_domain'
            ? t('finishSignup.claimByEmail', { email })
            : claimMethodOf(location.state) === 'admin'
              ? t('finishSignup.claimByTeam', { email })
              : email
            ? t('finishSignup.bodyWithEmail', { email })
            : t('finishSignup.body')
      }
      actions={
        <Button component={Link} to={paths.home} variant="default">
          {tCommon('actions.goHome')}
        </Button>
      }
    >
      {email ? (
        <Stack gap="xs" w="100%">
          <Text size="sm" c="dimmed">
            {t('finishSignup.noEmail')}
          </Text>
          <ResendActivationButton email={email} />
        </Stack>
      ) : null}
    </ResultMessage>
  )
}
