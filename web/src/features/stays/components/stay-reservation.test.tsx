import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { makeStay } from '@web/test/stay-fixtures';
import { StayDetails } from './stay-details';
import { StayRow } from './stay-row';
import { StaysPanel } from './stays-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const fromAirbnb = makeStay({
  guestName: 'Reserved',
  email: null,
  phone: null,
  source: 'ical',
  reservationCode: 'HMABCD1234',
  phoneLast4: '1234',
  reservationUrl: 'https://www.airbnb.com/hosting/reservations/details/HMABCD1234',
});
const rowProps = { onOpen: () => {}, onEdit: () => {}, onDelete: () => {} };

describe('what the platform gave, and a stay without an e-mail', { timeout: 30_000 }, () => {
  it('marks a stay without an e-mail in the list, shows its code, and offers to add the e-mail', async () => {
    const onEdit = vi.fn();
    renderComponent(
      <ul>
        <StayRow stay={fromAirbnb} locale="en" {...rowProps} onEdit={onEdit} />
        <StayRow stay={makeStay({ stayId: 2, guestName: 'Jane' })} locale="en" {...rowProps} />
      </ul>,
    );
    expect(await screen.findAllByText('Needs an e-mail')).toHaveLength(1);
    expect(screen.getByText('Code HMABCD1234')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for the stay of Reserved' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add an e-mail' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows the reservation code, phone digits and a link to the reservation in the details', async () => {
    const onEdit = vi.fn();
    renderComponent(<StayDetails stay={fromAirbnb} locale="en" onEdit={onEdit} />);
    expect(await screen.findByText('HMABCD1234')).toBeInTheDocument();
    expect(screen.getByText('Ends in 1234')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open the reservation on the platform/ });
    expect(link).toHaveAttribute('href', fromAirbnb.reservationUrl);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(screen.getByRole('button', { name: 'Add an e-mail' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
  });

  it('shows nothing of the kind for a stay with an e-mail and no platform details', async () => {
    renderComponent(<StayDetails stay={makeStay()} locale="en" onEdit={() => {}} />);
    expect(await screen.findByText('jane@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Needs an e-mail')).toBeNull();
    expect(screen.queryByRole('link', { name: /reservation/ })).toBeNull();
  });

  it('speaks Spanish on the Spanish pages', async () => {
    renderComponent(<StayDetails stay={fromAirbnb} locale="es" onEdit={() => {}} />, { locale: 'es' });
    expect(await screen.findByText('Falta el correo')).toBeInTheDocument();
    expect(screen.getByText('Termina en 1234')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Abrir la reserva en la plataforma/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Añadir un correo' })).toBeInTheDocument();
  });
});

describe('a link to one stay', { timeout: 30_000 }, () => {
  it('opens the stay named by ?stayId= on the guests page, ready to add its e-mail', async () => {
    mockApi({
      'GET /stays': { result: { items: [], totalCount: 0 } },
      'GET /stays/41': { result: { ...fromAirbnb, stayId: 41 } },
    });
    renderComponent(<StaysPanel properties={[{ propertyId: 7, name: 'Casa Azul', isCoHost: false }]} locale="en" />, {
      search: '?stayId=41',
    });
    expect(await screen.findByRole('button', { name: 'Add an e-mail' })).toBeInTheDocument();
    expect(screen.getByText('Ends in 1234')).toBeInTheDocument();
  });
});
