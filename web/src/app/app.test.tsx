import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUser, signOut } from '@web/lib/session';
import { fakeJwt } from '@web/test/fixtures';
import { renderApp } from '@web/test/render-app';

describe('unknown routes', () => {
  it('show the 404 page with the path that was asked for', async () => {
    renderApp('/x');
    expect(await screen.findByText('Page not found: /x')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /folded map/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Guidebook home' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('404 · Guidebook'));
  });

  it('speak Spanish under /es', async () => {
    renderApp('/es/no-such-page');
    expect(await screen.findByText('Página no encontrada: /es/no-such-page')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });

  it('include a property segment that is not property-{id}', async () => {
    setUser({ token: fakeJwt() });
    renderApp('/home/guide/unknown');
    expect(await screen.findByText('Page not found: /home/guide/unknown')).toBeInTheDocument();
  });
});

describe('language switcher', () => {
  it('keeps the page, query and hash, and remembers the choice', async () => {
    const user = userEvent.setup();
    const app = renderApp('/login?redirect=%2Fhome#form');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    await user.click(within(screen.getByRole('banner')).getAllByRole('button', { name: /^Language/ })[0]);
    await user.click(await screen.findByRole('menuitem', { name: 'Español' }));

    await waitFor(() => expect(app.url()).toBe('/es/login?redirect=%2Fhome#form'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(document.cookie).toContain('i18n_redirected=es');
    expect(document.documentElement.lang).toBe('es');
  });

  it('goes back to the unprefixed English page', async () => {
    const user = userEvent.setup();
    document.cookie = 'i18n_redirected=es; Path=/';
    const app = renderApp('/es/login');
    await screen.findByRole('heading', { level: 1, name: 'Iniciar sesión' });

    await user.click(within(screen.getByRole('banner')).getAllByRole('button', { name: /^Idioma/ })[0]);
    await user.click(await screen.findByRole('menuitem', { name: 'English' }));

    await waitFor(() => expect(app.url()).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(document.cookie).toContain('i18n_redirected=en');
  });
});

describe('language detection', () => {
  it('sends an unprefixed visit to /es when the cookie says es', async () => {
    document.cookie = 'i18n_redirected=es; Path=/';
    const app = renderApp('/login/forgot');
    await waitFor(() => expect(app.url()).toBe('/es/login/forgot'));
    expect(await screen.findByRole('heading', { level: 1, name: '¿Has olvidado tu contraseña?' })).toBeInTheDocument();
  });

  it('remembers the browser language (en here) when there is no cookie', async () => {
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    await waitFor(() => expect(document.cookie).toContain('i18n_redirected=en'));
  });
});

describe('route guards', () => {
  it('send a visitor without a session from /home to the login page', async () => {
    const app = renderApp('/home/guide/devices?tab=1');
    await waitFor(() => expect(app.url()).toBe('/login?redirect=%2Fhome%2Fguide%2Fdevices%3Ftab%3D1'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('treat a pending second factor as signed out', async () => {
    setUser({ token: fakeJwt('TwoFa'), refreshToken: 'r' });
    const app = renderApp('/es/home');
    await waitFor(() => expect(app.url()).toBe('/es/login?redirect=%2Fes%2Fhome'));
  });

  it('let a signed-in host into the dashboard', async () => {
    setUser({ firstName: 'Ana', token: fakeJwt(), refreshToken: 'r' });
    const app = renderApp('/home/guide/devices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Devices' })).toBeInTheDocument();
    expect(app.url()).toBe('/home/guide/devices');
    // The navigation's entries render right after the page's first paint (lib/after-first-paint.ts).
    expect(await screen.findByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
  });

  it('keep hosts out of the admin area', async () => {
    setUser({ token: fakeJwt(), refreshToken: 'r' });
    const app = renderApp('/admin/users');
    await waitFor(() => expect(app.url()).toBe('/'));
  });

  it('open the admin area for the Admin role', async () => {
    setUser({ token: fakeJwt('Admin'), refreshToken: 'r' });
    renderApp('/admin/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
  });

  it('send the visitor to the login page when the session ends on a guarded page', async () => {
    setUser({ token: fakeJwt(), refreshToken: 'r' });
    const app = renderApp('/home/guide/devices');
    await screen.findByRole('heading', { level: 1, name: 'Devices' });
    setUser({});
    await waitFor(() => expect(app.url()).toBe('/login?redirect=%2Fhome%2Fguide%2Fdevices'), { timeout: 15_000 });
  });

  it('send the host to / when they sign out themselves on a guarded page', async () => {
    setUser({ token: fakeJwt(), refreshToken: 'r' });
    const app = renderApp('/home/guide/devices');
    await screen.findByRole('heading', { level: 1, name: 'Devices' });
    signOut();
    await waitFor(() => expect(app.url()).toBe('/'));
    // The router's location moves before React shows the page there; a visit sent before / is on
    // screen would replace that render (the host never saw /). Later means once / is shown.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Every answer your guests need, in one link' }),
    ).toBeInTheDocument();
    // Later visits to a guarded page go through the login page again.
    await app.router.navigate('/home/guide/devices');
    await waitFor(() => expect(app.url()).toBe('/login?redirect=%2Fhome%2Fguide%2Fdevices'), { timeout: 15_000 });
  });
});
