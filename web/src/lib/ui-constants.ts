/**
 * The interface constants (docs/product.md, "Interface constants"), in one place: the Mantine theme applies them as
 * component defaults (web/src/app/theme.ts) and the few components that need a variant import them.
 */

/** Layer order: modal 1100, overlay 1000, menu 1000, tooltip 1100. */
export const LAYERS = { modal: 1100, overlay: 1000, menu: 1000, tooltip: 1100 } as const;

/** Tooltips: shown after 200 ms, hidden at once, faded in and out over 250 ms. */
export const TOOLTIP = { openDelay: 200, closeDelay: 0, fadeMs: 250 } as const;

/** The second tooltip setting (distance 12, no show delay): feedback that must appear at once. */
export const TOOLTIP_INSTANT = { offset: 12, openDelay: 0 } as const;

/** Dropdowns hide at once; hover menus wait 400 ms before closing. */
export const DROPDOWN_CLOSE_DELAY_MS = 0;
export const MENU_CLOSE_DELAY_MS = 400;

/** Floating elements sit 5 px from their target and are removed 150 ms after they start hiding. */
export const POPPER_DISTANCE_PX = 5;
export const POPPER_DISPOSE_MS = 150;

/** A touch that moves less than this is a tap, not a scroll or a drag. */
export const TAP_THRESHOLD_PX = 20;
