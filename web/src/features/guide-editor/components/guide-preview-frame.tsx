import { Stack } from '@mantine/core';
import classes from './guide-preview.module.css';

/**
 * The phone frame, empty, as the preview's first moment shows it (the same size, so nothing moves):
 * while the preview's code (guide-preview.tsx, with the section icons and the language switch) loads.
 */
export function GuidePreviewFrame() {
  return (
    <Stack gap="sm" align="center" aria-hidden="true">
      <div style={{ height: 30 }} />
      <div className={classes.frame}>
        <div className={classes.screen} />
      </div>
    </Stack>
  );
}
