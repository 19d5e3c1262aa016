import { Grid, Skeleton, Stack } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { Page } from '../../../components/page'
import { useMyProfile } from '../api/get-my-profile'
import { ChangePasswordCard } from '../components/change-password-card'
import { EmailChangeNotice, useEmailChangeResult } from '../components/email-change-notice'
import { ProfileForm } from '../components/profile-form'
import { LoadError } from '../../../components/load-error'

/** /profile: my details and my password. */
export function ProfilePage() {
  const { t } = useTranslation('pages')
  const { t: tUsers } = useTranslation('users')
  const profile = useMyProfile()
  useEmailChangeResult()
  return (
    <Page title={t('profile.title')} description={t('profile.description')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          {profile.isPending ? (
            <Stack>
              <Skeleton height={420} radius="lg" />
            </Stack>
          ) : profile.isError ? (
            <LoadError title={tUsers('profile.loadFailed')} onRetry={() => void profile.refetch()} />
          ) : (
            <Stack gap="lg">
              <EmailChangeNotice profile={profile.data} />
              <ProfileForm key={profile.dataUpdatedAt} profile={profile.data} />
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ChangePasswordCard />
        </Grid.Col>
      </Grid>
    </Page>
  )
}
