import { Box } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/skip-link';
import { SiteHeader } from './site-header';

/** The public header without the footer (used by /link). */
export function NofooterLayout() {
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <SiteHeader />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} style={{ flex: 1 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
