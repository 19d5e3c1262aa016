import { Anchor, AspectRatio, Badge, Center, Container, Grid, Group, Image, Paper, Stack, Table, Text, Title } from '@mantine/core'
import { IconArrowLeft, IconFileText, IconMapPin, IconPackage, IconTool } from '@tabler/icons-react'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TProductDetailResponse } from '@nexo/shared'
import { PlatinumBadge, ValidatedBadge } from '../../../components/directory/company-badges'
import { CompanyLogo } from '../../../components/directory/company-logo'
import { CompanyProducts } from '../../../components/directory/company-products'
import { ContactCard } from '../../../components/directory/contact-card'
import { DetailSection, FactList, LongText } from '../../../components/directory/detail-section'
import { FavouriteButton } from '../../../components/directory/favourite-button'
import { FileButton } from '../../../components/directory/file-button'
import { UpgradeCallout } from '../../../components/directory/upgrade-callout'
import { usePageMeta } from '../../../lib/page-meta'
import { paths } from '../../../config/paths'
import { formatPrice } from '../../../lib/directory/format'
import { marketplaceDetailLink } from '../../../lib/directory/marketplace-link'
import { bilingualName, formatLocation } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'

interface ProductDetailViewProps {
  product: TProductDetailResponse
  /** Page of the "more from this company" list. */
  page: number
  onPageChange: (page: number) => void
}

/** The product/service case of /marketplace-detail/{id}/{page}: basic or full as the API decides. */
export function ProductDetailView({ product, page, onPageChange }: ProductDetailViewProps) {
  const { t } = useTranslation('marketplace')
  const language = useLanguage()
  const { t: tMeta } = useTranslation('meta')
  usePageMeta({
    title: product.title,
    description: tMeta('product', { title: product.title, company: product.company.tradeName, description: product.briefDescription }),
  })
  const isFull = product.visibility === 'full'
  const companyLink = marketplaceDetailLink('company', product.company.id)
  const KindIcon = product.kind === 'service' ? IconTool : IconPackage
  const attributes = isFull ? Object.entries(product.attributes) : []
  const contactCard = (visibleFrom?: 'md', hiddenFrom?: 'md') => (
    <ContactCard
      companyId={product.company.id}
      offerBooking
      companyName={product.company.tradeName}
      channels={isFull ? { companyId: product.company.id, companyName: product.company.tradeName, productId: product.id, email: product.email || product.company.email, whatsapp: product.company.whatsapp, phone: product.phone ?? product.company.phone } : null}
      visibleFrom={visibleFrom}
      hiddenFrom={hiddenFrom}
    />
  )

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.marketplace()} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('detail.back')}
          </Group>
        </Anchor>

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
              <AspectRatio ratio={4 / 3}>
                {product.imageUrl ? (
                  <Image src={product.imageUrl} alt={product.title} fit="cover" />
                ) : (
                  <Center bg="gray.0" c="gray.5" aria-hidden>
                    <KindIcon size={72} stroke={1.2} />
                  </Center>
                )}
              </AspectRatio>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={6} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <Badge variant="light" color={product.kind === 'service' ? 'grape' : 'orange'}>
                      {product.kind === 'service' ? t('detail.service') : t('detail.product')}
                    </Badge>
                    <Badge variant="default" tt="none">
                      {bilingualName(product.category, language)}
                    </Badge>
                  </Group>
                  <Title order={1} style={{ fontSize: 'clamp(1.5rem, 1rem + 2.5vw, 2.125rem)', overflowWrap: 'break-word', hyphens: 'auto' }}>
                    {product.title}
                  </Title>
                </Stack>
                <FavouriteButton type="product" id={product.id} name={product.title} />
              </Group>
              <Text fz={28} fw={800} c="nexo.8">
                {formatPrice(product.price, product.currency, language)}
              </Text>
              <Text>{product.briefDescription}</Text>

              <Paper withBorder radius="md" p="md">
                <Group gap="sm" wrap="nowrap">
                  <CompanyLogo name={product.company.tradeName} url={product.company.logoUrl} size={48} />
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="xs" c="dimmed">
                      {t('detail.offeredBy')}
                    </Text>
                    <Anchor component={Link} to={companyLink.to} state={companyLink.state} fw={700}>
                      {product.company.tradeName}
                    </Anchor>
                    <Group gap={4} c="dimmed" wrap="nowrap">
                      <IconMapPin size={14} aria-hidden />
                      <Text size="sm" c="dimmed">
                        {formatLocation(product.company, language)}
                      </Text>
                    </Group>
                    <Group gap={6}>
                      {product.company.isPlatinum ? <PlatinumBadge size="xs" /> : null}
                      {product.company.isValidatedSupplier ? <ValidatedBadge size="xs" /> : null}
                    </Group>
                  </Stack>
                </Group>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>

        {/* On a phone the contact card comes right after the product, before its details and the company's catalogue. */}
        {contactCard(undefined, 'md')}

        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {isFull ? (
                <DetailSection title={t('detail.description')} icon={<IconFileText size={20} aria-hidden />}>
                  <LongText>{product.detailedDescription}</LongText>
                  <FactList
                    facts={[
                      { label: t('detail.family'), value: product.family },
                      { label: t('detail.quantity'), value: product.quantity },
                    ]}
                  />
                  {attributes.length > 0 ? (
                    <Table withTableBorder verticalSpacing={6} fz="sm" captionSide="top">
                      <Table.Caption>{t('detail.attributes')}</Table.Caption>
                      <Table.Tbody>
                        {attributes.map(([name, value]) => (
                          <Table.Tr key={name}>
                            <Table.Th scope="row" w="40%">
                              {name}
                            </Table.Th>
                            <Table.Td>{value}</Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  ) : null}
                  {product.datasheet ? <FileButton file={product.datasheet} label={t('detail.datasheet')} /> : null}
                </DetailSection>
              ) : (
                <UpgradeCallout />
              )}
              <CompanyProducts
                companyId={product.company.id}
                page={page}
                onPageChange={onPageChange}
                excludeId={product.id}
                title={t('detail.moreFrom', { company: product.company.tradeName })}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>{contactCard('md')}</Grid.Col>
        </Grid>
      </Stack>
    </Container>
  )
}
