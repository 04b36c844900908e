import type { GuestGuide, GuestPhoto, GuestRecommendation, GuestSection, GuideLocale } from '@common/contracts/guide';
import type { GuestStay } from '@common/contracts/stays';
import type { Translate } from '../../../i18n/i18n';
import { translator } from '../../../i18n/i18n';
import { qrSvg } from '../qr';
import {
  fallbackNote,
  langAttr,
  machineNote,
  formatDate,
  formatDistance,
  formatTime,
  guidePath,
  type ImgOptions,
  otherLocale,
  renderImg,
  telHref,
} from './format';
import { html, type Html, jsonIsland, trusted } from './html';
import { IconSprite } from './icons';
import { type GuestAssets, renderDocument } from './layout';
import { devicesPart, videoBlock } from './devices-part';

export interface GuidePageContext {
  assets: GuestAssets;
  apiBase: string;
  updatedAt: Date;
  timeZone: string | null;
  mapAttribution: string;
  /** A medium-width rendition of a photo (the cover), when the server can make one. */
  medium: (photo: GuestPhoto) => ImgOptions['medium'];
  /** Opened from a stay link: the guest's stay and its token, or 'revoked' for a link that opens nothing. */
  stay?: { guest: GuestStay; token: string } | 'revoked';
  /**
   * The page-analytics tag, only when the host opted in for this guide and the server has an
   * ANALYTICS_ID: the page then asks each guest first and the guest script loads the tag after a yes.
   */
  analytics?: { id: string; scriptUrl: string } | null;
}

/** A calendar date (YYYY-MM-DD) as guests read it, without any time-zone shift. */
const formatDay = (date: string, locale: GuideLocale) => formatDate(new Date(`${date}T12:00:00Z`), locale, 'UTC');

/** The welcome of a stay link: the guest's name and dates, when the private details show, the arrival and check-out buttons. */
function stayCard(stay: GuestStay, t: Translate, locale: GuideLocale, timeZone: string | null, now = new Date()): Html {
  const unlocksAt = new Date(stay.unlocksAt);
  const state = stay.unlocked
    ? t('guest.page.stayUnlocked')
    : now < unlocksAt
      ? t('guest.page.stayUnlocksAt', {
          date: formatDate(unlocksAt, locale, timeZone),
          time: new Intl.DateTimeFormat(locale === 'es' ? 'es-ES' : 'en-US', {
            hour: 'numeric',
            minute: '2-digit',
            timeZone: timeZone ?? 'UTC',
          }).format(unlocksAt),
        })
      : t('guest.page.stayEnded');
  const action = (kind: 'arrived' | 'checkedOut', done: string | null) =>
    done
      ? html`<p class="stay-done">${t(kind === 'arrived' ? 'guest.page.stayArrivedDone' : 'guest.page.stayCheckedOutDone')}</p>`
      : html`<button type="button" class="${kind === 'arrived' ? 'btn' : 'btn btn-ghost'}" data-stay-action="${kind}">${t(kind === 'arrived' ? 'guest.page.stayArrived' : 'guest.page.stayCheckedOut')}</button>`;
  return html`<section class="card stay" aria-labelledby="stay-title" data-stay>
<h2 id="stay-title">${t('guest.page.stayWelcome', { name: stay.guestFirstName })}</h2>
<p>${t('guest.page.stayDates', { checkIn: formatDay(stay.checkInDate, locale), inTime: formatTime(stay.checkInTime, locale), checkOut: formatDay(stay.checkOutDate, locale), outTime: formatTime(stay.checkOutTime, locale) })}</p>
<p class="small">${state}</p>
<div class="actions">${action('arrived', stay.arrivedAt)}${action('checkedOut', stay.checkedOutAt)}</div>
<p class="small form-error" data-stay-message role="status" aria-live="polite"></p>
</section>`;
}

/**
 * The guest's consent question (hidden until the guest script finds no remembered answer), with its
 * two answers. Nothing is loaded from the analytics server before a yes.
 */
