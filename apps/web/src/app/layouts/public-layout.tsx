import { lazy, Suspense, useState } from 'react'
import { ActionIcon, Anchor, Box, Burger, Button, Container, Divider, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link, Outlet, useLocation, useNavigate } from 'react-router'
import { LanguageOffer } from '../../components/language-offer'
import { LanguageSwitch } from '../../components/language-switch'
import { Logo } from '../../components/logo'
import { MAIN_CONTENT_ID } from '../../components/skip-link'
import { paths } from '../../config/paths'
import { useSession } from '../../lib/session'
import { signOut } from '../../lib/sign-out'
import { useRouteDisclosure } from '../../lib/use-route-disclosure'
import { isTopNavActive, TOP_NAV } from './nav-items'
import classes from './public-layout.module.css'

// The mobile menu's drawer loads when the menu first opens: its modal machinery is not part of a first visit.
const Drawer = lazy(() => import('../../components/drawer-lazy'))

function TopNavLinks({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('nav')
  const { pathname } = useLocation()
  return (
    <Box component="ul" className={vertical ? classes.navListVertical : classes.navList}>
      {TOP_NAV.map((item) => {
        const active = isTopNavActive(item, pathname)
        return (
          <li key={item.key}>
            <Link
              to={item.to}
              className={classes.navLink}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              {t(`top.${item.key}`)}
            </Link>
          </li>
        )
      })}
    </Box>
  )
}

function AccountActions({ vertical = false, onNavigate }: { vertical?: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const session = useSession()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const Wrapper = vertical ? Stack : Group

  if (session.isAuthenticated) {
    const onLogOut = () => {
      onNavigate?.()
      signOut(pathname)
      void navigate(paths.home)
    }
    return (
      <Wrapper gap="xs">
        <Button component={Link} to={paths.dashboard} onClick={onNavigate} size="sm">
          {t('actions.myAccount')}
        </Button>
        {vertical ? (
          <Button variant="subtle" color="gray" size="sm" onClick={onLogOut}>
            {t('actions.logOut')}
          </Button>
        ) : (
          // An icon in the desktop bar: with the eight menu links, the bell and the language switch a worded button did not fit.
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={onLogOut} aria-label={t('actions.logOut')} title={t('actions.logOut')}>
            <IconLogout size={20} aria-hidden />
          </ActionIcon>
        )}
      </Wrapper>
    )
  }
  return (
    <Wrapper gap="xs">
      <Button component={Link} to={paths.signin()} variant="default" size="sm" onClick={onNavigate}>
        {t('actions.signIn')}
      </Button>
      <Button component={Link} to={paths.signup} size="sm" onClick={onNavigate}>
        {t('actions.signUp')}
      </Button>
    </Wrapper>
  )
}

// What only signed-in users see (bell, offline indicator, live notifications) loads for them alone: a visitor's
// first load does not carry the realtime client.
const SessionIndicators = lazy(() => import('./session-indicators').then((m) => ({ default: m.SessionIndicators })))
const NotificationsLive = lazy(() => import('../../features/notifications/components/notifications-live').then((m) => ({ default: m.NotificationsLive })))

function SignedInIndicators() {
  const session = useSession()
  if (!session.isAuthenticated) return null
  return (
    <Suspense fallback={null}>
      <SessionIndicators />
    </Suspense>
  )
}

function PublicHeader() {
  const { t } = useTranslation()
  const { opened, toggle, close } = useRouteDisclosure()
  const session = useSession()
  const [isDrawerMounted, setDrawerMounted] = useState(false)
  // Mounted from the first opening on, so closing still animates.
  if (opened && !isDrawerMounted) setDrawerMounted(true)

  return (
    <Box component="header" className={classes.header}>
      {session.isAuthenticated && !session.isEventOnly ? (
        <Suspense fallback={null}>
          <NotificationsLive />
        </Suspense>
      ) : null}
      <Container size="xl" className={classes.headerInner}>
        <UnstyledButton component={Link} to={paths.home} aria-label={t('a11y.homeLink')} className={classes.brand}>
          <Logo />
        </UnstyledButton>

        <Box component="nav" aria-label={t('a11y.mainNavigation')} className={`${classes.desktopNav} ${classes.desktopOnly}`}>
          <TopNavLinks />
        </Box>

        <Group gap="sm" wrap="nowrap" className={classes.desktopOnly}>
          <SignedInIndicators />
          <LanguageSwitch />
          <AccountActions />
        </Group>

        <Group gap="xs" wrap="nowrap" className={classes.mobileOnly}>
          <SignedInIndicators />
          <LanguageSwitch />
          <Burger
            opened={opened}
            onClick={toggle}
            aria-label={opened ? t('a11y.closeNavigation') : t('a11y.openNavigation')}
            aria-expanded={opened}
            aria-controls="public-mobile-nav"
          />
        </Group>
      </Container>

      {isDrawerMounted ? (
        <Suspense fallback={null}>
          <Drawer
            id="public-mobile-nav"
            opened={opened}
            onClose={close}
            position="right"
            size="xs"
            title={<Logo />}
            closeButtonProps={{ 'aria-label': t('a11y.closeNavigation') }}
          >
            <Stack gap="lg">
              <nav aria-label={t('a11y.mainNavigation')}>
                <TopNavLinks vertical onNavigate={close} />
              </nav>
              <Divider />
              <AccountActions vertical onNavigate={close} />
            </Stack>
          </Drawer>
        </Suspense>
      ) : null}
    </Box>
  )
}

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h6" c="white" tt="uppercase" lts={0.5}>
        {title}
      </Title>
      {links.map((link) => (
        <Anchor key={link.to} component={Link} to={link.to} className={classes.footerLink} size="sm">
          {link.label}
        </Anchor>
      ))}
    </Stack>
  )
}

function PublicFooter() {
  const { t } = useTranslation()
  const { t: tNav } = useTranslation('nav')
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py={48}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="sm">
            <Logo inverted />
            <Text size="sm" c="nexo.1" maw={320}>
              {t('footer.about')}
            </Text>
          </Stack>
          <SimpleGrid component="nav" aria-label={t('a11y.footerNavigation')} cols={{ base: 1, xs: 3 }} spacing="xl">
            <FooterColumn
              title={t('footer.explore')}
              links={[
                { to: paths.searchResult(), label: tNav('footer.search') },
                { to: paths.category, label: tNav('footer.categories') },
                { to: paths.marketplace(), label: tNav('footer.marketplace') },
                { to: paths.events, label: tNav('footer.events') },
                { to: paths.knowUs, label: tNav('footer.about') },
              ]}
            />
            <FooterColumn
              title={t('footer.help')}
              links={[
                { to: paths.faqs, label: tNav('footer.faqs') },
                { to: paths.buyer, label: tNav('footer.buyer') },
                { to: paths.supplier, label: tNav('footer.supplier') },
              ]}
            />
            <FooterColumn
              title={t('footer.legal')}
              links={[
                { to: paths.termConditions, label: tNav('footer.terms') },
                { to: paths.privacyNotice, label: tNav('footer.privacy') },
              ]}
            />
          </SimpleGrid>
        </SimpleGrid>
        <Divider my="xl" color="rgba(255,255,255,0.15)" />
        <Text size="xs" c="nexo.2">
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  )
}

/** Layout of the public website: top menu, content, footer. */
export function PublicLayout() {
  return (
    <div className={classes.shell}>
      <PublicHeader />
      <LanguageOffer />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        {/* A page shows the page loader while its code loads (routes.tsx). */}
        <Outlet />
      </Box>
      <PublicFooter />
    </div>
  )
}
