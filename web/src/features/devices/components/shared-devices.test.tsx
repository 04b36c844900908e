import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SharedBlock } from '@common/contracts/shared-blocks';
import { PhotoDrawerProvider } from '@web/components/photo-drawer/photo-drawer';
import { initI18n } from '@web/lib/i18n/i18n';
import { setUser } from '@web/lib/session';
import { mockApi, sessionUser } from '@web/test/mock-api';
import { makeProperty } from '@web/test/property-fixtures';
import { renderComponent } from '@web/test/render-component';
import { DevicesPanel } from './devices-panel';
import { makeDevice } from '@web/test/device-fixtures';

// A device that is a copy of a shared block (decision 047) on the Devices page.
const copy = makeDevice({
  name: 'Nespresso',
  category: 'coffeeMachine',
  brand: 'Krups',
  howTo: { en: '<p>Press</p>' },
  edited: {},
  sharedBlockId: 13,
});
const block = (sharedBlockId: number, kind: 'device' | 'section', name: string): SharedBlock => ({
  sharedBlockId,
  kind,
  name,
  sectionKind: kind === 'section' ? 'rules' : null,
  icon: null,
  title: kind === 'section' ? { en: 'Rules' } : {},
  body: {},
  place: null,
  device:
    kind === 'device'
      ? { name: `${name} device`, category: 'other', brand: '', model: '', howTo: {}, troubleshooting: {} }
      : null,
  usedBy: [],
  createDate: copy.createDate,
  modifyDate: copy.modifyDate,
});

beforeEach(() => {
  initI18n('en');
  setUser(sessionUser());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('shared devices', { timeout: 30_000 }, () => {
  it('marks a copy, keeps its words out of the form, saves its location and detaches it', async () => {
    const api = mockApi({
      'GET /devices/property/7': { result: [copy] },
      'GET /videos/property/7': { result: [] },
      'GET /shared-blocks': {
        result: [
          { ...block(13, 'device', 'Coffee machine (all flats)'), usedBy: [{ propertyId: 7 }, { propertyId: 8 }] },
        ],
      },
      'PUT /devices': { result: { ...copy, location: 'Kitchen' } },
      'POST /shared-blocks/13/detach': { result: makeProperty() },
    });
    renderComponent(
      <PhotoDrawerProvider>
        <DevicesPanel properties={[{ propertyId: 7, name: 'Casa Azul', isCoHost: false }]} />
      </PhotoDrawerProvider>,
    );
    const user = userEvent.setup();
    const item = (await screen.findByText('Nespresso')).closest('li')!;
    expect(within(item).getByText('Shared')).toBeInTheDocument();
    await user.click(within(item).getByRole('button', { name: 'Edit Nespresso' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByText(/"Coffee machine \(all flats\)" is shared with 2 properties/),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: /^Name/ })).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Where it is/ }), 'Kitchen');
    // Unsaved changes first: detaching saves at once.
    expect(within(dialog).getByRole('button', { name: 'Detach from the shared block' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /devices')).toHaveLength(1));
    expect(api.callsTo('PUT /devices')[0]!.body).toMatchObject({
      deviceId: 41,
      location: 'Kitchen',
      name: 'Nespresso',
    });

    await user.click(within(item).getByRole('button', { name: 'Edit Nespresso' }));
    await user.click(await screen.findByRole('button', { name: 'Detach from the shared block' }));
    await waitFor(() => expect(api.callsTo('POST /shared-blocks/13/detach')).toHaveLength(1));
    expect(api.callsTo('POST /shared-blocks/13/detach')[0]!.body).toEqual({ propertyId: 7 });
    // What the dialog showed is no longer a copy: it closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers only device blocks the property does not use yet', async () => {
    mockApi({
      'GET /devices/property/7': { result: [copy] },
      'GET /shared-blocks': {
        result: [block(13, 'device', 'Coffee'), block(14, 'device', 'Smart TV'), block(15, 'section', 'Rules')],
      },
    });
    renderComponent(<DevicesPanel properties={[{ propertyId: 7, name: 'Casa Azul', isCoHost: false }]} />);
    const user = userEvent.setup();
    await screen.findByText('Nespresso');
    await user.click(screen.getByRole('button', { name: 'Use a shared block' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Smart TV')).toBeInTheDocument();
    expect(within(menu).queryByText('Coffee')).toBeNull();
    expect(within(menu).queryByText('Rules')).toBeNull();
  });
});
