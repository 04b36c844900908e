import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '@web/lib/i18n/i18n';
import { toasts } from '@web/lib/toasts';
import { FakeXhr } from '../testing/fake-xhr';
import {
  chooseOption,
  config,
  json,
  library,
  libraryGrid,
  libraryItem,
  libraryRequests,
  openDrawer,
  renderDrawer,
  requests,
  routes,
  setUpPhotoDrawerTests,
  stockPage,
} from './photo-drawer-tabs.fixtures';

setUpPhotoDrawerTests();

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
