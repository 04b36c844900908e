/** Who counts as a guest, and on which day, when guest events are counted (GuideService.recordEvents). */

/** User agents that are not people: crawlers, link previews, scripts, headless browsers and audits. */
const BOT_AGENT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|embedly|preview|whatsapp|telegram|discord|skype|headless|lighthouse|pagespeed|phantom|puppeteer|playwright|selenium|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|postman|insomnia/i;

/** True when the request's user agent is a bot's (or missing: browsers always send one). */
export const isBotAgent = (userAgent: string | undefined) => !userAgent || BOT_AGENT.test(userAgent);

/** The calendar day of an instant in a time zone (YYYY-MM-DD), UTC when the zone is unknown. */
export function dayIn(timeZone: string | null, now = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: timeZone ?? 'UTC',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
