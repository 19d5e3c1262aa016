import { type FormEvent, useState } from 'react'
import { Anchor, Box, Button, Container, Group, Stack, Text, TextInput, Title, useMatches } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link, useNavigate } from 'react-router'
import { paths } from '../../../config/paths'
import classes from './home.module.css'

/** The home page hero: headline and the supplier search box (→ /search-result?q=…). */
export function HeroSearch() {
  const { t } = useTranslation('home')
  const navigate = useNavigate()
  const [query, setQuery] = useState('')
  const popular = t('hero.popularTerms', { returnObjects: true })
  // A phone's search box holds about 25 characters: the long hint would be cut mid-word there.
  const placeholder = useMatches({ base: t('hero.searchPlaceholderShort'), sm: t('hero.searchPlaceholder') })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = query.trim()
    void navigate(paths.searchResult(q ? { q } : {}))
  }

  return (
    <Box component="section" className={classes.hero} aria-labelledby="home-hero-title">
      <Container size="lg" className={classes.heroInner}>
        <Stack gap="lg" maw={760}>
          <Text component="p" className={classes.eyebrow}>
            {t('hero.eyebrow')}
          </Text>
          <Title order={1} id="home-hero-title" className={classes.heroTitle}>
            {t('hero.title')}
          </Title>
          <Text className={classes.heroSubtitle}>{t('hero.subtitle')}</Text>

          <form role="search" onSubmit={onSubmit} className={classes.searchForm}>
            <TextInput
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
              placeholder={placeholder}
              aria-label={t('hero.searchLabel')}
              size="lg"
              radius="md"
              type="search"
              name="q"
              leftSection={<IconSearch size={20} aria-hidden />}
              className={classes.searchInput}
            />
            <Button type="submit" size="lg" radius="md" color="orange" className={classes.searchButton}>
              {t('hero.searchButton')}
            </Button>
          </form>

          <Group gap="xs" className={classes.popular}>
            <Text size="sm" c="nexo.1" fw={500}>
              {t('hero.popular')}
            </Text>
            {popular.map((term) => (
              <Anchor key={term} component={Link} to={paths.searchResult({ q: term })} className={classes.popularLink} size="sm">
                {term}
              </Anchor>
            ))}
          </Group>
        </Stack>
      </Container>
    </Box>
  )
}
