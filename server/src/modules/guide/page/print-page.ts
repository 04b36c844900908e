import type { GuestGuide, GuestRecommendation } from '@common/contracts/guide';
import { translator } from '../../../i18n/i18n';
import { qrSvg } from '../qr';
import { formatDate, formatDistance, formatTime, guidePath, otherLocale, renderImg } from './format';
import { html, jsonIsland, trusted } from './html';
import { IconSprite } from './icons';
import { type GuestAssets, renderDocument } from './layout';

export interface PrintPageContext {
  assets: GuestAssets;
  apiBase: string;
  publicUrl: string;
  updatedAt: Date;
  timeZone: string | null;
}

/**
 * /g/{slug}/print: the whole guide laid out for paper (A4 or Letter: the printer's default page
 * size, 14 mm margins): cover with the QR code back to the live guide, contents, essentials,
 * sections, emergency page, recommendations. Sensitive sections are left out.
 */
export function renderPrintPage(guide: GuestGuide, ctx: PrintPageContext): string {
  const { locale } = guide;
  const t = translator(locale);
  const icons = new IconSprite();
  const liveUrl = `${ctx.publicUrl}${guidePath(locale, guide.slug)}`;
  const linkUrl = `${ctx.publicUrl}${locale === 'en' ? '' : `/${locale}`}/link`;
  const printable = guide.sections.filter((s) => !s.locked && s.kind !== 'emergency');
  // The host's emergency section prints on the emergency sheet, under the numbers (one entry in the contents).
  const emergencySections = guide.sections.filter((s) => !s.locked && s.kind === 'emergency');
  const omitted = guide.sections.filter((s) => s.locked).length;
  const places = [...guide.recommendations.food, ...guide.recommendations.other];
  const qr = trusted(qrSvg(liveUrl, t('guest.print.qrLabel')));

  const place = (p: GuestRecommendation) => {
    const distance = p.distanceMeters !== null ? formatDistance(p.distanceMeters, locale) : null;
    return html`<li><strong>${p.name}</strong> <span class="meta">${[p.type.name, distance ? t(`guest.page.${distance.key}`, { distance: distance.value }) : null].filter(Boolean).join(' · ')}</span>${p.address ? html`<br>${p.address}` : ''}${p.phone ? html`<br>${p.phone}` : ''}${p.description ? html`<div class="rich small">${trusted(p.description)}</div>` : ''}</li>`;
  };

  const body = html`<div class="print-tools" data-print-tools>
<a class="btn btn-ghost" href="${guidePath(locale, guide.slug)}">${t('guest.print.backToGuide')}</a>
<button type="button" class="btn" data-print>${t('guest.print.printNow')}</button>
<a class="btn btn-ghost" href="${guidePath(otherLocale(locale), guide.slug)}/print" hreflang="${otherLocale(locale)}" lang="${otherLocale(locale)}">${t(`language.${otherLocale(locale)}`)}</a>
<p class="small">${t('guest.print.hint')}</p>
</div>
<main id="main" class="booklet">
<section class="sheet cover-sheet">
<p class="kicker">${t('guest.print.coverLead')}</p>
<h1>${guide.name}</h1>
${guide.address?.text ? html`<p class="lead">${guide.address.text}</p>` : ''}
${guide.coverPhoto ? html`<div class="print-cover">${renderImg(guide.coverPhoto, { className: 'cover-img', priority: true, sizes: '40rem' })}</div>` : ''}
<div class="qr-block">${qr}<div><p><strong>${t('guest.print.scanLive')}</strong></p><p>${t('guest.print.orVisit', { url: linkUrl, code: guide.shortCode })}</p></div></div>
</section>
<section class="sheet">
<h2>${t('guest.page.contents')}</h2>
<ol class="print-toc">${printable.map((s) => html`<li>${s.title}</li>`)}${guide.devices?.length ? html`<li>${t('guest.devices.title')}</li>` : ''}<li>${t('guest.page.emergency')}</li>${places.length ? html`<li>${t('guest.page.places')}</li>` : ''}</ol>
${omitted ? html`<p class="notice">${t('guest.print.lockedOmitted', { count: omitted })}</p>` : ''}
<h2>${t('guest.page.essentials')}</h2>
<dl class="facts">
${guide.wifi ? html`<div><dt>${t('guest.page.wifi')}</dt><dd>${t('guest.page.network')}: <span class="mono">${guide.wifi.network}</span><br>${t('guest.page.password')}: <span class="mono">${guide.wifi.password || t('guest.page.noPassword')}</span></dd></div>` : ''}
${guide.checkInTime ? html`<div><dt>${t('guest.page.checkIn')}</dt><dd>${t('guest.page.from', { time: formatTime(guide.checkInTime, locale) })}</dd></div>` : ''}
${guide.checkOutTime ? html`<div><dt>${t('guest.page.checkOut')}</dt><dd>${t('guest.page.until', { time: formatTime(guide.checkOutTime, locale) })}</dd></div>` : ''}
${guide.address?.text ? html`<div><dt>${t('guest.page.address')}</dt><dd>${guide.address.text}</dd></div>` : ''}
${guide.hostContact ? html`<div><dt>${t('guest.page.host')}</dt><dd>${[guide.hostContact.name, guide.hostContact.phone, guide.hostContact.email].filter(Boolean).join(' · ')}</dd></div>` : ''}
</dl>
${guide.wifi ? html`<div class="qr-block small-qr">${trusted(qrSvg(guide.wifi.joinString, t('guest.page.wifiQrLabel', { network: guide.wifi.network })))}<p>${t('guest.sign.wifiScan')}</p></div>` : ''}
</section>
${printable.map(
  (s) => html`<section class="print-section" id="s-${s.sectionId}">
<h2>${trusted(icons.use(s.icon))}<span>${s.title}</span></h2>
${s.fallbackLocale ? html`<p class="notice">${t(`guest.fallback.${s.fallbackLocale}`)}</p>` : ''}
${s.wifi ? html`<p>${t('guest.page.network')}: <span class="mono">${s.wifi.network}</span> · ${t('guest.page.password')}: <span class="mono">${s.wifi.password}</span></p>` : ''}
<div class="rich">${trusted(s.body ?? '')}</div>
${s.photos.length ? html`<div class="print-photos">${s.photos.slice(0, 2).map((p) => renderImg(p, { sizes: '20rem', eager: true }))}</div>` : ''}
</section>`,
)}
${
  guide.devices?.length
    ? html`<section class="sheet" id="devices"><h2>${trusted(icons.use('tool'))}<span>${t('guest.devices.title')}</span></h2>
${guide.devices.map((d) => {
  const maker = [d.brand, d.model].filter(Boolean).join(' ');
  return html`<div class="print-section" id="s-${d.anchor}"><h3>${d.name}</h3>
${d.location ? html`<p class="small">${t('guest.devices.where', { location: d.location })}</p>` : ''}${maker ? html`<p class="small">${t('guest.devices.model', { model: maker })}</p>` : ''}
${d.howTo ? html`<h4>${t('guest.devices.howTo')}</h4><div class="rich">${trusted(d.howTo)}</div>` : ''}
${d.troubleshooting ? html`<h4>${t('guest.devices.troubleshooting')}</h4><div class="rich">${trusted(d.troubleshooting)}</div>` : ''}
</div>`;
})}
</section>`
    : ''
}
<section class="sheet emergency-sheet">
<h2>${trusted(icons.use('sos'))}<span>${t('guest.page.emergency')}</span></h2>
<p class="huge">${t('guest.page.emergencyNumber')}: <strong>${guide.emergency.number}</strong></p>
<p>${t('guest.page.emergencyHint')}</p>
${guide.emergency.hostPhone ? html`<p><strong>${t('guest.page.hostNumbers')}:</strong> ${guide.hostContact?.name ?? ''} ${guide.emergency.hostPhone}</p>` : ''}
${guide.emergency.contacts.length ? html`<ul class="print-contacts">${guide.emergency.contacts.map((c) => html`<li><strong>${c.name || c.type.name}</strong>${c.name ? html` (${c.type.name})` : ''}${c.phone ? html`: ${c.phone}` : ''}${c.address ? html`<br>${c.address}` : ''}</li>`)}</ul>` : ''}
${emergencySections.map((s) => html`<div class="rich" id="s-${s.sectionId}">${s.fallbackLocale ? html`<p class="notice">${t(`guest.fallback.${s.fallbackLocale}`)}</p>` : ''}${trusted(s.body ?? '')}</div>`)}
</section>
${
  places.length
    ? html`<section class="sheet"><h2>${t('guest.page.places')}</h2>
${guide.recommendations.food.length ? html`<h3>${t('guest.page.food')}</h3><ul class="print-places">${guide.recommendations.food.map(place)}</ul>` : ''}
${guide.recommendations.other.length ? html`<h3>${t('guest.page.otherPlaces')}</h3><ul class="print-places">${guide.recommendations.other.map(place)}</ul>` : ''}
</section>`
    : ''
}
<section class="sheet back-sheet">
<div class="qr-block">${qr}<div><p><strong>${t('guest.print.backPage')}</strong></p><p>${t('guest.print.orVisit', { url: linkUrl, code: guide.shortCode })}</p><p class="small">${t('guest.page.updated', { date: formatDate(ctx.updatedAt, locale, ctx.timeZone) })}</p></div></div>
</section>
</main>
${trusted(icons.sprite())}`;

  return renderDocument({
    locale,
    title: t('guest.print.title', { name: guide.name }),
    description: t('guest.meta.description', { name: guide.name }),
    theme: guide.theme,
    assets: ctx.assets,
    bodyClass: 'guest print',
    body,
    data: jsonIsland({ slug: guide.slug, locale, apiBase: ctx.apiBase, page: 'print', strings: {} }),
  });
}
