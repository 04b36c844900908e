import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type Locale } from '@common/locales';
import { renderComponent } from '@web/test/render-component';
import { TimeInput } from './time-input';

function Field({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TimeInput
        label="Check-in"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const renderField = (initial: string, locale: Locale) => {
  const onValue = vi.fn<(value: string) => void>();
  renderComponent(<Field initial={initial} onValue={onValue} />, { locale });
  return { onValue, field: screen.getByRole('textbox', { name: 'Check-in' }), user: userEvent.setup() };
};

describe('a time field, in the page language like the guest page', { timeout: 30_000 }, () => {
  it('shows a stored 15:00 as "3:00 PM" in English, whatever the browser', () => {
    expect(renderField('15:00', 'en').field).toHaveValue('3:00 PM');
  });

  it('shows a stored 15:00 as "15:00" and 09:05 as "9:05" in Spanish, as the guest page does', () => {
    expect(renderField('15:00', 'es').field).toHaveValue('15:00');
  });

  it('understands a 12-hour time typed in English and stores it as HH:MM, written back the English way', async () => {
    const { field, onValue, user } = renderField('', 'en');
    await user.type(field, '9:30 pm');
    expect(onValue).toHaveBeenLastCalledWith('21:30');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field).toHaveValue('9:30 PM');
  });

  it('understands "21.30" in Spanish and writes it "21:30"', async () => {
    const { field, onValue, user } = renderField('', 'es');
    await user.type(field, '21.30');
    expect(onValue).toHaveBeenLastCalledWith('21:30');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field).toHaveValue('21:30');
  });

  it('hands on text that is not a time as typed (for validation to name) and empties to ""', async () => {
    const { field, onValue, user } = renderField('11:00', 'en');
    await user.clear(field);
    expect(onValue).toHaveBeenLastCalledWith('');
    await user.type(field, '25:00');
    expect(onValue).toHaveBeenLastCalledWith('25:00');
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(field).toHaveValue('25:00');
  });
});
