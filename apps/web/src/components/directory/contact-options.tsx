import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { IconBrandWhatsapp, IconMail, IconPhone } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { mailtoUrl, safeWhatsappUrl } from '../../lib/directory/files'
import { ComingSoonBadge } from '../coming-soon'

export interface ContactChannels {
  email?: string | null
  whatsapp?: string | null
  phone?: string | null
}

/**
 * The contact options of spec §2 /marketplace-detail for a full viewer: e-mail (mailto), WhatsApp and
 * the phone, each only when the profile has it. Chat has no button until its release: a disabled
 * button leads nowhere, so a line says it is coming and which channels work meanwhile.
 */
export function ContactOptions({ email, whatsapp, phone }: ContactChannels) {
  const { t } = useTranslation('directory')
  const mailto = mailtoUrl(email)
  const wa = safeWhatsappUrl(whatsapp)
  const tel = phone ? `tel:${phone.replace(/[^\d+]/g, '')}` : null
  return (
    <Stack gap="xs">
      {mailto ? (
        <Button component="a" href={mailto} leftSection={<IconMail size={18} aria-hidden />} fullWidth>
          {t('contact.email')}
        </Button>
      ) : null}
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
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ComingSoonBadge />
        <Text size="xs" c="dimmed">
          {t('contact.chatSoon')}
        </Text>
      </Group>
    </Stack>
  )
}
