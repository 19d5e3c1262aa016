import { useEffect } from 'react'
import { Anchor, Badge, Stack, Text } from '@mantine/core'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet'
import MarkerClusterGroup from 'react-leaflet-cluster'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css'
import { useTranslation } from '../../../lib/i18n-react'
import { Link } from 'react-router'
import type { TSearchMapPoint } from '@nexo/shared'
import { paths } from '../../../config/paths'
import { stateName } from '../../../lib/directory/reference-labels'
import { useLanguage } from '../../../lib/directory/use-language'
import classes from './company-map.module.css'

// Leaflet's default icon guesses its image URLs from the stylesheet, which breaks once Vite
// fingerprints the files: point it at the bundled images instead.
const iconOptions = {
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41] as L.PointTuple,
  iconAnchor: [12, 41] as L.PointTuple,
  popupAnchor: [1, -34] as L.PointTuple,
  tooltipAnchor: [16, -28] as L.PointTuple,
  shadowSize: [41, 41] as L.PointTuple,
}
L.Icon.Default.mergeOptions(iconOptions)
const defaultIcon = new L.Icon(iconOptions)
const platinumIcon = new L.Icon({ ...iconOptions, className: classes.platinumMarker })

/** The middle of Mexico's automotive corridor, at a zoom that shows the country. */
const DEFAULT_CENTER: L.LatLngTuple = [23.6, -102.5]
const DEFAULT_ZOOM = 5

/** Zooms to the points whenever the set of points changes (a new filter). */
function FitToPoints({ points }: { points: readonly TSearchMapPoint[] }) {
  const map = useMap()
  useEffect(() => {
    if (points.length === 0) return
    const bounds = L.latLngBounds(points.map((p) => [p.lat, p.lng] as L.LatLngTuple))
    map.fitBounds(bounds, { padding: [32, 32], maxZoom: 11 })
  }, [map, points])
  return null
}

interface CompanyMapProps {
  points: readonly TSearchMapPoint[]
  tileUrl: string
  attribution: string
}

/** Companies as clustered pins (Platinum pins orange and on top); each popup links to the company. */
export function CompanyMap({ points, tileUrl, attribution }: CompanyMapProps) {
  const { t } = useTranslation('search')
  const language = useLanguage()
  return (
    <MapContainer center={DEFAULT_CENTER} zoom={DEFAULT_ZOOM} className={classes.map} scrollWheelZoom worldCopyJump>
      <TileLayer url={tileUrl} attribution={attribution} />
      <FitToPoints points={points} />
      <MarkerClusterGroup chunkedLoading showCoverageOnHover={false} maxClusterRadius={50}>
        {points.map((point) => (
          <Marker
            key={point.id}
            position={[point.lat, point.lng]}
            icon={point.isPlatinum ? platinumIcon : defaultIcon}
            zIndexOffset={point.isPlatinum ? 1000 : 0}
            title={point.tradeName}
            alt={point.tradeName}
          >
            <Popup>
              <Stack gap={4} miw={180}>
                {/* div, not p: Leaflet's popup stylesheet gives paragraphs wide margins. */}
                <Text component="div" fw={700} size="sm">
                  {point.tradeName}
                </Text>
                <Text component="div" size="xs" c="dimmed">
                  {[point.city, stateName(point.state, language)].filter(Boolean).join(', ')}
                </Text>
                {point.isPlatinum ? (
                  <Badge size="xs" color="yellow.4" variant="filled" autoContrast w="fit-content">
                    {t('map.platinum')}
                  </Badge>
                ) : null}
                <Anchor component={Link} to={paths.searchDetail(point.id)} size="sm" fw={600}>
                  {t('map.viewCompany')}
                </Anchor>
              </Stack>
            </Popup>
          </Marker>
        ))}
      </MarkerClusterGroup>
    </MapContainer>
  )
}

/** The pin images, for the legend. */
export const MAP_PIN_URL = iconUrl
export const PLATINUM_PIN_CLASS = classes.platinumMarker
export const LEGEND_PIN_CLASS = classes.legendPin
