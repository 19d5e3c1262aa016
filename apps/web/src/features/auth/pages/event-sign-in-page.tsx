import { Anchor, Container, Paper, Stack, Tabs, Text, Title } from '@mantine/core'
import { IconLogin, IconUserPlus } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useSearchParams } from 'react-router'
import { paths } from '../../../config/paths'
import { usePageMeta } from '../../../lib/page-meta'
import { QuickSignupForm } from '../components/quick-signup-form'
import { SignedInRedirect } from '../components/signed-in-redirect'
import { SignInForm } from '../components/sign-in-form'

type Tab = 'signin' | 'quick'

/** /events/sign-in: sign in (event-only users land on their events) or a quick sign-up for events. */
export function EventSignInPage() {
  const { t } = useTranslation('auth')
  const { t: tPages } = useTranslation('pages')
  usePageMeta({ title: t('events.title'), description: tPages('eventSignIn.description') })
  const [params, setParams] = useSearchParams()
  const tab: Tab = params.get('tab') === 'quick' ? 'quick' : 'signin'
  return (
    <Container size="sm" py={{ base: 'lg', sm: 56 }} px={{ base: 'xs', sm: 'md' }}>
      <SignedInRedirect />
      <Paper withBorder radius="lg" shadow="sm" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {t('events.title')}
            </Title>
            <Text c="dimmed">{t('events.description')}</Text>
          </Stack>
          <Tabs
            value={tab}
            onChange={(value) => setParams(value === 'quick' ? { tab: 'quick' } : {}, { replace: true })}
            keepMounted={false}
          >
            <Tabs.List grow>
              <Tabs.Tab value="signin" leftSection={<IconLogin size={16} aria-hidden />}>
                {t('events.signinTab')}
              </Tabs.Tab>
              <Tabs.Tab value="quick" leftSection={<IconUserPlus size={16} aria-hidden />}>
                {t('events.quickTab')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="signin" pt="lg">
              <SignInForm />
            </Tabs.Panel>
            <Tabs.Panel value="quick" pt="lg">
              <Text size="sm" c="dimmed" mb="md">
                {t('quick.description')}
              </Text>
              <QuickSignupForm />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Paper>
      <Text ta="center" mt="lg" size="sm">
        {t('events.companyAccount')}{' '}
        <Anchor component={Link} to={paths.signup} fw={600}>
          {t('signin.createAccount')}
        </Anchor>
      </Text>
    </Container>
  )
}
