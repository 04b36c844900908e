import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Property } from '@common/contracts/property';
import { type SharedBlock } from '@common/contracts/shared-blocks';
import { renderGuideEditor } from '@web/features/guide-editor/components/render-guide-editor.test-utils';
import { initI18n } from '@web/lib/i18n/i18n';
import { setUser } from '@web/lib/session';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { fixtureAttractionTypes, makeProperty } from '@web/test/property-fixtures';
import { renderComponent } from '@web/test/render-component';
import { SharedBlocksPanel } from './shared-blocks-panel';

// Places and devices as shared blocks (decision 047); sections: shared-blocks.test.tsx.
const base = {
  sectionKind: null,
  icon: null,
  title: {},
  body: {},
  createDate: '2026-11-28T10:00:00.000Z',
  modifyDate: '2026-11-28T10:00:00.000Z',
};
const tapas: SharedBlock = {
  ...base,
  sharedBlockId: 11,
  kind: 'place',
  name: 'Tapas (old town)',
  place: {
    attractionTypeId: 1,
    name: 'Casa Lucio',
    description: { en: '<p>Huevos rotos</p>' },
    address: 'Cava Baja 35',
    latitude: null,
    longitude: null,
    url: null,
    phone: null,
  },
  device: null,
  usedBy: [
    { propertyId: 7, name: 'Casa Limón', itemId: 'a1', sectionId: 'a1' },
    { propertyId: 8, name: 'Loft Sol', itemId: 'p9', sectionId: 'p9' },
  ],
};
const museum: SharedBlock = {
  ...tapas,
  sharedBlockId: 12,
  name: 'Museum tip',
  place: { ...tapas.place!, name: 'Prado', attractionTypeId: 2 },
  usedBy: [],
};
const coffee: SharedBlock = {
  ...base,
  sharedBlockId: 13,
  kind: 'device',
  name: 'Coffee machine (all flats)',
  place: null,
  device: {
    name: 'Nespresso',
    category: 'coffeeMachine',
    brand: 'Krups',
    model: '',
    howTo: { en: '<p>Press</p>' },
    troubleshooting: {},
  },
  usedBy: [{ propertyId: 8, name: 'Loft Sol', itemId: '41', sectionId: '41' }],
};

/** The fixture property whose place a1 is a copy of block 11. */
const sharedPlaceGuide = (): Property => {
  const property = makeProperty();
  return {
    ...property,
    guide: { ...property.guide, attractions: property.guide.attractions.map((a) => ({ ...a, sharedBlockId: 11 })) },
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

describe('shared places and devices', { timeout: 30_000 }, () => {
  it('lists place and device blocks with what they are and links to where each copy is edited', async () => {
    mockApi({ 'GET /shared-blocks': { result: [coffee, tapas] } });
    renderComponent(<SharedBlocksPanel properties={[{ propertyId: 8, name: 'Loft Sol', isCoHost: false }]} />);
    const place = (await screen.findByText('Tapas (old town)')).closest('li')!;
    expect(within(place).getByText('Place')).toBeInTheDocument();
    expect(within(place).getByText('Casa Lucio')).toBeInTheDocument();
    expect(within(place).getByRole('link', { name: 'Loft Sol' })).toHaveAttribute(
      'href',
      '/home/guide/property-8?section=p9',
    );
    const device = screen.getByText('Coffee machine (all flats)').closest('li')!;
    expect(within(device).getByText('Coffee machine')).toBeInTheDocument();
    expect(within(device).getByRole('link', { name: 'Loft Sol' })).toHaveAttribute(
      'href',
      '/home/guide/devices?property=8',
    );
  });

  it('adds a device block: the device part is sent with kind "device"', async () => {
    const api = mockApi({
      'GET /shared-blocks': { result: [] },
      'POST /shared-blocks': { result: coffee },
      'GET /list/attractionTypes': { result: fixtureAttractionTypes },
    });
    renderComponent(<SharedBlocksPanel properties={[]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a shared block' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a shared block' });
    await user.click(within(dialog).getByText('Device'));
    await user.type(within(dialog).getByRole('textbox', { name: /Name in your library/ }), 'Coffee machine');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name\W*$/ }), 'Nespresso');
    await user.type(within(dialog).getByRole('textbox', { name: 'Brand' }), 'Krups');
    // A section's title field is not offered for a device.
    expect(within(dialog).queryByRole('textbox', { name: /Title/ })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /shared-blocks')).toHaveLength(1));
    expect(api.callsTo('POST /shared-blocks')[0]!.body).toEqual({
      kind: 'device',
      name: 'Coffee machine',
      device: { name: 'Nespresso', category: 'other', brand: 'Krups', model: '', howTo: {}, troubleshooting: {} },
    });
  });

  it('shows in the editor that a place is shared, detaches it, and offers only place blocks under places', async () => {
    const api = mockApi({
      'GET /shared-blocks': { result: [tapas, museum, coffee] },
      'POST /shared-blocks/11/detach': { result: makeProperty() },
    });
    const user = renderGuideEditor(sharedPlaceGuide());
    await user.click(screen.getByRole('tab', { name: 'Places' }));
    const card = screen.getByTestId('shared-place');
    expect(within(card).getByText('Shared')).toBeInTheDocument();
    expect(
      await within(card).findByText(
        '"Tapas (old town)" is shared with 2 guides. Edit it in Shared blocks and all of them change; the photo is this guide\'s.',
      ),
    ).toBeInTheDocument();
    // Its words are edited in the library, not here.
    expect(within(card).queryByRole('textbox', { name: /Name/ })).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Detach from the shared block' }));
    await waitFor(() => expect(api.callsTo('POST /shared-blocks/11/detach')).toHaveLength(1));
    expect(api.callsTo('POST /shared-blocks/11/detach')[0]!.body).toEqual({ propertyId: 7 });

    await user.click(screen.getByRole('button', { name: 'Use a shared block' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Museum tip')).toBeInTheDocument();
    expect(within(menu).queryByText('Tapas (old town)')).toBeNull();
    expect(within(menu).queryByText('Coffee machine (all flats)')).toBeNull();
  });
});
