/** IANA time zones of the demo directory's cities (the appointments' host zone). */

/** The zone of a Mexican state (and of the border cities that follow US daylight saving), else by country. */
export function timeZoneFor(country: string, state: string, city: string): string {
  if (country === 'MX') {
    if (state === 'BCN') return 'America/Tijuana'
    if (state === 'CHH') return city === 'Ciudad Juárez' ? 'America/Ciudad_Juarez' : 'America/Chihuahua'
    if (state === 'SON') return 'America/Hermosillo'
    if (state === 'SIN' || state === 'NAY' || state === 'BCS') return 'America/Mazatlan'
    if (state === 'ROO') return 'America/Cancun'
    if (state === 'YUC' || state === 'CAM') return 'America/Merida'
    if (state === 'NLE' || state === 'COA' || state === 'TAM' || state === 'DUR') return 'America/Monterrey'
    return 'America/Mexico_City'
  }
  if (country === 'US') {
    if (['CA', 'WA', 'OR', 'NV'].includes(state)) return 'America/Los_Angeles'
    if (state === 'AZ') return 'America/Phoenix'
    if (['CO', 'UT', 'NM', 'MT', 'WY', 'ID'].includes(state)) return 'America/Denver'
    if (['TX', 'IL', 'MN', 'WI', 'MO', 'IA', 'OK', 'KS', 'NE', 'LA', 'AR', 'MS', 'AL', 'TN'].includes(state)) return 'America/Chicago'
    return 'America/New_York'
  }
  if (country === 'CA') {
    if (state === 'BC') return 'America/Vancouver'
    if (state === 'AB') return 'America/Edmonton'
    if (state === 'MB') return 'America/Winnipeg'
    if (state === 'SK') return 'America/Regina'
    if (['NS', 'NB', 'PE'].includes(state)) return 'America/Halifax'
    if (state === 'NL') return 'America/St_Johns'
    return 'America/Toronto'
  }
  return 'America/Mexico_City'
}
