import { formatClockTime } from '@common/clock-time';
import type { GuestPhoto, GuideLocale } from '@common/contracts/guide';
import { html, type Html } from './html';

const TAGS: Record<GuideLocale, string> = { en: 'en-US', es: 'es-ES' };

/** "3:00 PM" / "15:00" from "15:00" (the shared formatter, also used by the editor's preview). */
export const formatTime = (time: string, locale: GuideLocale): string => formatClockTime(time, locale);

export function formatDate(date: Date, locale: GuideLocale, timeZone: string | null): string {
  try {
    return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: timeZone ?? 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat(TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(date);
  }
}

/** Distance for a guest: metres below 1 km (rounded to 10 m), else km with one decimal. */
export function formatDistance(
  meters: number,
  locale: GuideLocale,
): { key: 'distanceM' | 'distanceKm'; value: string } {
  if (meters < 1000)
    return {
      key: 'distanceM',
      value: new Intl.NumberFormat(TAGS[locale]).format(Math.max(10, Math.round(meters / 10) * 10)),
    };
  return {
    key: 'distanceKm',
    value: new Intl.NumberFormat(TAGS[locale], { maximumFractionDigits: meters < 10_000 ? 1 : 0 }).format(
      meters / 1000,
    ),
  };
}

/** A tel: URI (digits and + only). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/** The guest page of a guide in a language: /g/{slug} (en) or /es/g/{slug}. */
export const guidePath = (locale: GuideLocale, slug: string) => (locale === 'en' ? `/g/${slug}` : `/es/g/${slug}`);
export const otherLocale = (locale: GuideLocale): GuideLocale => (locale === 'en' ? 'es' : 'en');

export interface ImgOptions {
  className?: string;
  /** Eager and high priority (the cover: the largest paint). */
  priority?: boolean;
  /** Load at once but without priority (print pages: lazy images may miss the printout). */
  eager?: boolean;
  sizes?: string;
  /** An intermediate width rendition of the large variant, when the server offers one. */
  medium?: { src: string; width: number } | null;
}

/**
 * A responsive photo: srcset from the library's small and large variants (plus a medium rendition
 * for the cover), width and height so nothing shifts while it loads, lazy unless it is the cover.
 */
export function renderImg(photo: GuestPhoto, o: ImgOptions = {}): Html {
  const candidates: string[] = [];
  if (photo.srcSmall && photo.smallWidth) candidates.push(`${photo.srcSmall} ${photo.smallWidth}w`);
  if (o.medium && photo.width && o.medium.width < photo.width) candidates.push(`${o.medium.src} ${o.medium.width}w`);
  if (photo.width && (photo.srcSmall || o.medium)) candidates.push(`${photo.src} ${photo.width}w`);
  const ratio = photo.width && photo.height ? photo.height / photo.width : null;
  const fallbackSrc = o.medium?.src ?? photo.srcSmall ?? photo.src;
  const width = o.medium?.width ?? photo.smallWidth ?? photo.width ?? null;
  const height = width && ratio ? Math.round(width * ratio) : null;
  return html`<img class="${o.className ?? 'photo'}" src="${fallbackSrc}"${candidates.length > 1 ? html` srcset="${candidates.join(', ')}" sizes="${o.sizes ?? '(min-width: 46rem) 42rem, 100vw'}"` : ''}${width && height ? html` width="${width}" height="${height}"` : ''} alt="${photo.alt}"${o.priority ? html` fetchpriority="high" decoding="async"` : o.eager ? html` decoding="async"` : html` loading="lazy" decoding="async"`}>`;
}

/**
 * The note on a block shown in the other language ("Not translated yet: shown in English."), in the
 * page's language; the block itself carries lang="{shown}" (decision 035).
 */
export function fallbackNote(
  shown: GuideLocale | null | undefined,
  pageLocale: GuideLocale,
  t: (key: string) => string,
): Html | '' {
  return shown && shown !== pageLocale
    ? html`<p class="notice" role="note" lang="${pageLocale}">${t(`guest.fallback.${shown}`)}</p>`
    : '';
}

/** `lang="es"` for a block shown in the other language, else nothing. */
export const langAttr = (shown: GuideLocale | null | undefined, pageLocale: GuideLocale): Html | '' =>
  shown && shown !== pageLocale ? html`lang="${shown}"` : '';

/** "Machine translated", for text still as a translation service wrote it (decision 055). */
export const machineNote = (machineTranslated: boolean | undefined, t: (key: string) => string): Html | '' =>
  machineTranslated ? html`<p class="notice" role="note">${t('guest.page.machineTranslated')}</p>` : '';
