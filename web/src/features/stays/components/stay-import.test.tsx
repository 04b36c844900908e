import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@web/test/mock-api';
import { renderComponent } from '@web/test/render-component';
import { StayImport, StayImportReport } from './stay-import';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const result = {
  created: 3,
  rows: 5,
  errors: [
    { line: 3, field: 'checkInDate', description: 'host.stays.errors.invalidDate' },
    { line: 6, field: 'guestName', description: 'errors.required' },
  ],
};

describe('the CSV import result', { timeout: 30_000 }, () => {
  it('says how many stays were created and lists the bad rows by line with the translated reason', () => {
    renderComponent(<StayImportReport result={result} />);
    expect(screen.getByText('3 stays imported')).toBeInTheDocument();
    expect(screen.getByText('5 lines read, 2 with problems.')).toBeInTheDocument();
    const rows = within(screen.getByRole('table', { name: 'Lines that were not imported' })).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'LineColumnProblem',
      '3Check-in dateNot a date: use YYYY-MM-DD (or DD/MM/YYYY).',
      '6Guest nameThis field is required.',
    ]);
  });

  it('speaks Spanish on the Spanish pages', () => {
    renderComponent(<StayImportReport result={{ created: 1, rows: 1, errors: [] }} />, { locale: 'es' });
    expect(screen.getByText('1 estancia importada')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('posts the pasted CSV to the chosen property and shows the answer', async () => {
    const api = mockApi({ 'POST /stays/import/7': { result } });
    const user = userEvent.setup();
    renderComponent(
      <StayImport properties={[{ propertyId: 7, name: 'Casa Azul', isCoHost: false }]} locale="en" onDone={vi.fn()} />,
    );
    const csv = 'guest name,check-in,check-out\nJane,2027-03-10,2027-03-14';
    await user.click(screen.getByLabelText('Or paste the CSV here'));
    await user.paste(csv);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('3 stays imported')).toBeInTheDocument();
    expect(api.callsTo('POST /stays/import/7')[0].body).toEqual({ csv });
    expect(screen.getByRole('link', { name: /Download an example file/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^data:text\/csv/),
    );
  });
});
