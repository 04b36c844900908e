import { createTheme, type MantineColorsTuple } from '@mantine/core';
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

const fontStack =
  "Inter, 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

/** Layer order and timings (docs/product.md, "Interface constants") live here as component defaults. */
export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
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
