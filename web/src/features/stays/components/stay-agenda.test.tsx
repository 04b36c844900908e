import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { makeStay } from '@web/test/stay-fixtures';
import { agendaByDay, StayAgendaCard } from './stay-agenda';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const arriving = makeStay({
  stayId: 1,
  guestName: 'Ana García',
  checkInDate: '2027-03-10',
  checkInTime: '16:00',
  checkOutDate: '2027-03-12',
});
const leaving = makeStay({
  stayId: 2,
  guestName: 'Tom Baker',
  checkInDate: '2027-03-07',
  checkOutDate: '2027-03-10',
  checkOutTime: '10:00',
  status: 'inHouse',
});
const tomorrow = makeStay({
  stayId: 3,
  guestName: 'Chen Wei',
  checkInDate: '2027-03-11',
  checkInTime: '15:00',
  checkOutDate: '2027-03-14',
});
const agenda = {
  today: '2027-03-10',
  localToday: { 'Europe/Madrid': '2027-03-10' },
  arrivals: [arriving, tomorrow],
  departures: [leaving],
  recentGuestActions: [{ stay: leaving, action: 'arrived' as const, at: '2027-03-07T15:20:00.000Z' }],
};

describe('the dashboard agenda', { timeout: 30_000 }, () => {
  it('groups arrivals and departures by day, in time order', () => {
    expect(
      agendaByDay(agenda).map(({ date, movements }) => [
        date,
        movements.map((movement) => `${movement.time} ${movement.kind} ${movement.stay.guestName}`),
      ]),
    ).toEqual([
      ['2027-03-10', ['10:00 departure Tom Baker', '16:00 arrival Ana García']],
      ['2027-03-11', ['15:00 arrival Chen Wei']],
    ]);
  });

  it('shows today, tomorrow and what guests pressed on their links', async () => {
    mockApi({ 'GET /stays/agenda': { result: agenda } });
    renderComponent(<StayAgendaCard locale="en" />);
    const card = await screen.findByRole('region', { name: 'Arrivals and departures' });
    expect(await within(card).findByText('Tom Baker has arrived at Casa Azul.')).toBeInTheDocument();
    expect(within(card).getByText('Today')).toBeInTheDocument();
    expect(within(card).getByText('Tomorrow')).toBeInTheDocument();
    expect(within(card).getByText('Ana García arrives at Casa Azul')).toBeInTheDocument();
    expect(within(card).getByText('Tom Baker leaves Casa Azul')).toBeInTheDocument();
  });

  it('writes the times as the guest page does: "4:00 PM" in English, "16:00" in Spanish', async () => {
    mockApi({ 'GET /stays/agenda': { result: agenda } });
    const english = renderComponent(<StayAgendaCard locale="en" />);
    const card = await screen.findByRole('region', { name: 'Arrivals and departures' });
    expect(await within(card).findByText('4:00 PM')).toBeInTheDocument();
    expect(within(card).getByText('10:00 AM')).toBeInTheDocument();
    expect(within(card).queryByText('16:00')).toBeNull();
    english.unmount();

    renderComponent(<StayAgendaCard locale="es" />, { locale: 'es' });
    const tarjeta = await screen.findByRole('region', { name: 'Llegadas y salidas' });
    expect(await within(tarjeta).findByText('16:00')).toBeInTheDocument();
    expect(within(tarjeta).getByText('10:00')).toBeInTheDocument();
  });

  it("calls a day today by the property's zone, not UTC's (just before midnight UTC, Madrid is a day ahead)", async () => {
    const madridToday = makeStay({
      stayId: 4,
      guestName: 'Jane Smith',
      checkInDate: '2027-03-11',
      checkOutDate: '2027-03-13',
    });
    mockApi({
      'GET /stays/agenda': {
        result: {
          today: '2027-03-10',
          localToday: { 'Europe/Madrid': '2027-03-11' },
          arrivals: [madridToday],
          departures: [],
          recentGuestActions: [],
        },
      },
    });
    renderComponent(<StayAgendaCard locale="en" />);
    const card = await screen.findByRole('region', { name: 'Arrivals and departures' });
    expect(await within(card).findByText('Jane Smith arrives at Casa Azul')).toBeInTheDocument();
    expect(within(card).getByText('Today')).toBeInTheDocument();
    expect(within(card).queryByText('Tomorrow')).not.toBeInTheDocument();
  });

  it('speaks Spanish on the Spanish dashboard', async () => {
    mockApi({ 'GET /stays/agenda': { result: agenda } });
    renderComponent(<StayAgendaCard locale="es" />, { locale: 'es' });
    const card = await screen.findByRole('region', { name: 'Llegadas y salidas' });
    expect(await within(card).findByText('Tom Baker ha llegado a Casa Azul.')).toBeInTheDocument();
    expect(within(card).getByText('Hoy')).toBeInTheDocument();
  });
});
