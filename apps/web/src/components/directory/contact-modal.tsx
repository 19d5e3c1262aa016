import { useState } from 'react'
import { Alert, Button, Group, Loader, Modal, SegmentedControl, Stack, Text, Textarea } from '@mantine/core'
import { IconBrandWhatsapp, IconCrown, IconMail, IconMessageCircle, IconMessages } from '@tabler/icons-react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from '../../lib/i18n-react'
import { Link, useNavigate } from 'react-router'
import { CONTACT_MESSAGE_MAX, type ContactChannel, ZContactOptionsResponseSchema, ZContactResponseSchema } from '@nexo/shared'
import { paths } from '../../config/paths'
import { api } from '../../lib/api-client'
import { isApiError } from '../../lib/api-error'
import { safeWhatsappUrl } from '../../lib/directory/files'
import { notifyErrorCode, notifySuccess } from '../../lib/notify'

interface ContactModalProps {
  companyId: string
  companyName: string
  /** When opened from a product or service page. */
  productId?: string | null
  opened: boolean
  onClose: () => void
}

/**
 * The contact modal of spec §2 /marketplace-detail (issue 13, ADR 029): an e-mail sent by Nexo on the user's behalf
 * (replies go to the user), a chat request, or the company's WhatsApp. The message is required (spec §5). The server
 * decides who may contact; when it says no, the modal says why and what to do (Platinum → see plans), never a dead end.
 */
export function ContactModal({ companyId, companyName, productId = null, opened, onClose }: ContactModalProps) {
  const { t } = useTranslation('directory')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [channel, setChannel] = useState<ContactChannel>('chat')
  const [message, setMessage] = useState('')
  const [error, setError] = useState<string | null>(null)

  const options = useQuery({
    queryKey: ['contact', 'options', companyId],
    queryFn: ({ signal }) => api.get(`/api/v1/contact/${companyId}`, { schema: ZContactOptionsResponseSchema, signal }),
    enabled: opened,
    staleTime: 0,
  })
  const send = useMutation({
    mutationFn: () => api.post('/api/v1/contact', { companyId, productId, channel, message: message.trim() }, { schema: ZContactResponseSchema }),
    // A refusal says why (its own §8 message); anything else — the network, a server failure — is the modal's
    // default message, "An error occurred while sending the message".
    meta: { silent: true },
    onError: (failure) => notifyErrorCode(isApiError(failure) && failure.status < 500 ? failure.code : 'CONTACT_SEND_FAILED'),
    onSuccess: (result) => {
      setMessage('')
      void queryClient.invalidateQueries({ queryKey: ['contact', 'options', companyId] })
      void queryClient.invalidateQueries({ queryKey: ['chat'] })
      onClose()
      if (result.channel === 'chat' && result.chatId) {
        notifySuccess(t('contact.modal.chatSent', { company: companyName }))
        void navigate(`${paths.chat}?id=${encodeURIComponent(result.chatId)}`)
      } else {
        notifySuccess(t('contact.modal.emailSent', { company: companyName }))
      }
    },
  })

  const data = options.data
  const openChat = data?.openChat ?? null
  const effectiveChannel: ContactChannel = openChat ? 'email' : channel
  const whatsapp = safeWhatsappUrl(data?.whatsapp)

  const submit = () => {
    if (!message.trim()) {
      setError(t('contact.modal.messageRequired'))
      return
    }
    setError(null)
    if (effectiveChannel !== channel) setChannel(effectiveChannel)
    send.mutate()
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('contact.modal.title', { company: companyName })} centered size="lg" closeButtonProps={{ 'aria-label': t('contact.modal.cancel') }}>
      {options.isPending ? (
        <Group justify="center" py="lg">
          <Loader size="sm" />
        </Group>
      ) : !data ? (
        <Alert color="red">{t('contact.modal.loadFailed')}</Alert>
      ) : data.reason === 'CONTACT_PLATINUM_REQUIRED' ? (
        <Stack gap="sm">
          <Alert color="yellow" icon={<IconCrown size={18} aria-hidden />} title={t('contact.modal.platinumTitle')}>
            {t('contact.modal.platinumBody', { company: companyName })}
          </Alert>
          <Button component={Link} to={paths.membership} color="yellow.4" autoContrast leftSection={<IconCrown size={18} aria-hidden />} onClick={onClose}>
            {t('contact.seePlans')}
          </Button>
        </Stack>
      ) : data.reason === 'CONTACT_NO_PERMISSION' ? (
        <Alert color="gray">{t('contact.modal.noPermission')}</Alert>
      ) : data.reason === 'RESTRICTED_USER_READ_ONLY' ? (
        <Alert color="gray">{t('contact.modal.readOnly')}</Alert>
      ) : (
        <Stack gap="md">
          {openChat ? (
            <Alert color="nexo" icon={<IconMessages size={18} aria-hidden />}>
              <Stack gap="xs">
                <Text size="sm">{openChat.status === 'pending' ? t('contact.modal.pendingChat', { company: companyName }) : t('contact.modal.activeChat', { company: companyName })}</Text>
                <Button component={Link} to={`${paths.chat}?id=${encodeURIComponent(openChat.id)}`} size="xs" variant="light" w="fit-content" onClick={onClose}>
                  {t('contact.modal.openChat')}
                </Button>
              </Stack>
            </Alert>
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="contact-channel-label">
              {t('contact.modal.channel')}
            </Text>
            <SegmentedControl
              aria-labelledby="contact-channel-label"
              value={effectiveChannel}
              onChange={(v) => setChannel(v as ContactChannel)}
              fullWidth
              data={[
                { value: 'chat', label: t('contact.modal.chat'), disabled: Boolean(openChat) },
                { value: 'email', label: t('contact.modal.email') },
              ]}
            />
            <Text size="xs" c="dimmed">
              {effectiveChannel === 'chat' ? t('contact.modal.chatHint', { company: companyName }) : t('contact.modal.emailHint', { company: companyName })}
            </Text>
          </Stack>
          <Textarea
            label={t('contact.modal.message')}
            placeholder={t('contact.modal.placeholder')}
            required
            withAsterisk
            value={message}
            onChange={(e) => {
              setMessage(e.currentTarget.value)
              if (error) setError(null)
            }}
            error={error}
            autosize
            minRows={4}
            maxRows={10}
            maxLength={CONTACT_MESSAGE_MAX}
            description={`${message.length} / ${CONTACT_MESSAGE_MAX}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
          />
          <Group justify="space-between" wrap="wrap" gap="sm">
            {whatsapp ? (
              <Button component="a" href={whatsapp} target="_blank" rel="noopener noreferrer" color="green.8" variant="light" leftSection={<IconBrandWhatsapp size={18} aria-hidden />}>
                {t('contact.whatsapp')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {t('contact.modal.cancel')}
              </Button>
              <Button onClick={submit} loading={send.isPending} leftSection={effectiveChannel === 'chat' ? <IconMessageCircle size={18} aria-hidden /> : <IconMail size={18} aria-hidden />}>
                {effectiveChannel === 'chat' ? t('contact.modal.sendChat') : t('contact.modal.sendEmail')}
              </Button>
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
