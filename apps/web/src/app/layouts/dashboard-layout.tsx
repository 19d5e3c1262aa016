import { AppShell, Avatar, Burger, Group, NavLink, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { LanguageSwitch } from '../../components/language-switch'
import { Logo } from '../../components/logo'
import { MAIN_CONTENT_ID } from '../../components/skip-link'
import { paths } from '../../config/paths'
import { useSession } from '../../lib/session'
import { signOut } from '../../lib/sign-out'
import { useRouteDisclosure } from '../../lib/use-route-disclosure'
import { UnreadCountBadge } from '../../features/notifications/components/notifications-bell'
import { NotificationsLive } from '../../features/notifications/components/notifications-live'
import { ChatUnreadBadge } from '../../features/chat/components/chat-unread-badge'
import { accountNavFor, isAccountNavActive } from './account-nav'
import { SessionIndicators } from './session-indicators'

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('')
}

function SessionBadge() {
  const { t } = useTranslation()
  const { profile } = useSession()
  const name = profile?.full_name || profile?.username || ''
  const company = profile?.company_name ?? ''
  if (!name && !company) return null
  return (
    <Group gap="sm" wrap="nowrap" aria-label={t('a11y.signedInAs', { name })}>
      <Avatar src={profile?.image?.url ?? null} alt="" radius="xl" size={36} color="nexo">
        {initialsOf(name)}
      </Avatar>
      <Stack gap={0} visibleFrom="sm" maw={220}>
        <Text size="sm" fw={600} truncate="end">
          {company || name}
        </Text>
        {company ? (
          <Text size="xs" c="dimmed" truncate="end">
            {name}
          </Text>
        ) : null}
      </Stack>
    </Group>
  )
}

/** Layout of the signed-in dashboard: header, account sidebar (spec §2) and content. */
export function DashboardLayout() {
  const { t } = useTranslation()
  const { t: tNav } = useTranslation('nav')
  const { opened, toggle } = useRouteDisclosure()
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const session = useSession()
  const items = accountNavFor(session.userType)


  const onLogOut = () => {
    signOut(pathname)
    void navigate(paths.home)
  }

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{ width: 272, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'xs', sm: 'md' }}
    >
      {session.isAuthenticated && !session.isEventOnly ? <NotificationsLive /> : null}
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('a11y.closeNavigation') : t('a11y.openNavigation')}
              aria-expanded={opened}
              aria-controls="dashboard-navbar"
            />
            <UnstyledButton component={Link} to={paths.home} aria-label={t('a11y.homeLink')}>
              <Logo />
            </UnstyledButton>
          </Group>
          <Group gap="md" wrap="nowrap">
            <SessionBadge />
            <SessionIndicators />
            <LanguageSwitch />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="dashboard-navbar" p="sm" component="nav" aria-label={t('a11y.accountNavigation')}>
        <AppShell.Section grow component={ScrollArea} type="auto">
          <Stack gap={2}>
            {items.map((item) => {
              const active = isAccountNavActive(item, pathname, search)
              const Icon = item.icon
              return (
                <NavLink
                  key={item.key}
                  component={Link}
                  to={item.to}
                  label={tNav(`account.${item.key}`)}
                  leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
                  rightSection={item.key === 'notifications' ? <UnreadCountBadge /> : item.key === 'chat' ? <ChatUnreadBadge /> : undefined}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="light"
                  fw={500}
                />
              )
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <NavLink
            component="button"
            type="button"
            onClick={onLogOut}
            label={tNav('account.logOut')}
            leftSection={<IconLogout size={20} stroke={1.6} aria-hidden />}
            c="red.8"
          />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="gray.0" style={{ outline: 'none' }}>
        {/* A page shows the page loader while its code loads (routes.tsx). */}
        <Outlet />
      </AppShell.Main>
    </AppShell>
  )
}
