import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderComponent } from '@web/test/render-component';
import { onDemand } from './on-demand';
import { optionLabel, SelectWithCode } from './select-on-demand';

const COUNTRIES = [
  { value: '1', label: 'Andorra' },
  { value: '2', label: 'France' },
  { value: '3', label: 'Spain' },
];

/** The select's code, held back until `release` is called (as on a slow connection). */
function heldCode() {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const code = onDemand(() => gate.then(() => import('./select-loaded')));
  return { code, release: () => release() };
}

function Country({ code, initial = '3' }: { code: ReturnType<typeof heldCode>['code']; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <SelectWithCode
        code={code}
        label="Country"
        data={COUNTRIES}
        value={value}
        onChange={setValue}
        searchable
        clearable
      />
      <output data-testid="chosen">{value ?? 'none'}</output>
    </>
  );
}

describe('SelectOnDemand', () => {
  it('shows the closed field with its value before the code comes, then opens it with what was typed', async () => {
    const user = userEvent.setup();
    const held = heldCode();
    renderComponent(<Country code={held.code} />);
    const field = screen.getByRole('combobox', { name: 'Country' });
    expect(field).toHaveValue('Spain');
    expect(field).toHaveAttribute('aria-expanded', 'false');

    await user.clear(field);
    await user.type(field, 'Fra');
    expect(screen.queryByRole('option')).toBeNull();
    held.release();
    // The real Select takes the place, focused, opened on the typed text, which filters the options.
    const option = await screen.findByRole('option', { name: 'France' });
    expect(screen.queryByRole('option', { name: 'Andorra' })).toBeNull();
    const real = screen.getByRole('combobox', { name: 'Country' });
    expect(real).toHaveValue('Fra');
    expect(real).toHaveFocus();
    await user.click(option);
    expect(screen.getByTestId('chosen')).toHaveTextContent('2');
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('France');
  });

  it('opens on a press made before the code came', async () => {
    const user = userEvent.setup();
    const held = heldCode();
    renderComponent(<Country code={held.code} initial={null} />);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    held.release();
    await user.click(await screen.findByRole('option', { name: 'Andorra' }));
    expect(screen.getByTestId('chosen')).toHaveTextContent('1');
  });

  it('opens from the keyboard once the code is there', async () => {
    const user = userEvent.setup();
    const held = heldCode();
    held.release();
    renderComponent(<Country code={held.code} initial={null} />);
    await user.tab();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country' })).toHaveFocus());
    await user.keyboard('Spa');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.getByTestId('chosen')).toHaveTextContent('3'));
  });

  it('finds the label of a value in plain, item and grouped data', () => {
    expect(optionLabel(['Europe/Madrid'], 'Europe/Madrid')).toBe('Europe/Madrid');
    expect(optionLabel(COUNTRIES, '2')).toBe('France');
    expect(optionLabel([{ group: 'Europe', items: COUNTRIES }], '1')).toBe('Andorra');
    expect(optionLabel(COUNTRIES, '9')).toBe('');
    expect(optionLabel(COUNTRIES, null)).toBe('');
  });
});
