import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '@web/lib/toasts';
import { mockApi } from '@web/test/mock-api';
import { renderApp } from '@web/test/render-app';

configure({ asyncUtilTimeout: 5000 });
// jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

beforeEach(() => {
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const reasons = [{ id: 3, reasonTypeId: 3, name: 'Pregunta sobre el producto', code: 'product' }];

describe('/community/contact', { timeout: 30_000 }, () => {
  it('sends the public form with the page language and the bot token, then thanks the visitor', async () => {
    const api = mockApi({
      'GET /list/reasontypes': { result: reasons },
      'POST /support/contact': { result: { ticketId: 9 } },
    });
    const user = userEvent.setup();
    renderApp('/es/community/contact');
    const form = within(await screen.findByRole('form', { name: 'Envíanos un mensaje' }));
    await user.type(form.getByRole('textbox', { name: 'Tu nombre' }), 'Lucía');
    await user.type(form.getByRole('textbox', { name: 'Tu correo electrónico' }), 'lucia@example.com');
    await user.click(form.getAllByLabelText('Tema')[0]);
    await user.click(await screen.findByRole('option', { name: 'Pregunta sobre el producto' }));
    await user.type(form.getByRole('textbox', { name: 'Asunto' }), '¿Varios idiomas?');
    await user.type(form.getByRole('textbox', { name: 'Mensaje' }), '¿La guía puede estar en inglés y español?');
    await user.click(form.getByRole('button', { name: 'Enviar mensaje' }));

    const thanks = await screen.findByRole('status');
    expect(within(thanks).getByText('Gracias, tu mensaje está en camino')).toBeInTheDocument();
    expect(within(thanks).getByText(/responderemos a lucia@example.com/)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Envíanos un mensaje' })).not.toBeInTheDocument();
    const [call] = api.callsTo('POST /support/contact');
    expect(call?.body).toMatchObject({
      name: 'Lucía',
      email: 'lucia@example.com',
      reasonTypeId: 3,
      subject: '¿Varios idiomas?',
      body: '¿La guía puede estar en inglés y español?',
      locale: 'es',
    });
    expect((call?.body as { botToken?: string }).botToken).toBeTruthy();

    await user.click(within(thanks).getByRole('button', { name: 'Enviar otro mensaje' }));
    expect(await screen.findByRole('form', { name: 'Envíanos un mensaje' })).toBeInTheDocument();
  });

  it('keeps the form and shows a refused e-mail next to its field', async () => {
    mockApi({
      'GET /list/reasontypes': { result: reasons },
      'POST /support/contact': {
        status: 400,
        errors: [{ code: 'validation', description: 'errors.invalidFormat', field: 'email' }],
      },
    });
    const user = userEvent.setup();
    renderApp('/community/contact');
    const form = within(await screen.findByRole('form', { name: 'Send us a message' }));
    await user.type(form.getByRole('textbox', { name: 'Your name' }), 'Lucy');
    await user.type(form.getByRole('textbox', { name: 'Your e-mail' }), 'lucy@example.com');
    await user.click(form.getAllByLabelText('Topic')[0]);
    await user.click(await screen.findByRole('option', { name: 'Pregunta sobre el producto' }));
    await user.type(form.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(form.getByRole('textbox', { name: 'Message' }), 'Hi there');
    await user.click(form.getByRole('button', { name: 'Send message' }));

    expect(await form.findByText('This value is not in the expected format.')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Your e-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Thank you, your message is on its way')).not.toBeInTheDocument();
  });
});
