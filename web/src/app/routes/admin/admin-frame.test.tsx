import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUser } from '@web/lib/session';
import { fakeJwt } from '@web/test/fixtures';
import { heldApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the admin area while the server is asked for the roles', { timeout: 30_000 }, () => {
  it('shows its frame (header, navigation, placeholders) instead of a full-screen spinner, then the page', async () => {
    setUser(sessionUser({ token: fakeJwt('Admin'), roles: [{ name: 'Admin' }] }));
    const api = heldApi({ '/admin/roles': [] });
    renderApp('/admin/roles');
    expect(await screen.findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
    // Its entries render right after the first paint (lib/after-first-paint.ts).
    expect(await screen.findByRole('link', { name: 'Users' })).toBeInTheDocument();
    expect(screen.getByTestId('page-placeholder')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();

    // The server's answer on the roles (none here: the token's roles count) lets the page in.
    api.release();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByTestId('page-placeholder')).toBeNull();
  });
});
