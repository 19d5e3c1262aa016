import { Box } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { AudienceCards } from '../components/audience-cards'
import { HeroSearch } from '../components/hero-search'
import { HighlightSlider } from '../components/highlight-slider'
import { SectorTiles } from '../components/sector-tiles'
import { StatsBand } from '../components/stats-band'
import { usePageMeta } from '../../../lib/page-meta'

/** `/`: hero with search, stats, highlights slider, sectors and buyer/supplier calls to action. */
export function HomePage() {
  const { t } = useTranslation('home')
  const { t: tMeta } = useTranslation('meta')
  usePageMeta({ title: t('documentTitle'), description: tMeta('home') })
  return (
    <Box>
      <HeroSearch />
      <StatsBand />
      <HighlightSlider />
      <SectorTiles />
      <AudienceCards />
    </Box>
  )
}
