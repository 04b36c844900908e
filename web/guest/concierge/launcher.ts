/**
 * The concierge's chat button on the guest guide. The guide's script imports this small module after
 * the page has loaded; it asks the server whether the guide has been indexed (and gets the widget's
 * texts in the guest's language), then shows the button. The conversation itself (panel.ts) is
 * another chunk, downloaded only when the guest opens it.
 */
import type { ConciergeInfo } from '../../../common/contracts/ai';
import type * as PanelModuleNs from './panel';
import { BUTTON_STYLE } from './button-style';
import type { ConciergeOptions } from './options';

type PanelModule = typeof PanelModuleNs;

const CHAT_ICON =
  '<svg aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M8 9h8M8 13h6"/><path d="M18 4a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3h-5l-5 3v-3H6a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3z"/></svg>';

export async function startConcierge(options: ConciergeOptions): Promise<void> {
  if (document.querySelector('[data-concierge-launch]')) return;
  // Offline (the copy kept on the phone) nobody can answer: the button comes with the connection,
  // and no request fails meanwhile.
  if (!navigator.onLine) {
    window.addEventListener('online', () => void startConcierge(options), { once: true });
    return;
  }
  let info: ConciergeInfo;
  try {
    const res = await fetch(
      `${options.apiBase}/guide/${encodeURIComponent(options.slug)}/concierge?locale=${options.locale}`,
      { headers: { accept: 'application/json' }, credentials: 'omit' },
    );
    if (!res.ok) return;
    info = ((await res.json()) as { result: ConciergeInfo }).result;
  } catch {
    return;
  }
  if (!info.available) return;

  const style = document.createElement('style');
  style.textContent = BUTTON_STYLE;
  document.head.append(style);

  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'gbc-launch';
  button.setAttribute('data-concierge-launch', '');
  button.setAttribute('aria-haspopup', 'dialog');
  button.innerHTML = CHAT_ICON;
  const label = document.createElement('span');
  label.textContent = info.strings.button ?? '';
  button.append(label);
  // In the guide's action bar (below the scrolling area, nothing floats over the text); else floating.
  const bar = document.querySelector('[data-action-bar]');
  if (bar) bar.prepend(button);
  else document.body.append(button);

  let panel: Promise<PanelModule> | null = null;
  button.addEventListener('click', () => {
    button.setAttribute('aria-busy', 'true');
    panel ??= import('./panel');
    void panel.then((m) => m.openPanel(options, info, button)).finally(() => button.removeAttribute('aria-busy'));
  });
}
