import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { type PublicConfig } from '@common/contracts/config';
import { type MediaLibraryItem, type StockPhoto } from '@common/contracts/media';
import {
  type AssignedPhoto,
  PhotoDrawerProvider,
  type PhotoDrawerTarget,
  usePhotoDrawer,
} from '@web/components/photo-drawer/photo-drawer';
import { i18n, initI18n } from '@web/lib/i18n/i18n';
import { MEDIA_LIBRARY_QUERY_KEY, requestLibraryRefresh } from '@web/lib/media-query-keys';
import { PublicConfigProvider, setPublicConfig } from '@web/lib/public-config';
import { toasts } from '@web/lib/toasts';
import { testPublicConfig } from '@web/test/fixtures';
import { FakeXhr } from '../testing/fake-xhr';
import { PhotoDrawerContent } from './photo-drawer-content';

const config: PublicConfig = {
  ...testPublicConfig,
  imageBaseUrl: 'https://cdn.test/images/',
  stockPhotosEnabled: true,
};

const sources = [
  { id: 1, mediaSourceId: 1, code: 'uploads', name: 'Uploads' },
  { id: 2, mediaSourceId: 2, code: 'stock', name: 'Stock photos' },
];
const properties = [
  { propertyId: 10, name: 'Beach house', isCoHost: false },
  { propertyId: 11, name: 'Mountain cabin', isCoHost: false },
];

const libraryItem = (mediaId: number, overrides: Partial<MediaLibraryItem> = {}): MediaLibraryItem => ({
  mediaId,
  mediaSourceId: 1,
  propertyId: 10,
  smallImagePath: `ab/${mediaId}-s.webp`,
  largeImagePath: `ab/${mediaId}-l.webp`,
  width: 1600,
  height: 1200,
  smallWidth: 400,
  smallHeight: 300,
  alt: null,
  fileName: `photo-${mediaId}.jpg`,
  photographer: null,
  photographerUrl: null,
  createDate: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const stockPhoto = (id: number): StockPhoto => ({
  id,
  width: 4000,
  height: 3000,
  url: `https://www.pexels.com/photo/${id}/`,
  photographer: `Photographer ${id}`,
  photographer_url: 'https://www.pexels.com/@someone',
  photographer_id: id,
  avg_color: '#777777',
  src: {
    original: `https://images.pexels.com/photos/${id}/original.jpeg`,
    large2x: '',
    large: '',
    medium: '',
    small: `https://images.pexels.com/photos/${id}/small.jpeg`,
    portrait: '',
    landscape: '',
    tiny: '',
  },
  alt: `Stock ${id}`,
});

const stockPage = (ids: number[], page: number, nextPage: boolean, errors: unknown[] = []) => ({
  result: {
    photos: ids.map(stockPhoto),
    page,
    per_page: 24,
    total_results: 100,
    next_page: nextPage ? `https://api.pexels.com/v1/search/?page=${page + 1}` : null,
    rate_limits: null,
  },
  errors,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (result: unknown) => json({ result, errors: [] });

type Route = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

let routes: Route[];
let fetchMock: ReturnType<typeof vi.fn>;
const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);
const libraryRequests = () => requests().filter((r) => r.startsWith('GET /api/media/library/'));

/** Library pages by "page/source/property" (1-based page as on the wire). */
let library: Record<string, { items: MediaLibraryItem[]; totalCount: number }>;

function defaultRoutes(): Route[] {
  return [
    (url) => (url.startsWith('/api/list/mediasources') ? ok(sources) : undefined),
    (url) => (url.startsWith('/api/property/user/list') ? ok(properties) : undefined),
    (url, init) => {
      const match = /^\/api\/media\/library\/(\d+)\/(\d+)\/(\d+)$/.exec(url);
      if (!match || (init.method ?? 'GET') !== 'GET') return undefined;
      return ok(library[`${match[1]}/${match[2]}/${match[3]}`] ?? { items: [], totalCount: 0 });
    },
  ];
}

function Opener({ target, onAssign }: { target?: PhotoDrawerTarget; onAssign?: (photo: AssignedPhoto) => void }) {
  const drawer = usePhotoDrawer();
  return (
    <>
      <button onClick={() => drawer.open(target, { onAssign })}>open photos</button>
      <button onClick={() => drawer.close()}>close from outside</button>
    </>
  );
}

function renderDrawer(options: { target?: PhotoDrawerTarget; config?: PublicConfig; applyAccept?: boolean } = {}) {
  const assigned: AssignedPhoto[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <MemoryRouter initialEntries={['/home/properties']}>
      <PublicConfigProvider config={options.config ?? config}>
        <MantineProvider env="test">
          <QueryClientProvider client={queryClient}>
            <PhotoDrawerProvider content={<PhotoDrawerContent />}>
              <Opener target={options.target} onAssign={(photo) => assigned.push(photo)} />
            </PhotoDrawerProvider>
          </QueryClientProvider>
        </MantineProvider>
      </PublicConfigProvider>
    </MemoryRouter>,
  );
  return { ...view, assigned, queryClient, user: userEvent.setup({ applyAccept: options.applyAccept ?? true }) };
}

async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'open photos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Photos' });
  // The tabs are a lazy chunk: the first import in a test file takes a moment.
  await screen.findByRole('tablist', {}, { timeout: 5000 });
  return dialog;
}

