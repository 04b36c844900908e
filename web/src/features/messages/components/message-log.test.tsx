import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '@web/lib/toasts';
import { mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { makeMessage } from '@web/test/stay-fixtures';
import { MessageLog, MessageRow } from './message-log';

beforeEach(() => {
  vi.spyOn(toasts, 'success').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const whatsapp = makeMessage({
  messageId: 91,
  channel: 'whatsapp',
  to: '+44 7700 900123',
  status: 'ready',
  sentAt: null,
  whatsappUrl: 'https://wa.me/447700900123?text=Hi%20Jane',
});

describe('the message log', { timeout: 30_000 }, () => {
  it('opens a WhatsApp message ready to send in a new tab and then records it as sent', async () => {
    const api = mockApi({
      'POST /messages/log/91/sent': { result: { ...whatsapp, status: 'sent', sentAt: '2027-03-08T09:01:00.000Z' } },
    });
    const user = userEvent.setup();
    renderComponent(<MessageRow message={whatsapp} locale="en" />);
    const send = screen.getByRole('link', { name: 'Send via WhatsApp' });
    expect(send).toHaveAttribute('href', whatsapp.whatsappUrl);
    expect(send).toHaveAttribute('target', '_blank');
    expect(send).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(screen.queryByRole('button', { name: 'Resend' })).not.toBeInTheDocument();

    await user.click(send);
    await waitFor(() => expect(api.callsTo('POST /messages/log/91/sent')).toHaveLength(1));
  });

  it('offers resend for a failed message and shows its translated reason', async () => {
    const api = mockApi({
      'POST /messages/log/92/resend': { result: makeMessage({ messageId: 93, status: 'scheduled' }) },
    });
    const user = userEvent.setup();
    renderComponent(
      <MessageRow
        message={makeMessage({
          messageId: 92,
          status: 'failed',
          sentAt: null,
          error: 'host.messages.errors.noEmail',
          attempts: 4,
        })}
        locale="en"
      />,
    );
    expect(screen.getByText('This stay has no e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Send via WhatsApp' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(api.callsTo('POST /messages/log/92/resend')).toHaveLength(1));
  });

  it('asks the log again with the chosen status filter, from page 1', async () => {
    const api = mockApi({ 'GET /messages/log': { result: { items: [makeMessage()], totalCount: 1 } } });
    const user = userEvent.setup();
    renderComponent(<MessageLog properties={[]} stays={[]} locale="es" />, { locale: 'es' });
    expect(await screen.findByText('Enviado')).toBeInTheDocument();
    await user.click(screen.getAllByLabelText('Estado')[0]);
    await user.click(await screen.findByRole('option', { name: 'Fallido' }));
    await waitFor(() =>
      expect(api.fetchMock.mock.calls.some(([url]) => String(url).includes('status=failed&page=1'))).toBe(true),
    );
  });
});
