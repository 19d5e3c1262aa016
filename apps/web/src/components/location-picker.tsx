import { useEffect, useMemo, useRef } from 'react'
import { Box, Skeleton } from '@mantine/core'
import L from 'leaflet'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerShadow from 'leaflet/dist/images/marker-shadow.png'
import 'leaflet/dist/leaflet.css'
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet'
import { usePublicConfig } from '../lib/public-config'
import classes from './location-picker.module.css'

// Leaflet's default icon URLs are resolved from its CSS and 404 under Vite: bundle the images.
const markerIconDefault = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
})

/** Where the map opens when there is no point yet: central Mexico. */
const FALLBACK_CENTER: [number, number] = [23.6, -102.5]

export interface LatLng {
  lat: number
  lng: number
}

function ClickToPlace({ onPick, disabled }: { onPick: (point: LatLng) => void; disabled: boolean }) {
  useMapEvents({
    click: (event) => {
      if (!disabled) onPick({ lat: event.latlng.lat, lng: event.latlng.lng })
    },
  })
  return null
}

/** Leaflet measures its box once; inside tabs and accordions the box appears later. */
function KeepSized() {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    const observer = new ResizeObserver(() => map.invalidateSize())
    observer.observe(container)
    return () => observer.disconnect()
  }, [map])
  return null
}

function FollowPoint({ point, minZoom }: { point: LatLng | null; minZoom?: number }) {
  const map = useMap()
  const previous = useRef<LatLng | null>(point)
  useEffect(() => {
    // Recentre only when the point changes (typed coordinates, a suggested point), not on every render.
    if (point && (previous.current?.lat !== point.lat || previous.current?.lng !== point.lng)) {
      if (minZoom !== undefined && map.getZoom() < minZoom) map.setView([point.lat, point.lng], minZoom)
      else map.panTo([point.lat, point.lng])
    }
    previous.current = point
  }, [map, point, minZoom])
  return null
}

interface LocationPickerProps {
  value: LatLng | null
  onChange: (point: LatLng) => void
  disabled?: boolean
  /** Translated accessible name of the map. */
  label: string
  /** Translated accessible name of the marker. */
  markerLabel: string
  /** Zoom in at least this far when the point moves (a suggested city centre seen from the whole country). */
  followZoom?: number
}

/**
 * A small map: clicking places the marker, dragging moves it. Tiles come from GET /api/v1/config (grey without a
 * network; clicking still places the marker). Used through `LocationField` by the company address and the requirement form.
 */
export function LocationPicker({ value, onChange, disabled = false, label, markerLabel, followZoom }: LocationPickerProps) {
  const config = usePublicConfig()
  const center = useMemo<[number, number]>(() => (value ? [value.lat, value.lng] : FALLBACK_CENTER), [value])
  const handlers = useMemo(
    () => ({
      dragend: (event: L.DragEndEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng()
        onChange({ lat, lng })
      },
    }),
    [onChange],
  )
  if (!config.data) return <Skeleton height={280} radius="md" />
  return (
    <Box h={280} className={classes.map} style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', border: '1px solid var(--mantine-color-gray-3)' }} role="region" aria-label={label}>
      <MapContainer center={center} zoom={value ? 13 : 5} style={{ height: '100%', width: '100%' }} scrollWheelZoom={false}>
        <TileLayer url={config.data.mapTileUrl} attribution={config.data.mapAttribution} />
        <KeepSized />
        <FollowPoint point={value} minZoom={followZoom} />
        <ClickToPlace onPick={onChange} disabled={disabled} />
        {value ? <Marker position={[value.lat, value.lng]} icon={markerIconDefault} draggable={!disabled} eventHandlers={handlers} title={markerLabel} alt={markerLabel} keyboard /> : null}
      </MapContainer>
    </Box>
  )
}
