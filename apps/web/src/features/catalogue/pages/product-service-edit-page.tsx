import { Alert, Skeleton } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { useNavigate, useParams } from 'react-router'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { errorCodeOf } from '../../../lib/api-error'
import { errorMessageKey } from '../../../lib/error-messages'
import { notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useCatalogueItem } from '../api/get-catalogue-item'
import { useUpdateCatalogueItem } from '../api/save-catalogue-item'
import { AdminsOnly } from '../components/admins-only'
import { CatalogueForm } from '../components/catalogue-form'
import { itemToFormValues } from '../utils/item-form-values'
import { canManageCatalogue } from '../utils/permissions'

/** /products-services/edit/:id */
export function ProductServiceEditPage() {
  const { t } = useTranslation('pages')
  const { t: tCat } = useTranslation('catalogue')
  const { t: tErrors } = useTranslation('errors')
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { profile } = useSession()
  const item = useCatalogueItem(id)
  const update = useUpdateCatalogueItem()

  let body
  if (!canManageCatalogue(profile)) body = <AdminsOnly />
  else if (item.isPending) body = <Skeleton height={640} radius="lg" />
  else if (item.isError) {
    body = (
      <Alert color="red" variant="light">
        {tErrors(errorMessageKey(errorCodeOf(item.error)))}
      </Alert>
    )
  } else {
    body = (
      <CatalogueForm
        key={item.data.id}
        initialValues={itemToFormValues(item.data)}
        submitting={update.isPending}
        submitLabel={tCat('actions.save')}
        onSubmit={async (values) => {
          const saved = await update.mutateAsync({ id, body: values })
          notifySuccess(tCat('form.saved', { title: saved.title }))
          void navigate(paths.productsServices)
        }}
      />
    )
  }
  return (
    <Page title={t('productsServicesEdit.title')} description={tCat('form.editLead')} size="md">
      {body}
    </Page>
  )
}
