/** The rendering, fake server and set-up the photo drawer tests (photo-drawer-tabs.*.test.tsx) share. */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { type PublicConfig } from '@common/contracts/config';
import { type MediaLibraryItem, type StockPhoto } from '@common/contracts/media';
import {
  type AssignedPhoto,
  PhotoDrawerProvider,
  type PhotoDrawerTarget,
  usePhotoDrawer,
} from '@web/components/photo-drawer/photo-drawer';
import { initI18n } from '@web/lib/i18n/i18n';
import { PublicConfigProvider, setPublicConfig } from '@web/lib/public-config';
import { toasts } from '@web/lib/toasts';
import { testPublicConfig } from '@web/test/fixtures';
import { FakeXhr } from '../testing/fake-xhr';
import { PhotoDrawerContent } from './photo-drawer-content';

export const config: PublicConfig = {
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

export const libraryItem = (mediaId: number, overrides: Partial<MediaLibraryItem> = {}): MediaLibraryItem => ({
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

export const stockPage = (ids: number[], page: number, nextPage: boolean, errors: unknown[] = []) => ({
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

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
export const ok = (result: unknown) => json({ result, errors: [] });

type Route = (url: string, init: RequestInit) => Response | Promise<Response> | undefined;

export let routes: Route[];
export let fetchMock: ReturnType<typeof vi.fn>;
export const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => `${(init as RequestInit | undefined)?.method ?? 'GET'} ${String(url)}`);
export const libraryRequests = () => requests().filter((r) => r.startsWith('GET /api/media/library/'));

/** Library pages by "page/source/property" (1-based page as on the wire). */
export let library: Record<string, { items: MediaLibraryItem[]; totalCount: number }>;

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

export function renderDrawer(
  options: { target?: PhotoDrawerTarget; config?: PublicConfig; applyAccept?: boolean } = {},
) {
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

export async function openDrawer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'open photos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Photos' });
  // The tabs are a lazy chunk: the first import in a test file takes a moment.
  await screen.findByRole('tablist', {}, { timeout: 5000 });
  return dialog;
}

export const libraryGrid = () => screen.findByRole('list', { name: 'Library photos' });

export async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Registers the shared hooks: a fresh fake server, translations and public config per test. */
export function setUpPhotoDrawerTests() {
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
}
