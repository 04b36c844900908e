/** Languages with their Intl tags for wall-clock times (one format per language everywhere). */
const TAGS = { en: 'en-US', es: 'es-ES' } as const;

/**
 * A wall-clock time ("HH:MM", as check-in and check-out are stored) in the language's format:
 * "3:00 PM" in English, "15:00" in Spanish. The guest page, the print page and the editor's preview
 * all use this one.
 */
export function formatClockTime(time: string, locale: keyof typeof TAGS): string {
  const [h, m] = time.split(':').map(Number);
  if (!Number.isFinite(h) || !Number.isFinite(m)) return time;
  const date = new Date(Date.UTC(2000, 0, 1, h!, m!));
  return new Intl.DateTimeFormat(TAGS[locale], { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(date);
}
