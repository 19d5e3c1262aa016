import { Button, Stack, Text, Tooltip } from '@mantine/core'
import { IconBrandWhatsapp, IconMail, IconMessageCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { mailtoUrl, safeWhatsappUrl } from '../../lib/directory/files'

interface ContactOptionsProps {
  /** Only full viewers get these; null hides the option. */
  email?: string | null
  whatsapp?: string | null
}

/**
 * The contact options of spec §2 /marketplace-detail: e-mail (mailto), chat and WhatsApp. Chat is
 * disabled with a visible note until the chat release; WhatsApp shows only when the profile has it.
 */
export function ContactOptions({ email, whatsapp }: ContactOptionsProps) {
  const { t } = useTranslation('directory')
  const mailto = mailtoUrl(email)
  const wa = safeWhatsappUrl(whatsapp)
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
      <Tooltip label={t('contact.chatSoon')} withArrow>
        <Button
          variant="default"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          fullWidth
          data-disabled
          aria-disabled
          aria-describedby="contact-chat-note"
          onClick={(event) => event.preventDefault()}
        >
          {t('contact.chat')}
        </Button>
      </Tooltip>
      <Text id="contact-chat-note" size="xs" c="dimmed">
        {t('contact.chatSoon')}
      </Text>
    </Stack>
  )
}
