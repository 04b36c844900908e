import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Property, type PropertyUpdate } from '@common/contracts/property';
import { modalCode } from '@web/components/modal-on-demand';
import { PhotoDrawerProvider } from '@web/components/photo-drawer/photo-drawer';
import { initI18n } from '@web/lib/i18n/i18n';
import { PublicConfigProvider, setPublicConfig } from '@web/lib/public-config';
import { testPublicConfig } from '@web/test/fixtures';
import {
  fixtureAttractionTypes,
  fixtureCountries,
  fixtureEmergencyTypes,
  fixtureStates,
  fixtureStrTypes,
  fixtureThemes,
  makeProperty,
} from '@web/test/property-fixtures';
import { type EditorLookups } from '../lib/lookups';
import { GuideEditor, type EditorSaveOutcome } from './guide-editor';
import { preloadPanels } from './lazy-panels';

// The tabs after the first and the contract check load on demand (decision 052): loaded up front here,
// so a tab shows at once, as after a hover on the tab list.
beforeAll(async () => {
  await Promise.all([preloadPanels(), import('../lib/validate-editor-values'), modalCode.load()]);
});

const lookups: EditorLookups = {
  countries: fixtureCountries,
  states: fixtureStates,
  statesLoading: false,
  strTypes: fixtureStrTypes,
  themes: fixtureThemes,
  emergencyInfoTypes: fixtureEmergencyTypes,
  attractionTypes: fixtureAttractionTypes,
};

type SaveMock = ReturnType<typeof vi.fn<(update: PropertyUpdate) => Promise<EditorSaveOutcome>>>;

/** The editor on its page inside a data router (the unsaved-changes guard needs one). */
function renderEditor(
  options: { property?: Property; onSave?: SaveMock; onReloadLatest?: () => Promise<Property | null> } = {},
) {
  const property = options.property ?? makeProperty();
  const onSave: SaveMock =
    options.onSave ??
    vi.fn(async (update: PropertyUpdate) => ({
      status: 'saved' as const,
      property: { ...property, modifyDate: '2026-02-01T00:00:00.000Z', name: update.name },
    }));
  const router = createMemoryRouter(
    [
      {
        path: '/home/guide/property-7',
        element: (
          <GuideEditor
            property={property}
            lookups={lookups}
            onCountryChange={() => {}}
            onSave={onSave}
            onReloadLatest={options.onReloadLatest ?? (async () => null)}
          />
        ),
      },
      { path: '/home/guide/properties', element: <h1>Properties list</h1> },
    ],
    { initialEntries: ['/home/guide/property-7'] },
  );
  const view = render(
    <PublicConfigProvider config={testPublicConfig}>
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <PhotoDrawerProvider>
            <RouterProvider router={router} />
          </PhotoDrawerProvider>
        </QueryClientProvider>
      </MantineProvider>
    </PublicConfigProvider>,
  );
  return { ...view, router, onSave, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: 'Save' });
const sectionTitles = () =>
  screen.getAllByTestId('section-row').map((row) => within(row).getAllByText(/.+/)[0].textContent);

// jsdom has no font loading API; Mantine's autosizing textarea listens to it.
if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });

// Mantine renders slowly under jsdom, and the machine is shared: generous limits, no timing assertions.
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
});

describe('guide editor: unsaved changes', () => {
  it('knows when the working copy differs from what was saved, and back again', async () => {
    const { user } = renderEditor();
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();

    const name = screen.getByRole('textbox', { name: /Property name/ });
    await user.type(name, ' 2');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    await user.type(name, '{Backspace}{Backspace}');
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('asks before leaving the page with unsaved changes, and can stay or leave', async () => {
    const { user, router } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: /Property name/ }), '!');

    await user.click(screen.getByRole('link', { name: /All properties/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/home/guide/property-7');
    expect(screen.getByRole('textbox', { name: /Property name/ })).toHaveValue('Casa Limón!');

    await user.click(screen.getByRole('link', { name: /All properties/ }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Properties list' })).toBeInTheDocument();
  });

  it('holds the browser back from closing the tab only while there are unsaved changes', async () => {
    const { user } = renderEditor();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Property name/ }), '!');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });

  it('leaves without asking once the changes are saved', async () => {
    const { user } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: /Property name/ }), '!');
    await user.click(saveButton());
    await screen.findByText('All changes saved');
    await user.click(screen.getByRole('link', { name: /All properties/ }));
    expect(await screen.findByRole('heading', { name: 'Properties list' })).toBeInTheDocument();
  });
});

