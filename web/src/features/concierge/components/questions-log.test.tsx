import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type GuestQuestion, type GuestQuestionPage } from '@common/contracts/ai';
import { initI18n } from '@web/lib/i18n/i18n';
import { PublicConfigProvider, setPublicConfig } from '@web/lib/public-config';
import { createQueryClient } from '@web/lib/query-client';
import { toasts } from '@web/lib/toasts';
import { testPublicConfig } from '@web/test/fixtures';
import { type ApiCall, mockApi } from '@web/test/mock-api';
import { QuestionsLog } from './questions-log';

const question = (overrides: Partial<GuestQuestion> = {}): GuestQuestion => ({
  questionId: '3f1c2e4a-0000-4000-8000-000000000001',
  question: 'Is there a hair dryer?',
  locale: 'en',
  answered: false,
  mode: 'extractive',
  citations: [],
  createDate: '2026-03-01T10:00:00.000Z',
  qaId: null,
  sectionId: null,
  sectionTitle: null,
  ...overrides,
});

const page = (items: GuestQuestion[]): GuestQuestionPage => ({
  items,
  totalCount: items.length,
  unansweredCount: items.filter((q) => !q.sectionId && !q.qaId).length,
});
const SECTION_CALL = 'POST /ai/property/7/questions/3f1c2e4a-0000-4000-8000-000000000001/section';

function renderLog() {
  const queryClient = createQueryClient();
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  render(
    <PublicConfigProvider config={testPublicConfig}>
      <MantineProvider env="test">
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/home/guide/ai?tab=questions']}>
            <QuestionsLog propertyId={7} editorPath={(id) => `/home/guide/property-${id}`} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </PublicConfigProvider>,
  );
  return { user: userEvent.setup(), invalidated };
}

/** The body editor (Tiptap), found by its label like any other input. */
const bodyEditor = (dialog: HTMLElement) => within(dialog).findByRole('textbox', { name: /Section text/ });

// ProseMirror measures the selection to scroll it into view and maps clicks to positions; jsdom has no layout.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
if (!document.elementFromPoint) document.elementFromPoint = () => null;

// Tiptap loads lazily and Mantine renders slowly under jsdom on a shared machine: behaviour, not speed.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
  vi.spyOn(toasts, 'success').mockReturnValue('id');
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('questions log: add an unanswered question to the guide', () => {
  it('offers both actions, writes the section in a modal, and then shows it is in the guide with a link to the editor', async () => {
    let added = false;
    const api = mockApi({
      'GET /ai/property/7/questions': () => ({
        result: page([question(added ? { sectionId: 'sec-1', sectionTitle: 'Hair dryer' } : {})]),
      }),
      [SECTION_CALL]: (call: ApiCall) => {
        added = true;
        return {
          result: {
            sectionId: 'sec-1',
            title: (call.body as { title: string }).title,
            questionId: question().questionId,
          },
        };
      },
    });
    const { user, invalidated } = renderLog();

    const item = (await screen.findByText('Is there a hair dryer?')).closest('li')!;
    const actions = within(item).getByRole('group', { name: 'What to do with this question' });
    expect(within(actions).getByRole('button', { name: 'Add as Q&A' })).toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Add to guide' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add the answer to your guide' });
    const title = within(dialog).getByRole('textbox', { name: /Section title/ });
    expect(title).toHaveValue('Is there a hair dryer?');
    expect(title).toHaveAttribute('maxLength', '120');
    await user.clear(title);
    await user.type(title, '  Hair dryer ');
    expect(await bodyEditor(dialog)).toHaveAttribute('aria-required', 'true');
    await user.click(await bodyEditor(dialog));
    await user.keyboard('In the bathroom drawer.');
    await user.click(within(dialog).getByRole('button', { name: 'Add to guide' }));

    await waitFor(() => expect(api.callsTo(SECTION_CALL)).toHaveLength(1));
    expect(api.callsTo(SECTION_CALL)[0]!.body).toEqual({ title: 'Hair dryer', body: '<p>In the bathroom drawer.</p>' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toasts.success).toHaveBeenCalledWith({
      summary: 'saved',
      detail: 'host.ai.questions.addedToGuide',
      params: { title: 'Hair dryer' },
    });
    for (const queryKey of [['ai', 7, 'questions'], ['ai', 'properties'], ['properties']])
      expect(invalidated).toHaveBeenCalledWith({ queryKey });

    const badge = await screen.findByRole('link', { name: 'In the guide: Hair dryer' });
    expect(badge).toHaveAttribute('href', '/home/guide/property-7?section=sec-1');
    expect(screen.queryByRole('button', { name: 'Add to guide' })).not.toBeInTheDocument();
  });

  it('checks the title and the text before sending, with the message next to each field', async () => {
    const api = mockApi({ 'GET /ai/property/7/questions': { result: page([question()]) } });
    const { user } = renderLog();
    await user.click(await screen.findByRole('button', { name: 'Add to guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add the answer to your guide' });
    await user.clear(within(dialog).getByRole('textbox', { name: /Section title/ }));
    await bodyEditor(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Add to guide' }));

    expect(await within(dialog).findByText('Give the section a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write the answer for your guests.')).toBeInTheDocument();
    expect(await bodyEditor(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(SECTION_CALL)).toHaveLength(0);
  });

  it("shows the server's field error next to its input and keeps the modal open", async () => {
    mockApi({
      'GET /ai/property/7/questions': { result: page([question()]) },
      [SECTION_CALL]: { status: 400, errors: [{ code: 'validation', description: 'errors.required', field: 'body' }] },
    });
    const { user } = renderLog();
    await user.click(await screen.findByRole('button', { name: 'Add to guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add the answer to your guide' });
    await user.click(await bodyEditor(dialog));
    await user.keyboard('Yes.');
    await user.click(within(dialog).getByRole('button', { name: 'Add to guide' }));

    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(toasts.error).toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add the answer to your guide' })).toBeInTheDocument();
  });

  it('warns when the question was already added meanwhile, and refreshes the log', async () => {
    mockApi({
      'GET /ai/property/7/questions': { result: page([question()]) },
      [SECTION_CALL]: {
        status: 409,
        errors: [{ code: 'conflict', description: 'host.ai.errors.questionAlreadyInGuide' }],
      },
    });
    const { user, invalidated } = renderLog();
    await user.click(await screen.findByRole('button', { name: 'Add to guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add the answer to your guide' });
    await user.click(await bodyEditor(dialog));
    await user.keyboard('Yes.');
    await user.click(within(dialog).getByRole('button', { name: 'Add to guide' }));

    await waitFor(() =>
      expect(toasts.warn).toHaveBeenCalledWith({
        summary: 'errors.title',
        detailText: 'This question is already answered in your guide.',
      }),
    );
    expect(invalidated).toHaveBeenCalledWith({ queryKey: ['ai', 7, 'questions'] });
    expect(toasts.success).not.toHaveBeenCalled();
  });
});
