/**
 * The concierge's hand-off to the host (docs/decisions/048-host-contact-and-guest-inbox.md). When the
 * guide has no answer, the reply gets real actions: Call / WhatsApp / E-mail when the host shares
 * them, and always "Send this question to your host", which puts the question in the host's inbox.
 * The host's answers show at the top of the conversation the next time the guest opens it (and reach
 * a stay's guest by e-mail). Guests without a stay link keep a random id in this browser to fetch
 * theirs; it travels in the request body, never in a URL.
 */
import type { GuestHandoff } from '../../../common/contracts/inbox';
import type { ConciergeOptions } from './options';

const KEY_STORAGE = 'gb-handoff-key';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** This browser's guest-side id (made on first use); null where storage is unavailable. */
function guestKey(create: boolean): string | null {
  try {
    let key = localStorage.getItem(KEY_STORAGE);
    if (!key && create) {
      const bytes = crypto.getRandomValues(new Uint8Array(18));
      key = btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
      localStorage.setItem(KEY_STORAGE, key);
    }
    return key;
  } catch {
    return null;
  }
}

async function post(options: ConciergeOptions, path: string, body: object): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const code = options.getCode();
  if (code) headers['x-guide-code'] = code;
  const stay = options.getStayToken?.();
  if (stay) headers['x-stay-token'] = stay;
  return fetch(`${options.apiBase}/guide/${encodeURIComponent(options.slug)}/handoff${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ locale: options.locale, ...body }),
    credentials: 'omit',
    cache: 'no-store',
  });
}

const digits = (phone: string) => phone.replace(/[^\d+]/g, '');

function contactLinks(data: GuestHandoff): HTMLElement[] {
  const s = data.strings;
  const links: HTMLElement[] = [];
  const { phone, whatsapp, email } = data.contact;
  if (phone) links.push(el('a', { href: `tel:${digits(phone)}`, 'data-handoff': 'call' }, `${s.call} ${phone}`));
  if (whatsapp)
    links.push(
      el(
        'a',
        { href: `https://wa.me/${digits(whatsapp).replace('+', '')}`, rel: 'noopener', 'data-handoff': 'whatsapp' },
        s.whatsapp,
      ),
    );
  if (email) links.push(el('a', { href: `mailto:${email}`, 'data-handoff': 'email' }, s.email));
  return links;
}

/** The host's answers (and the questions still waiting), shown when the conversation opens. */
function repliesNode(data: GuestHandoff): HTMLElement | null {
  if (!data.questions.length) return null;
  const s = data.strings;
  const box = el('section', {
    class: 'gbc-replies',
    'aria-labelledby': 'gbc-replies-title',
    'data-handoff-replies': '',
  });
  box.append(el('h3', { id: 'gbc-replies-title' }, s.repliesTitle));
  for (const q of [...data.questions].reverse()) {
    box.append(el('div', { class: 'gbc-msg gbc-me' }, q.question));
    const answer = el('div', { class: 'gbc-msg gbc-bot' });
    if (q.reply) answer.append(el('span', { class: 'gbc-tag' }, s.hostAnswer), el('p', {}, q.reply));
    else answer.append(el('p', { class: 'gbc-wait' }, s.waiting));
    box.append(answer);
  }
  return box;
}

interface Handoff {
  /** Adds the hand-off actions to a reply that had no answer in the guide. */
  offer: (reply: HTMLElement, question: string) => void;
}

/** Loads the host's contact and this guest's answers once per opening, and shows the answers. */
export function startHandoff(options: ConciergeOptions, log: HTMLElement): Handoff {
  const loaded: Promise<GuestHandoff | null> = post(options, '/replies', { guestKey: guestKey(false) ?? undefined })
    .then(async (res) => (res.ok ? ((await res.json()) as { result: GuestHandoff }).result : null))
    .catch(() => null);
  void loaded.then((data) => {
    const replies = data && repliesNode(data);
    if (replies) log.prepend(replies);
  });

  const offer = (reply: HTMLElement, question: string) =>
    void loaded.then((data) => {
      if (!data) return;
      const s = data.strings;
      const actions = el('div', { class: 'gbc-contact', 'data-handoff-actions': '' });
      actions.append(...contactLinks(data));
      const send = el('button', { type: 'button', class: 'gbc-send-host' }, s.send);
      const status = el('p', { class: 'gbc-status', role: 'status' });
      send.addEventListener('click', async () => {
        send.disabled = true;
        send.textContent = s.sending ?? '';
        let res: Response | null = null;
        try {
          // The stay link identifies a stay's guest; the id stands in when there is none (or it lapsed).
          res = await post(options, '', { question, guestKey: guestKey(true) ?? undefined });
        } catch {
          res = null;
        }
        if (res?.ok) {
          send.remove();
          status.textContent = s.sent ?? '';
          status.scrollIntoView({ block: 'nearest' });
          return;
        }
        send.disabled = false;
        send.textContent = s.send ?? '';
        status.textContent = (res?.status === 429 ? s.rateLimited : s.failed) ?? '';
      });
      actions.append(send);
      // The hand-off's actions replace the contact links the answer carried (same host, one row).
      reply.querySelector('.gbc-contact')?.remove();
      reply.append(actions, status);
      // The actions arrive after the answer: bring them into view like the answer itself.
      actions.scrollIntoView({ block: 'nearest' });
    });

  return { offer };
}