describe('guide editor: reordering sections', () => {
  it('moves a section with the arrow keys on its handle, announces it and keeps the focus', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    expect(sectionTitles()).toEqual(['Welcome', 'Wi-Fi', 'House rules']);

    const handle = screen.getByRole('button', { name: 'Move Welcome (position 1 of 3)' });
    handle.focus();
    await user.keyboard('{ArrowDown}');
    expect(sectionTitles()).toEqual(['Wi-Fi', 'Welcome', 'House rules']);
    expect(screen.getByText('Welcome moved to position 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Welcome (position 2 of 3)' })).toHaveFocus());

    await user.keyboard('{ArrowDown}');
    expect(sectionTitles()).toEqual(['Wi-Fi', 'House rules', 'Welcome']);
    // Already last: a further press does nothing.
    await user.keyboard('{ArrowDown}');
    expect(sectionTitles()).toEqual(['Wi-Fi', 'House rules', 'Welcome']);

    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const sent = onSave.mock.calls[0][0].guide.sections ?? [];
    expect(sent.map((section) => [section.sectionId, section.sortOrder])).toEqual([
      ['s2', 0],
      ['s3', 1],
      ['s1', 2],
    ]);
  });

  it('moves a section with the move up button from the keyboard', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    screen.getByRole('button', { name: 'Move House rules up' }).focus();
    await user.keyboard('{Enter}');
    expect(sectionTitles()).toEqual(['Welcome', 'House rules', 'Wi-Fi']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move House rules up' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(sectionTitles()).toEqual(['House rules', 'Welcome', 'Wi-Fi']);
    // The top reached, "up" is disabled and the focus moves to the handle.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move House rules (position 1 of 3)' })).toHaveFocus(),
    );
  });
});

