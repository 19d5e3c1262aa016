import type { ComponentType } from 'react'
import { Container, SimpleGrid, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core'
import { IconBottle, IconFlame, IconHammer, IconPlugConnected, IconSettingsCog, IconSpray, IconStack2, IconTool } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import classes from './home.module.css'

type SectorKey = 'stamping' | 'plasticInjection' | 'dieCasting' | 'cncMachining' | 'wireHarness' | 'tooling' | 'forging' | 'coatings'

const SECTORS: readonly { key: SectorKey; icon: ComponentType<{ size?: number; stroke?: number }> }[] = [
  { key: 'stamping', icon: IconStack2 },
  { key: 'plasticInjection', icon: IconBottle },
  { key: 'dieCasting', icon: IconFlame },
  { key: 'cncMachining', icon: IconSettingsCog },
  { key: 'wireHarness', icon: IconPlugConnected },
  { key: 'tooling', icon: IconTool },
  { key: 'forging', icon: IconHammer },
  { key: 'coatings', icon: IconSpray },
]

/** Manufacturing processes linking to a search for them, in the interface language. */
export function SectorTiles() {
  const { t } = useTranslation('home')
  return (
    <Container size="lg" component="section" aria-labelledby="home-sectors-title" py={56}>
      <Stack gap={6} mb="xl">
        <Title order={2} id="home-sectors-title">
          {t('sectors.title')}
        </Title>
        <Text c="dimmed">{t('sectors.subtitle')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="md" component="ul" className={classes.sectorList}>
        {SECTORS.map(({ key, icon: Icon }) => (
          <li key={key}>
            <UnstyledButton
              component={Link}
              to={paths.searchResult({ q: t(`sectors.searchTerms.${key}`) })}
              className={classes.sectorTile}
            >
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                <Icon size={24} stroke={1.6} />
              </ThemeIcon>
              <Text fw={600} className={classes.sectorLabel}>
                {t(`sectors.items.${key}`)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
    </Container>
  )
}
