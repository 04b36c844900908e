import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Property } from '@common/contracts/property';
import { type SharedBlock } from '@common/contracts/shared-blocks';
import { renderGuideEditor } from '@web/features/guide-editor/components/render-guide-editor.test-utils';
import { initI18n } from '@web/lib/i18n/i18n';
import { setUser } from '@web/lib/session';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { makeProperty } from '@web/test/property-fixtures';
import { renderComponent } from '@web/test/render-component';
import { SharedBlocksPanel } from './shared-blocks-panel';

const rules: SharedBlock = {
  sharedBlockId: 7,
  kind: 'section',
  name: 'House rules (city flats)',
  sectionKind: 'rules',
  icon: null,
  title: { en: 'Building rules', es: 'Normas del edificio' },
  body: { en: '<p>Quiet after 22:00.</p>' },
  place: null,
  device: null,
  usedBy: [
    { propertyId: 7, name: 'Casa Limón', itemId: 's3', sectionId: 's3' },
    { propertyId: 8, name: 'Loft Sol', itemId: 'x1', sectionId: 'x1' },
  ],
  createDate: '2026-11-28T10:00:00.000Z',
  modifyDate: '2026-11-28T10:00:00.000Z',
};

/** The fixture property whose house rules are a copy of block 7. */
const sharedGuide = (): Property => {
  const property = makeProperty();
  return {
    ...property,
    guide: {
      ...property.guide,
      sections: property.guide.sections.map((s) => (s.sectionId === 's3' ? { ...s, sharedBlockId: 7 } : s)),
    },
  };
};

beforeEach(() => {
  initI18n('en');
  setUser(sessionUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('shared blocks', { timeout: 30_000 }, () => {
  it('lists the blocks with the guides using them, and uses one in another of the host’s guides', async () => {
    const api = mockApi({
      'GET /shared-blocks': { result: [rules] },
      'POST /shared-blocks/7/use': { result: makeProperty({ propertyId: 9 }) },
    });
    renderComponent(
      <SharedBlocksPanel
        properties={[
          { propertyId: 7, name: 'Casa Limón', isCoHost: false },
          { propertyId: 8, name: 'Loft Sol', isCoHost: false },
          { propertyId: 9, name: 'Villa Mar', isCoHost: false },
          { propertyId: 10, name: 'A friend’s flat', isCoHost: true },
        ]}
      />,
    );
    const item = (await screen.findByText('House rules (city flats)')).closest('li')!;
    expect(within(item).getByTestId('used-by')).toHaveTextContent('Used by 2 guides: Casa Limón, Loft Sol');
    expect(within(item).getByRole('link', { name: 'Loft Sol' })).toHaveAttribute(
      'href',
      '/home/guide/property-8?section=x1',
    );

    const user = userEvent.setup();
    // Only the host's own guides that do not use it yet are offered.
    await user.click(within(item).getByRole('combobox', { name: 'Use in a guide' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Villa Mar']);
    await user.click(options[0]!);
    await user.click(within(item).getByRole('button', { name: 'Use' }));
    await waitFor(() => expect(api.callsTo('POST /shared-blocks/7/use')).toHaveLength(1));
    expect(api.callsTo('POST /shared-blocks/7/use')[0]!.body).toEqual({ propertyId: 9 });
  });

  it('shows in the editor that a section is shared, and detaches it', async () => {
    const api = mockApi({
      'GET /shared-blocks': { result: [rules] },
      'POST /shared-blocks/7/detach': { result: makeProperty() },
    });
    const user = renderGuideEditor(sharedGuide());
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    // The row says so before it is opened.
    expect(screen.getByRole('button', { name: /House rules/, expanded: false })).toHaveTextContent('Shared');
    expect(screen.getByRole('button', { name: /Welcome/, expanded: false })).not.toHaveTextContent('Shared');
    await user.click(screen.getByRole('button', { name: /House rules/, expanded: false }));

    expect(
      await screen.findByText(
        '"House rules (city flats)" is shared with 2 guides. Edit it in Shared blocks and all of them change.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit it in Shared blocks' })).toHaveAttribute(
      'href',
      '/home/guide/shared-blocks',
    );
    // Its words are edited in the library, not here.
    expect(screen.queryByRole('textbox', { name: /Title in English/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Detach from the shared block' }));
    await waitFor(() => expect(api.callsTo('POST /shared-blocks/7/detach')).toHaveLength(1));
    expect(api.callsTo('POST /shared-blocks/7/detach')[0]!.body).toEqual({ propertyId: 7 });
  });

  it('offers "Use a shared block" under the sections, without the blocks the guide already uses', async () => {
    const other = { ...rules, sharedBlockId: 8, name: 'Pool hours', usedBy: [] };
    mockApi({ 'GET /shared-blocks': { result: [rules, other] } });
    const user = renderGuideEditor(sharedGuide());
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    await user.click(screen.getByRole('button', { name: 'Use a shared block' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Pool hours')).toBeInTheDocument();
    expect(within(menu).queryByText('House rules (city flats)')).toBeNull();
  });
});
