/** A date as guests read it in their language: "Friday, November 27, 2026" / "viernes, 27 de noviembre de 2026". */
export function formatGuestDate(date: string, locale: 'en' | 'es'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** A wall-clock time as guests read it: "3:00 PM" in English, "15:00" in Spanish. */
export function formatGuestTime(time: string, locale: 'en' | 'es'): string {
  if (locale === 'es') return time;
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}