function consentBanner(t: Translate): Html {
  return html`<section class="consent" role="region" aria-labelledby="consent-title" data-consent hidden>
<h2 id="consent-title">${t('guest.analytics.title')}</h2>
<p class="small">${t('guest.analytics.text')}</p>
<div class="actions"><button type="button" class="btn" data-consent-answer="granted">${t('guest.analytics.accept')}</button><button type="button" class="btn btn-ghost" data-consent-answer="denied">${t('guest.analytics.decline')}</button></div>
</section>`;
}

/** Strings the guest script needs (it ships no translation bundle). */
function clientStrings(t: Translate) {
  const keys = [
    'copied',
    'copyFailed',
    'wrongCode',
    'tooManyCodes',
    'unlockOffline',
    'unlockFailed',
    'unlocking',
    'unlocked',
    'searchNone',
    'searchResults_one',
    'searchResults_other',
    'showMap',
    'hideMap',
    'mapOffline',
    'mapLabel',
    'offline',
    'offlineReady',
    'saveOfflineSaving',
    'saveOfflineDone',
    'saveOfflinePartial',
    'saveOfflineOffline',
    'network',
    'password',
    'copyPassword',
    'stayArrivedDone',
    'stayCheckedOutDone',
    'stayActionFailed',
  ] as const;
  return Object.fromEntries(keys.map((k) => [k, t(`guest.page.${k}`)]));
}

function sectionCard(section: GuestSection, t: Translate, icons: IconSprite, locale: GuideLocale): Html {
  const headingId = `h-${section.sectionId}`;
  const fallback = fallbackNote(section.fallbackLocale, locale, t);
  const content = section.locked
    ? html`<div class="lockbox" data-locked>
<p>${trusted(icons.use('lock', 'ic ic-inline'))} ${t('guest.page.lockedText')}</p>
${unlockForm(section.sectionId, t)}
</div>`
    : html`${section.wifi ? wifiDetails(section.wifi, t, `w-${section.sectionId}`) : ''}<div class="rich">${trusted(section.body ?? '')}</div>${section.video ? videoBlock(section.video, t, icons) : ''}${photoStrip(section.photos)}`;
  return html`<section class="card section" id="s-${section.sectionId}" data-section="${section.sectionId}" aria-labelledby="${headingId}" ${langAttr(section.fallbackLocale, locale)}${section.locked ? html` data-locked-section` : ''}>
<h2 id="${headingId}">${trusted(icons.use(section.icon))}<span>${section.title}</span>${section.locked ? html`<span class="badge">${t('guest.page.locked')}</span>` : ''}</h2>
${fallback}${machineNote(section.machineTranslated, t)}<div class="section-body">${content}</div>
</section>`;
}

function unlockForm(id: string, t: Translate): Html {
  return html`<form class="unlock" data-unlock novalidate>
<label for="code-${id}">${t('guest.page.accessCode')}</label>
<div class="row"><input id="code-${id}" name="code" inputmode="numeric" autocomplete="off" pattern="[0-9]*" maxlength="8" required><button type="submit" class="btn">${t('guest.page.unlock')}</button></div>
<p class="form-error" role="alert" aria-live="assertive"></p>
</form>`;
}

function photoStrip(photos: GuestPhoto[]): Html | '' {
  if (photos.length === 0) return '';
  return html`<div class="photos${photos.length === 1 ? ' single' : ''}">${photos.map((p) => renderImg(p, { sizes: photos.length === 1 ? '(min-width: 46rem) 42rem, 100vw' : '(min-width: 46rem) 21rem, 50vw' }))}</div>`;
}

function wifiDetails(wifi: { network: string; password: string }, t: Translate, id: string): Html {
  return html`<dl class="wifi" data-wifi>
<div><dt>${t('guest.page.network')}</dt><dd class="mono">${wifi.network}</dd></div>
<div><dt>${t('guest.page.password')}</dt><dd class="mono" id="${id}">${wifi.password || t('guest.page.noPassword')}</dd></div>
</dl>${wifi.password ? html`<button type="button" class="btn btn-block" data-copy="${id}">${t('guest.page.copyPassword')}</button>` : ''}`;
}

