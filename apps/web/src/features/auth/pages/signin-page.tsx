import { Anchor } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { usePageMeta } from '../../../lib/page-meta'
import { AuthCard } from '../components/auth-card'
import { SignedInRedirect } from '../components/signed-in-redirect'
import { SignInForm } from '../components/sign-in-form'

/** /signin */
export function SigninPage() {
  const { t } = useTranslation('auth')
  const { t: tPages } = useTranslation('pages')
  usePageMeta({ title: t('signin.title'), description: tPages('signin.description') })
  return (
    <AuthCard
      title={t('signin.title')}
      description={t('signin.description')}
      footer={
        <>
          {t('signin.noAccount')}{' '}
          <Anchor component={Link} to={paths.signup} fw={600}>
            {t('signin.createAccount')}
          </Anchor>
        </>
      }
    >
      <SignedInRedirect />
      <SignInForm />
    </AuthCard>
  )
}
