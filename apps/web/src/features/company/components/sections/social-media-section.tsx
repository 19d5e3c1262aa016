import { SimpleGrid } from '@mantine/core'
import { IconBrandFacebook, IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react'
import { useTranslation } from '../../../../lib/i18n-react'
import { SOCIAL_NETWORKS, type SocialNetwork, ZCompanySocialMediaRequestSchema } from '@nexo/shared'
import { TextField } from '../../../../components/form-fields'
import { sectionValues } from '../../utils/section-values'
import { SectionForm } from '../section-form'
import { type SectionProps, useSectionForm } from '../use-section-form'

const ICONS = { facebook: IconBrandFacebook, instagram: IconBrandInstagram, twitter: IconBrandX, linkedin: IconBrandLinkedin, youtube: IconBrandYoutube } as const

/** What a valid link of each network looks like (the shared SOCIAL_LINK_PATTERNS decide). */
export const SOCIAL_EXAMPLES: Record<SocialNetwork, string> = {
  facebook: 'https://www.facebook.com/yourcompany',
  instagram: 'https://www.instagram.com/yourcompany',
  twitter: 'https://x.com/yourcompany',
  linkedin: 'https://www.linkedin.com/company/yourcompany',
  youtube: 'https://www.youtube.com/@yourcompany',
}

/** Social media: each link optional and valid for its own network. */
export function SocialMediaSection({ profile, readOnly }: SectionProps) {
  const { t } = useTranslation('company')
  const form = useSectionForm(ZCompanySocialMediaRequestSchema, sectionValues(profile).socialMedia)
  return (
    <SectionForm section="social-media" form={form} readOnly={readOnly} valuesAfterSave={(p) => sectionValues(p).socialMedia}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {SOCIAL_NETWORKS.map((network) => {
          const Icon = ICONS[network]
          return (
            <TextField
              key={network}
              control={form.control}
              name={network}
              type="url"
              label={t(`social.${network}`)}
              placeholder={SOCIAL_EXAMPLES[network]}
              description={t('hints.socialExample', { example: SOCIAL_EXAMPLES[network] })}
              leftSection={<Icon size={18} aria-hidden />}
            />
          )
        })}
      </SimpleGrid>
    </SectionForm>
  )
}
