import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Device } from '@common/contracts/devices';
import { PhotoDrawerProvider } from '@web/components/photo-drawer/photo-drawer';
import { toasts } from '@web/lib/toasts';
import { type ApiCall, mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { DevicesPanel } from './devices-panel';
import { makeDevice } from '@web/test/device-fixtures';

const properties = [{ propertyId: 7, name: 'Casa Azul', isCoHost: false }];
const MANUAL = { url: '/files/manuals/abc.pdf', fileName: 'dishwasher.pdf', bytes: 40 };

const device = makeDevice;

const pdf = (name = 'dishwasher.pdf') =>
  new File(['%PDF-1.4\n1 0 obj\n<< >>\nendobj\n%%EOF\n'], name, { type: 'application/pdf' });

/**
 * The fake API: the property's devices as stored; a create that, as the server does, answers a
 * repeated Idempotency-Key with the device it made; a manual upload answered as `upload` says.
 */
function devicesApi(upload: (call: ApiCall) => object) {
  const stored: Device[] = [];
  const byKey = new Map<string, Device>();
  const api = mockApi({
    'GET /devices/property/7': () => ({ result: stored }),
    'GET /videos/property/7': { result: [] },
    'POST /devices': (call) => {
      const key = call.headers['Idempotency-Key']!;
      const made = byKey.get(key) ?? device({ deviceId: 41 + stored.length, name: (call.body as Device).name });
      if (!byKey.has(key)) stored.push(made);
      byKey.set(key, made);
      return { result: made };
    },
    'PUT /devices': (call) => {
      Object.assign(stored[0]!, { name: (call.body as Device).name });
      return { result: stored[0] };
    },
    'POST /devices/41/manual': (call) => {
      const reply = upload(call) as { status?: number; result?: unknown };
      if (!reply.status) Object.assign(stored[0]!, { manual: MANUAL });
      return reply.status ? reply : { result: stored[0] };
    },
  });
  /** The file each manual upload sent, in order. */
  const uploaded = () =>
    api.fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith('/devices/41/manual') && init?.method === 'POST')
      .map(([, init]) => ((init!.body as FormData).get('file') as File).name);
  return { ...api, stored, uploaded };
}

/** The first POST /devices fails: its answer lost after the server stored it, or a 500 before. */
function failFirstCreate<T extends ReturnType<typeof mockApi>>(api: T, how: 'after' | 'server'): T {
  const answer = api.fetchMock.getMockImplementation()!;
  let failed = false;
  api.fetchMock.mockImplementation(async (input, init) => {
    if (failed || init?.method !== 'POST' || !String(input).endsWith('/devices')) return answer(input, init);
    failed = true;
    if (how === 'server') {
      const errors = [{ code: 'internal', description: 'errors.internal' }];
      return new Response(JSON.stringify({ result: null, errors }), { status: 500 });
    }
    await answer(input, init);
    throw new TypeError('Failed to fetch');
  });
  return api;
}

const fileInput = (dialog: HTMLElement) => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

