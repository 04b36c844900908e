import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type MessageFailure } from '@common/contracts/message-failures';
import { mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { FailedMessagesNotice } from './failed-messages-notice';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const noEmail: MessageFailure = {
  messageId: 11,
  stayId: 41,
  propertyId: 7,
  propertyName: 'Casa Azul',
  guestName: 'Ana García',
  templateName: 'Arrival day',
  channel: 'email',
  reason: 'host.messages.errors.noEmail',
  failedAt: '2027-03-08T09:00:00.000Z',
};
const bounced: MessageFailure = {
  ...noEmail,
  messageId: 12,
  stayId: 42,
  guestName: 'Tom Baker',
  reason: 'host.messages.errors.mailFailed',
};

describe('the failed-messages notice', { timeout: 30_000 }, () => {
  it('counts and lists failures with their stay and reason, and links each to where it is fixed', async () => {
    mockApi({ 'GET /messages/failures': { result: { count: 2, items: [noEmail, bounced] } } });
    renderComponent(<FailedMessagesNotice locale="en" />);
    const notice = await screen.findByRole('region', { name: 'Messages that could not be sent' });
    expect(within(notice).getByText('2 guest messages could not be sent')).toBeInTheDocument();
    expect(within(notice).getByText('Ana García · Casa Azul · Arrival day')).toBeInTheDocument();
    expect(within(notice).getByText(/This stay has no e-mail address\./)).toBeInTheDocument();
    expect(within(notice).getByText(/The e-mail could not be sent\./)).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Fix the stay of Ana García' })).toHaveAttribute(
      'href',
      '/home/guide/guests?stayId=41',
    );
    expect(within(notice).getByRole('link', { name: 'Fix the stay of Tom Baker' })).toHaveAttribute(
      'href',
      '/home/guide/messages?tab=log&stayId=42',
    );
  });

  it('hides a failure the host marks as seen, and the whole notice once none is left', async () => {
    const api = mockApi({
      'GET /messages/failures': { result: { count: 1, items: [noEmail] } },
      'POST /messages/failures/11/acknowledge': { result: { count: 0, items: [] } },
    });
    renderComponent(<FailedMessagesNotice locale="en" />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Seen it: hide the failed message to Ana García' }),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Messages that could not be sent' })).toBeNull());
    expect(api.callsTo('POST /messages/failures/11/acknowledge')).toHaveLength(1);
  });

  it('shows nothing without failures', async () => {
    const api = mockApi({ 'GET /messages/failures': { result: { count: 0, items: [] } } });
    renderComponent(<FailedMessagesNotice locale="en" />);
    await waitFor(() => expect(api.callsTo('GET /messages/failures')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Messages that could not be sent' })).toBeNull();
  });

  it('speaks Spanish on the Spanish dashboard, with Spanish links', async () => {
    mockApi({ 'GET /messages/failures': { result: { count: 1, items: [noEmail] } } });
    renderComponent(<FailedMessagesNotice locale="es" />, { locale: 'es' });
    const notice = await screen.findByRole('region', { name: 'Mensajes que no se pudieron enviar' });
    expect(within(notice).getByText('1 mensaje a un huésped no se pudo enviar')).toBeInTheDocument();
    expect(within(notice).getByRole('link', { name: 'Corregir la estancia de Ana García' })).toHaveAttribute(
      'href',
      '/es/home/guide/guests?stayId=41',
    );
  });
});
