/** The stay's guide link as a full address: the API may answer it relative to the site (/g/{slug}?s=...). */
export function absoluteStayLink(url: string, publicUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${publicUrl.replace(/\/+$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
}
