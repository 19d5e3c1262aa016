import { lazy, Suspense, useState } from 'react'
import { Anchor, Button, Group, Stack } from '@mantine/core'
import { IconBrandWhatsapp, IconMessageCircle, IconPhone } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { safeWhatsappUrl } from '../../lib/directory/files'

// The modal, its form and its schemas load when it first opens: a company page's first load has no use for them.
const ContactModal = lazy(() => import('./contact-modal').then((m) => ({ default: m.ContactModal })))

export interface ContactChannels {
  /** The company to contact (and the product, from a product page): the contact modal sends to it. */
  companyId: string
  companyName: string
  productId?: string | null
  email?: string | null
  whatsapp?: string | null
  phone?: string | null
}

/**
 * The contact options of spec §2 /marketplace-detail for a full viewer: the contact modal (an e-mail sent by Nexo or
 * a chat request, issue 13), WhatsApp and the phone, each only when the profile has it.
 */
export function ContactOptions({ companyId, companyName, productId, whatsapp, phone }: ContactChannels) {
  const { t } = useTranslation('directory')
  const [isOpen, setIsOpen] = useState(false)
  const wa = safeWhatsappUrl(whatsapp)
  const tel = phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : null
  return (
    <Stack gap="xs">
      <Button onClick={() => setIsOpen(true)} leftSection={<IconMessageCircle size={18} aria-hidden />} fullWidth>
        {t('contact.open')}
      </Button>
      {wa ? (
        <Button component="a" href={wa} target="_blank" rel="noopener noreferrer" color="green.8" leftSection={<IconBrandWhatsapp size={18} aria-hidden />} fullWidth>
          {t('contact.whatsapp')}
        </Button>
      ) : null}
      {tel ? (
        <Anchor href={tel} size="sm" underline="always">
          <Group gap={6} component="span" wrap="nowrap">
            <IconPhone size={16} aria-hidden />
            {phone}
          </Group>
        </Anchor>
      ) : null}
      {isOpen ? (
        <Suspense fallback={null}>
          <ContactModal opened={isOpen} onClose={() => setIsOpen(false)} companyId={companyId} companyName={companyName} productId={productId} />
        </Suspense>
      ) : null}
    </Stack>
  )
}
