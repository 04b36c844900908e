import { Box, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@web/components/skip-link';

/** A bare, centred page: no header, no footer (verification links, the 404 page). */
export function DefaultLayout() {
  return (
    <>
      <SkipLink />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        mih="100vh"
        bg="gray.0"
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}
      >
        <Container size="sm" py="xl" w="100%">
          <Outlet />
        </Container>
      </Box>
    </>
  );
}