describe('guide editor: languages', () => {
  it('edits a section title per language and sends both', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    await user.click(screen.getByRole('button', { name: /House rules/, expanded: false }));

    const english = await screen.findByRole('textbox', { name: 'Title (English)' }, { timeout: 5000 });
    await user.clear(english);
    await user.paste('Rules of the house');

    await user.click(screen.getByRole('tab', { name: /Español/ }));
    const spanish = screen.getByRole('textbox', { name: 'Title (Español)' });
    expect(spanish).toHaveValue('Normas');
    await user.clear(spanish);
    await user.paste('Normas de la casa');

    await user.click(screen.getByRole('tab', { name: /English/ }));
    expect(screen.getByRole('textbox', { name: 'Title (English)' })).toHaveValue('Rules of the house');

    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const rules = onSave.mock.calls[0][0].guide.sections?.find((section) => section.sectionId === 's3');
    expect(rules?.title).toEqual({ en: 'Rules of the house', es: 'Normas de la casa' });
    // Untouched text keeps its language: the Spanish body stays absent, the English one unchanged.
    expect(rules?.body).toEqual({ en: '<p>No parties</p>' });
  });

  it('searches the icon through GET /media/autocomplete/icon/{text} and offers what the server finds', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url === '/api/media/autocomplete/icon/toil'
        ? new Response(JSON.stringify({ result: ['bath', 'toilet-paper'], errors: [] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          })
        : new Response(JSON.stringify({ result: [], errors: [] }), {
            status: 200,
            headers: { 'Content-Type': 'application/json' },
          }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const { user, onSave } = renderEditor();
      await user.click(screen.getByRole('tab', { name: 'Guide' }));
      await user.click(screen.getByRole('button', { name: /House rules/, expanded: false }));
      const icon = await screen.findByRole('combobox', { name: 'Icon' }, { timeout: 5000 });
      // Nothing asks the icon search before the host types (the time-zone suggestion may load meanwhile).
      expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('/autocomplete/'))).toEqual([]);
      await user.clear(icon);
      await user.type(icon, 'toil');
      // "bath" does not contain "toil": only the server's keyword search finds it.
      await user.click(await screen.findByRole('option', { name: 'bath' }));
      expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/media/autocomplete/icon/toil');
      expect(icon).toHaveValue('bath');
      await user.click(saveButton());
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
      expect(onSave.mock.calls[0][0].guide.sections?.find((section) => section.sectionId === 's3')?.icon).toBe('bath');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('marks a language whose text is still empty', async () => {
    const { user } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Contacts' }));
    expect(screen.getByRole('tab', { name: /Español \(not written yet/ })).toBeInTheDocument();
  });
});

describe('guide editor: saving', () => {
  it('keeps every edit and explains when the server refuses a stale copy (409)', async () => {
    const onSave: SaveMock = vi.fn(async () => ({
      status: 'conflict' as const,
      errors: [{ code: 'conflict', description: 'host.property.errors.staleUpdate' }],
    }));
    const latest = makeProperty({ name: 'Changed elsewhere', modifyDate: '2026-03-01T00:00:00.000Z' });
    const { user } = renderEditor({ onSave, onReloadLatest: async () => latest });
    await user.click(screen.getByRole('textbox', { name: /Property name/ }));
    await user.paste(' mine');
    await user.click(saveButton());

    expect(await screen.findByText('This property changed since you opened it')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Property name/ })).toHaveValue('Casa Limón mine');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Property name/ })).toHaveValue('Changed elsewhere'),
    );
    expect(screen.getByText('All changes saved')).toBeInTheDocument();
    expect(screen.queryByText('This property changed since you opened it')).not.toBeInTheDocument();
  });

  it('sends the modifyDate it was loaded with, then the one of the saved copy', async () => {
    const { user, onSave } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: /Property name/ }), '!');
    await user.click(saveButton());
    await screen.findByText('All changes saved');
    await user.type(screen.getByRole('textbox', { name: /Property name/ }), '?');
    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave.mock.calls[0][0].modifyDate).toBe('2026-01-02T10:00:00.000Z');
    expect(onSave.mock.calls[1][0].modifyDate).toBe('2026-02-01T00:00:00.000Z');
  });

  it('shows the server field errors next to their inputs, opening the section they are in', async () => {
    const onSave: SaveMock = vi.fn(async () => ({
      status: 'invalid' as const,
      errors: [{ code: 'validation', description: 'errors.tooLong', field: 'guide.sections.1.title.en' }],
    }));
    const { user } = renderEditor({ onSave });
    await user.type(screen.getByRole('textbox', { name: /Property name/ }), '!');
    await user.click(saveButton());

    const title = await screen.findByRole('textbox', { name: 'Title (English)' }, { timeout: 5000 });
    expect(title).toHaveValue('Wi-Fi');
    expect(title).toHaveAccessibleDescription(/This value is too long/);
    expect(screen.getByRole('tab', { name: /Guide/, selected: true })).toBeInTheDocument();
  });

  it('checks fields before sending: a short access code is refused next to its input', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    await user.type(screen.getByRole('textbox', { name: /Access code/ }), '12');
    await user.click(saveButton());
    expect(screen.getByRole('textbox', { name: /Access code/ })).toHaveAccessibleDescription(/Use 4 to 8 digits/);
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Some fields need attention. They are marked in red.')).toBeInTheDocument();
  });

  it('refuses coordinates that are not numbers in range', async () => {
    const { user, onSave } = renderEditor();
    // The location card comes right after the form's first paint (decision 070).
    const latitude = await screen.findByRole('textbox', { name: 'Latitude' });
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(saveButton());
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveAccessibleDescription(/between -90 and 90/);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves with the keyboard shortcut', async () => {
    const { user, onSave } = renderEditor();
    await user.type(screen.getByRole('textbox', { name: /Property name/ }), '!');
    act(() => {
      fireEvent.keyDown(document.documentElement, { key: 's', code: 'KeyS', ctrlKey: true });
    });
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
  });
});

describe('guide editor: recommendations', () => {
  it('lists a new place to eat under food and drink only, and sends it with its type', async () => {
    const { user, onSave } = renderEditor();
    await user.click(screen.getByRole('tab', { name: 'Places' }));
    expect(screen.getAllByRole('textbox', { name: /^Name/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Add a place to eat or drink' }));
    const names = screen.getAllByRole('textbox', { name: /^Name/ });
    expect(names).toHaveLength(2);
    await user.click(names[1]);
    await user.paste('Mercado de San Miguel');
    expect(screen.getByText('No things to do yet.')).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    const places = onSave.mock.calls[0][0].guide.attractions ?? [];
    expect(places.map((place) => [place.name, place.attractionTypeId])).toEqual([
      ['Casa Lucio', 1],
      ['Mercado de San Miguel', 1],
    ]);
  });
});
