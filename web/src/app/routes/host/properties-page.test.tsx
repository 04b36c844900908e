import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { mockApi, sessionUser } from '@web/test/mock-api';
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
});
