import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Ticket } from '@common/contracts/support';
import { setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { fakeJwt } from '@web/test/fixtures';
import { type ApiCall, mockApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });
// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

const STAFF_ID = '6d3f1c1e-0000-4000-8000-000000000001';
const ticket: Ticket = {
  ticketId: 41,
  subject: 'Wi-Fi section vanished',
  reasonTypeId: 2,
  status: 'open',
  requesterName: 'Marta Ruiz',
  requesterEmail: 'marta@example.com',
  propertyId: 7,
  propertyName: 'Casa Azul',
  assigneeUserId: null,
  assigneeName: null,
  createDate: '2026-11-20T09:00:00.000Z',
  updateDate: '2026-11-20T09:00:00.000Z',
  messages: [
    {
      messageId: 1,
      author: 'requester',
      authorName: 'Marta Ruiz',
      body: 'My Wi-Fi section is gone.',
      internal: false,
      createDate: '2026-11-20T09:00:00.000Z',
      attachments: [],
    },
  ],
};
const { messages: _messages, ...summaryBase } = ticket;

beforeEach(() => {
  vi.spyOn(toasts, 'error').mockReturnValue('id');
  vi.spyOn(toasts, 'success').mockReturnValue('id');
  setUser(sessionUser({ aspNetUsersId: STAFF_ID, token: fakeJwt('Internal'), roles: [{ name: 'Internal' }] }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** A fake staff API that keeps the ticket's state across calls, as the server does. */
function staffApi() {
  let stored: Ticket = ticket;
  let next = 2;
  return mockApi({
    'GET /admin/support/tickets': {
      result: { items: [{ ...summaryBase, messageCount: 1, lastMessageAt: ticket.createDate }], totalCount: 1 },
    },
    'GET /admin/support/tickets/41': () => ({ result: stored }),
    'POST /admin/support/tickets/41/messages': (call: ApiCall) => {
      const { body, internal } = call.body as { body: string; internal: boolean };
      stored = {
        ...stored,
        messages: [
          ...stored.messages,
          {
            messageId: next++,
            author: 'staff',
            authorName: 'Ana García',
            body,
            internal,
            createDate: '2026-11-21T09:00:00.000Z',
            attachments: [],
          },
        ],
      };
      return { result: stored };
    },
    'PUT /admin/support/tickets/41': (call: ApiCall) => {
      const update = call.body as { status?: Ticket['status']; assigneeUserId?: string | null };
      stored = {
        ...stored,
        ...(update.status ? { status: update.status } : {}),
        ...(update.assigneeUserId !== undefined
          ? { assigneeUserId: update.assigneeUserId, assigneeName: update.assigneeUserId ? 'Ana García' : null }
          : {}),
      };
      return { result: stored };
    },
  });
}

describe('/admin/support', { timeout: 30_000 }, () => {
  it('lists tickets with the open filter first and asks again with the chosen filters', async () => {
    const api = staffApi();
    const user = userEvent.setup();
    renderApp('/admin/support');
    expect(await screen.findByRole('link', { name: 'Wi-Fi section vanished' })).toHaveAttribute(
      'href',
      '/admin/support-detail?ticket=41',
    );
    await user.click(screen.getAllByLabelText('Assigned')[0]);
    await user.click(await screen.findByRole('option', { name: 'Unassigned' }));
    await vi.waitFor(() =>
      expect(
        api.fetchMock.mock.calls
          .map(([url]) => String(url))
          .some((url) => url.includes('status=open') && url.includes('assignee=nobody')),
      ).toBe(true),
    );
  });

  it('says so when no ticket matches the filters', async () => {
    mockApi({ 'GET /admin/support/tickets': { result: { items: [], totalCount: 0 } } });
    renderApp('/admin/support');
    expect(await screen.findByText('No requests match these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('/admin/support-detail', { timeout: 30_000 }, () => {
  it("shows the requester's screenshot, read through the staff route with the bearer token", async () => {
    const api = staffApi();
    const withShot: Ticket = {
      ...ticket,
      messages: [{ ...ticket.messages[0]!, attachments: [{ attachmentId: 5, width: 640, height: 400, bytes: 2048 }] }],
    };
    const fetchTicket = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/admin/support/tickets/41')
        ? new Response(JSON.stringify({ result: withShot, errors: [] }), { status: 200 })
        : String(input).includes('/attachments/')
          ? new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'content-type': 'image/jpeg' } })
          : fetchTicket(input, init),
    );
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:screenshot-5'), revokeObjectURL: vi.fn() });
    renderApp('/admin/support-detail?ticket=41');
    const image = await screen.findByRole('img', { name: 'Screenshot 1 (640 × 400 pixels)' });
    expect(image).toHaveAttribute('src', 'blob:screenshot-5');
    const call = api.fetchMock.mock.calls.find(([url]) => String(url).includes('/attachments/'))!;
    expect(String(call[0])).toMatch(/\/api\/admin\/support\/tickets\/41\/attachments\/5$/);
    expect((call[1]!.headers as Record<string, string>).authorization).toMatch(/^Bearer /);
    delete (URL as { createObjectURL?: unknown }).createObjectURL;
    delete (URL as { revokeObjectURL?: unknown }).revokeObjectURL;
  });

  it('sends an internal note with internal: true, shows it marked as a note, and a reply without it', async () => {
    const api = staffApi();
    const user = userEvent.setup();
    renderApp('/admin/support-detail?ticket=41');
    const composer = within(await screen.findByRole('form', { name: 'Reply or internal note' }));
    expect(composer.getByText(/never sent or shown to the requester/)).toBeInTheDocument();

    await user.click(composer.getByRole('switch', { name: /^Internal note/ }));
    await user.type(composer.getByRole('textbox', { name: 'Internal note (staff only)' }), 'Known bug, see #812');
    await user.click(composer.getByRole('button', { name: 'Add note' }));
    const note = await screen.findByTestId('ticket-note');
    expect(within(note).getByText('Known bug, see #812')).toBeInTheDocument();
    expect(within(note).getByText('Internal note')).toBeInTheDocument();

    await user.click(composer.getByRole('switch', { name: /^Internal note/ }));
    await user.type(
      composer.getByRole('textbox', { name: 'Reply to the requester (sent by e-mail)' }),
      'Fixed, please check.',
    );
    await user.click(composer.getByRole('button', { name: 'Send reply' }));
    const reply = (await screen.findByText('Fixed, please check.')).closest('[data-testid]');
    expect(reply).toHaveAttribute('data-testid', 'ticket-message');

    expect(api.callsTo('POST /admin/support/tickets/41/messages').map((call) => call.body)).toEqual([
      { body: 'Known bug, see #812', internal: true },
      { body: 'Fixed, please check.', internal: false },
    ]);
  });

  it('changes the status and assigns the ticket to the signed-in staff member', async () => {
    const api = staffApi();
    const user = userEvent.setup();
    renderApp('/admin/support-detail?ticket=41');
    await user.click(await screen.findByRole('radio', { name: 'Waiting for requester' }));
    await vi.waitFor(() =>
      expect(api.callsTo('PUT /admin/support/tickets/41').map((call) => call.body)).toEqual([{ status: 'waiting' }]),
    );
    expect(await screen.findByRole('radio', { name: 'Waiting for requester' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Assign to me' }));
    expect(await screen.findByRole('button', { name: 'Assign to nobody' })).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/support/tickets/41')[1]?.body).toEqual({ assigneeUserId: STAFF_ID });
  });
});
