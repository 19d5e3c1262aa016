import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useCreateCatalogueItem } from '../api/save-catalogue-item'
import { AdminsOnly } from '../components/admins-only'
import { CatalogueForm } from '../components/catalogue-form'
import { canManageCatalogue } from '../utils/permissions'

/** /products-services/create */
export function ProductServiceCreatePage() {
  const { t } = useTranslation('pages')
  const { t: tCat } = useTranslation('catalogue')
  const navigate = useNavigate()
  const { profile } = useSession()
  const create = useCreateCatalogueItem()
  return (
    <Page title={t('productsServicesCreate.title')} description={tCat('form.createLead')} size="md">
      {canManageCatalogue(profile) ? (
        <CatalogueForm
          submitting={create.isPending}
          submitLabel={tCat('actions.createSubmit')}
          onSubmit={async (body) => {
            const item = await create.mutateAsync(body)
            notifySuccess(tCat('form.created', { title: item.title }))
            void navigate(paths.productsServices)
          }}
        />
      ) : (
        <AdminsOnly />
      )}
    </Page>
  )
}
