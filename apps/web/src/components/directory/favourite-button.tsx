import { ActionIcon } from '@mantine/core'
import { IconHeart, IconHeartFilled } from '@tabler/icons-react'
import { useTranslation } from '../../lib/i18n-react'
import type { FavouriteType } from '@nexo/shared'
import { useFavouriteIds, useSetFavourite } from '../../lib/directory/favourites-api'
import { HintTooltip } from '../hint-tooltip'

interface FavouriteButtonProps {
  type: FavouriteType
  id: string
  /** The card's title, for the button's accessible name. */
  name: string
  size?: 'md' | 'lg'
}

/** The heart on a card: add or remove a favourite. Renders nothing for visitors and accounts without a company. */
export function FavouriteButton({ type, id, name, size = 'lg' }: FavouriteButtonProps) {
  const { t } = useTranslation('directory')
  const { ids, isEnabled } = useFavouriteIds(type)
  const setFavourite = useSetFavourite()
  if (!isEnabled) return null
  const isFavourite = ids.has(id)
  const label = isFavourite ? t('favourite.remove', { name }) : t('favourite.add', { name })
  return (
    <HintTooltip label={isFavourite ? t('favourite.removeShort') : t('favourite.addShort')} withArrow>
      <ActionIcon
        variant={isFavourite ? 'light' : 'subtle'}
        color={isFavourite ? 'red' : 'gray'}
        size={size}
        radius="xl"
        aria-label={label}
        aria-pressed={isFavourite}
        onClick={() => setFavourite.mutate({ type, id, isFavourite: !isFavourite })}
      >
        {isFavourite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
      </ActionIcon>
    </HintTooltip>
  )
}
