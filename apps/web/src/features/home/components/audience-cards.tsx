import { Button, Card, Container, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core'
import { IconBuildingFactory2, IconShoppingCart } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import { paths } from '../../../config/paths'
import classes from './home.module.css'

/** Calls to action for the two sides of the market: /buyer and /supplier. */
export function AudienceCards() {
  const { t } = useTranslation('home')
  const cards = [
    { key: 'buyer', to: paths.buyer, icon: IconShoppingCart },
    { key: 'supplier', to: paths.supplier, icon: IconBuildingFactory2 },
  ] as const
  return (
    <Container size="lg" component="section" aria-labelledby="home-audience-title" pb={72}>
      <Title order={2} id="home-audience-title" mb="xl">
        {t('audience.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {cards.map(({ key, to, icon: Icon }) => (
          <Card key={key} withBorder radius="lg" padding="xl" className={classes.audienceCard} data-variant={key}>
            <ThemeIcon size={52} radius="md" variant={key === 'buyer' ? 'filled' : 'light'} aria-hidden mb="md">
              <Icon size={28} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} mb="xs">
              {t(`audience.${key}.title`)}
            </Title>
            <Text c="dimmed" mb="lg">
              {t(`audience.${key}.body`)}
            </Text>
            <Button component={Link} to={to} variant={key === 'buyer' ? 'filled' : 'outline'} mt="auto" w="fit-content">
              {t(`audience.${key}.cta`)}
            </Button>
          </Card>
        ))}
      </SimpleGrid>
    </Container>
  )
}
