/**
 * The `redirect` query parameter as a path on this site, or null. Only same-origin paths are
 * followed: "//evil.example", "https://evil.example/home", "javascript:..." and backslash tricks are
 * refused, so a crafted login link cannot send a user elsewhere after signing in.
 */
export function safeRedirectPath(
  raw: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}
