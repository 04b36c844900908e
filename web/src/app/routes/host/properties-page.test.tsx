import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { heldApi, mockApi, sessionUser } from '@web/test/mock-api';
import { makeProperty } from '@web/test/property-fixtures';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(toasts, 'error').mockReturnValue('id');
  vi.spyOn(toasts, 'success').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** 30 properties, answered page by page as GET /property/user?limit=&after= does. */
const ALL = Array.from({ length: 30 }, (_, i) => makeProperty({ propertyId: 100 + i, name: `Flat ${i + 1}` }));

describe('/home/guide/properties', { timeout: 30_000 }, () => {
  it('while the list loads, says so as a named status (a label on a plain element is not read out)', async () => {
    setUser(sessionUser());
    const api = heldApi({ '/property/user': [makeProperty({ propertyId: 7, name: 'Casa Sol' })] });
    renderApp('/home/guide/properties');
    const busy = () =>
      screen.queryAllByRole('status', { name: 'Loading…' }).filter((e) => e.getAttribute('aria-busy') === 'true');
    await waitFor(() => expect(busy()).toHaveLength(1));
    api.release();
    expect(await screen.findByRole('heading', { name: 'Casa Sol' })).toBeInTheDocument();
    expect(busy()).toHaveLength(0);
  });

  it('loads the properties a page at a time and shows more on request', async () => {
    setUser(sessionUser());
    const api = mockApi({
      'GET /property/user': (call) => {
        const limit = Number(call.query.get('limit'));
        const after = Number(call.query.get('after'));
        // Never the unpaged call: a manager's thousands of properties would all come at once.
        if (!limit)
          return { status: 400, errors: [{ code: 'validation', description: 'errors.validation', field: 'limit' }] };
        return { result: ALL.filter((p) => p.propertyId > after).slice(0, limit) };
      },
    });
    const user = userEvent.setup();
    renderApp('/home/guide/properties');
    expect(await screen.findByRole('heading', { name: 'Flat 24' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Flat 25' })).not.toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(24);

    await user.click(screen.getByRole('button', { name: 'Show more properties' }));
    expect(await screen.findByRole('heading', { name: 'Flat 30' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(30);
    // The last page was short: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Show more properties' })).not.toBeInTheDocument();
    const pages = api.callsTo('GET /property/user').map((c) => `${c.query.get('limit')}:${c.query.get('after')}`);
    expect(pages).toEqual(['24:0', '24:123']);
  });

  it('duplicates a property: asks the new name, copies it with an idempotency key and opens the copy', async () => {
    setUser(sessionUser());
    const source = makeProperty({ propertyId: 7, name: 'Casa Sol' });
    const shared = makeProperty({ propertyId: 8, name: 'Casa Luna', isCoHost: true });
    const copy = makeProperty({ propertyId: 9, name: 'Casa Sol 2' });
    const api = mockApi({
      'GET /property/user': { result: [source, shared] },
      'POST /property/user/7/duplicate': { result: copy },
    });
    const user = userEvent.setup();
    const app = renderApp('/home/guide/properties');
    await user.click(await screen.findByRole('button', { name: 'Duplicate Casa Sol' }));
    // A co-host's card offers no copy (the owner's call).
    expect(screen.queryByRole('button', { name: 'Duplicate Casa Luna' })).toBeNull();

    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicate “Casa Sol”' }));
    expect(dialog.getByText(/Stays, guests, messages and co-hosts stay with this property/)).toBeInTheDocument();
    const name = dialog.getByRole('textbox', { name: 'Name of the new property' });
    expect(name).toHaveValue('Casa Sol (copy)');
    await user.clear(name);
    await user.click(dialog.getByRole('button', { name: 'Duplicate and open the editor' }));
    expect(await dialog.findByText('Enter a name for the property.')).toBeInTheDocument();
    expect(api.callsTo('POST /property/user/7/duplicate')).toHaveLength(0);

    await user.type(name, ' Casa Sol 2 ');
    await user.click(dialog.getByRole('button', { name: 'Duplicate and open the editor' }));
    await waitFor(() => expect(app.url()).toBe('/home/guide/property-9'));
    const [call] = api.callsTo('POST /property/user/7/duplicate');
    expect(call!.body).toEqual({ name: 'Casa Sol 2' });
    expect(call!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('speaks Spanish under /es', async () => {
    setUser(sessionUser());
    mockApi({ 'GET /property/user': { result: [makeProperty({ propertyId: 7, name: 'Casa Sol' })] } });
    const user = userEvent.setup();
    renderApp('/es/home/guide/properties');
    await user.click(await screen.findByRole('button', { name: 'Duplicar Casa Sol' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Duplicar «Casa Sol»' }));
    expect(dialog.getByRole('textbox', { name: 'Nombre del nuevo alojamiento' })).toHaveValue('Casa Sol (copia)');
    expect(dialog.getByRole('button', { name: 'Duplicar y abrir el editor' })).toBeInTheDocument();
  });
});