function placeItem(
  place: GuestRecommendation,
  index: number,
  t: Translate,
  locale: GuideLocale,
  icons: IconSprite,
): Html {
  const distance = place.distanceMeters !== null ? formatDistance(place.distanceMeters, locale) : null;
  return html`<li class="place" id="p-${place.attractionId}" data-place="${index}">
<div class="place-head">${trusted(icons.use(place.type.icon))}<div><h4>${place.name}</h4><p class="meta">${[place.type.name, distance ? t(`guest.page.${distance.key}`, { distance: distance.value }) : null].filter(Boolean).join(' · ')}</p></div></div>
${place.description ? html`${fallbackNote(place.fallbackLocale, locale, t)}${machineNote(place.machineTranslated, t)}<div class="rich small" ${langAttr(place.fallbackLocale, locale)}>${trusted(place.description)}</div>` : ''}
${place.address ? html`<p class="small">${place.address}</p>` : ''}
<p class="actions">${place.directionsUrl ? html`<a class="btn btn-ghost" href="${place.directionsUrl}" rel="noopener noreferrer" target="_blank" data-event="directions">${t('guest.page.directions')}</a>` : ''}${place.phone ? html`<a class="btn btn-ghost" href="${telHref(place.phone)}" data-event="call">${t('guest.page.call', { phone: place.phone })}</a>` : ''}${place.url ? html`<a class="btn btn-ghost" href="${place.url}" rel="noopener noreferrer" target="_blank">${t('guest.page.website')}</a>` : ''}</p>
</li>`;
}

