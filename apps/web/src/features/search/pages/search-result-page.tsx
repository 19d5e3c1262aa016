import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ComingSoonPage } from '../../../components/coming-soon'

/** /search-result?q&loc&cert&cat&page&limit */
export function SearchResultPage() {
  const { t } = useTranslation('pages')
  const [params] = useSearchParams()
  const query = params.get('q')?.trim()
  return (
    <ComingSoonPage title={t('searchResult.title')} description={t('searchResult.description')}>
      {query ? (
        <Text size="lg" fw={600}>
          {t('searchResult.query', { query })}
        </Text>
      ) : null}
    </ComingSoonPage>
  )
}
