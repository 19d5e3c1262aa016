/** Six decimals (about 0.1 m) is all a point on the map needs: a company's gate, a requirement's site. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 1e6) / 1e6
}
