import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mantineStableIdPlugin } from '../../build-plugins';
import { useId } from './mantine-use-id';

const renders: string[] = [];

function Field({ label, id }: { label: string; id?: string }) {
  const inputId = useId(id);
  renders.push(label);
  return (
    <p>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} />
    </p>
  );
}

describe('Mantine useId as the build gives it (decision 070)', () => {
  it('renders a field once, with an id its label points to, unique per field and kept on re-render', () => {
    renders.length = 0;
    const { rerender } = render(
      <>
        <Field label="Name" />
        <Field label="City" />
      </>,
    );
    expect(renders).toEqual(['Name', 'City']);
    const name = screen.getByLabelText('Name');
    const city = screen.getByLabelText('City');
    expect(name.id).toMatch(/^mantine-/);
    expect(name.id).not.toBe(city.id);
    rerender(
      <>
        <Field label="Name" />
        <Field label="City" />
      </>,
    );
    expect(screen.getByLabelText('Name').id).toBe(name.id);
  });

  it('takes a given id', () => {
    render(<Field label="Country" id="country" />);
    expect(screen.getByLabelText('Country').id).toBe('country');
  });

  it("is what @mantine/hooks' index imports in the build, and nothing else is redirected", () => {
    const plugin = mantineStableIdPlugin();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const hooksIndex = createRequire(import.meta.url)
      .resolve('@mantine/hooks')
      .replace(/cjs[\\/]index\.cjs$/, 'esm/index.mjs');
    expect(path.basename(hooksIndex)).toBe('index.mjs');
    const ours = resolve('./use-id/use-id.mjs', hooksIndex);
    expect(ours).toBe(path.join(import.meta.dirname, 'mantine-use-id.ts'));
    expect(existsSync(ours ?? '')).toBe(true);
    expect(existsSync(path.join(path.dirname(hooksIndex), 'use-id/use-id.mjs'))).toBe(true);
    expect(resolve('./use-id/use-id.mjs', path.join(path.dirname(hooksIndex), 'other.mjs'))).toBeNull();
    expect(resolve('./use-disclosure/use-disclosure.mjs', hooksIndex)).toBeNull();
  });
});
