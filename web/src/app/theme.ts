import {
  createTheme,
  type CSSVariablesResolver,
  darken,
  DEFAULT_THEME,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import {
  DROPDOWN_CLOSE_DELAY_MS,
  LAYERS,
  MENU_CLOSE_DELAY_MS,
  POPPER_DISPOSE_MS,
  POPPER_DISTANCE_PX,
  TOOLTIP,
} from '@web/lib/ui-constants';

/** A deep teal: shade 7 carries white text at 5.5:1, so buttons and links stay readable. */
const brand: MantineColorsTuple = [
  '#e6f7f5',
  '#ccefea',
  '#99dfd5',
  '#66cec0',
  '#33beab',
  '#14a896',
  '#0f8f80',
  '#0c766a',
  '#0a5f56',
  '#074842',
];

/**
 * Mantine's palettes with their two darkest shades made AA-readable as text on white (teal 8 was
 * 3.9:1, yellow 9 3.0:1, orange 9 4.3:1): pages use them for status text ("Saved", "Unsaved changes").
 */
const readableDark = (name: 'teal' | 'yellow' | 'orange', eight: string, nine: string): MantineColorsTuple =>
  [...DEFAULT_THEME.colors[name].slice(0, 8), eight, nine] as unknown as MantineColorsTuple;

const fontStack =
  "Inter, 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/**
 * Readable colours (WCAG AA, 4.5:1) everywhere, set once here rather than page by page: Mantine's
 * filled colours (shade 6-7) under white text and its light variants' text (shade 6) on their tint
 * are 2.5-3.5:1 for teal, green, blue, orange, yellow. Palette colours other than the brand (already
 * tuned) get a darkened shade 9 instead.
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const base = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.shade !== undefined || parsed.color === 'brand') return base;
  const deep = input.theme.colors[parsed.color]?.[9];
  if (!deep) return base;
  if (input.variant === 'filled')
    return { ...base, background: darken(deep, 0.3), hover: darken(deep, 0.45), color: 'var(--mantine-color-white)' };
  if (input.variant === 'light' || input.variant === 'outline' || input.variant === 'subtle')
    return {
      ...base,
      color: darken(deep, 0.3),
      border: input.variant === 'outline' ? `1px solid ${darken(deep, 0.3)}` : base.border,
    };
  return base;
};

/** "Dimmed" text (descriptions, help, secondary lines) at gray 7: 7:1 on white instead of gray 6's 3.3:1. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  // Placeholders stay lighter than typed text but readable (4.7:1).
  light: { '--mantine-color-dimmed': t.colors.gray[7]!, '--mantine-color-placeholder': '#6c757d' },
  dark: {},
});

/** Layer order and timings (docs/product.md, "Interface constants") live here as component defaults. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: {
    brand,
    teal: readableDark('teal', '#087f5b', '#06664a'),
    yellow: readableDark('yellow', '#a8560a', '#8f4a08'),
    orange: readableDark('orange', '#b33a0c', '#9c330b'),
  },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  variantColorResolver: readableVariantColors,
  components: {
    Tooltip: {
      defaultProps: {
        openDelay: TOOLTIP.openDelay,
        closeDelay: TOOLTIP.closeDelay,
        zIndex: LAYERS.tooltip,
        transitionProps: { transition: 'fade', duration: TOOLTIP.fadeMs },
      },
    },
    Modal: { defaultProps: { zIndex: LAYERS.modal } },
    Drawer: { defaultProps: { zIndex: LAYERS.modal } },
    Overlay: { defaultProps: { zIndex: LAYERS.overlay } },
    Menu: {
      defaultProps: {
        zIndex: LAYERS.menu,
        offset: POPPER_DISTANCE_PX,
        openDelay: 0,
        closeDelay: MENU_CLOSE_DELAY_MS,
        transitionProps: { duration: POPPER_DISPOSE_MS },
      },
    },
    Popover: { defaultProps: { offset: POPPER_DISTANCE_PX, transitionProps: { duration: POPPER_DISPOSE_MS } } },
    HoverCard: {
      defaultProps: {
        offset: POPPER_DISTANCE_PX,
        openDelay: 0,
        closeDelay: DROPDOWN_CLOSE_DELAY_MS,
        transitionProps: { duration: POPPER_DISPOSE_MS },
      },
    },
    Combobox: { defaultProps: { offset: POPPER_DISTANCE_PX, transitionProps: { duration: POPPER_DISPOSE_MS } } },
    Container: { defaultProps: { size: 'lg' } },
  },
});