const libraryGrid = () => screen.findByRole('list', { name: 'Library photos' });

async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

// Mantine renders a lot per interaction; on a busy 2-core machine one journey can pass 5 s.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  // Warm the lazy chunk once, so no test pays for the first import of the tabs.
  await import('./photo-drawer-tabs');
}, 30_000);

beforeEach(() => {
  initI18n('en');
  setPublicConfig(config);
  library = {};
  routes = defaultRoutes();
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    for (const route of routes) {
      const response = await route(url, init);
      if (response) return response;
    }
    return json({ result: null, errors: [{ code: 'not_found', description: 'errors.notFound' }] }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  FakeXhr.reset();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

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

describe('photo drawer: stock search', () => {
  async function searchTab(user: ReturnType<typeof userEvent.setup>) {
    await openDrawer(user);
    await user.click(await screen.findByRole('tab', { name: 'Photo search' }));
    return screen.getByRole('textbox', { name: 'Search stock photos' });
  }
  const stockRequests = () => requests().filter((r) => r.startsWith('GET /api/media/photos/'));
  const results = () => screen.queryAllByRole('img', { name: /^Stock \d+$/ }).map((img) => img.getAttribute('alt'));

  it('runs the search with Enter or with the search button', async () => {
    routes.push((url) => (url.startsWith('/api/media/photos/') ? json(stockPage([1], 1, false)) : undefined));
    const { user } = renderDrawer();
    const box = await searchTab(user);
    await user.type(box, 'beach{Enter}');
    await waitFor(() => expect(stockRequests()).toEqual(['GET /api/media/photos/beach/1']));
    await user.clear(box);
    await user.type(box, 'lake house');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(stockRequests()).toEqual(['GET /api/media/photos/beach/1', 'GET /api/media/photos/lake%20house/1']),
    );
  });

  it('does nothing for an empty or unchanged term', async () => {
    routes.push((url) => (url.startsWith('/api/media/photos/') ? json(stockPage([1], 1, true)) : undefined));
    const { user } = renderDrawer();
    const box = await searchTab(user);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(box, '   {Enter}');
    expect(stockRequests()).toEqual([]);

    await user.clear(box);
    await user.type(box, 'beach{Enter}');
    await screen.findByRole('img', { name: 'Stock 1' });
    await user.type(box, '{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(stockRequests()).toEqual(['GET /api/media/photos/beach/1']);
    expect(results()).toEqual(['Stock 1']);
  });

  it('shows Load more once page 2 is reached; each load appends results and asks for the next page', async () => {
    routes.push((url) => {
      const match = /^\/api\/media\/photos\/beach\/(\d+)$/.exec(url);
      if (!match) return undefined;
      const page = Number(match[1]);
      return json(stockPage([page * 10 + 1, page * 10 + 2], page, page < 3));
    });
    const { user } = renderDrawer();
    const box = await searchTab(user);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();

    await user.type(box, 'beach{Enter}');
    await screen.findByRole('img', { name: 'Stock 11' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('img', { name: 'Stock 21' });
    expect(results()).toEqual(['Stock 11', 'Stock 12', 'Stock 21', 'Stock 22']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('img', { name: 'Stock 31' });
    expect(results()).toEqual(['Stock 11', 'Stock 12', 'Stock 21', 'Stock 22', 'Stock 31', 'Stock 32']);
    expect(stockRequests()).toEqual([
      'GET /api/media/photos/beach/1',
      'GET /api/media/photos/beach/2',
      'GET /api/media/photos/beach/3',
    ]);
    // The provider has no page 4.
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('a new term clears the results and restarts at page 1', async () => {
    routes.push((url) => {
      const match = /^\/api\/media\/photos\/(\w+)\/(\d+)$/.exec(url);
      if (!match) return undefined;
      const base = match[1] === 'beach' ? 100 : 200;
      return json(stockPage([base + Number(match[2])], Number(match[2]), true));
    });
    const { user } = renderDrawer();
    const box = await searchTab(user);
    await user.type(box, 'beach{Enter}');
    await screen.findByRole('img', { name: 'Stock 101' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByRole('img', { name: 'Stock 102' });

    await user.clear(box);
    await user.type(box, 'forest{Enter}');
    await screen.findByRole('img', { name: 'Stock 201' });
    expect(results()).toEqual(['Stock 201']);
    expect(stockRequests().at(-1)).toBe('GET /api/media/photos/forest/1');
  });

  it('says so when the server has no stock provider configured', async () => {
    routes.push((url) =>
      url.startsWith('/api/media/photos/')
        ? json({
            ...stockPage([], 1, false),
            errors: [{ code: 'unavailable', description: 'host.photos.stockNotConfigured' }],
          })
        : undefined,
    );
    const { user } = renderDrawer();
    const box = await searchTab(user);
    expect(screen.queryByText(/Stock photo search is not configured/)).not.toBeInTheDocument();
    await user.type(box, 'beach{Enter}');
    expect(await screen.findByText(/Stock photo search is not configured/)).toBeInTheDocument();
    expect(screen.queryByText(/No photos found/)).not.toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();
  });

  it('says so up front when the public config says stock search is off', async () => {
    const { user } = renderDrawer({ config: { ...config, stockPhotosEnabled: false } });
    await searchTab(user);
    expect(screen.getByText(/Stock photo search is not configured/)).toBeInTheDocument();
  });

  it('credits the provider with a link', async () => {
    const { user } = renderDrawer();
    await searchTab(user);
    expect(screen.getByRole('link', { name: 'Photos provided by Pexels' })).toHaveAttribute(
      'href',
      'https://www.pexels.com',
    );
  });
});

describe('photo drawer: uploads', () => {
  const png = (name: string) => new File(['\x89PNG'], name, { type: 'image/png' });

  it('uploads several files at once into the uploads of the selected guide, each with its own progress, then shows them', async () => {
    library['1/2/10'] = { items: [], totalCount: 0 };
    const { user } = renderDrawer();
    await openDrawer(user);
    await libraryGrid().catch(() => null);
    await chooseOption(user, 'Photo source', 'Stock photos');
    await waitFor(() => expect(libraryRequests()).toContain('GET /api/media/library/1/2/10'));

    await user.upload(screen.getByLabelText('Drag photos here or click to choose files'), [
      png('a.png'),
      png('b.png'),
      png('c.png'),
    ]);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(3));
    expect(FakeXhr.instances.map((xhr) => [xhr.url, xhr.fileName])).toEqual([
      ['/api/media/library/1/10', 'a.png'],
      ['/api/media/library/1/10', 'b.png'],
      ['/api/media/library/1/10', 'c.png'],
    ]);

    act(() => FakeXhr.instances[0].progress(40, 100));
    act(() => FakeXhr.instances[1].progress(100, 100));
    expect(screen.getByRole('progressbar', { name: 'Upload of a.png' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByText('Processing…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload of c.png' })).toHaveAttribute('aria-valuenow', '0');

    library['1/1/10'] = { items: [libraryItem(1, { fileName: 'a.png' })], totalCount: 1 };
    act(() =>
      FakeXhr.instances[0].respond(200, { result: { items: [libraryItem(1, { fileName: 'a.png' })] }, errors: [] }),
    );
    // The new photo shows in the Uploads source, first page.
    expect(await screen.findByRole('img', { name: 'a.png' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Photo source' })).toHaveValue('Uploads');
    expect(libraryRequests().at(-1)).toBe('GET /api/media/library/1/1/10');
    expect(screen.getByText('Added to the library')).toBeInTheDocument();
  });

  it('lists a file the picker refuses (not an image type) with the same message, without sending it', async () => {
    library['1/1/10'] = { items: [], totalCount: 0 };
    // As if dropped: a drop is not filtered by the input's accept attribute.
    const { user } = renderDrawer({ applyAccept: false });
    await openDrawer(user);
    await screen.findByText('No photos here yet.');
    await user.upload(screen.getByLabelText('Drag photos here or click to choose files'), [
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ]);
    const uploads = await screen.findByRole('list', { name: 'Uploads' });
    expect(within(uploads).getByRole('alert')).toHaveTextContent('“notes.txt” is not a photo we can use.');
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it("shows a refused file's error with the server's translated description, next to that file only", async () => {
    library['1/1/10'] = { items: [], totalCount: 0 };
    const { user } = renderDrawer();
    await openDrawer(user);
    await screen.findByText('No photos here yet.');
    await user.upload(screen.getByLabelText('Drag photos here or click to choose files'), [
      png('good.png'),
      png('notes.png'),
    ]);
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));

    act(() =>
      FakeXhr.instances[1].respond(400, {
        result: null,
        errors: [
          {
            code: 'unsupported_media',
            description: 'host.photos.errors.unsupportedType',
            field: 'file[0]',
            params: { fileName: 'notes.png' },
          },
        ],
      }),
    );
    act(() =>
      FakeXhr.instances[0].respond(200, { result: { items: [libraryItem(3, { fileName: 'good.png' })] }, errors: [] }),
    );

    const uploads = screen.getByRole('list', { name: 'Uploads' });
    const alerts = await within(uploads).findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      i18n.t('host.photos.errors.unsupportedType', { fileName: 'notes.png' }),
    ]);
    expect(alerts[0]).toHaveTextContent('“notes.png” is not a photo we can use.');
    expect(within(uploads).getByText('Added to the library')).toBeInTheDocument();
    expect(toasts.error).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Clear finished' }));
    expect(screen.queryByRole('list', { name: 'Uploads' })).not.toBeInTheDocument();
  });
});
