import { findGazetteerCity, foldPlaceName } from '@nexo/shared'

export interface Point {
  lat: number
  lng: number
}

/** The own company's address and point, as the profile holds them. */
export interface CompanyPlace {
  country: string
  state: string
  city: string
  latitude: number | null
  longitude: number | null
}

export type SuggestedPoint = { point: Point; source: 'company'; city: string } | { point: Point; source: 'city'; city: string }

const same = (a: string, b: string) => foldPlaceName(a) === foldPlaceName(b)

/**
 * Where the requirement form places its marker before the buyer does (the server's rule, ADR 025): the company's
 * own point when the requirement is in the company's city, else the centre of the city when the gazetteer knows it.
 */
export function suggestedPoint(address: { country: string; state: string; city: string }, company: CompanyPlace | null | undefined): SuggestedPoint | null {
  if (!address.city.trim() || !address.state) return null
  if (company && company.latitude !== null && company.longitude !== null && same(company.country, address.country) && same(company.state, address.state) && same(company.city, address.city)) {
    return { point: { lat: company.latitude, lng: company.longitude }, source: 'company', city: company.city }
  }
  const known = findGazetteerCity(address.country, address.state, address.city)
  return known ? { point: { lat: known.lat, lng: known.lng }, source: 'city', city: known.name } : null
}

export const samePoint = (a: Point | null, b: Point | null) => (a === null || b === null ? a === b : Math.abs(a.lat - b.lat) < 1e-9 && Math.abs(a.lng - b.lng) < 1e-9)
