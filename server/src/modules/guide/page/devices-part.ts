import type { GuestDevice, GuestVideo, GuideLocale } from '@common/contracts/guide';
import type { Translate } from '../../../i18n/i18n';
import { fallbackNote, langAttr, machineNote, renderImg } from './format';
import { html, type Html, trusted } from './html';
import type { IconSprite } from './icons';

const PROVIDERS: Record<'youtube' | 'vimeo', string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * A video as a light poster. Links: a button with the host's poster photo (never the provider's
 * thumbnail), the title and a play sign; the guest script puts the privacy-enhanced player in its
 * place on tap, so nothing is requested from YouTube or Vimeo before. Uploads: a <video
 * preload="none"> (no byte of the file is fetched before play).
 */
export function videoBlock(video: GuestVideo, t: Translate, icons: IconSprite): Html {
  const title = video.title || t('guest.videos.untitled');
  const poster = video.poster
    ? renderImg(video.poster, { className: 'video-img', sizes: '(min-width: 46rem) 42rem, 100vw' })
    : '';
  if (video.kind === 'file' && video.fileUrl) {
    return html`<figure class="video" data-video-file>
<video controls preload="none" playsinline${video.poster ? html` poster="${video.poster.src}"` : ''} aria-label="${title}"><source src="${video.fileUrl}"${video.contentType ? html` type="${video.contentType}"` : ''}></video>
<figcaption class="video-caption">${title}</figcaption>
</figure>`;
  }
  if (!video.embedUrl || (video.kind !== 'youtube' && video.kind !== 'vimeo')) return html``;
  return html`<figure class="video" data-video>
<button type="button" class="video-poster${video.poster ? '' : ' video-poster-plain'}" data-video-embed="${video.embedUrl}" data-video-title="${title}" aria-label="${t('guest.videos.play', { title })}">${poster}<span class="video-play" aria-hidden="true">${trusted(icons.use('player-play'))}</span><span class="video-title">${title}</span></button>
<figcaption class="small video-note">${t('guest.videos.loadsFrom', { provider: PROVIDERS[video.kind] })}</figcaption>
</figure>`;
}

function photoStrip(device: GuestDevice): Html | '' {
  if (!device.photos.length) return '';
  return html`<div class="photos${device.photos.length === 1 ? ' single' : ''}">${device.photos.map((p) => renderImg(p, { sizes: device.photos.length === 1 ? '(min-width: 46rem) 42rem, 100vw' : '(min-width: 46rem) 21rem, 50vw' }))}</div>`;
}

function deviceItem(device: GuestDevice, t: Translate, icons: IconSprite, locale: GuideLocale): Html {
  const maker = [device.brand, device.model].filter(Boolean).join(' ');
  const meta = [device.categoryName !== device.name ? device.categoryName : '', device.location]
    .filter(Boolean)
    .join(' · ');
  return html`<li class="device" id="s-${device.anchor}" data-device>
<details>
<summary>${trusted(icons.use(device.icon))}<span class="device-head"><span class="device-name">${device.name}</span>${meta ? html`<span class="meta">${meta}</span>` : ''}</span></summary>
<div class="device-body">
${fallbackNote(device.fallbackLocale, locale, t)}${machineNote(device.machineTranslated, t)}
${device.location ? html`<p class="small">${t('guest.devices.where', { location: device.location })}</p>` : ''}${maker ? html`<p class="small">${t('guest.devices.model', { model: maker })}</p>` : ''}
${device.howTo ? html`<h3>${t('guest.devices.howTo')}</h3><div class="rich" ${langAttr(device.fallbackLocale, locale)}>${trusted(device.howTo)}</div>` : ''}
${device.troubleshooting ? html`<h3>${t('guest.devices.troubleshooting')}</h3><div class="rich" ${langAttr(device.fallbackLocale, locale)}>${trusted(device.troubleshooting)}</div>` : ''}
${device.video ? videoBlock(device.video, t, icons) : ''}
${photoStrip(device)}
${device.manualUrl ? html`<p class="actions"><a class="btn btn-ghost" href="${device.manualUrl}" target="_blank" rel="noopener" type="application/pdf">${trusted(icons.use('file-type-pdf'))} ${t('guest.devices.manual')}</a></p>` : ''}
</div>
</details>
</li>`;
}

/** "How things work": every device, with a search box that filters them (the guest script). */
export function devicesPart(devices: GuestDevice[], t: Translate, icons: IconSprite, locale: GuideLocale): Html | '' {
  if (!devices.length) return '';
  return html`<section class="card" id="devices" aria-labelledby="devices-title" data-devices>
<h2 id="devices-title">${trusted(icons.use('tool'))}<span>${t('guest.devices.title')}</span></h2>
${
  devices.length > 1
    ? html`<div class="device-search" role="search"><label for="device-q">${t('guest.devices.search')}</label><input id="device-q" type="search" placeholder="${t('guest.devices.searchPlaceholder')}" autocomplete="off" enterkeyhint="search" data-device-search></div>
<p class="small" data-device-none role="status" hidden>${t('guest.devices.none')}</p>`
    : ''
}
<ul class="devices">${devices.map((d) => deviceItem(d, t, icons, locale))}</ul>
</section>`;
}
