/**
 * Scrolls a card of the guide to the top of the screen. Cards below the first screen are laid out
 * only when they come near it (`content-visibility: auto` with an estimated height), so a smooth
 * scroll to a far card is computed against estimates and lands off target (several screens off for
 * the last section of a long guide). This jumps at once and corrects on the next frames until the
 * card stops moving.
 */
export function jumpTo(target: HTMLElement): void {
  let last = Number.NaN;
  let frames = 0;
  const step = () => {
    target.scrollIntoView({ block: 'start', behavior: 'instant' });
    const top = Math.round(target.getBoundingClientRect().top);
    if (top !== last && frames++ < 12) {
      last = top;
      requestAnimationFrame(step);
    }
  };
  step();
}

/** Jumps to a card and moves keyboard focus to its heading (without scrolling again). */
export function jumpAndFocus(target: HTMLElement): void {
  jumpTo(target);
  const heading = target.querySelector<HTMLElement>('h2, h3') ?? target;
  if (heading.tabIndex < 0 || !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
