import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Ticket } from '@common/contracts/support';
import { setUser } from '@web/lib/session';
import { toasts } from '@web/lib/toasts';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });
// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

beforeEach(() => {
  vi.spyOn(toasts, 'error').mockReturnValue('id');
  vi.spyOn(toasts, 'success').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const reasons = [
  { id: 1, reasonTypeId: 1, name: 'Billing', code: 'billing' },
  { id: 2, reasonTypeId: 2, name: 'A problem with a guide', code: 'guide' },
];
const ticket: Ticket = {
  ticketId: 41,
  subject: 'Wi-Fi section vanished',
  reasonTypeId: 2,
  status: 'waiting',
  requesterName: 'Ana García',
  requesterEmail: 'ana@example.com',
  propertyId: 7,
  propertyName: 'Casa Sol',
  assigneeUserId: null,
  assigneeName: null,
  createDate: '2026-11-20T09:00:00.000Z',
  updateDate: '2026-11-21T09:00:00.000Z',
  messages: [
    {
      messageId: 1,
      author: 'requester',
      authorName: 'Ana García',
      body: 'My Wi-Fi section is gone.',
      internal: false,
      createDate: '2026-11-20T09:00:00.000Z',
      attachments: [],
    },
    {
      messageId: 2,
      author: 'staff',
      authorName: 'Luis (Guidebook)',
      body: 'Restored it, can you check?',
      internal: false,
      createDate: '2026-11-21T09:00:00.000Z',
      attachments: [],
    },
  ],
};
const { messages: _messages, ...summaryBase } = ticket;
const summary = { ...summaryBase, messageCount: 2, lastMessageAt: '2026-11-21T09:00:00.000Z' };

function supportApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /list/reasontypes': { result: reasons },
    'GET /property/user/list': { result: [{ propertyId: 7, name: 'Casa Sol', isCoHost: false }] },
    'GET /support/tickets': { result: { items: [summary], totalCount: 1 } },
    'GET /support/tickets/41': { result: ticket },
    ...extra,
  });
}

describe('/home/support/contact', { timeout: 30_000 }, () => {
  it('files a ticket with the topic, subject, message, property and the bot token', async () => {
    setUser(sessionUser());
    const api = supportApi({ 'POST /support/tickets': { result: { ...ticket, ticketId: 42, messages: [] } } });
    const user = userEvent.setup();
    renderApp('/home/support/contact');
    const form = within(await screen.findByRole('form', { name: 'Write to us' }));
    await user.click(form.getAllByLabelText('Topic')[0]);
    await user.click(await screen.findByRole('option', { name: 'Billing' }));
    await user.click(form.getAllByLabelText(/Property/)[0]);
    await user.click(await screen.findByRole('option', { name: 'Casa Sol' }));
    await user.type(form.getByRole('textbox', { name: 'Subject' }), 'Invoice copy');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Please send the October invoice.');
    await user.click(form.getByRole('button', { name: 'Send to support' }));

    expect(await screen.findByText(/your request #42 has been sent/)).toBeInTheDocument();
    expect(form.getAllByLabelText('Topic')[0]).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Subject' })).toHaveValue('');
    const [call] = api.callsTo('POST /support/tickets');
    expect(call.body).toMatchObject({
      reasonTypeId: 1,
      subject: 'Invoice copy',
      body: 'Please send the October invoice.',
      propertyId: 7,
    });
    expect((call.body as { botToken?: string }).botToken).toBeTruthy();
  });

  it('shows each field error of a refused ticket next to its field, and sends nothing while required fields are empty', async () => {
    setUser(sessionUser());
    const api = supportApi({
      'POST /support/tickets': {
        status: 400,
        errors: [
          { code: 'validation', description: 'host.support.errors.unknownReason', field: 'reasonTypeId' },
          { code: 'validation', description: 'errors.tooLong', field: 'subject' },
        ],
      },
    });
    const user = userEvent.setup();
    renderApp('/home/support/contact');
    const form = within(await screen.findByRole('form', { name: 'Write to us' }));
    await user.click(form.getByRole('button', { name: 'Send to support' }));
    expect(form.getByRole('textbox', { name: 'Subject' })).toHaveAccessibleDescription('Fill in this field.');
    expect(api.callsTo('POST /support/tickets')).toHaveLength(0);

    await user.click(form.getAllByLabelText('Topic')[0]);
    await user.click(await screen.findByRole('option', { name: 'Billing' }));
    await user.type(form.getByRole('textbox', { name: 'Subject' }), 'Invoice');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(form.getByRole('button', { name: 'Send to support' }));

    expect(await form.findByText('Choose a topic from the list.')).toBeInTheDocument();
    expect(form.getAllByLabelText('Topic')[0]).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: 'Subject' })).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByRole('textbox', { name: 'Message' })).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /support/tickets')).toHaveLength(1);
  });

  it('lists the host tickets with their status, opens a thread and adds a message to it', async () => {
    setUser(sessionUser());
    const added = {
      messageId: 3,
      author: 'requester' as const,
      authorName: 'Ana García',
      body: 'Yes, it is back. Thanks!',
      internal: false,
      createDate: '2026-11-22T09:00:00.000Z',
    };
    const api = supportApi({
      'POST /support/tickets/41/messages': {
        result: { ...ticket, status: 'open', messages: [...ticket.messages, added] },
      },
    });
    const user = userEvent.setup();
    renderApp('/home/support/contact');
    const list = within(await screen.findByRole('region', { name: 'Your requests' }));
    expect(await list.findByText('Waiting for you')).toBeInTheDocument();
    await user.click(list.getByRole('button', { name: /Wi-Fi section vanished/ }));

    const drawer = within(await screen.findByRole('dialog', { name: 'Wi-Fi section vanished' }));
    expect(await drawer.findByText('Restored it, can you check?')).toBeInTheDocument();
    await user.type(drawer.getByRole('textbox', { name: 'Your message' }), 'Yes, it is back. Thanks!');
    await user.click(drawer.getByRole('button', { name: 'Send' }));

    expect(await drawer.findByText('Yes, it is back. Thanks!')).toBeInTheDocument();
    expect(api.callsTo('POST /support/tickets/41/messages')[0]?.body).toEqual({ body: 'Yes, it is back. Thanks!' });
  });
});

