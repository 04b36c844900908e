import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '@web/lib/toasts';
import { mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { makeStay } from '@web/test/stay-fixtures';
import { StayForm } from './stay-form';

const properties = [{ propertyId: 7, name: 'Casa Azul', isCoHost: false }];

beforeEach(() => {
  vi.spyOn(toasts, 'success').mockReturnValue('id');
  vi.spyOn(toasts, 'error').mockReturnValue('id');
  vi.spyOn(toasts, 'warn').mockReturnValue('id');
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillNewStay(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Guest name/), 'Jane Smith');
  await user.type(screen.getByLabelText(/Check-in date/), '2027-03-10');
  await user.type(screen.getByLabelText(/Check-out date/), '2027-03-14');
}

describe('the stay form', { timeout: 30_000 }, () => {
  it('refuses a missing name and a check-out before check-in next to the fields, before calling the API', async () => {
    const api = mockApi({});
    const user = userEvent.setup();
    renderComponent(
      <StayForm stay={null} properties={properties} pageLocale="en" onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    await user.type(screen.getByLabelText(/Check-in date/), '2027-03-10');
    await user.type(screen.getByLabelText(/Check-out date/), '2027-03-09');
    await user.type(screen.getByLabelText('E-mail'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Add stay' }));

    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Guest name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check-out must be after check-in (and within a year).')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address such as name@example.com.')).toBeInTheDocument();
    expect(api.callsTo('POST /stays')).toHaveLength(0);
  });

  it("sends the stay with empty times as null (the guide's times) and hands back the created stay", async () => {
    const created = makeStay();
    const api = mockApi({ 'POST /stays': { result: created } });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderComponent(
      <StayForm stay={null} properties={properties} pageLocale="es" onDone={onDone} onCancel={vi.fn()} />,
    );
    await fillNewStay(user);
    await user.click(screen.getByRole('button', { name: 'Add stay' }));

    await waitFor(() => expect(onDone).toHaveBeenCalledWith(created));
    expect(api.callsTo('POST /stays')[0].body).toEqual({
      propertyId: 7,
      guestName: 'Jane Smith',
      email: null,
      phone: null,
      locale: 'es',
      guestCount: 2,
      checkInDate: '2027-03-10',
      checkInTime: null,
      checkOutDate: '2027-03-14',
      checkOutTime: null,
      notes: '',
      reservationCode: null,
    });
  });

  it('checks the reservation code (letters, digits, dashes) and sends it', async () => {
    const api = mockApi({ 'POST /stays': { result: makeStay({ reservationCode: 'HM12345678' }) } });
    const user = userEvent.setup();
    renderComponent(
      <StayForm stay={null} properties={properties} pageLocale="en" onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    await fillNewStay(user);
    const code = screen.getByLabelText('Reservation code');
    await user.type(code, 'HM 1234!');
    await user.click(screen.getByRole('button', { name: 'Add stay' }));
    expect(await screen.findByText('Use letters, digits and dashes only (up to 40 characters).')).toBeInTheDocument();
    expect(api.callsTo('POST /stays')).toHaveLength(0);
    await user.clear(code);
    await user.type(code, 'HM12345678');
    await user.click(screen.getByRole('button', { name: 'Add stay' }));
    await waitFor(() => expect(api.callsTo('POST /stays')).toHaveLength(1));
    expect(api.callsTo('POST /stays')[0].body).toMatchObject({ reservationCode: 'HM12345678' });
  });

  it("shows the API's validation errors next to the field each one names", async () => {
    mockApi({
      'POST /stays': {
        status: 400,
        errors: [
          { code: 'validation', description: 'host.stays.errors.checkOutBeforeCheckIn', field: 'checkOutDate' },
          { code: 'validation', description: 'host.stays.errors.invalidTime', field: 'body.checkInTime' },
        ],
      },
    });
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderComponent(
      <StayForm stay={null} properties={properties} pageLocale="en" onDone={onDone} onCancel={vi.fn()} />,
    );
    await fillNewStay(user);
    await user.click(screen.getByRole('button', { name: 'Add stay' }));

    const checkOut = screen.getByLabelText(/Check-out date/);
    await waitFor(() => expect(checkOut).toHaveAttribute('aria-invalid', 'true'));
    expect(checkOut).toHaveAccessibleDescription(/Check-out must be after check-in/);
    expect(screen.getByLabelText(/Check-in time/)).toHaveAccessibleDescription(/Not a time: write it like 3:00 PM./);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('on 409 says the stay changed elsewhere and loads the stored copy on request', async () => {
    const stay = makeStay();
    const stored = makeStay({ guestName: 'Jane Doe', modifyDate: '2027-01-02T10:00:00.000Z' });
    const api = mockApi({
      'PUT /stays': { status: 409, errors: [{ code: 'conflict', description: 'host.stays.errors.staleUpdate' }] },
      'GET /stays/41': { result: stored },
    });
    const user = userEvent.setup();
    renderComponent(
      <StayForm stay={stay} properties={properties} pageLocale="en" onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save stay' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This stay was changed elsewhere');
    expect(api.callsTo('PUT /stays')[0].body).toMatchObject({
      stayId: 41,
      modifyDate: stay.modifyDate,
      checkInTime: '15:00',
    });
    expect(toasts.warn).toHaveBeenCalledWith({
      summary: 'host.stays.updateTitle',
      detailText: expect.stringContaining('changed by someone else'),
    });
    await user.click(screen.getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(screen.getByLabelText(/Guest name/)).toHaveValue('Jane Doe'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and takes the times in the page language (3:00 PM / 15:00), and sends them as HH:MM', async () => {
    const api = mockApi({ 'PUT /stays': { result: makeStay({ checkOutTime: '10:30' }) } });
    const user = userEvent.setup();
    const english = renderComponent(
      <StayForm stay={makeStay()} properties={properties} pageLocale="en" onDone={vi.fn()} onCancel={vi.fn()} />,
    );
    expect(screen.getByLabelText(/Check-in time/)).toHaveValue('3:00 PM');
    expect(screen.getByLabelText(/Check-out time/)).toHaveValue('11:00 AM');
    const checkOut = screen.getByLabelText(/Check-out time/);
    await user.clear(checkOut);
    await user.type(checkOut, '10:30 am');
    await user.click(screen.getByRole('button', { name: 'Save stay' }));
    await waitFor(() => expect(api.callsTo('PUT /stays')).toHaveLength(1));
    expect(api.callsTo('PUT /stays')[0].body).toMatchObject({ checkInTime: '15:00', checkOutTime: '10:30' });
    english.unmount();

    renderComponent(
      <StayForm stay={makeStay()} properties={properties} pageLocale="es" onDone={vi.fn()} onCancel={vi.fn()} />,
      { locale: 'es' },
    );
    expect(screen.getByLabelText(/Hora de llegada/)).toHaveValue('15:00');
  });
});
