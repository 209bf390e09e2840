/**
 * SPEC §3: dealer.url is JSON text {"geolocation": "<map embed address>"}. Answers the embed
 * address, or null when the text is not that shape or not an https address.
 */
export function mapEmbedUrl(dealerUrl: string): string | null {
  try {
    const parsed: unknown = JSON.parse(dealerUrl);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const geolocation = (parsed as { geolocation?: unknown }).geolocation;
    if (typeof geolocation !== 'string') return null;
    return new URL(geolocation).protocol === 'https:' ? geolocation : null;
  } catch {
    return null;
  }
}
