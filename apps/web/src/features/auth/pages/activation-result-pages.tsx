import { Button } from '@mantine/core'
import { IconCircleCheck, IconClockExclamation, IconLinkOff, IconMailCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { ResultMessage } from '../components/result-message'

/** /success: e-mail validated, awaiting administrator approval. */
export function SuccessPage() {
  const { t } = useTranslation('pages')
  const { t: tCommon } = useTranslation()
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

/** /not-exists: activation token not found. The resend button lands with the sign-up issue. */
export function NotExistsPage() {
  const { t } = useTranslation('pages')
  const { t: tCommon } = useTranslation()
  return (
    <ResultMessage
      icon={IconLinkOff}
      color="orange"
      title={t('notExists.title')}
      body={t('notExists.body')}
      actions={
        <>
          <Button component={Link} to={paths.signin()}>
            {tCommon('actions.signIn')}
          </Button>
          <Button component={Link} to={paths.signup} variant="default">
            {tCommon('actions.signUp')}
          </Button>
        </>
      }
    />
  )
}

/** /expires: activation token expired. */
export function ExpiresPage() {
  const { t } = useTranslation('pages')
  const { t: tCommon } = useTranslation()
  return (
    <ResultMessage
      icon={IconClockExclamation}
      color="orange"
      title={t('expires.title')}
      body={t('expires.body')}
      actions={
        <Button component={Link} to={paths.signin()}>
          {tCommon('actions.signIn')}
        </Button>
      }
    />
  )
}

/** /finish-signup: the sign-up is complete; check your e-mail. */
export function FinishSignupPage() {
  const { t } = useTranslation('pages')
  const { t: tCommon } = useTranslation()
  return (
    <ResultMessage
      icon={IconMailCheck}
      title={t('finishSignup.title')}
      body={t('finishSignup.body')}
      actions={
        <Button component={Link} to={paths.home}>
          {tCommon('actions.goHome')}
        </Button>
      }
    />
  )
}