/** The guest guide page: everything a guest needs, readable before any script runs. */
export function renderGuidePage(guide: GuestGuide, ctx: GuidePageContext): string {
  const { locale } = guide;
  const t = translator(locale);
  const icons = new IconSprite();
  // The first screen's icons (top bar, essentials, action bar) are drawn from a small sprite inside the
  // page; the others wait for the external sprite the script points them into (decision 071).
  const first = new IconSprite();
  const self = guidePath(locale, guide.slug);
  const otherPath = guidePath(otherLocale(locale), guide.slug);
  const places = [...guide.recommendations.food, ...guide.recommendations.other];

  const cover = guide.coverPhoto
    ? renderImg(guide.coverPhoto, {
        className: 'cover-img',
        priority: true,
        sizes: '(min-width: 46rem) 46rem, 100vw',
        medium: ctx.medium(guide.coverPhoto),
      })
    : null;

  const wifiBlock = guide.wifi
    ? html`<div class="tile tile-wide"><h2 class="tile-title">${trusted(first.use('wifi'))}${t('guest.page.wifi')}</h2>${wifiDetails(guide.wifi, t, 'wifi-password')}
<details class="qr-box" data-qr><summary>${t('guest.page.wifiQr')}</summary><template>${trusted(qrSvg(guide.wifi.joinString, t('guest.page.wifiQrLabel', { network: guide.wifi.network })))}</template></details></div>`
    : guide.wifiLocked
      ? html`<div class="tile tile-wide" data-wifi-locked><h2 class="tile-title">${trusted(first.use('wifi'))}${t('guest.page.wifi')}</h2><p>${t('guest.page.wifiLocked')}</p>${unlockForm('wifi', t)}</div>`
      : '';

  const times =
    guide.checkInTime || guide.checkOutTime
      ? html`${guide.checkInTime ? html`<div class="tile"><h2 class="tile-title">${trusted(first.use('door-enter'))}${t('guest.page.checkIn')}</h2><p class="big">${t('guest.page.from', { time: formatTime(guide.checkInTime, locale) })}</p></div>` : ''}${guide.checkOutTime ? html`<div class="tile"><h2 class="tile-title">${trusted(first.use('door-exit'))}${t('guest.page.checkOut')}</h2><p class="big">${t('guest.page.until', { time: formatTime(guide.checkOutTime, locale) })}</p></div>` : ''}`
      : '';

  const address = guide.address
    ? html`<div class="tile tile-wide"><h2 class="tile-title">${trusted(first.use('map-pin'))}${t('guest.page.address')}</h2>${guide.address.text ? html`<p>${guide.address.text}</p>` : ''}<p class="actions"><a class="btn" href="${guide.address.mapUrl}" rel="noopener noreferrer" target="_blank" data-event="directions">${t('guest.page.openMap')}</a>${guide.address.geoUri ? html`<a class="btn btn-ghost" href="${guide.address.geoUri}" data-event="directions">${t('guest.page.openMapApp')}</a>` : ''}</p></div>`
    : '';

  const host = guide.hostContact
    ? html`<div class="tile tile-wide"><h2 class="tile-title">${trusted(first.use('user-heart'))}${t('guest.page.host')}</h2>${guide.hostContact.name ? html`<p>${guide.hostContact.name}</p>` : ''}<p class="actions">${guide.hostContact.phone ? html`<a class="btn" href="${telHref(guide.hostContact.phone)}" data-event="call">${t('guest.page.call', { phone: guide.hostContact.phone })}</a>` : ''}${guide.hostContact.email ? html`<a class="btn btn-ghost" href="mailto:${guide.hostContact.email}">${t('guest.page.email')}</a>` : ''}</p></div>`
    : '';

  // The host's emergency section follows the emergency card and shares its one entry in the contents
  // (not "Emergencies" and "Emergency" side by side).
  const flowSections = guide.sections.filter((s) => s.kind !== 'emergency');
  const emergencySections = guide.sections.filter((s) => s.kind === 'emergency');
  const toc = html`<nav class="card toc" aria-labelledby="toc-title"><h2 id="toc-title">${trusted(icons.use('list'))}<span>${t('guest.page.contents')}</span></h2><ol>
${flowSections.map((s) => html`<li><a href="#s-${s.sectionId}">${s.title}</a></li>`)}
${guide.devices?.length ? html`<li><a href="#devices">${t('guest.devices.title')}</a></li>` : ''}
${places.length ? html`<li><a href="#places">${t('guest.page.places')}</a></li>` : ''}
<li><a href="#emergency">${t('guest.page.emergency')}</a></li>
</ol></nav>`;

  const search = html`<div class="search" role="search" data-search>
<label for="q">${t('guest.page.search')}</label>
<div class="row"><input id="q" type="search" placeholder="${t('guest.page.searchPlaceholder')}" autocomplete="off" enterkeyhint="search"><button type="button" class="btn btn-ghost" data-clear hidden>${t('guest.page.clearSearch')}</button></div>
<p class="search-status" role="status" aria-live="polite"></p>
</div>`;

  const placesSection = places.length
    ? html`<section class="card" id="places" aria-labelledby="places-title">
<h2 id="places-title">${trusted(icons.use('map-2'))}<span>${t('guest.page.places')}</span></h2>
${guide.recommendations.food.length ? html`<h3>${t('guest.page.food')}</h3><ul class="places">${guide.recommendations.food.map((p, i) => placeItem(p, i, t, locale, icons))}</ul>` : ''}
${guide.recommendations.other.length ? html`<h3>${t('guest.page.otherPlaces')}</h3><ul class="places">${guide.recommendations.other.map((p, i) => placeItem(p, guide.recommendations.food.length + i, t, locale, icons))}</ul>` : ''}
${guide.mapTileUrl ? html`<button type="button" class="btn btn-block" data-map-toggle aria-expanded="false" aria-controls="map">${t('guest.page.showMap')}</button><div id="map" class="map" hidden></div><p class="small map-note" data-map-note hidden></p>` : ''}
</section>`
    : '';

  // The host's phone from the data (the guide's card, else the account's when shared), or nothing.
  const hostPhones = guide.emergency.hostPhone
    ? [{ label: guide.hostContact?.name || t('guest.page.host'), phone: guide.emergency.hostPhone }]
    : [];
  const emergency = html`<section class="card emergency" id="emergency" aria-labelledby="emergency-title">
<h2 id="emergency-title">${trusted(icons.use('sos'))}<span>${t('guest.page.emergency')}</span></h2>
<a class="btn btn-danger btn-block big" href="tel:${guide.emergency.number}" data-event="call">${trusted(icons.use('phone'))} ${t('guest.page.callEmergency', { number: guide.emergency.number })}</a>
<p class="small">${t('guest.page.emergencyHint')}</p>
${hostPhones.length ? html`<h3>${t('guest.page.hostNumbers')}</h3><ul class="contacts">${hostPhones.map((h) => html`<li><span>${h.label}</span><a class="btn" href="${telHref(h.phone)}" data-event="call">${t('guest.page.call', { phone: h.phone })}</a></li>`)}</ul>` : ''}
${guide.emergency.contacts.length ? html`<h3>${t('guest.page.otherContacts')}</h3><ul class="contacts">${guide.emergency.contacts.map((c) => html`<li>${trusted(icons.use(c.type.icon))}<div><strong>${c.name || c.type.name}</strong>${c.name && c.type.name ? html`<span class="meta"> · ${c.type.name}</span>` : ''}${c.address ? html`<br><span class="small">${c.address}</span>` : ''}${c.notes ? html`<div class="rich small">${trusted(c.notes)}</div>` : ''}</div>${c.phone ? html`<a class="btn" href="${telHref(c.phone)}" data-event="call">${t('guest.page.call', { phone: c.phone })}</a>` : ''}</li>`)}</ul>` : ''}
</section>`;

  // Asked for before the body, whose first line is the sprite of these icons.
  const languageIcon = first.use('language');
  const sosIcon = first.use('sos');
  const body = html`${trusted(first.sprite())}
<a class="skip" href="#main">${t('guest.page.skip')}</a>
<div class="bar top-bar"><span class="brand">${t('guest.page.guideLabel')}</span><a class="lang" href="${otherPath}" hreflang="${otherLocale(locale)}" lang="${otherLocale(locale)}" data-lang-switch>${trusted(languageIcon)}${t(`language.${otherLocale(locale)}`)}</a></div>
<p class="offline-banner" data-offline-banner role="status" hidden>${t('guest.page.offline')}</p>
<div class="scroller">
<header class="hero">
${cover ? html`<div class="cover">${cover}</div>` : ''}
<h1>${guide.name}</h1>
</header>
<main id="main" tabindex="-1">
${ctx.stay === 'revoked' ? html`<section class="card stay" role="status"><p>${t('guest.page.stayLinkRevoked')}</p></section>` : ctx.stay ? stayCard(ctx.stay.guest, t, locale, ctx.timeZone) : ''}
<section class="essentials" aria-label="${t('guest.page.essentials')}">${wifiBlock}${times}${address}${host}</section>
${search}
${toc}
${flowSections.map((s) => sectionCard(s, t, icons, locale))}
${devicesPart(guide.devices ?? [], t, icons, locale)}
${placesSection}
${emergency}
${emergencySections.map((s) => sectionCard(s, t, icons, locale))}
</main>
<footer class="foot">
<p><a href="${self}/print" data-event="print">${trusted(icons.use('printer'))}${t('guest.page.print')}</a></p>
<p class="small">${t('guest.page.updated', { date: formatDate(ctx.updatedAt, locale, ctx.timeZone) })}${guide.shortCode ? ` · ${t('guest.page.shortCode', { code: guide.shortCode })}` : ''}</p>
<p class="small">${ctx.analytics ? t('guest.analytics.footer') : t('guest.page.noCookies')} · ${t('guest.page.poweredBy')}</p>
${ctx.analytics ? html`<p class="small"><button type="button" class="link-button" data-consent-change>${t('guest.analytics.change')}</button></p>` : ''}
<p class="small" data-offline-ready hidden>${t('guest.page.offlineReady')}</p>
<p class="small"><button type="button" class="link-button" data-save-offline hidden>${t('guest.page.saveOffline')}</button></p>
<p class="small" data-save-offline-status role="status" aria-live="polite"></p>
</footer>
</div>
${ctx.analytics ? consentBanner(t) : ''}
<nav class="action-bar" data-action-bar aria-label="${t('guest.page.actions')}"><a class="sos" href="#emergency" aria-label="${t('guest.page.emergencyButtonLabel')}">${trusted(sosIcon)}<span>${t('guest.page.emergencyButton')}</span></a></nav>`;

  const data = {
    slug: guide.slug,
    locale,
    apiBase: ctx.apiBase,
    version: guide.version,
    paths: { self, other: otherPath, print: `${self}/print`, otherPrint: `${otherPath}/print` },
    // Linked by the guest script once the cover is on screen, not in the head (decision 071).
    manifest: `${self}/manifest.webmanifest`,
    // The external sprite of the icons below the first screen, pointed into by the script.
    icons: icons.fileUrl(first.names()),
    sw: ctx.assets.serviceWorkerUrl,
    hasAccessCode: guide.hasAccessCode,
    stay: ctx.stay && ctx.stay !== 'revoked' ? { token: ctx.stay.token, unlocked: ctx.stay.guest.unlocked } : null,
    analytics: ctx.analytics ? { id: ctx.analytics.id, script: ctx.analytics.scriptUrl } : null,
    map: guide.mapTileUrl
      ? {
          tiles: guide.mapTileUrl,
          attribution: ctx.mapAttribution,
          origin:
            guide.address?.latitude != null && guide.address.longitude != null
              ? [guide.address.latitude, guide.address.longitude]
              : null,
          places: places.flatMap((p, n) =>
            p.latitude !== null && p.longitude !== null
              ? [{ n: n + 1, id: p.attractionId, at: [p.latitude, p.longitude] }]
              : [],
          ),
        }
      : null,
    strings: clientStrings(t),
  };

  const coverPreload = cover && guide.coverPhoto ? preloadFor(guide.coverPhoto, ctx.medium(guide.coverPhoto)) : '';
  // No manifest link in the head: a browser fetches it as soon as the page is parsed, beside the cover
  // photo; the guest script links it (data.manifest) once the cover is on screen (decision 071).
  const page = renderDocument({
    locale,
    title: t('guest.meta.title', { name: guide.name }),
    description: t('guest.meta.description', { name: guide.name }),
    theme: guide.theme,
    assets: ctx.assets,
    head: html`${coverPreload}
<link rel="apple-touch-icon" href="/g/${guide.slug}/icon-192.png">
<link rel="alternate" hreflang="${otherLocale(locale)}" href="${otherPath}">`,
    bodyClass: 'guest guide-view',
    body,
    data: jsonIsland(data),
  });
  return page;
}

function preloadFor(photo: GuestPhoto, medium: ImgOptions['medium']): Html {
  const candidates: string[] = [];
  if (photo.srcSmall && photo.smallWidth) candidates.push(`${photo.srcSmall} ${photo.smallWidth}w`);
  if (medium && photo.width && medium.width < photo.width) candidates.push(`${medium.src} ${medium.width}w`);
  if (photo.width && candidates.length) candidates.push(`${photo.src} ${photo.width}w`);
  if (candidates.length < 2)
    return html`<link rel="preload" as="image" href="${medium?.src ?? photo.srcSmall ?? photo.src}" fetchpriority="high">`;
  return html`<link rel="preload" as="image" imagesrcset="${candidates.join(', ')}" imagesizes="(min-width: 46rem) 46rem, 100vw" fetchpriority="high">`;
}
