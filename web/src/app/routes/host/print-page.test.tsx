import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
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

const link = (slug: string, shortCode: string, published = true) => ({
  propertyId: 7,
  slug,
  shortCode,
  published,
  guideUrl: `http://localhost/g/${slug}`,
  printUrl: `http://localhost/g/${slug}/print`,
  linkUrl: 'http://localhost/link',
});

describe('/home/guide/print', { timeout: 30_000 }, () => {
  it('shows the chosen guide in its three formats, with the guide code and links in the chosen language', async () => {
    setUser(sessionUser());
    mockApi({
      'GET /property/user/list': { result: [{ propertyId: 7, name: 'Casa Sol', isCoHost: false }] },
      'GET /property/user/7/guide-link': { result: link('AbCdEfGhIjKlMnOp', 'KZVMMN5', false) },
    });
    const user = userEvent.setup();
    renderApp('/home/guide/print');
    const web = within(await screen.findByRole('region', { name: 'Web guide' }));
    expect(web.getByText('KZV MMN5')).toBeInTheDocument();
    expect(web.getByRole('link', { name: /Open the web guide/ })).toHaveAttribute('href', '/g/AbCdEfGhIjKlMnOp');
    expect(screen.getByText(/This guide is not published/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Printed booklet' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'QR sign' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Español' }));
    expect(web.getByRole('link', { name: /Open the web guide/ })).toHaveAttribute('href', '/es/g/AbCdEfGhIjKlMnOp');
    expect(
      within(screen.getByRole('region', { name: 'Printed booklet' })).getByRole('link', {
        name: /Open the print page/,
      }),
    ).toHaveAttribute('href', '/es/g/AbCdEfGhIjKlMnOp/print');
  });

  it('leaves a Wi-Fi kept behind the access code off the QR sign unless the host ticks it, in Spanish too', async () => {
    setUser(sessionUser());
    const locked = makeProperty({ propertyId: 7 });
    const open = makeProperty({
      propertyId: 8,
      guide: {
        ...locked.guide,
        sections: locked.guide.sections.map((section) => ({ ...section, sensitive: false })),
      },
    });
    mockApi({
      'GET /property/user/list': { result: [{ propertyId: 7, name: 'Casa Sol', isCoHost: false }] },
      'GET /property/user': { result: [locked] },
      'GET /property/user/7/guide-link': { result: link('AbCdEfGhIjKlMnOp', 'KZVMMN5') },
    });
    renderApp('/es/home/guide/print');
    const sign = within(await screen.findByRole('region', { name: 'Cartel con QR' }));
    const wifi = sign.getByRole('checkbox', { name: 'Imprimir la red wifi y la contraseña' });
    await waitFor(() => expect(wifi).not.toBeChecked());
    expect(wifi).toHaveAccessibleDescription(/protegido con el código de acceso/);
    cleanup();

    mockApi({
      'GET /property/user/list': { result: [{ propertyId: 8, name: 'Casa Luna', isCoHost: false }] },
      'GET /property/user': { result: [open] },
      'GET /property/user/8/guide-link': { result: link('QrStUvWxYzAbCdEf', 'LUNA234') },
    });
    renderApp('/home/guide/print');
    const openSign = within(await screen.findByRole('region', { name: 'QR sign' }));
    expect(openSign.getByRole('checkbox', { name: 'Print the Wi-Fi network and password' })).toBeChecked();
  });

  it('changes the guest link only after the host confirms', async () => {
    setUser(sessionUser());
    const api = mockApi({
      'GET /property/user/list': { result: [{ propertyId: 7, name: 'Casa Sol', isCoHost: false }] },
      'GET /property/user/7/guide-link': { result: link('AbCdEfGhIjKlMnOp', 'KZVMMN5') },
      'POST /property/user/7/rotate-slug': { result: link('NewSlugNewSlug12', 'QWERTY2') },
    });
    const user = userEvent.setup();
    renderApp('/home/guide/print');
    await user.click(await screen.findByRole('button', { name: 'Change the link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the guest link?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST /property/user/7/rotate-slug')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Change the link' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, change it' }));
    await waitFor(() => expect(api.callsTo('POST /property/user/7/rotate-slug')).toHaveLength(1));
    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith({ summary: 'saved', detail: 'guest.hostPrint.rotated' }),
    );
    expect(await screen.findByText('QWE RTY2')).toBeInTheDocument();
  });

  it('does not offer a co-host to change the link', async () => {
    setUser(sessionUser());
    mockApi({
      'GET /property/user/list': { result: [{ propertyId: 7, name: 'Casa Sol', isCoHost: true }] },
      'GET /property/user/7/guide-link': { result: link('AbCdEfGhIjKlMnOp', 'KZVMMN5') },
    });
    renderApp('/home/guide/print');
    expect(await screen.findByRole('button', { name: 'Change the link' })).toBeDisabled();
    expect(screen.getByText('Only the owner can change the link.')).toBeInTheDocument();
  });
});
