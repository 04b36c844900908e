import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** Layer order and timings of SPEC.md section 9 live here as component defaults. */
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
    Tooltip: { defaultProps: { openDelay: 200, closeDelay: 0, zIndex: 1100 } },
    Modal: { defaultProps: { zIndex: 1100 } },
    Menu: { defaultProps: { zIndex: 1000 } },
    Popover: { defaultProps: { offset: 5 } },
    Drawer: { defaultProps: { zIndex: 1100 } },
    Container: { defaultProps: { size: 'lg' } },
  },
});
