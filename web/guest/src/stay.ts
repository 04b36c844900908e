/**
 * A stay link (`?s=` token): the private details inside the stay's window, and the "I've arrived" /
 * "I've checked out" buttons that tell the host.
 */
import { $, announce, data, el, storage, t } from './page-data';
import { applyUnlocked, type UnlockedGuide } from './unlock';

/** The stay token this device was given (the concierge sends it too), kept for the guide's later visits. */
const stayKey = () => `guide:${data!.slug}:stay`;
export const stayToken = () => data?.stay?.token ?? storage.get(stayKey());

/** A stay link inside its window shows the private sections: fetched with the token, never cached in the page. */
export async function initStay() {
  if (!data?.stay) return;
  storage.set(stayKey(), data.stay.token);
  if (!data.stay.unlocked || !navigator.onLine) return;
  try {
    const res = await fetch(`${data.apiBase}/guide/${data.slug}?locale=${data.locale}`, {
      headers: { 'x-stay-token': data.stay.token, accept: 'application/json' },
      credentials: 'omit',
      cache: 'no-store',
    });
    if (res.status === 200) applyUnlocked(((await res.json()) as { result: UnlockedGuide }).result);
  } catch {
    // Offline: the locked cards stay; the access code form still works.
  }
}

/** "I've arrived" / "I've checked out": tells the host, then says so in place of the button. */
export async function onStayAction(button: HTMLButtonElement) {
  const kind = button.dataset.stayAction === 'arrived' ? 'arrived' : 'checkedOut';
  const message = $('[data-stay-message]');
  const token = stayToken();
  if (!token) return;
  button.disabled = true;
  try {
    const res = await fetch(
      `${data!.apiBase}/guide/${data!.slug}/stay/${kind === 'arrived' ? 'arrived' : 'checkedout'}`,
      {
        method: 'POST',
        headers: { 'x-stay-token': token, accept: 'application/json' },
        credentials: 'omit',
        cache: 'no-store',
      },
    );
    if (res.status !== 200) throw new Error(String(res.status));
    const done = el('p', { class: 'stay-done' }, t(kind === 'arrived' ? 'stayArrivedDone' : 'stayCheckedOutDone'));
    button.replaceWith(done);
    if (message) message.textContent = '';
    announce(done.textContent ?? '');
  } catch {
    button.disabled = false;
    if (message) message.textContent = t('stayActionFailed');
  }
}
