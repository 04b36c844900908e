/** Video posters that become a player on tap, and the "How things work" list with its search. */
import { $, $$, el, fold } from './page-data';

/** The only players a poster may open (the page's Content-Security-Policy frames nothing else). */
const VIDEO_PLAYERS = new Set(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);

/**
 * Puts the privacy-enhanced player in place of a video poster. The page loads nothing from YouTube or
 * Vimeo before this tap; the player gets the page's origin as referrer (YouTube refuses to play without one).
 */
export function playVideo(button: HTMLButtonElement) {
  let url: URL;
  try {
    url = new URL(button.dataset.videoEmbed ?? '');
  } catch {
    return;
  }
  if (!VIDEO_PLAYERS.has(url.origin)) return;
  url.searchParams.set('autoplay', '1');
  const frame = el('iframe', {
    src: url.href,
    title: button.dataset.videoTitle ?? '',
    allow: 'autoplay; fullscreen; picture-in-picture; encrypted-media',
    allowfullscreen: '',
    referrerpolicy: 'strict-origin-when-cross-origin',
    class: 'video-frame',
  });
  const box = el('div', { class: 'video-box' });
  box.append(frame);
  button.replaceWith(box);
  frame.focus();
}

/** Opens the device a link or a shared address points at (#s-device-{id}). */
function openDeviceFromHash() {
  const target = location.hash.length > 1 ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  const details = target?.matches('[data-device]') ? target.querySelector('details') : null;
  if (details) details.open = true;
}

/** "How things work": the search box shows the devices whose text has every word typed (and opens them). */
export function initDevices() {
  openDeviceFromHash();
  window.addEventListener('hashchange', openDeviceFromHash);
  const input = $<HTMLInputElement>('[data-device-search]');
  if (!input) return;
  const items = $$('[data-device]');
  const none = $('[data-device-none]');
  const texts = new Map(items.map((item) => [item, fold(item.textContent ?? '')]));
  input.addEventListener('input', () => {
    const words = fold(input.value).split(/\s+/).filter(Boolean);
    let shown = 0;
    for (const item of items) {
      const hit = words.every((w) => texts.get(item)!.includes(w));
      item.hidden = !hit;
      if (hit) shown++;
      const details = item.querySelector('details');
      if (details && words.length) details.open = hit;
    }
    if (none) none.hidden = shown > 0;
  });
}
