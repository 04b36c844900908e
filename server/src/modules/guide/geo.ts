/** Links and distances for the guest guide. Only links: the server never calls a map service. */

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a))));
}

const fixed = (n: number) => Number(n.toFixed(6)).toString();

/** OpenStreetMap page of a point, or a search for an address. */
export function mapUrl(lat: number | null, lon: number | null, address: string | null): string {
  if (lat !== null && lon !== null)
    return `https://www.openstreetmap.org/?mlat=${fixed(lat)}&mlon=${fixed(lon)}#map=17/${fixed(lat)}/${fixed(lon)}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(address ?? '')}`;
}

/** geo: URI (RFC 5870) that opens the phone's map app. */
export function geoUri(lat: number | null, lon: number | null, label: string | null): string | null {
  if (lat === null || lon === null) return null;
  const q = label ? `?q=${fixed(lat)},${fixed(lon)}(${encodeURIComponent(label)})` : '';
  return `geo:${fixed(lat)},${fixed(lon)}${q}`;
}

/** Walking directions on OpenStreetMap from the property (when its position is known). */
export function directionsUrl(
  from: { lat: number; lon: number } | null,
  to: { lat: number | null; lon: number | null; address: string | null; name: string },
): string | null {
  if (to.lat !== null && to.lon !== null) {
    const origin = from ? `${fixed(from.lat)},${fixed(from.lon)}` : '';
    return `https://www.openstreetmap.org/directions?engine=fossgis_osrm_foot&route=${origin}%3B${fixed(to.lat)},${fixed(to.lon)}`;
  }
  if (to.address)
    return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${to.name}, ${to.address}`)}`;
  return null;
}

/** Backslash-escapes the characters the Wi-Fi QR format reserves. */
const wifiEscape = (text: string) => text.replace(/([\\;,:"])/g, '\\$1');

/** The string a Wi-Fi QR code encodes: phones offer to join the network when they scan it. */
export function wifiJoinString(network: string, password: string): string {
  return password
    ? `WIFI:T:WPA;S:${wifiEscape(network)};P:${wifiEscape(password)};;`
    : `WIFI:T:nopass;S:${wifiEscape(network)};;`;
}
