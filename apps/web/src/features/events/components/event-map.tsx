import { Box, Skeleton } from '@mantine/core'
import L from 'leaflet'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerShadow from 'leaflet/dist/images/marker-shadow.png'
import 'leaflet/dist/leaflet.css'
import { MapContainer, Marker, TileLayer } from 'react-leaflet'
import { usePublicConfig } from '../../../lib/public-config'
import classes from './event-map.module.css'

// Leaflet's default icon URLs are resolved from its CSS and 404 under Vite: bundle the images.
const icon = L.icon({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow, iconSize: [25, 41], iconAnchor: [12, 41], shadowSize: [41, 41] })

/** The venue on the map (same tiles as the directory map, from the public configuration). Loaded lazily. */
export default function EventMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const config = usePublicConfig()
  if (!config.data) return <Skeleton height={260} radius="md" />
  return (
    <Box h={260} className={classes.map} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }} role="region" aria-label={label}>
      <MapContainer center={[lat, lng]} zoom={14} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <TileLayer url={config.data.mapTileUrl} attribution={config.data.mapAttribution} />
        <Marker position={[lat, lng]} icon={icon} title={label} alt={label} keyboard={false} />
      </MapContainer>
    </Box>
  )
}
