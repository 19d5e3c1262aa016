import type { ReactNode } from 'react'
import { Anchor, Badge, Box, Card, Center, Group, Image, Stack, Text } from '@mantine/core'
import { IconPackage, IconTool } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import { Link } from 'react-router'
import type { Language } from '@nexo/shared'
import { formatPrice } from '../../lib/directory/format'
import { useLanguage } from '../../lib/directory/use-language'
import { PlatinumBadge } from './company-badges'

const IMAGE_HEIGHT = 140

/** What a product/service card shows (basic fields, visible to everybody). */
export interface ProductCardData {
  id: string
  title: string
  kind: 'product' | 'service' | null
  imageUrl: string | null
  price: number | null
  currency: string | null
  description?: string
  companyName?: string
  /** Link to the company, when the card is not already on the company's page. */
  companyHref?: string
  location?: string
  category?: string
  isPlatinum?: boolean
}

interface ProductCardProps {
  product: ProductCardData
  href: string
  linkState?: unknown
  action?: ReactNode
}

export function productPriceLabel(product: Pick<ProductCardData, 'price' | 'currency'>, language: Language): string | null {
  return product.price === null ? null : formatPrice(product.price, product.currency, language)
}

/** A product or service card: image, title, price in the reader's conventions, company. */
export function ProductCard({ product, href, linkState, action }: ProductCardProps) {
  const { t } = useTranslation('directory')
  const language = useLanguage()
  const price = productPriceLabel(product, language)
  const KindIcon = product.kind === 'service' ? IconTool : IconPackage
  return (
    <Card withBorder radius="lg" padding="lg" h="100%" component="article">
      <Card.Section>
        {product.imageUrl ? (
          <Image src={product.imageUrl} alt="" fit="cover" h={IMAGE_HEIGHT} />
        ) : (
          <Center bg="gray.0" c="gray.5" h={IMAGE_HEIGHT} aria-hidden>
            <KindIcon size={36} stroke={1.4} />
          </Center>
        )}
      </Card.Section>
      <Stack gap="xs" mt="md" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Badge size="xs" variant="light" color={product.kind === 'service' ? 'grape' : 'orange'}>
                {product.kind === 'service' ? t('kind.service') : t('kind.product')}
              </Badge>
              {product.isPlatinum ? <PlatinumBadge size="xs" /> : null}
            </Group>
            <Anchor component={Link} to={href} state={linkState} fw={700} c="inherit" lh={1.3} style={{ overflowWrap: 'break-word' }}>
              {product.title}
            </Anchor>
          </Stack>
          {action}
        </Group>
        {product.description ? (
          <Text size="sm" c="dimmed" lineClamp={2}>
            {product.description}
          </Text>
        ) : null}
        <Box style={{ flexGrow: 1 }} />
        {price ? (
          <Text fw={700} size="lg" c="nexo.8">
            {price}
          </Text>
        ) : null}
        {product.category ? (
          <Text size="xs" c="dimmed">
            {product.category}
          </Text>
        ) : null}
        {product.companyName ? (
          <Text size="sm">
            {t('card.by')}{' '}
            {product.companyHref ? (
              // Inside a sentence a link needs more than its colour to stand out (WCAG 1.4.1).
              <Anchor component={Link} to={product.companyHref} size="sm" underline="always">
                {product.companyName}
              </Anchor>
            ) : (
              <Text span size="sm" fw={500}>
                {product.companyName}
              </Text>
            )}
            {product.location ? (
              <Text span size="sm" c="dimmed">
                {' · '}
                {product.location}
              </Text>
            ) : null}
          </Text>
        ) : null}
      </Stack>
    </Card>
  )
}
