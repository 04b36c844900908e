/**
 * Library paths are relative to the public image base URL (GET /config `imageBaseUrl`, which ends
 * with "/"); this joins them without doubling or dropping the slash.
 */
export function imageUrl(imageBaseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${imageBaseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