async function openNewDevice(user: ReturnType<typeof userEvent.setup>) {
  renderComponent(
    <PhotoDrawerProvider>
      <DevicesPanel properties={properties} />
    </PhotoDrawerProvider>,
  );
  await user.click(await screen.findByRole('button', { name: 'Add device' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add device' });
  await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Dishwasher');
  return dialog;
}

beforeEach(() => {
  vi.spyOn(toasts, 'success').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('adding a device with its manual', { timeout: 60_000 }, () => {
  it('takes the PDF in the same dialog and one Save creates the device, then uploads the manual to it', async () => {
    const api = devicesApi(() => ({}));
    const user = userEvent.setup();
    const dialog = await openNewDevice(user);
    const field = within(dialog).getByRole('button', { name: /^Manual \(PDF\)/ });
    expect(field).toHaveAccessibleDescription(/It is attached to the device when you save/);
    await user.upload(fileInput(dialog), pdf());
    expect(within(dialog).getByText('dishwasher.pdf')).toBeInTheDocument();
    expect(api.callsTo('POST /devices')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /devices',
      'POST /devices/41/manual',
    ]);
    expect(api.callsTo('POST /devices')[0]!.headers['Idempotency-Key']).toMatch(/\S{16,}/);
    expect(api.uploaded()).toEqual(['dishwasher.pdf']);
    // The list behind shows the device with its manual.
    expect(await screen.findByText('Manual')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Dishwasher' })).toBeInTheDocument();
  });

  it('keeps the dialog open when the upload is refused, and a second Save uploads again without a second device', async () => {
    let refuse = true;
    const api = devicesApi(() =>
      refuse
        ? {
            status: 507,
            errors: [{ code: 'storage_full', description: 'errors.storageFull' }],
          }
        : {},
    );
    const user = userEvent.setup();
    const dialog = await openNewDevice(user);
    await user.upload(fileInput(dialog), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const field = within(dialog).getByRole('button', { name: /^Manual \(PDF\)/ });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(
      /The device is saved, but its manual was not uploaded: .+ Choose another file or press Save to try again\./,
    );
    expect(screen.getByRole('dialog', { name: 'Add device' })).toBeInTheDocument();
    expect(within(dialog).getByText('dishwasher.pdf')).toBeInTheDocument();
    expect(api.stored).toHaveLength(1);
    // The list behind the dialog already has the device.
    expect(await screen.findByRole('button', { name: 'Edit Dishwasher', hidden: true })).toBeInTheDocument();

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /devices')).toHaveLength(1);
    expect(api.callsTo('PUT /devices')).toHaveLength(0);
    expect(api.uploaded()).toEqual(['dishwasher.pdf', 'dishwasher.pdf']);
    expect(api.stored).toEqual([expect.objectContaining({ deviceId: 41, manual: MANUAL })]);
  });

  it('saves edits made after a refused upload to the device it created (PUT), then the manual', async () => {
    let refuse = true;
    const api = devicesApi(() =>
      refuse
        ? { status: 400, errors: [{ code: 'unsupported_media', description: 'host.devices.errors.notAPdf' }] }
        : {},
    );
    const user = userEvent.setup();
    const dialog = await openNewDevice(user);
    await user.upload(fileInput(dialog), pdf('scan.pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(/its manual was not uploaded: This file is not a PDF\./),
    ).toBeInTheDocument();

    refuse = false;
    await user.upload(fileInput(dialog), pdf('real.pdf'));
    expect(within(dialog).queryByText(/its manual was not uploaded/)).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), ' Bosch');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /devices')).toHaveLength(1);
    expect(api.callsTo('PUT /devices')[0]!.body).toMatchObject({ deviceId: 41, name: 'Dishwasher Bosch' });
    expect(api.uploaded()).toEqual(['scan.pdf', 'real.pdf']);
  });

  it('repeats a create that got no answer with the same Idempotency-Key and body', async () => {
    // The server stored the device; its answer was lost on the way.
    const api = failFirstCreate(
      devicesApi(() => ({})),
      'after',
    );
    const user = userEvent.setup();
    const dialog = await openNewDevice(user);
    await user.upload(fileInput(dialog), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toasts.error).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Add device' })).toBeInTheDocument();
    expect(api.uploaded()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = api.callsTo('POST /devices');
    expect(second!.headers['Idempotency-Key']).toBe(first!.headers['Idempotency-Key']);
    expect(second!.body).toEqual(first!.body);
    expect(api.uploaded()).toEqual(['dishwasher.pdf']);
    expect(api.stored).toHaveLength(1);
  });

  it('says why a create failed on the server and tries again under a new Idempotency-Key', async () => {
    const api = failFirstCreate(
      devicesApi(() => ({})),
      'server',
    );
    const user = userEvent.setup();
    const dialog = await openNewDevice(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const [first, second] = api.fetchMock.mock.calls
      .filter(([url, init]) => String(url).endsWith('/devices') && init?.method === 'POST')
      .map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']);
    expect(second).toMatch(/\S{16,}/);
    expect(second).not.toBe(first);
    expect(api.stored).toHaveLength(1);
  });

  it('refuses a file that is not a PDF by its first bytes before sending it; Save then adds the device alone', async () => {
    const api = devicesApi(() => ({}));
    const user = userEvent.setup();
    const dialog = await openNewDevice(user);
    await user.upload(fileInput(dialog), new File(['\x89PNG....'], 'photo.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('This file is not a PDF.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /devices')).toHaveLength(1);
    expect(api.uploaded()).toEqual([]);
  });

  it('still uploads a saved device’s manual at once and saves its fields with PUT only', async () => {
    const api = devicesApi(() => ({}));
    api.stored.push(device());
    const user = userEvent.setup();
    renderComponent(
      <PhotoDrawerProvider>
        <DevicesPanel properties={properties} />
      </PhotoDrawerProvider>,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Dishwasher' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit device' });
    const manual = within(dialog).getByRole('group', { name: 'Manual (PDF)' });
    await user.upload(fileInput(dialog), pdf());
    expect(await within(manual).findByRole('link', { name: 'dishwasher.pdf' })).toHaveAttribute('href', MANUAL.url);
    expect(api.uploaded()).toEqual(['dishwasher.pdf']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /devices')).toHaveLength(1);
    expect(api.callsTo('POST /devices')).toHaveLength(0);
    expect(api.uploaded()).toEqual(['dishwasher.pdf']);
  });
});
