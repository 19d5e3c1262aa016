import { Anchor, Avatar, Badge, Card, Group, List, RingProgress, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { matchFitOf, type MatchFitLevel, type TMatchReason } from '@nexo/shared'
import { useTranslation } from '../../lib/i18n-react'

/** One colour per fit level, for the ring and its label alike. */
const FIT_COLORS: Record<MatchFitLevel, string> = { strong: 'teal', good: 'blue', partial: 'gray' }

/** 0–100 as a ring, coloured by what it means (matchFitOf: strong, good, partial fit). */
export function ScoreRing({ score }: { score: number }) {
  const { t } = useTranslation('matches')
  return (
    <RingProgress
      size={64}
      thickness={6}
      roundCaps
      sections={[{ value: score, color: FIT_COLORS[matchFitOf(score)] }]}
      role="img"
      aria-label={t('scoreLabel', { score })}
      label={
        <Text ta="center" fw={700} size="sm" aria-hidden>
          {score}
        </Text>
      }
    />
  )
}

/** "Strong fit" / "Good fit" / "Partial fit": what the number means, in words (issue 27 §3). */
export function FitLabel({ score }: { score: number }) {
  const { t } = useTranslation('matches')
  const level = matchFitOf(score)
  return (
    <Text size="xs" fw={600} c={level === 'partial' ? 'dimmed' : `${FIT_COLORS[level]}.8`} ta="center" maw={72} lh={1.2}>
      {t(`fit.${level}`)}
    </Text>
  )
}

/** The one line that says what a match score is, above a list of matches. */
export function ScoreMeaning() {
  const { t } = useTranslation('matches')
  return (
    <Text size="sm" c="dimmed">
      {t('scoreMeaning')}
    </Text>
  )
}

export function Reasons({ reasons }: { reasons: TMatchReason[] }) {
  const { t } = useTranslation('matches')
  if (reasons.length === 0) return null
  return (
    <List
      size="sm"
      spacing={4}
      aria-label={t('reasons')}
      icon={
        <ThemeIcon color="teal" size={18} radius="xl" variant="light">
          <IconCheck size={12} aria-hidden />
        </ThemeIcon>
      }
    >
      {reasons.map((r, i) => (
        <List.Item
          key={`${r.kind}-${i}`}
          icon={
            r.kind === 'missingCertification' || r.kind === 'beyondDistance' ? (
              <ThemeIcon color="orange" size={18} radius="xl" variant="light">
                <IconAlertTriangle size={12} aria-hidden />
              </ThemeIcon>
            ) : undefined
          }
          style={{ overflowWrap: 'anywhere' }}
        >
          {r.text}
        </List.Item>
      ))}
    </List>
  )
}

interface MatchCardProps {
  score: number
  title: string
  href: string
  subtitle: ReactNode
  badges?: ReactNode
  logoUrl?: string | null
  reasons: TMatchReason[]
  /** What the reader can do with this match (invite, …), under the reasons. */
  actions?: ReactNode
}

/** One match: score ring with its meaning, what it is (linked), where, why, and what to do. */
export function MatchCard({ score, title, href, subtitle, badges, logoUrl, reasons, actions }: MatchCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" h="100%">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Stack gap={2} align="center">
            <ScoreRing score={score} />
            <FitLabel score={score} />
          </Stack>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            {badges ? <Group gap={6}>{badges}</Group> : null}
            <Group gap="xs" wrap="nowrap">
              {logoUrl !== undefined ? <Avatar src={logoUrl} alt="" size={28} radius="sm" /> : null}
              <Anchor component={Link} to={href} fw={700} c="inherit" style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          </Stack>
        </Group>
        <Reasons reasons={reasons} />
        {actions ? (
          <Group gap="xs" mt="auto" pt={4}>
            {actions}
          </Group>
        ) : null}
      </Stack>
    </Card>
  )
}

export function SmallBadge({ children, color }: { children: ReactNode; color?: string }) {
  return (
    <Badge size="xs" variant="light" color={color}>
      {children}
    </Badge>
  )
}
