import { Container, Paper, SimpleGrid, Text, VisuallyHidden } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from './home.module.css'

const STATS = ['companies', 'buyers', 'contacts', 'access'] as const

/** The spec's marketing claims (§1): companies, buyers, contacts, 24 h access. */
export function StatsBand() {
  const { t } = useTranslation('home')
  return (
    <Container size="lg" component="section" aria-labelledby="home-stats-title" className={classes.statsWrap}>
      <VisuallyHidden>
        <h2 id="home-stats-title">{t('stats.title')}</h2>
      </VisuallyHidden>
      <Paper shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }} withBorder>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="lg" component="dl" className={classes.statsList}>
          {STATS.map((key) => (
            // Label first in the DOM (dt before dd); the CSS shows the figure on top.
            <div key={key} className={classes.stat}>
              <Text component="dt" c="dimmed" size="sm" className={classes.statLabel}>
                {t(`stats.${key}.label`)}
              </Text>
              <Text component="dd" className={classes.statValue}>
                {t(`stats.${key}.value`)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </Container>
  )
}
