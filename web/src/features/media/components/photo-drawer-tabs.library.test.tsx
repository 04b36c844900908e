import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEDIA_LIBRARY_QUERY_KEY, requestLibraryRefresh } from '@web/lib/media-query-keys';
import { toasts } from '@web/lib/toasts';
import {
  chooseOption,
  fetchMock,
  json,
  library,
  libraryGrid,
  libraryItem,
  libraryRequests,
  ok,
  openDrawer,
  renderDrawer,
  requests,
  routes,
  setUpPhotoDrawerTests,
  stockPage,
} from './photo-drawer-tabs.fixtures';

setUpPhotoDrawerTests();

describe('photo drawer: opening', () => {
  it('loads nothing until first opened; then loads sources and properties, preselects the first of each and loads library page 1', async () => {
    library['1/1/10'] = { items: [libraryItem(1), libraryItem(2)], totalCount: 2 };
    const { user } = renderDrawer();
    expect(fetchMock).not.toHaveBeenCalled();

    await openDrawer(user);
    const grid = await libraryGrid();
    expect(within(grid).getAllByRole('listitem')).toHaveLength(2);
    expect(requests()).toEqual(
      expect.arrayContaining(['GET /api/list/mediasources?locale=en', 'GET /api/property/user/list?locale=en']),
    );
    expect(libraryRequests()).toEqual(['GET /api/media/library/1/1/10']);
    expect(screen.getByRole('combobox', { name: 'Photo source' })).toHaveValue('Uploads');
    expect(screen.getByRole('combobox', { name: 'Guide' })).toHaveValue('Beach house');
    expect(screen.getByText(/Pick a photo for the guide you are editing/)).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'photo-1.jpg' })).toHaveAttribute(
      'src',
      'https://cdn.test/images/ab/1-s.webp',
    );
  });

  it('keeps its state when closed and reopened: no second load', async () => {
    library['1/1/10'] = { items: [libraryItem(1)], totalCount: 1 };
    const { user } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await user.click(screen.getByRole('button', { name: 'Close photos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const before = requests().length;

    await openDrawer(user);
    expect(await libraryGrid()).toBeInTheDocument();
    expect(requests()).toHaveLength(before);
  });

  it('opens with an image given as a string or as an object, or with nothing', async () => {
    const first = renderDrawer({ target: 'https://cdn.test/images/current.webp' });
    await openDrawer(first.user);
    expect(await screen.findByRole('img', { name: 'The photo being replaced' })).toHaveAttribute(
      'src',
      'https://cdn.test/images/current.webp',
    );
    first.unmount();

    const second = renderDrawer({ target: { url: '/images/other.webp' } });
    await openDrawer(second.user);
    expect(await screen.findByRole('img', { name: 'The photo being replaced' })).toHaveAttribute(
      'src',
      '/images/other.webp',
    );
    second.unmount();

    const third = renderDrawer();
    await openDrawer(third.user);
    await screen.findByRole('tab', { name: 'Library' });
    expect(screen.queryByRole('img', { name: 'The photo being replaced' })).not.toBeInTheDocument();
  });
});

describe('photo drawer: tab menu', () => {
  it('shows the current tab name on the tab menu button, which toggles the tab list', async () => {
    const { user } = renderDrawer();
    await openDrawer(user);
    const menu = await screen.findByRole('button', { name: 'Library', expanded: false });
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('tablist', { name: 'Photo drawer sections' })).toHaveAttribute('data-open');

    await user.click(screen.getByRole('tab', { name: 'Photo search' }));
    expect(screen.getByRole('button', { name: 'Photo search', expanded: false })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Photo drawer sections' })).not.toHaveAttribute('data-open');
  });
});

describe('photo drawer: library paging', () => {
  const thirtyOne = Array.from({ length: 31 }, (_, i) => libraryItem(100 - i));

  it('shows 15 photos per page with 3 page links; page index n asks the server for page n+1', async () => {
    library['1/1/10'] = { items: thirtyOne.slice(0, 15), totalCount: 31 };
    library['2/1/10'] = { items: thirtyOne.slice(15, 30), totalCount: 31 };
    library['3/1/10'] = { items: thirtyOne.slice(30), totalCount: 31 };
    const { user } = renderDrawer();
    await openDrawer(user);
    expect(within(await libraryGrid()).getAllByRole('listitem')).toHaveLength(15);

    const pager = screen.getByRole('navigation', { name: 'Library pages' });
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d$/ })
        .map((b) => b.textContent),
    ).toEqual(['1', '2', '3']);
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Library photos' })).getAllByRole('listitem')).toHaveLength(1),
    );
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous page' }));
    await waitFor(() =>
      expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(libraryRequests()).toEqual([
      'GET /api/media/library/1/1/10',
      'GET /api/media/library/3/1/10',
      'GET /api/media/library/2/1/10',
    ]);
  });

  it('changing the source resets the page to 0 and reloads', async () => {
    library['1/1/10'] = { items: thirtyOne.slice(0, 15), totalCount: 31 };
    library['2/1/10'] = { items: thirtyOne.slice(15, 30), totalCount: 31 };
    library['1/2/10'] = { items: [libraryItem(500, { mediaSourceId: 2, alt: 'A stock sunset' })], totalCount: 1 };
    const { user } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(libraryRequests()).toContain('GET /api/media/library/2/1/10'));

    await chooseOption(user, 'Photo source', 'Stock photos');
    expect(await screen.findByRole('img', { name: 'A stock sunset' })).toBeInTheDocument();
    expect(libraryRequests().at(-1)).toBe('GET /api/media/library/1/2/10');
    expect(screen.queryByRole('navigation', { name: 'Library pages' })).not.toBeInTheDocument();
  });

  it('changing the guide resets the page to 0 and reloads', async () => {
    library['1/1/10'] = { items: thirtyOne.slice(0, 15), totalCount: 31 };
    library['2/1/10'] = { items: thirtyOne.slice(15, 30), totalCount: 31 };
    library['1/1/11'] = { items: [libraryItem(600, { propertyId: 11, fileName: 'cabin.jpg' })], totalCount: 1 };
    const { user } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(libraryRequests()).toContain('GET /api/media/library/2/1/10'));

    await chooseOption(user, 'Guide', 'Mountain cabin');
    expect(await screen.findByRole('img', { name: 'cabin.jpg' })).toBeInTheDocument();
    expect(libraryRequests().at(-1)).toBe('GET /api/media/library/1/1/11');
  });

  it('reloads page 1 when another part of the app invalidates the library key (after a property save)', async () => {
    library['1/1/10'] = { items: [libraryItem(1)], totalCount: 1 };
    const { user, queryClient } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await act(() => queryClient.invalidateQueries({ queryKey: MEDIA_LIBRARY_QUERY_KEY }));
    expect(libraryRequests()).toEqual(['GET /api/media/library/1/1/10', 'GET /api/media/library/1/1/10']);
  });
});

