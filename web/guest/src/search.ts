/** The guide's search box: hides the cards and places that do not have every word typed. */
import { track } from './events';
import { $, $$, fold, t } from './page-data';

export function initSearch() {
  const box = $('[data-search]');
  const input = $<HTMLInputElement>('#q');
  if (!box || !input) return;
  const status = $('.search-status', box)!;
  const clear = $<HTMLButtonElement>('[data-clear]', box)!;
  const cards = $$('main > [data-section], #places, #devices, #emergency');
  const places = $$('.place');
  const index = new Map<HTMLElement, string>();
  const textOf = (node: HTMLElement) => {
    let text = index.get(node);
    if (text === undefined) {
      text = fold(node.textContent ?? '');
      index.set(node, text);
    }
    return text;
  };
  let timer = 0;
  let lastTracked = '';
  const run = () => {
    const words = fold(input.value).split(/\s+/).filter(Boolean);
    clear.hidden = words.length === 0;
    if (words.length === 0) {
      for (const node of [...cards, ...places]) node.hidden = false;
      status.textContent = '';
      return;
    }
    const matches = (node: HTMLElement) => words.every((w) => textOf(node).includes(w));
    let count = 0;
    for (const place of places) place.hidden = !matches(place);
    for (const card of cards) {
      const hit = card.id === 'places' ? places.some((p) => !p.hidden) : matches(card);
      card.hidden = !hit;
      if (hit) count++;
    }
    status.textContent =
      count === 0 ? t('searchNone') : t(count === 1 ? 'searchResults_one' : 'searchResults_other', { count });
    window.clearTimeout(timer);
    timer = window.setTimeout(() => {
      const term = words.join(' ');
      if (term !== lastTracked && !term.startsWith(lastTracked || '\u0000')) {
        track('search');
        if (count === 0) track('search_empty');
      }
      lastTracked = term;
    }, 1500);
  };
  input.addEventListener('input', run);
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      input.value = '';
      run();
    }
  });
  clear.addEventListener('click', () => {
    input.value = '';
    run();
    input.focus();
  });
  // Words typed before the script ran (the page's starter loads it at the first focus).
  if (input.value) run();
}
