import { Container, Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { useLanguage } from '../../../lib/directory/use-language'
import { formatHomeStats, useHomeStats } from '../../../lib/home-stats'
import classes from './home.module.css'

const COUNTS = ['companies', 'buyers', 'contacts'] as const

/**
 * The directory in numbers, counted by the server from the database (visible companies, buyers, contacts and the
 * share of profiles updated in the last 12 months), plus the access-time promise (spec §1).
 */
export function StatsBand() {
  const { t } = useTranslation('home')
  const language = useLanguage()
  const stats = useHomeStats()
  const values = formatHomeStats(stats.data, language, '—')
  return (
    <Container size="lg" component="section" aria-labelledby="home-stats-title" className={classes.statsWrap}>
      <VisuallyHidden>
        <h2 id="home-stats-title">{t('stats.title')}</h2>
      </VisuallyHidden>
      <Paper shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder aria-busy={stats.isPending}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" component="dl" className={classes.statsList}>
          {COUNTS.map((key) => (
            // Label first in the DOM (dt before dd); the CSS shows the figure on top.
            <div key={key} className={classes.stat}>
              <Text component="dt" c="dimmed" size="sm" className={classes.statLabel}>
                {t(`stats.${key}.label`)}
              </Text>
              <Text component="dd" className={classes.statValue} data-testid={`home-stat-${key}`}>
                {values[key]}
              </Text>
            </div>
          ))}
          <div className={classes.stat}>
            <Text component="dt" c="dimmed" size="sm" className={classes.statLabel}>
              {t('stats.access.label')}
            </Text>
            <Text component="dd" className={classes.statValue}>
              {t('stats.access.value')}
            </Text>
          </div>
        </SimpleGrid>
        <Text size="sm" c="dimmed" ta="center" mt="md" mih="1.55em" data-testid="home-stat-current">
          {stats.data ? t('stats.current', { share: values.currentShare }) : ''}
        </Text>
      </Paper>
    </Container>
  )
}
