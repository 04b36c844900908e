import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUser, setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
  vi.spyOn(toasts, 'success').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const section = (name: string) => screen.findByRole('region', { name });

describe('/account', { timeout: 30_000 }, () => {
  it('asks a visitor without a session to sign in first and come back', async () => {
    mockApi({});
    const app = renderApp('/account');
    await waitFor(() => expect(app.url()).toBe('/login?redirect=%2Faccount'));
  });

  it('saves the profile with PUT /user (current user, no tokens), keeps the token pair and toasts saved', async () => {
    const stored = sessionUser({ phoneNumber: '+34 600 000 000' });
    setUser(stored);
    const answer = {
      ...stored,
      firstName: 'Anabel',
      fullName: 'Anabel García',
      token: '',
      refreshToken: '',
      locale: 'es' as const,
    };
    const api = mockApi({ 'PUT /user': { result: answer } });
    const user = userEvent.setup();
    renderApp('/account');
    const profile = within(await section('Profile'));
    expect(profile.getByLabelText('Email')).toHaveValue('ana@example.com');
    await user.clear(profile.getByLabelText('First name'));
    await user.type(profile.getByLabelText('First name'), 'Anabel');
    await user.click(profile.getAllByLabelText('Language')[0]);
    await user.click(await screen.findByRole('option', { name: 'Español' }));
    await user.click(profile.getByRole('button', { name: 'Save profile' }));

    await waitFor(() => expect(toasts.success).toHaveBeenCalledWith({ summary: 'saved', detail: 'userprofile_saved' }));
    const [call] = api.callsTo('PUT /user');
    expect(call.body).toMatchObject({
      aspNetUsersId: stored.aspNetUsersId,
      email: 'ana@example.com',
      firstName: 'Anabel',
      lastName: 'García',
      phoneNumber: '+34 600 000 000',
      locale: 'es',
    });
    expect(call.body).not.toHaveProperty('token');
    expect(call.body).not.toHaveProperty('refreshToken');
    expect(getUser()).toEqual({ ...answer, token: stored.token, refreshToken: stored.refreshToken });
  });

  it('sets the profile photo from the photo drawer, saves it with PUT /user and shows it in the dashboard header', async () => {
    const stored = sessionUser();
    setUser(stored);
    const photoUrl = 'http://localhost/images/ab/7-s.webp';
    const api = mockApi({
      'GET /list/mediasources': { result: [{ id: 1, mediaSourceId: 1, code: 'uploads', name: 'Uploads' }] },
      'GET /property/user/list': { result: [{ propertyId: 10, name: 'Beach house', isCoHost: false }] },
      'GET /media/library/1/1/10': {
        result: {
          items: [
            {
              mediaId: 7,
              mediaSourceId: 1,
              propertyId: 10,
              smallImagePath: 'ab/7-s.webp',
              largeImagePath: 'ab/7-l.webp',
              width: 800,
              height: 600,
              smallWidth: 400,
              smallHeight: 300,
              alt: null,
              fileName: 'me.jpg',
              photographer: null,
              photographerUrl: null,
              createDate: '2026-01-01T00:00:00.000Z',
            },
          ],
          totalCount: 1,
        },
      },
      'PUT /user': (call) => ({
        result: {
          ...stored,
          ...(call.body as object),
          profileImageMediaId: 7,
          profileImage: photoUrl,
          token: '',
          refreshToken: '',
        },
      }),
    });
    const user = userEvent.setup();
    renderApp('/account');
    const profile = within(await section('Profile'));
    await user.click(profile.getByRole('button', { name: 'Choose photo' }));
    const drawer = await screen.findByRole('dialog', { name: 'Photos' });
    await user.click(await within(drawer).findByRole('button', { name: 'Assign me.jpg' }, { timeout: 10_000 }));

    await waitFor(() => expect(api.callsTo('PUT /user')).toHaveLength(1));
    expect(api.callsTo('PUT /user')[0]!.body).toMatchObject({ profileImageMediaId: 7, firstName: 'Ana' });
    await waitFor(() =>
      expect(getUser()).toMatchObject({ profileImageMediaId: 7, profileImage: photoUrl, token: stored.token }),
    );
    expect(await profile.findByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', photoUrl);
    const menu = screen.getByRole('button', { name: /^Account menu/ });
    await waitFor(() => expect(menu.querySelector('img')).toHaveAttribute('src', photoUrl));
    expect(profile.getByRole('button', { name: 'Change photo' })).toBeInTheDocument();
  });

  it('removes the profile photo', async () => {
    const stored = sessionUser({ profileImageMediaId: 7, profileImage: 'http://localhost/images/ab/7-s.webp' });
    setUser(stored);
    const api = mockApi({
      'PUT /user': {
        result: { ...stored, profileImageMediaId: null, profileImage: null, token: '', refreshToken: '' },
      },
    });
    const user = userEvent.setup();
    renderApp('/es/account');
    await user.click(await screen.findByRole('button', { name: 'Quitar foto' }));
    await waitFor(() => expect(api.callsTo('PUT /user')[0]?.body).toMatchObject({ profileImageMediaId: null }));
    await waitFor(() => expect(getUser().profileImage).toBeNull());
  });

  it('refuses an empty name before calling, and shows a 409 with the Error toast', async () => {
    setUser(sessionUser());
    const api = mockApi({
      'PUT /user': { status: 409, errors: [{ code: 'conflict', description: 'errors.conflict' }] },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const profile = within(await section('Profile'));
    await user.clear(profile.getByLabelText('First name'));
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByText('This field is required.')).toBeInTheDocument();
    expect(api.callsTo('PUT /user')).toHaveLength(0);

    await user.type(profile.getByLabelText('First name'), 'Ana');
    await user.click(profile.getByRole('button', { name: 'Save profile' }));
    expect(await profile.findByRole('alert')).toHaveTextContent(
      'This conflicts with the current state. Reload and try again.',
    );
    expect(toasts.warn).toHaveBeenCalledWith({
      summary: 'errors.title',
      detailText: 'This conflicts with the current state. Reload and try again.',
    });
  });

  it('changes the password with the mailed code', async () => {
    setUser(sessionUser());
    const api = mockApi({
      'GET /user/password/account/ana@example.com': { result: { mailSent: true } },
      'POST /user/password/account/': { result: { passwordChanged: true } },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const password = within(await section('Password'));
    await user.click(password.getByRole('button', { name: 'Email me a code' }));
    expect(await password.findByText(/We sent a code to ana@example.com/)).toBeInTheDocument();
    await user.type(password.getByLabelText('Code from the email'), '12345678');
    await user.click(password.getByLabelText('New password'));
    await user.paste('Harbour breeze 77');
    await user.click(password.getByLabelText('Confirm password'));
    await user.paste('Harbour breeze 77');
    await user.click(password.getByRole('button', { name: 'Change password' }));

    await waitFor(() =>
      expect(toasts.success).toHaveBeenCalledWith({ summary: 'saved', detail: 'auth.account.password.changed' }),
    );
    expect(api.callsTo('POST /user/password/account/')[0].body).toEqual({
      code: '12345678',
      password: 'Harbour breeze 77',
    });
    expect(await password.findByRole('button', { name: 'Email me a code' })).toBeInTheDocument();
  });

  it('turns on two-step verification: QR code and key, code, recovery codes shown once', async () => {
    setUser(sessionUser());
    const api = mockApi({
      'POST /user/2fa/setup': {
        result: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Guidebook:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Guidebook',
        },
      },
      'POST /user/2fa/enable': { result: { twoFactorEnabled: true, recoveryCodes: ['aaaaa-11111', 'bbbbb-22222'] } },
    });
    const user = userEvent.setup();
    renderApp('/account');
    const twoFactor = within(await section('Two-step verification'));
    expect(twoFactor.getByText('Off')).toBeInTheDocument();
    await user.click(twoFactor.getByRole('button', { name: 'Turn on' }));

    const qr = await twoFactor.findByRole('img', { name: 'QR code to add Guidebook to your authenticator app' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(twoFactor.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');

    await user.type(twoFactor.getByLabelText('Code from the app'), '12345');
    await user.click(twoFactor.getByRole('button', { name: 'Turn on two-step verification' }));
    expect(await twoFactor.findByText('Enter the 6 digits from your authenticator app.')).toBeInTheDocument();
    await user.type(twoFactor.getByLabelText('Code from the app'), '6');
    await user.click(twoFactor.getByRole('button', { name: 'Turn on two-step verification' }));

    const codes = await twoFactor.findByRole('list', { name: 'Save your recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['aaaaa-11111', 'bbbbb-22222']);
    expect(api.callsTo('POST /user/2fa/enable')[0].body).toEqual({ code: '123456' });
    expect(getUser().twoFactorEnabled).toBe(true);
    expect(twoFactor.getByText('On')).toBeInTheDocument();

    await user.click(twoFactor.getByRole('button', { name: 'I saved my codes' }));
    expect(twoFactor.queryByText('aaaaa-11111')).not.toBeInTheDocument();
    expect(twoFactor.getByLabelText('Code from the app or a recovery code')).toBeInTheDocument();
  });

  it('turns two-step verification off with a code', async () => {
    setUser(sessionUser({ twoFactorEnabled: true }));
    const api = mockApi({ 'POST /user/2fa/disable': { result: { twoFactorEnabled: false } } });
    const user = userEvent.setup();
    renderApp('/account');
    const twoFactor = within(await section('Two-step verification'));
    await user.type(twoFactor.getByLabelText('Code from the app or a recovery code'), '654321');
    await user.click(twoFactor.getByRole('button', { name: 'Turn off' }));
    expect(await twoFactor.findByRole('button', { name: 'Turn on' })).toBeInTheDocument();
    expect(api.callsTo('POST /user/2fa/disable')[0].body).toEqual({ code: '654321' });
    expect(getUser().twoFactorEnabled).toBe(false);
  });

  it('hides the onboarding tips through GET /user/onboard/0 and shows the getting-started toast at 0', async () => {
    setUser(sessionUser({ onboardingCount: 3 }));
    const api = mockApi({ 'GET /user/onboard/0': { result: 0 }, 'GET /user/onboard/5': { result: 5 } });
    const user = userEvent.setup();
    renderApp('/account');
    const tips = within(await section('Getting-started tips'));
    expect(tips.getByText('3 tips left')).toBeInTheDocument();
    await user.click(tips.getByRole('button', { name: 'Hide the tips' }));
    expect(await tips.findByText('All tips are hidden.')).toBeInTheDocument();
    expect(toasts.success).toHaveBeenCalledWith({ summary: 'reset_onboard', detail: 'onboarding' });
    expect(getUser().onboardingCount).toBe(0);

    await user.click(tips.getByRole('button', { name: 'Show the tips again' }));
    expect(await tips.findByText('5 tips left')).toBeInTheDocument();
    expect(api.callsTo('GET /user/onboard/5')).toHaveLength(1);
    expect(toasts.success).toHaveBeenCalledTimes(1);
  });
  it('downloads all my data from GET /user/export as guidebook-export-{date}.json', async () => {
    setUser(sessionUser());
    const document = { format: 'guidebook-account-export', version: 1, exportedAt: '2026-11-28T17:00:00.000Z' };
    const api = mockApi({ 'GET /user/export': { result: document } });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:export';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderApp('/account');
    const data = within(await section('Your data'));
    await user.click(data.getByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(names).toEqual(['guidebook-export-2026-11-28.json']));
    expect(api.callsTo('GET /user/export')).toHaveLength(1);
    expect(JSON.parse(await blobs[0]!.text())).toEqual(document);
  });
});
