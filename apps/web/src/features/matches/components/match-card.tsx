import { Anchor, Avatar, Badge, Card, Group, List, RingProgress, Stack, Text, ThemeIcon } from '@mantine/core'
import { IconAlertTriangle, IconCheck } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TMatchReason } from '@nexo/shared'

/** 0–100 as a ring: teal from 75, blue from 50, gray below. */
export function ScoreRing({ score }: { score: number }) {
  const { t } = useTranslation('matches')
  const color = score >= 75 ? 'teal' : score >= 50 ? 'blue' : 'gray'
  return (
    <RingProgress
      size={64}
      thickness={6}
      roundCaps
      sections={[{ value: score, color }]}
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
}

/** One match: score ring, what it is (linked), where, and why. */
export function MatchCard({ score, title, href, subtitle, badges, logoUrl, reasons }: MatchCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" h="100%">
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <ScoreRing score={score} />
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
