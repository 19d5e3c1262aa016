import { Alert, Tabs } from '@mantine/core'
import { IconCertificate, IconHierarchy, IconShieldLock } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { useSearchParams } from 'react-router'
import { Page } from '../../../components/page'
import { useSession } from '../../../lib/session'
import { CategoriesPanel } from '../reference-data/categories-panel'
import { CertificationsPanel } from '../reference-data/certifications-panel'

/** /admin/reference-data: the certification list and the category tree companies pick from (issue 12, ADR 037). */
export function ReferenceDataPage() {
  const { t } = useTranslation('referenceData')
  const { t: tPages } = useTranslation('pages')
  const { userType } = useSession()
  const [params, setParams] = useSearchParams()
  const tab = params.get('tab') === 'categories' ? 'categories' : 'certifications'
  return (
    <Page title={t('title')} description={t('description')} size="xl">
      {userType === 'admin' ? (
        <Tabs value={tab} onChange={(value) => setParams(value === 'categories' ? { tab: 'categories' } : {}, { replace: true })} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="certifications" leftSection={<IconCertificate size={16} aria-hidden />}>
              {t('tabs.certifications')}
            </Tabs.Tab>
            <Tabs.Tab value="categories" leftSection={<IconHierarchy size={16} aria-hidden />}>
              {t('tabs.categories')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="certifications" pt="lg">
            <CertificationsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="categories" pt="lg">
            <CategoriesPanel />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <Alert color="orange" variant="light" radius="md" icon={<IconShieldLock aria-hidden />} title={tPages('admin.forbiddenTitle')}>
          {tPages('admin.forbiddenBody')}
        </Alert>
      )}
    </Page>
  )
}