describe('/home/support/contact: a screenshot', { timeout: 30_000 }, () => {
  // Mantine's FileInput is a button labelled "Screenshot (optional)" over a hidden file input.
  const fileInput = () => {
    expect(screen.getByRole('button', { name: 'Screenshot (optional)' })).toBeInTheDocument();
    return document.querySelector<HTMLInputElement>('form input[type="file"]')!;
  };
  const fill = async (user: ReturnType<typeof userEvent.setup>, form: ReturnType<typeof within>) => {
    await user.click(form.getAllByLabelText('Topic')[0]);
    await user.click(await screen.findByRole('option', { name: 'Billing' }));
    await user.type(form.getByRole('textbox', { name: 'Subject' }), 'The QR code does not scan');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'See the screenshot.');
  };

  it('refuses a file that is not an image before sending anything', async () => {
    setUser(sessionUser());
    const api = supportApi({ 'POST /support/tickets': { result: { ...ticket, ticketId: 42 } } });
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/home/support/contact');
    const form = within(await screen.findByRole('form', { name: 'Write to us' }));
    await fill(user, form);
    await user.upload(fileInput(), new File(['just text'], 'notes.txt', { type: 'text/plain' }));
    await user.click(form.getByRole('button', { name: 'Send to support' }));
    expect(await form.findByText(/This file is not an image we can read/)).toBeInTheDocument();
    expect(api.callsTo('POST /support/tickets')).toHaveLength(0);
  });

  it('sends the screenshot once the ticket exists, as the file part of a form', async () => {
    setUser(sessionUser());
    const withShot = {
      ...ticket,
      ticketId: 42,
      messages: [{ ...ticket.messages[0]!, attachments: [{ attachmentId: 5, width: 640, height: 400, bytes: 2048 }] }],
    };
    const api = supportApi({
      'POST /support/tickets': { result: { ...ticket, ticketId: 42 } },
      'POST /support/tickets/42/attachments': { result: withShot },
    });
    const user = userEvent.setup();
    renderApp('/home/support/contact');
    const form = within(await screen.findByRole('form', { name: 'Write to us' }));
    await fill(user, form);
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'sign.png', {
      type: 'image/png',
    });
    await user.upload(fileInput(), png);
    await user.click(form.getByRole('button', { name: 'Send to support' }));

    expect(await screen.findByText(/your request #42 has been sent/)).toBeInTheDocument();
    const order = api.calls
      .map((call) => `${call.method} ${call.path}`)
      .filter((key) => key.startsWith('POST /support'));
    expect(order).toEqual(['POST /support/tickets', 'POST /support/tickets/42/attachments']);
    const upload = api.fetchMock.mock.calls.find(([url]) => String(url).endsWith('/support/tickets/42/attachments'))!;
    const body = upload[1]!.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('sign.png');
  });
});
