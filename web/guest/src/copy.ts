/** Copying the Wi-Fi password: the clipboard, or a selected text the guest can copy by hand. */
import { track } from './events';
import { announce, t } from './page-data';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    let ok = false;
    try {
      ok = document.execCommand('copy');
    } catch {
      ok = false;
    }
    area.remove();
    return ok;
  }
}

export async function onCopy(button: HTMLElement) {
  const target = document.getElementById(button.dataset.copy ?? '');
  if (!target) return;
  const ok = await copyText(target.textContent ?? '');
  const label = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = label;
  button.textContent = ok ? `✓ ${t('copied')}` : label;
  announce(ok ? t('copied') : t('copyFailed'));
  if (!ok) {
    const range = document.createRange();
    range.selectNodeContents(target);
    const selection = window.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  } else {
    track('copy_wifi');
  }
  window.setTimeout(() => (button.textContent = label), 2500);
}

/* ------------------------------------------------------------------ unlock */
