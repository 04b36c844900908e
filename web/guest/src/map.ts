/** The places map: a light tile map (no library), drawn only when the guest opens it. */
import { track } from './events';
import { $, data, el, type MapData, t } from './page-data';

const TILE = 256;
const project = (lat: number, lon: number, zoom: number) => {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((lat * Math.PI) / 180);
  return { x: ((lon + 180) / 360) * scale, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale };
};

/** A place's name, as its card in the list shows it (numbered like its pin). */
const placeName = (id: string) => $(`#p-${CSS.escape(id)} h4`)?.textContent?.trim() ?? '';

/** A light tile map (no library): fits every place, numbered pins that match the list. */
function drawMap(container: HTMLElement, map: MapData) {
  const points = [...(map.origin ? [{ n: 0, at: map.origin, id: '' }] : []), ...map.places];
  if (points.length === 0) return;
  const width = container.clientWidth || 360;
  const height = container.clientHeight || 350;
  let zoom = 16;
  for (; zoom > 2; zoom--) {
    const xy = points.map((p) => project(p.at[0], p.at[1], zoom));
    const spanX = Math.max(...xy.map((p) => p.x)) - Math.min(...xy.map((p) => p.x));
    const spanY = Math.max(...xy.map((p) => p.y)) - Math.min(...xy.map((p) => p.y));
    if (spanX <= width - 60 && spanY <= height - 70) break;
  }
  const xy = points.map((p) => project(p.at[0], p.at[1], zoom));
  const centerX = (Math.max(...xy.map((p) => p.x)) + Math.min(...xy.map((p) => p.x))) / 2;
  const centerY = (Math.max(...xy.map((p) => p.y)) + Math.min(...xy.map((p) => p.y))) / 2 + 15;
  const left = centerX - width / 2;
  const top = centerY - height / 2;
  const count = 2 ** zoom;
  container.replaceChildren();
  for (let tx = Math.floor(left / TILE); tx <= Math.floor((left + width) / TILE); tx++) {
    for (let ty = Math.floor(top / TILE); ty <= Math.floor((top + height) / TILE); ty++) {
      if (ty < 0 || ty >= count) continue;
      const img = el('img', { alt: '', draggable: 'false' });
      img.src = map.tiles
        .replace('{z}', String(zoom))
        .replace('{x}', String(((tx % count) + count) % count))
        .replace('{y}', String(ty));
      img.style.left = `${tx * TILE - left}px`;
      img.style.top = `${ty * TILE - top}px`;
      img.onerror = () => img.remove();
      container.append(img);
    }
  }
  points.forEach((point, i) => {
    const pin =
      point.n === 0
        ? el('span', { class: 'pin home' }, '⌂')
        : el(
            'a',
            { class: 'pin', href: `#p-${point.id}`, tabindex: '-1', title: placeName(point.id) },
            String(point.n),
          );
    pin.style.left = `${xy[i]!.x - left}px`;
    pin.style.top = `${xy[i]!.y - top}px`;
    container.append(pin);
  });
  container.append(el('span', { class: 'attribution' }, map.attribution));
}

export function initMap() {
  const toggle = $<HTMLButtonElement>('[data-map-toggle]');
  const container = $('#map');
  const note = $('[data-map-note]');
  const map = data?.map;
  if (!toggle || !container || !map) return;
  // The list is the accessible version; the map is a picture of it.
  container.setAttribute('role', 'img');
  container.setAttribute('aria-label', t('mapLabel'));
  // Number the list like the pins.
  map.places.forEach((p) => {
    const heading = $(`#p-${CSS.escape(p.id)} h4`);
    if (heading && !heading.dataset.n) {
      heading.dataset.n = String(p.n);
      heading.prepend(`${p.n}. `);
    }
  });
  let drawn = false;
  toggle.addEventListener('click', () => {
    const open = container.hidden;
    if (open && !navigator.onLine) {
      note!.hidden = false;
      note!.textContent = t('mapOffline');
      return;
    }
    container.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    toggle.textContent = open ? t('hideMap') : t('showMap');
    if (open && !drawn) {
      drawMap(container, map);
      drawn = true;
      track('map_open');
    }
  });
}
