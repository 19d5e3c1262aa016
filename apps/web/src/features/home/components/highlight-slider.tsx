import { type ComponentType, type FocusEvent, useEffect, useState } from 'react'
import { ActionIcon, Box, Button, Container, Group, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core'
import { useDocumentVisibility, useReducedMotion } from '@mantine/hooks'
import {
  IconCalendarEvent,
  IconChevronLeft,
  IconChevronRight,
  IconCrown,
  IconFileSearch,
  IconPlayerPause,
  IconPlayerPlay,
} from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import { formatCount } from '../../../lib/directory/format'
import { useLanguage } from '../../../lib/directory/use-language'
import { useHomeStats } from '../../../lib/home-stats'
import { nextSlide, previousSlide, shouldAutoAdvance, SLIDE_INTERVAL_MS } from './slider-state'
import classes from './highlight-slider.module.css'

type SlideKey = 'rfq' | 'events' | 'platinum'

/** Each slide's live figure, counted by the server with the home stats (never typed into the texts). */
const SLIDES: readonly { key: SlideKey; to: string; icon: ComponentType<{ size?: number; stroke?: number }>; figure: 'openRequirements' | 'upcomingEvents' | 'platinumCompanies' }[] = [
  { key: 'rfq', to: paths.requirements, icon: IconFileSearch, figure: 'openRequirements' },
  { key: 'events', to: paths.events, icon: IconCalendarEvent, figure: 'upcomingEvents' },
  { key: 'platinum', to: paths.membership, icon: IconCrown, figure: 'platinumCompanies' },
]

/**
 * Three highlight slides that advance on their own (WAI-ARIA carousel pattern):
 * pauses on hover and keyboard focus, has a pause button, and never moves by
 * itself when the user prefers reduced motion.
 */
export function HighlightSlider() {
  const { t } = useTranslation('home')
  const language = useLanguage()
  const stats = useHomeStats()
  const [index, setIndex] = useState(0)
  const [isPausedByUser, setPausedByUser] = useState(false)
  const [isHovered, setHovered] = useState(false)
  const [hasFocusWithin, setFocusWithin] = useState(false)
  const prefersReducedMotion = useReducedMotion() ?? false
  const isDocumentHidden = useDocumentVisibility() === 'hidden'
  const count = SLIDES.length

  const isRotating = shouldAutoAdvance({ isPausedByUser, isHovered, hasFocusWithin, prefersReducedMotion, isDocumentHidden })

  useEffect(() => {
    if (!isRotating) return undefined
    const timer = window.setTimeout(() => setIndex((current) => nextSlide(current, count)), SLIDE_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [isRotating, index, count])

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false)
  }

  return (
    <Container size="lg" component="section" pt={56} aria-labelledby="home-slider-title">
      <Title order={2} id="home-slider-title" mb="lg">
        {t('slider.label')}
      </Title>
      <Box
        className={classes.carousel}
        aria-roledescription={t('slider.roleCarousel')}
        aria-labelledby="home-slider-title"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocusWithin(true)}
        onBlur={onBlur}
      >
        <div className={classes.viewport}>
          <div
            className={classes.track}
            style={{ transform: `translateX(-${index * 100}%)` }}
            aria-live={isRotating ? 'off' : 'polite'}
          >
            {SLIDES.map(({ key, to, icon: Icon, figure }, slideIndex) => {
              const isCurrent = slideIndex === index
              return (
                <div
                  key={key}
                  className={classes.slide}
                  data-slide={key}
                  role="group"
                  aria-roledescription={t('slider.roleSlide')}
                  aria-label={t('slider.position', { number: slideIndex + 1, total: count })}
                  aria-hidden={!isCurrent}
                  inert={!isCurrent}
                >
                  <Group gap="xl" wrap="nowrap" align="center" className={classes.slideInner}>
                    <ThemeIcon size={88} radius="xl" variant="white" className={classes.slideIcon} aria-hidden>
                      <Icon size={48} stroke={1.4} />
                    </ThemeIcon>
                    <Stack gap="sm" maw={620}>
                      <Title order={3} c="white" className={classes.slideTitle}>
                        {t(`slider.slides.${key}.title`)}
                      </Title>
                      <Text c="nexo.0" size="lg">
                        {t(`slider.slides.${key}.body`)}
                      </Text>
                      {stats.data && stats.data[figure] > 0 ? (
                        <Text c="white" fw={700} data-testid={`home-slide-figure-${key}`}>
                          {t(`slider.slides.${key}.figure`, { count: stats.data[figure], formatted: formatCount(stats.data[figure], language) })}
                        </Text>
                      ) : null}
                      <Button component={Link} to={to} variant="white" w="fit-content" mt="xs">
                        {t(`slider.slides.${key}.cta`)}
                      </Button>
                    </Stack>
                  </Group>
                </div>
              )
            })}
          </div>
        </div>

        <Group justify="space-between" mt="md" wrap="nowrap">
          <Group gap={8} role="group" aria-label={t('slider.label')}>
            {SLIDES.map(({ key }, slideIndex) => (
              <UnstyledButton
                key={key}
                className={classes.dot}
                data-active={slideIndex === index || undefined}
                aria-label={t('slider.goTo', { number: slideIndex + 1 })}
                aria-current={slideIndex === index ? 'true' : undefined}
                onClick={() => setIndex(slideIndex)}
              />
            ))}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={isPausedByUser ? t('slider.play') : t('slider.pause')}
              onClick={() => setPausedByUser((paused) => !paused)}
            >
              {isPausedByUser ? <IconPlayerPlay size={18} aria-hidden /> : <IconPlayerPause size={18} aria-hidden />}
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t('slider.previous')}
              onClick={() => setIndex((current) => previousSlide(current, count))}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={t('slider.next')}
              onClick={() => setIndex((current) => nextSlide(current, count))}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
      </Box>
    </Container>
  )
}
