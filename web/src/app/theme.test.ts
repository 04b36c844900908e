import { describe, expect, it } from 'vitest';
import { TAP_THRESHOLD_PX, TOOLTIP_INSTANT } from '@web/lib/ui-constants';
import { theme } from './theme';

const defaults = (component: string) =>
  (theme.components?.[component] as { defaultProps?: Record<string, unknown> } | undefined)?.defaultProps;

describe('the theme applies the interface constants (docs/product.md)', () => {
  it('orders the layers: modal 1100, overlay 1000, menu 1000, tooltip 1100', () => {
    expect(defaults('Modal')).toMatchObject({ zIndex: 1100 });
    expect(defaults('Drawer')).toMatchObject({ zIndex: 1100 });
    expect(defaults('Overlay')).toMatchObject({ zIndex: 1000 });
    expect(defaults('Menu')).toMatchObject({ zIndex: 1000 });
    expect(defaults('Tooltip')).toMatchObject({ zIndex: 1100 });
  });

  it('shows tooltips after 200 ms, hides them at once and fades them over 250 ms', () => {
    expect(defaults('Tooltip')).toMatchObject({
      openDelay: 200,
      closeDelay: 0,
      transitionProps: { transition: 'fade', duration: 250 },
    });
    // The other tooltip setting: distance 12, shown at once.
    expect(TOOLTIP_INSTANT).toEqual({ offset: 12, openDelay: 0 });
  });

  it('places floating elements 5 px away, removes them after 150 ms, and closes menus after 400 ms', () => {
    for (const component of ['Menu', 'Popover', 'HoverCard', 'Combobox']) {
      expect(defaults(component), component).toMatchObject({ offset: 5, transitionProps: { duration: 150 } });
    }
    expect(defaults('Menu')).toMatchObject({ closeDelay: 400 });
    expect(defaults('HoverCard')).toMatchObject({ closeDelay: 0 });
  });

  it('counts a touch moving under 20 px as a tap', () => {
    expect(TAP_THRESHOLD_PX).toBe(20);
  });
});