describe('photo drawer: after a property save', () => {
  it('goes back to page 1 and loads it fresh (GET /media/library/1/...), not the page that was shown', async () => {
    const thirtyOne = Array.from({ length: 31 }, (_, i) => libraryItem(100 - i));
    library['1/1/10'] = { items: thirtyOne.slice(0, 15), totalCount: 31 };
    library['2/1/10'] = { items: thirtyOne.slice(15, 30), totalCount: 31 };
    const { user, queryClient } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'));
    const before = libraryRequests().length;

    act(() => requestLibraryRefresh(queryClient));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'));
    await waitFor(() => expect(libraryRequests().slice(before)).toEqual(['GET /api/media/library/1/1/10']));
  });

  it('reloads page 1 when it is the page shown', async () => {
    library['1/1/10'] = { items: [libraryItem(1)], totalCount: 1 };
    const { user, queryClient } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    act(() => requestLibraryRefresh(queryClient));
    await waitFor(() =>
      expect(libraryRequests()).toEqual(['GET /api/media/library/1/1/10', 'GET /api/media/library/1/1/10']),
    );
  });
});

describe('photo drawer: assign', () => {
  it("keeps a copy of an assigned stock photo in the selected guide's library, with the photographer's credit", async () => {
    routes.push((url) => (url === '/api/media/photos/beach/1' ? json(stockPage([1, 2], 1, true)) : undefined));
    routes.push((url, init) =>
      url === '/api/media/library/stock/11' && init.method === 'POST'
        ? ok(libraryItem(900, { mediaSourceId: 2, propertyId: 11 }))
        : undefined,
    );
    library['1/1/10'] = { items: [libraryItem(1)], totalCount: 1 };
    library['1/1/11'] = { items: [libraryItem(2, { propertyId: 11 })], totalCount: 1 };
    const { user, assigned } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await chooseOption(user, 'Guide', 'Mountain cabin');
    await user.click(screen.getByRole('tab', { name: 'Photo search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search stock photos' }), 'beach{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Assign Stock 2' }));
    expect(assigned).toEqual([{ url: 'https://images.pexels.com/photos/2/original.jpeg', mediaId: null }]);
    await waitFor(() => expect(requests()).toContain('POST /api/media/library/stock/11'));
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/media/library/stock/11')!;
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({
      photoId: 2,
      url: 'https://images.pexels.com/photos/2/original.jpeg',
      alt: 'Stock 2',
      photographer: 'Photographer 2',
      photographerUrl: 'https://www.pexels.com/@someone',
    });
    // The library is reloaded, so the copy appears under "Stock photos".
    await waitFor(() => expect(libraryRequests().at(-1)).toBe('GET /api/media/library/1/1/11'));
  });

  it('delivers image base URL + largeImagePath and the mediaId of a library photo, and closes', async () => {
    library['1/1/10'] = { items: [libraryItem(7)], totalCount: 1 };
    const { user, assigned } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await user.click(screen.getByRole('button', { name: 'Assign photo-7.jpg' }));
    expect(assigned).toEqual([{ url: 'https://cdn.test/images/ab/7-l.webp', mediaId: 7 }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('delivers src.original of a stock photo', async () => {
    routes.push((url) => (url === '/api/media/photos/beach/1' ? json(stockPage([1, 2], 1, true)) : undefined));
    const { user, assigned } = renderDrawer();
    await openDrawer(user);
    await user.click(await screen.findByRole('tab', { name: 'Photo search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search stock photos' }), 'beach{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Assign Stock 2' }));
    expect(assigned).toEqual([{ url: 'https://images.pexels.com/photos/2/original.jpeg', mediaId: null }]);
  });

  it('offers Assign and Delete on library photos but only Assign on stock photos', async () => {
    library['1/1/10'] = { items: [libraryItem(7)], totalCount: 1 };
    routes.push((url) => (url === '/api/media/photos/beach/1' ? json(stockPage([1], 1, false)) : undefined));
    const { user } = renderDrawer();
    await openDrawer(user);
    const item = within(await libraryGrid()).getByRole('listitem');
    expect(
      within(item)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Assign', 'Delete']);

    await user.click(screen.getByRole('tab', { name: 'Photo search' }));
    await user.type(screen.getByRole('textbox', { name: 'Search stock photos' }), 'beach{Enter}');
    const results = await screen.findByRole('list', { name: 'Stock photo results' });
    expect(
      within(within(results).getByRole('listitem'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Assign']);
  });
});

describe('photo drawer: delete', () => {
  it('asks for confirmation (header Confirm, media_delete_confirmation); cancelling keeps the photo', async () => {
    library['1/1/10'] = { items: [libraryItem(7), libraryItem(8)], totalCount: 2 };
    const { user } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await user.click(screen.getByRole('button', { name: 'Delete photo-7.jpg' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(confirm).toHaveTextContent('Delete this photo? It is also removed from every guide that uses it.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm' })).not.toBeInTheDocument());
    expect(requests().some((r) => r.startsWith('DELETE'))).toBe(false);
    expect(within(screen.getByRole('list', { name: 'Library photos' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('on confirm deletes the photo and removes it from the list locally, without reloading the page', async () => {
    library['1/1/10'] = { items: [libraryItem(7), libraryItem(8)], totalCount: 2 };
    routes.push((url, init) =>
      init.method === 'DELETE' && url === '/api/media/library/7/1'
        ? ok({ mediaId: 7, removedFromPropertyIds: [] })
        : undefined,
    );
    const { user } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await user.click(screen.getByRole('button', { name: 'Delete photo-7.jpg' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
    );

    await waitFor(() => expect(screen.queryByRole('img', { name: 'photo-7.jpg' })).not.toBeInTheDocument());
    expect(screen.getByRole('img', { name: 'photo-8.jpg' })).toBeInTheDocument();
    expect(screen.getByText('1 photo')).toBeInTheDocument();
    expect(requests().filter((r) => r.startsWith('DELETE'))).toEqual(['DELETE /api/media/library/7/1']);
    expect(libraryRequests()).toHaveLength(1);
  });

  it('keeps the photo when the server refuses the delete', async () => {
    library['1/1/10'] = { items: [libraryItem(7)], totalCount: 1 };
    const { user } = renderDrawer();
    await openDrawer(user);
    await libraryGrid();
    await user.click(screen.getByRole('button', { name: 'Delete photo-7.jpg' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm' })).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(screen.getByRole('img', { name: 'photo-7.jpg' })).toBeInTheDocument();
  });
});
