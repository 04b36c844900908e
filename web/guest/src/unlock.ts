/**
 * Private sections behind the host's access code: the form, putting the unlocked content into the
 * locked cards, and bringing them back on later visits (fresh online, the saved copy offline).
 */
import { track } from './events';
import { $, announce, data, el, storage, t } from './page-data';

interface UnlockedSection {
  sectionId: string;
  locked: boolean;
  body: string | null;
  wifi: { network: string; password: string } | null;
  photos: {
    src: string;
    srcSmall: string | null;
    width: number | null;
    height: number | null;
    smallWidth: number | null;
    alt: string;
  }[];
}

export interface UnlockedGuide {
  sections: UnlockedSection[];
  wifi: { network: string; password: string } | null;
}

export const codeKey = () => `guide:${data!.slug}:code`;
const unlockedKey = () => `guide:${data!.slug}:${data!.locale}:unlocked`;

export function wifiNodes(wifi: { network: string; password: string }, id: string): Node[] {
  const list = el('dl', { class: 'wifi', 'data-wifi': '' });
  const row = (label: string, value: string, valueId?: string) => {
    const div = el('div');
    div.append(el('dt', {}, label), el('dd', { class: 'mono', ...(valueId ? { id: valueId } : {}) }, value));
    list.append(div);
  };
  row(t('network'), wifi.network);
  row(t('password'), wifi.password, id);
  const nodes: Node[] = [list];
  if (wifi.password)
    nodes.push(el('button', { type: 'button', class: 'btn btn-block', 'data-copy': id }, t('copyPassword')));
  return nodes;
}

function photoNode(photo: UnlockedSection['photos'][number], single: boolean): HTMLImageElement {
  const img = el('img', { class: 'photo', alt: photo.alt, loading: 'lazy', decoding: 'async' });
  img.src = photo.srcSmall ?? photo.src;
  if (photo.srcSmall && photo.smallWidth && photo.width) {
    img.srcset = `${photo.srcSmall} ${photo.smallWidth}w, ${photo.src} ${photo.width}w`;
    img.sizes = single ? '(min-width: 46rem) 42rem, 100vw' : '(min-width: 46rem) 21rem, 50vw';
  }
  if (photo.smallWidth && photo.width && photo.height) {
    img.width = photo.smallWidth;
    img.height = Math.round((photo.smallWidth * photo.height) / photo.width);
  }
  return img;
}

/** Puts the unlocked content into the locked cards (bodies were sanitised by the server). */
export function applyUnlocked(guide: UnlockedGuide): HTMLElement | null {
  let first: HTMLElement | null = null;
  for (const section of guide.sections) {
    if (section.locked) continue;
    const card = document.querySelector<HTMLElement>(
      `[data-locked-section][data-section="${CSS.escape(section.sectionId)}"]`,
    );
    if (!card) continue;
    const body = $('.section-body', card);
    if (!body) continue;
    body.replaceChildren();
    if (section.wifi) body.append(...wifiNodes(section.wifi, `w-${section.sectionId}`));
    const rich = el('div', { class: 'rich' });
    rich.innerHTML = section.body ?? '';
    body.append(rich);
    if (section.photos.length) {
      const strip = el('div', { class: `photos${section.photos.length === 1 ? ' single' : ''}` });
      strip.append(...section.photos.map((p) => photoNode(p, section.photos.length === 1)));
      body.append(strip);
    }
    $('.badge', card)?.remove();
    card.removeAttribute('data-locked-section');
    first ??= card;
  }
  const lockedWifi = $('[data-wifi-locked]');
  if (lockedWifi && guide.wifi) {
    const heading = $('h2', lockedWifi);
    lockedWifi.replaceChildren(...(heading ? [heading] : []), ...wifiNodes(guide.wifi, 'wifi-password'));
    lockedWifi.removeAttribute('data-wifi-locked');
  }
  return first;
}

async function fetchUnlocked(code: string): Promise<{ status: number; guide?: UnlockedGuide; retryAfter?: number }> {
  const res = await fetch(`${data!.apiBase}/guide/${data!.slug}?locale=${data!.locale}`, {
    headers: { 'x-guide-code': code, accept: 'application/json' },
    credentials: 'omit',
    cache: 'no-store',
  });
  if (res.status === 200) return { status: 200, guide: ((await res.json()) as { result: UnlockedGuide }).result };
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after') ?? '0') };
}

export async function onUnlock(form: HTMLFormElement) {
  const input = $<HTMLInputElement>('input', form)!;
  const error = $('.form-error', form)!;
  const button = $<HTMLButtonElement>('button', form)!;
  const code = input.value.trim();
  error.textContent = '';
  input.removeAttribute('aria-invalid');
  if (!code) {
    input.focus();
    return;
  }
  if (!navigator.onLine) {
    error.textContent = t('unlockOffline');
    return;
  }
  button.disabled = true;
  announce(t('unlocking'));
  try {
    const answer = await fetchUnlocked(code);
    if (answer.status === 200 && answer.guide) {
      storage.set(codeKey(), code);
      storage.set(unlockedKey(), JSON.stringify(answer.guide));
      const first = applyUnlocked(answer.guide);
      announce(t('unlocked'));
      track('unlock');
      const heading = first ? $('h2', first) : null;
      if (heading) {
        heading.tabIndex = -1;
        heading.focus();
      }
      return;
    }
    input.setAttribute('aria-invalid', 'true');
    error.textContent =
      answer.status === 403
        ? t('wrongCode')
        : answer.status === 429
          ? t('tooManyCodes', { minutes: Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60)) })
          : t('unlockFailed');
    input.focus();
  } catch {
    error.textContent = navigator.onLine ? t('unlockFailed') : t('unlockOffline');
  } finally {
    button.disabled = false;
  }
}

/** A guest who unlocked before gets the sections back: fresh when online, the saved copy offline. */
export async function restoreUnlocked() {
  if (!data?.hasAccessCode) return;
  const code = storage.get(codeKey());
  if (!code) return;
  const saved = storage.get(unlockedKey());
  if (saved) {
    try {
      applyUnlocked(JSON.parse(saved) as UnlockedGuide);
    } catch {
      storage.remove(unlockedKey());
    }
  }
  if (!navigator.onLine) return;
  try {
    const answer = await fetchUnlocked(code);
    if (answer.status === 200 && answer.guide) {
      storage.set(unlockedKey(), JSON.stringify(answer.guide));
      if (!saved) applyUnlocked(answer.guide);
    } else if (answer.status === 403) {
      // The host changed the code: forget it (a reload shows the locked sections again).
      storage.remove(codeKey());
      storage.remove(unlockedKey());
    }
  } catch {
    // Offline after all: the saved copy stays.
  }
}
