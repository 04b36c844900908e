/**
 * The concierge conversation: suggested questions, answers labelled as AI answers or as quotes from
 * the guide, links to the cited parts of the guide, and the host contact when the guide has no
 * answer. Answers stream (server-sent events) when the browser can read a response body as it comes.
 */
import { jumpAndFocus } from '../src/jump';
import type { AskAnswer, AskStreamEvent, ConciergeInfo } from '../../../common/contracts/ai';
import type { ConciergeOptions } from './options';
import { startHandoff } from './handoff';
import { PANEL_STYLE } from './panel-style';

type Strings = Record<string, string>;

let current: { close: () => void } | null = null;

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

const fill = (text: string, params: Record<string, string>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => params[name] ?? '');

/**
 * The element a citation points at on the guide page: a section card (#s-{id}), a place (#p-{id}),
 * the emergency card. Other sources (times, contact, the host's Q&A) have no anchor.
 */
export function citationTarget(sectionId: string): HTMLElement | null {
  const candidates = sectionId.startsWith('place-')
    ? [`p-${sectionId.slice(6)}`, 'places']
    : sectionId.startsWith('qa-')
      ? []
      : [`s-${sectionId}`, `section-${sectionId}`, sectionId];
  for (const id of candidates) {
    const found = document.getElementById(id);
    if (found) return found;
  }
  return null;
}

async function ask(
  options: ConciergeOptions,
  question: string,
  onDelta: (text: string, reset: boolean) => void,
): Promise<{ answer?: AskAnswer; status: number }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'text/event-stream' };
  const code = options.getCode();
  if (code) headers['x-guide-code'] = code;
  const stayToken = options.getStayToken?.();
  if (stayToken) headers['x-stay-token'] = stayToken;
  const res = await fetch(`${options.apiBase}/guide/${encodeURIComponent(options.slug)}/ask`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ question, locale: options.locale }),
    credentials: 'omit',
    cache: 'no-store',
  });
  if (!res.ok) return { status: res.status };
  if (!(res.headers.get('content-type') ?? '').includes('text/event-stream') || !res.body) {
    return { status: res.status, answer: ((await res.json()) as { result: AskAnswer }).result };
  }
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done: AskAnswer | undefined;
  for (;;) {
    const { value, done: ended } = await reader.read();
    if (value) buffer += decoder.decode(value, { stream: true });
    let cut: number;
    while ((cut = buffer.indexOf('\n\n')) >= 0) {
      const chunk = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      if (!chunk.startsWith('data: ')) continue;
      const event = JSON.parse(chunk.slice(6)) as AskStreamEvent;
      if (event.type === 'delta') onDelta(event.text, false);
      else if (event.type === 'reset') onDelta('', true);
      else if (event.type === 'done') done = event.result;
      else if (event.type === 'error') return { status: 500 };
    }
    if (ended) break;
  }
  return { status: done ? 200 : 500, answer: done };
}

function answerNode(answer: AskAnswer, info: ConciergeInfo, s: Strings, close: () => void): HTMLElement {
  const box = el('div', { class: 'gbc-msg gbc-bot' });
  const quotedLabel =
    answer.quotedLocale === 'en' ? s.guideLabelEn : answer.quotedLocale === 'es' ? s.guideLabelEs : undefined;
  box.append(
    el(
      'span',
      { class: 'gbc-tag' },
      !answer.answered ? s.autoLabel : answer.mode === 'ai' ? s.aiLabel : (quotedLabel ?? s.guideLabel),
    ),
  );
  box.append(el('p', {}, answer.answer));
  if (answer.citations.length) {
    const sources = el('p', { class: 'gbc-src' }, `${s.sources} `);
    answer.citations.forEach((citation, i) => {
      if (i) sources.append(', ');
      const target = citationTarget(citation.sectionId);
      if (!target) {
        sources.append(citation.title);
        return;
      }
      const link = el('a', { href: `#${target.id}` }, citation.title);
      link.addEventListener('click', (event) => {
        event.preventDefault();
        close();
        history.replaceState(null, '', `#${target.id}`);
        jumpAndFocus(target);
      });
      sources.append(link);
    });
    box.append(sources);
  }
  const contact = answer.contact ?? (answer.answered ? null : info.contact);
  if (!answer.answered && contact) {
    const links = el('div', { class: 'gbc-contact' });
    if (contact.phone)
      links.append(
        el('a', { href: `tel:${contact.phone.replace(/[^\d+]/g, '')}` }, fill(s.call ?? '', { phone: contact.phone })),
      );
    if (contact.email)
      links.append(el('a', { href: `mailto:${contact.email}` }, fill(s.email ?? '', { email: contact.email })));
    if (links.childElementCount) box.append(links);
  }
  return box;
}

