import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AdminPromptTemplate } from '@common/contracts/admin';
import { setUser } from '@web/lib/session';
import { fakeJwt } from '@web/test/fixtures';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

/**
 * Issue 18: the admin area follows the roles the server holds now (GET /user), not those the access
 * token remembers from sign-in; and /admin/ai edits the concierge's instructions per rental type.
 */
const overview = {
  users: { total: 3, last30Days: 1, previous30Days: 0 },
  properties: { total: 2, last30Days: 1, previous30Days: 0 },
  publishedGuides: 1,
  guideOpens: { total: 5, last30Days: 5, previous30Days: 0 },
  conciergeQuestions: { total: 0, last30Days: 0, previous30Days: 0 },
  openTickets: 0,
  health: {
    database: { kind: 'pglite', ok: true, latencyMs: 1 },
    jobs: { queued: 0, active: 0, failedLast24h: 0 },
    mail: { mode: 'outbox', queuedOrKept: 0, guestMessagesFailedLast24h: 0 },
  },
  version: 'test',
};
const ai = {
  provider: { mode: 'model', chatModel: 'test-chat', embedModel: null },
  runs: [],
  usage: { questionsLast30Days: 0, answeredLast30Days: 0, indexedProperties: 0 },
};
const templates: AdminPromptTemplate[] = [
  {
    strTypeId: 0,
    code: 'default',
    nameEn: 'Default (any rental type)',
    nameEs: 'Predeterminada (cualquier tipo de alojamiento)',
    instructionsEn: 'Be brief.',
    instructionsEs: 'Sé breve.',
    modifyDate: '2026-11-20T09:30:00.000Z',
  },
  {
    strTypeId: 3,
    code: 'cabin',
    nameEn: 'Cabin',
    nameEs: 'Cabaña',
    instructionsEn: '',
    instructionsEs: '',
    modifyDate: null,
  },
];
const serverUser = (roles: string[]) => ({
  result: { ...sessionUser(), token: '', refreshToken: '', roles: roles.map((name) => ({ name })) },
});

// Mantine's autosizing textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('admin guard: roles from the server', () => {
  it('opens /admin to a user granted Internal after signing in (the token has no role)', async () => {
    setUser(sessionUser({ token: fakeJwt(), roles: [] }));
    const api = mockApi({ 'GET /user': serverUser(['Internal']), 'GET /admin/overview': { result: overview } });
    const { url } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeInTheDocument();
    expect(url()).toBe('/admin');
    expect(api.callsTo('GET /user').length).toBeGreaterThan(0);
  });

  it('sends a user whose Admin role was revoked after signing in away from /admin', async () => {
    setUser(sessionUser({ token: fakeJwt('Admin'), roles: [{ name: 'Admin' }] }));
    mockApi({ 'GET /user': serverUser([]), 'GET /admin/overview': { result: overview } });
    const { url } = renderApp('/admin');
    await waitFor(() => expect(url()).toBe('/'));
  });

  it('offers the Admin actions of a role granted after signing in', async () => {
    setUser(sessionUser({ token: fakeJwt('Internal'), roles: [{ name: 'Internal' }] }));
    mockApi({
      'GET /user': serverUser(['Admin']),
      'GET /admin/ai': { result: ai },
      'GET /admin/ai/prompts': { result: templates },
    });
    renderApp('/admin/ai');
    expect(
      await screen.findByRole('button', { name: 'Save instructions for Default (any rental type)' }),
    ).toBeInTheDocument();
  });
});

describe('/admin/ai: concierge instructions per rental type', () => {
  it('lets an Admin pick a rental type and save its English and Spanish instructions', async () => {
    setUser(sessionUser({ token: fakeJwt('Admin'), roles: [{ name: 'Admin' }] }));
    const saved = {
      ...templates[1]!,
      instructionsEn: 'Mention the firewood.',
      instructionsEs: 'Menciona la leña.',
      modifyDate: '2026-11-26T10:00:00.000Z',
    };
    const api = mockApi({
      'GET /user': serverUser(['Admin']),
      'GET /admin/ai': { result: ai },
      'GET /admin/ai/prompts': { result: templates },
      'PUT /admin/ai/prompts/3': { result: saved },
    });
    const user = userEvent.setup();
    renderApp('/es/admin/ai');
    expect(
      await screen.findByRole('region', { name: 'Instrucciones del conserje por tipo de alojamiento' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('textbox', {
        name: 'Instrucciones para Predeterminada (cualquier tipo de alojamiento), respuestas en inglés',
      }),
    ).toHaveValue('Be brief.');
    await user.click(screen.getByRole('combobox', { name: 'Tipo de alojamiento' }));
    await user.click(await screen.findByRole('option', { name: 'Cabaña' }));
    const english = await screen.findByRole('textbox', { name: 'Instrucciones para Cabaña, respuestas en inglés' });
    expect(english).toHaveValue('');
    expect(english).toHaveAttribute('placeholder', 'Vacío: se usa el predeterminado');
    await user.type(english, 'Mention the firewood.');
    await user.type(
      screen.getByRole('textbox', { name: 'Instrucciones para Cabaña, respuestas en español' }),
      'Menciona la leña.',
    );
    await user.click(screen.getByRole('button', { name: 'Guardar las instrucciones de Cabaña' }));
    await waitFor(() => expect(api.callsTo('PUT /admin/ai/prompts/3')).toHaveLength(1));
    expect(api.callsTo('PUT /admin/ai/prompts/3')[0]!.body).toEqual({
      instructionsEn: 'Mention the firewood.',
      instructionsEs: 'Menciona la leña.',
    });
    expect(await screen.findByText(/Última edición/)).toBeInTheDocument();
  });

  it('shows Internal staff the instructions read-only, without a save button', async () => {
    setUser(sessionUser({ token: fakeJwt('Internal'), roles: [{ name: 'Internal' }] }));
    mockApi({
      'GET /user': serverUser(['Internal']),
      'GET /admin/ai': { result: ai },
      'GET /admin/ai/prompts': { result: templates },
    });
    renderApp('/admin/ai');
    const english = await screen.findByRole('textbox', {
      name: 'Instructions for Default (any rental type), English answers',
    });
    expect(english).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: /Save instructions/ })).toBeNull();
  });
});
