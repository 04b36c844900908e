import { QueryClient } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@web/app/providers';
import { PhotoDrawerProvider, usePhotoDrawer } from '@web/components/photo-drawer/photo-drawer';
import { initI18n } from '@web/lib/i18n/i18n';
import { requestLibraryRefresh } from '@web/lib/media-query-keys';
import { setPublicConfig } from '@web/lib/public-config';
import { setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { makeProperty } from '@web/test/property-fixtures';
import { renderApp } from '@web/test/render-app';
import { testPublicConfig } from '@web/test/fixtures';
import { PhotoDrawerContent } from './photo-drawer-content';
import { libraryItem } from './photo-drawer-tabs.fixtures';

/**
 * The photo library after a property save, in the real app (docs/product.md, "Photo drawer": "After a
 * property save, the library reloads from page 1"): the editor saves through PUT /property/user and
 * the drawer, opened from the editor, shows page 1 again, loaded fresh.
 */

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 60_000 });

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

const item = (mediaId: number) => libraryItem(mediaId, { propertyId: 7 });

const photos = Array.from({ length: 20 }, (_, i) => item(100 - i));

const libraryRoutes = {
  'GET /property/user/list': { result: [{ propertyId: 7, name: 'Casa Sol', isCoHost: false, published: false }] },
  'GET /list/mediasources': { result: [{ id: 1, mediaSourceId: 1, code: 'uploads', name: 'Uploads' }] },
  'GET /media/library/1/1/7': { result: { items: photos.slice(0, 15), totalCount: 20 } },
  'GET /media/library/2/1/7': { result: { items: photos.slice(15), totalCount: 20 } },
};

function Opener() {
  const drawer = usePhotoDrawer();
  return <button onClick={() => drawer.open()}>open photos</button>;
}

/** The drawer alone, on a query client the test holds (to clear it as signing out does). */
function renderDrawer() {
  initI18n('en');
  setPublicConfig(testPublicConfig);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <AppProviders config={testPublicConfig} queryClient={queryClient} mantineEnv="test">
      <MemoryRouter>
        <PhotoDrawerProvider content={<PhotoDrawerContent />}>
          <Opener />
        </PhotoDrawerProvider>
      </MemoryRouter>
    </AppProviders>,
  );
  return { queryClient, user: userEvent.setup() };
}

const pageButton = (n: number) =>
  within(screen.getByRole('dialog', { name: 'Photos' })).getByRole('button', { name: `Page ${n}` });

async function showPage(user: ReturnType<typeof userEvent.setup>, n: number) {
  await user.click(pageButton(n));
  await waitFor(() => expect(pageButton(n)).toHaveAttribute('aria-current', 'page'));
}

beforeEach(() => {
  vi.spyOn(toasts, 'error').mockReturnValue('id');
  vi.spyOn(toasts, 'success').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('photo library after a property save', () => {
  it('goes back to page 1 and reloads it, after the editor saved the property', async () => {
    setUser(sessionUser());
    const property = makeProperty({ propertyId: 7, name: 'Casa Sol' });
    const api = mockApi({
      'GET /property/user': { result: [property] },
      'GET /property/user/list': { result: [{ propertyId: 7, name: 'Casa Sol', isCoHost: false, published: false }] },
      'GET /list/mediasources': { result: [{ id: 1, mediaSourceId: 1, code: 'uploads', name: 'Uploads' }] },
      'GET /media/library/1/1/7': { result: { items: photos.slice(0, 15), totalCount: 20 } },
      'GET /media/library/2/1/7': { result: { items: photos.slice(15), totalCount: 20 } },
      'PUT /property/user': (call) => ({
        result: { ...property, name: (call.body as { name: string }).name, modifyDate: '2026-03-01T00:00:00.000Z' },
      }),
    });
    const libraryCalls = () => api.calls.filter((c) => c.path.startsWith('/media/library/')).map((c) => c.path);
    const user = userEvent.setup();
    renderApp('/home/guide/property-7');

    await user.click(await screen.findByRole('button', { name: 'Choose image' }, { timeout: 15_000 }));
    const drawer = await screen.findByRole('dialog', { name: 'Photos' });
    await within(drawer).findByRole('list', { name: 'Library photos' }, { timeout: 15_000 });
    await user.click(within(drawer).getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(within(drawer).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Photos' })).toBeNull());

    const before = libraryCalls().length;
    const name = screen.getByRole('textbox', { name: /Property name/ });
    await user.type(name, ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /property/user')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Choose image' }));
    const reopened = await screen.findByRole('dialog', { name: 'Photos' });
    await waitFor(() =>
      expect(within(reopened).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );
    await waitFor(() => expect(libraryCalls().slice(before)).toEqual(['/media/library/1/1/7']));
  });

  it('still goes back to page 1 after the cache was cleared (signed out and in again in the same tab)', async () => {
    setUser(sessionUser());
    const api = mockApi(libraryRoutes);
    const { queryClient, user } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'open photos' }));
    await screen.findByRole('list', { name: 'Library photos' }, { timeout: 15_000 });
    await showPage(user, 2);
    act(() => requestLibraryRefresh(queryClient));
    await waitFor(() => expect(pageButton(1)).toHaveAttribute('aria-current', 'page'));
    await showPage(user, 2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Photos' })).toBeNull());

    // Signing out clears the cache (use-sign-out.ts); the next property save asks for page 1 again.
    act(() => queryClient.clear());
    act(() => requestLibraryRefresh(queryClient));
    const before = api.calls.length;
    await user.click(screen.getByRole('button', { name: 'open photos' }));
    await waitFor(() => expect(pageButton(1)).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(api.calls.slice(before).map((c) => c.path)).toContain('/media/library/1/1/7'));
  });

  it('stays on the page shown when the whole cache is refreshed without a save (an accepted invitation)', async () => {
    setUser(sessionUser());
    mockApi(libraryRoutes);
    const { queryClient, user } = renderDrawer();
    await user.click(screen.getByRole('button', { name: 'open photos' }));
    await screen.findByRole('list', { name: 'Library photos' }, { timeout: 15_000 });
    act(() => requestLibraryRefresh(queryClient));
    await showPage(user, 2);
    await act(() => queryClient.invalidateQueries());
    await waitFor(() => expect(screen.getByRole('img', { name: 'photo-81.jpg' })).toBeInTheDocument());
    expect(pageButton(2)).toHaveAttribute('aria-current', 'page');
  });
});