/** Opens the conversation (one at a time); focus returns to the button when it closes. */
export function openPanel(options: ConciergeOptions, info: ConciergeInfo, opener: HTMLElement): void {
  if (current) return;
  if (!document.querySelector('style[data-gbc]')) {
    const style = el('style', { 'data-gbc': '' });
    style.textContent = PANEL_STYLE;
    document.head.append(style);
  }
  const s = info.strings;
  const backdrop = el('div', { class: 'gbc-backdrop' });
  const panel = el('div', {
    class: 'gbc-panel',
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': 'gbc-title',
    lang: options.locale,
  });
  const head = el('div', { class: 'gbc-head' });
  const closeButton = el('button', { type: 'button', class: 'gbc-close', 'aria-label': s.close ?? '' }, '×');
  head.append(el('h2', { id: 'gbc-title' }, s.title), closeButton);
  const body = el('div', { class: 'gbc-body' });
  const log = el('div', {
    'aria-live': 'polite',
    'aria-relevant': 'additions',
    style: 'display:flex;flex-direction:column;gap:.75rem',
  });
  body.append(el('p', { class: 'gbc-intro' }, s.intro));
  const form = el('form', { class: 'gbc-form', novalidate: '' });
  const input = el('input', {
    id: 'gbc-q',
    name: 'q',
    type: 'text',
    autocomplete: 'off',
    maxlength: '500',
    placeholder: s.placeholder ?? '',
    enterkeyhint: 'send',
  });
  const label = el('label', { for: 'gbc-q', class: 'gbc-sr' }, s.label);
  const send = el('button', { type: 'submit' }, s.send);
  form.append(label, input, send);

  if (info.suggestions.length) {
    body.append(el('p', { class: 'gbc-intro', id: 'gbc-sugg-title' }, s.suggestionsTitle));
    const list = el('ul', { class: 'gbc-sugg', 'aria-labelledby': 'gbc-sugg-title' });
    for (const suggestion of info.suggestions) {
      const item = el('li');
      const button = el('button', { type: 'button' }, suggestion);
      button.addEventListener('click', () => void submit(suggestion));
      item.append(button);
      list.append(item);
    }
    body.append(list);
  }
  body.append(log);
  const handoff = startHandoff(options, log);
  panel.append(head, body, form, el('p', { class: 'gbc-note' }, s.disclaimer));

  const close = () => {
    backdrop.remove();
    panel.remove();
    document.removeEventListener('keydown', onKey);
    current = null;
    opener.focus({ preventScroll: true });
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
    if (event.key === 'Tab') {
      // Keep keyboard focus inside the dialog.
      const focusable = Array.from(panel.querySelectorAll<HTMLElement>('button, a[href], input')).filter(
        (n) => !n.hasAttribute('disabled'),
      );
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  let busy = false;
  async function submit(question: string) {
    const text = question.trim();
    if (!text || busy) return;
    busy = true;
    send.disabled = true;
    input.value = '';
    log.append(Object.assign(el('div', { class: 'gbc-msg gbc-me' }), { textContent: text }));
    const pending = el('div', { class: 'gbc-msg gbc-bot' });
    const pendingText = el('p', {}, s.thinking);
    pending.append(pendingText);
    log.append(pending);
    pending.scrollIntoView({ block: 'nearest' });
    let streamed = '';
    try {
      if (!navigator.onLine) throw new Error('offline');
      const { answer, status } = await ask(options, text, (piece, reset) => {
        streamed = reset ? '' : streamed + piece;
        pendingText.textContent = streamed || s.thinking || '';
      });
      if (answer) {
        const node = answerNode(answer, info, s, close);
        pending.replaceWith(node);
        if (!answer.answered && !answer.needsCode) handoff.offer(node, text);
      } else
        pendingText.textContent =
          status === 429 ? (s.rateLimited ?? '') : status === 404 ? (s.unavailable ?? '') : (s.error ?? '');
    } catch {
      pendingText.textContent = navigator.onLine ? (s.error ?? '') : (s.offline ?? '');
    } finally {
      busy = false;
      send.disabled = false;
      log.lastElementChild?.scrollIntoView({ block: 'nearest' });
    }
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit(input.value);
  });
  closeButton.addEventListener('click', close);
  backdrop.addEventListener('click', close);
  document.addEventListener('keydown', onKey);
  document.body.append(backdrop, panel);
  current = { close };
  input.focus();
}
