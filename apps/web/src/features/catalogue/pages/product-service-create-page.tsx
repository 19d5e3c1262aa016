import { Skeleton } from '@mantine/core'
import { useTranslation } from '../../../lib/i18n-react'
import { useNavigate } from 'react-router'
import { Page } from '../../../components/page'
import { paths } from '../../../config/paths'
import { notifySuccess } from '../../../lib/notify'
import { useSession } from '../../../lib/session'
import { useCompanyContact } from '../api/get-company-contact'
import { useCreateCatalogueItem } from '../api/save-catalogue-item'
import { AdminsOnly } from '../components/admins-only'
import { CatalogueForm } from '../components/catalogue-form'
import { EMPTY_CATALOGUE_FORM } from '../utils/item-form-values'
import { canManageCatalogue } from '../utils/permissions'

/** /products-services/create */
export function ProductServiceCreatePage() {
  const { t } = useTranslation('pages')
  const { t: tCat } = useTranslation('catalogue')
  const navigate = useNavigate()
  const { profile } = useSession()
  const create = useCreateCatalogueItem()
  const contact = useCompanyContact()
  let body
  if (!canManageCatalogue(profile)) body = <AdminsOnly />
  // The form's defaults are read once: wait for the company's contact to start from it.
  else if (contact.isPending) body = <Skeleton height={640} radius="lg" />
  else {
    body = (
      <CatalogueForm
        initialValues={{ ...EMPTY_CATALOGUE_FORM, ...contact.data }}
        submitting={create.isPending}
        submitLabel={tCat('actions.createSubmit')}
        onSubmit={async (values) => {
          const item = await create.mutateAsync(values)
          notifySuccess(tCat('form.created', { title: item.title }))
          void navigate(paths.productsServices)
        }}
      />
    )
  }
  return (
    <Page title={t('productsServicesCreate.title')} description={tCat('form.createLead')} size="md">
      {body}
    </Page>
  )
}
