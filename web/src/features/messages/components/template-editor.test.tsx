import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, mockApi } from '@web/test/mock-api';
import { toasts } from '@web/lib/toasts';
import { renderComponent } from '@web/test/render-component';
import { makeTemplate } from '@web/test/stay-fixtures';
import { insertAt, TemplateEditor } from './template-editor';

const stays = [
  { value: '41', label: 'Jane Smith · Casa Azul · Wed, 10 Mar' },
  { value: '42', label: 'Lucía Pérez · Casa Azul · Fri, 19 Mar' },
];

/** The preview as the server renders it: {guestFirstName} -> the stay's guest, anything else unknown -> 400. */
function renderPreview(call: ApiCall) {
  const request = call.body as { stayId: number; subject: string; body: string; locale: string };
  const unknown = /\{(?!guestFirstName\}|propertyName\}|checkInTime\})([^{}]*)\}/.exec(request.body);
  if (unknown)
    return {
      status: 400,
      errors: [
        {
          code: 'validation',
          description: 'host.messages.errors.unknownVariable',
          field: 'body',
          params: { variable: unknown[1] },
        },
      ],
    };
  const name = request.stayId === 42 ? 'Lucía' : 'Jane';
  const fill = (text: string) =>
    text
      .replaceAll('{guestFirstName}', name)
      .replaceAll('{propertyName}', 'Casa Azul')
      .replaceAll('{checkInTime}', '15:00');
  return { result: { locale: request.locale, subject: fill(request.subject), body: fill(request.body) } };
}

beforeEach(() => {
  vi.spyOn(toasts, 'success').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('insertAt', () => {
  it('puts the text in place of the selection', () => {
    expect(insertAt('Hi , welcome', '{guestFirstName}', 3, 3)).toBe('Hi {guestFirstName}, welcome');
    expect(insertAt('Hi NAME!', '{guestName}', 3, 7)).toBe('Hi {guestName}!');
  });
});

describe('the template editor', { timeout: 30_000 }, () => {
  it('inserts the picked variable where the cursor is in the message', async () => {
    mockApi({ 'POST /messages/preview': renderPreview });
    const user = userEvent.setup();
    renderComponent(<TemplateEditor template={null} stays={stays} onDone={vi.fn()} onCancel={vi.fn()} />);
    const body = screen.getByLabelText('Message (English)');
    await user.click(body);
    await user.paste('Hello , welcome!');
    (body as HTMLTextAreaElement).setSelectionRange(6, 6);
    await user.click(screen.getByRole('button', { name: 'Insert variable' }));
    await user.click(await screen.findByRole('menuitem', { name: /Guest's first name/ }));
    expect(body).toHaveValue('Hello {guestFirstName}, welcome!');
  });

  it('previews the draft for the picked stay through POST /messages/preview, in the language of the open tab', async () => {
    const api = mockApi({ 'POST /messages/preview': renderPreview });
    const user = userEvent.setup();
    renderComponent(<TemplateEditor template={makeTemplate()} stays={stays} onDone={vi.fn()} onCancel={vi.fn()} />);

    expect(await screen.findByTestId('preview-body')).toHaveTextContent('Hi Jane, check-in is from 15:00.');
    await waitFor(() => expect(screen.getByTestId('preview-subject')).toHaveTextContent('Welcome to Casa Azul'));
    expect(api.callsTo('POST /messages/preview')[0].body).toEqual({
      stayId: 41,
      locale: 'en',
      subject: 'Welcome to {propertyName}',
      body: 'Hi {guestFirstName}, check-in is from {checkInTime}.',
    });

    await user.click(screen.getByRole('tab', { name: 'Español' }));
    await waitFor(() => expect(screen.getByTestId('preview-subject')).toHaveTextContent('Bienvenida a Casa Azul'));
    expect(api.callsTo('POST /messages/preview').at(-1)?.body).toMatchObject({ stayId: 41, locale: 'es' });

    await user.click(screen.getAllByLabelText('Preview for the stay of')[0]);
    await user.click(await screen.findByRole('option', { name: /Lucía Pérez/ }));
    await waitFor(() => expect(screen.getByTestId('preview-body')).toHaveTextContent('Hola, Lucía'));
  });

  it('shows an unknown variable refused by the preview next to the message and in the preview', async () => {
    mockApi({ 'POST /messages/preview': renderPreview });
    const user = userEvent.setup();
    renderComponent(<TemplateEditor template={null} stays={stays} onDone={vi.fn()} onCancel={vi.fn()} />);
    const body = screen.getByLabelText('Message (English)');
    await user.click(body);
    await user.paste('Wi-Fi: {wifiNme}');

    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    expect(body).toHaveAccessibleDescription(
      '“wifiNme” is not a variable you can use. Pick one from “Insert variable”.',
    );
    expect(screen.getByText('Problem in the message')).toBeInTheDocument();
  });

  it('saves both languages and puts a refused field back on its tab', async () => {
    const api = mockApi({
      'POST /messages/preview': renderPreview,
      'POST /messages/templates': {
        status: 400,
        errors: [{ code: 'validation', description: 'host.messages.errors.unbalancedBraces', field: 'body.es' }],
      },
    });
    const user = userEvent.setup();
    renderComponent(<TemplateEditor template={null} stays={[]} onDone={vi.fn()} onCancel={vi.fn()} />);
    await user.type(screen.getByLabelText(/Template name/), 'Parking');
    fireEvent.change(screen.getByLabelText('Message (English)'), { target: { value: 'Park in bay 4.' } });
    fireEvent.change(screen.getByLabelText('Message (Español)'), { target: { value: 'Aparca en la plaza 4 }' } });
    await user.click(screen.getByRole('button', { name: 'Save template' }));

    await waitFor(() => expect(screen.getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('Message (Español)')).toHaveAccessibleDescription(/has no pair/);
    expect(api.callsTo('POST /messages/templates')[0].body).toEqual({
      name: 'Parking',
      subject: { en: '', es: '' },
      body: { en: 'Park in bay 4.', es: 'Aparca en la plaza 4 }' },
    });
  });
});
