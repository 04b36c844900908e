import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CoHostsOfProperty } from '@common/contracts/cohosts';
import { mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { CoHostsPanel } from './cohosts-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const CARL = '6d3f1c1e-0000-4000-8000-00000000000c';
const properties: CoHostsOfProperty[] = [
  {
    propertyId: 7,
    name: 'Casa Azul',
    coHosts: [
      {
        userId: CARL,
        fullName: 'Carl Cohost',
        email: 'carl@example.com',
        role: 'manager',
        since: '2026-11-20T10:00:00.000Z',
      },
    ],
    invitations: [
      {
        invitationId: 3,
        email: 'dora@example.com',
        message: null,
        role: 'editor',
        properties: [{ propertyId: 7, name: 'Casa Azul' }],
        createDate: '2026-11-25T10:00:00.000Z',
        expiresAt: '2026-12-02T10:00:00.000Z',
        status: 'pending',
      },
    ],
  },
  { propertyId: 8, name: 'Casa Verde', coHosts: [], invitations: [] },
];

describe('the co-hosts panel', { timeout: 30_000 }, () => {
  it('removes a co-host only after confirming, naming who loses access to what', async () => {
    const api = mockApi({
      [`DELETE /cohosts/property/7/${CARL}`]: { result: { propertyId: 7, userId: CARL } },
      'GET /cohosts': { result: properties },
    });
    const user = userEvent.setup();
    renderComponent(<CoHostsPanel properties={properties} locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Remove: Carl Cohost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove co-host' });
    expect(dialog).toHaveTextContent('Carl Cohost will lose access to Casa Azul at once.');
    expect(api.callsTo(`DELETE /cohosts/property/7/${CARL}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await vi.waitFor(() => expect(api.callsTo(`DELETE /cohosts/property/7/${CARL}`)).toHaveLength(1));
  });

  it('revokes a pending invitation after confirming', async () => {
    const api = mockApi({
      'DELETE /cohosts/invitations/3': { result: { invitationId: 3 } },
      'GET /cohosts': { result: properties },
    });
    const user = userEvent.setup();
    renderComponent(<CoHostsPanel properties={properties} locale="en" />);
    await user.click(screen.getByRole('button', { name: 'Revoke: dora@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke invitation' });
    expect(dialog).toHaveTextContent('The link sent to dora@example.com will stop working.');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(api.callsTo('DELETE /cohosts/invitations/3')).toHaveLength(1));
  });

  it("invites to the card's property, and shows the server's refusal under the field it names", async () => {
    const api = mockApi({
      'POST /cohosts/invitations': {
        status: 400,
        errors: [{ code: 'validation', field: 'email', description: 'host.cohosts.errors.selfInvite' }],
      },
    });
    const user = userEvent.setup();
    renderComponent(<CoHostsPanel properties={properties} locale="en" />);
    const card = screen.getByRole('region', { name: 'Casa Verde' });
    await user.click(within(card).getByRole('button', { name: 'Invite a co-host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a co-host' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'me@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(api.callsTo('POST /cohosts/invitations')).toHaveLength(1));
    expect(api.callsTo('POST /cohosts/invitations')[0]!.body).toEqual({
      email: 'me@example.com',
      role: 'manager',
      propertyIds: [8],
    });
    expect(
      await within(dialog).findAllByText('You own these properties already: invite someone else.'),
    ).not.toHaveLength(0);
  });

  it('speaks Spanish on the Spanish pages', () => {
    mockApi({});
    renderComponent(<CoHostsPanel properties={properties} locale="es" />, { locale: 'es' });
    expect(
      within(screen.getByRole('region', { name: 'Casa Verde' })).getByText('Aún no hay coanfitriones.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invitaciones pendientes')).toBeInTheDocument();
  });
});

describe('co-host roles on the co-hosts panel', { timeout: 30_000 }, () => {
  it("shows each co-host's and invitation's role, and changes a role", async () => {
    const api = mockApi({
      [`PUT /cohosts/property/7/${CARL}`]: { result: { propertyId: 7, userId: CARL, role: 'viewer' } },
      'GET /cohosts': { result: properties },
    });
    const user = userEvent.setup();
    renderComponent(<CoHostsPanel properties={properties} locale="en" />);
    const select = screen.getByRole('combobox', { name: 'Role: Carl Cohost' });
    expect(select).toHaveValue('manager');
    expect(screen.getByText(/dora@example\.com/)).toHaveTextContent('dora@example.com · Editor');
    await user.selectOptions(select, 'viewer');
    await vi.waitFor(() => expect(api.callsTo(`PUT /cohosts/property/7/${CARL}`)).toHaveLength(1));
    expect(api.callsTo(`PUT /cohosts/property/7/${CARL}`)[0]!.body).toEqual({ role: 'viewer' });
  });

  it('sends the chosen role and the typed name with an invitation', async () => {
    const api = mockApi({
      'POST /cohosts/invitations': {
        result: { ...properties[0]!.invitations[0]!, email: 'vera@example.com', role: 'viewer' },
      },
      'GET /cohosts': { result: properties },
    });
    const user = userEvent.setup();
    renderComponent(<CoHostsPanel properties={properties} locale="en" />);
    const card = screen.getByRole('region', { name: 'Casa Verde' });
    await user.click(within(card).getByRole('button', { name: 'Invite a co-host' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a co-host' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'vera@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: 'Their name (optional, for the greeting)' }), 'Vera');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await vi.waitFor(() => expect(api.callsTo('POST /cohosts/invitations')).toHaveLength(1));
    expect(api.callsTo('POST /cohosts/invitations')[0]!.body).toEqual({
      email: 'vera@example.com',
      name: 'Vera',
      role: 'viewer',
      propertyIds: [8],
    });
  });
});
