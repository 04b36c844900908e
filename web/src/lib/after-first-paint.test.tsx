import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAfterFirstPaint, useAfterOwnPaint } from './after-first-paint';

function Side() {
  return useAfterFirstPaint() ? <p>side</p> : null;
}

function Lower() {
  return useAfterOwnPaint() ? <p>lower</p> : null;
}

describe('useAfterFirstPaint', () => {
  it('renders nothing in the first render, the part after the first paint, and later mounts at once', async () => {
    const first = render(<Side />);
    expect(screen.queryByText('side')).toBeNull();
    expect(await screen.findByText('side')).toBeInTheDocument();
    first.unmount();
    act(() => void render(<Side />));
    expect(screen.getByText('side')).toBeInTheDocument();
  });
});

describe('useAfterOwnPaint', () => {
  it('renders nothing in the render that mounts it, also after the first paint, then the part', async () => {
    const first = render(<Side />);
    expect(await screen.findByText('side')).toBeInTheDocument();
    first.unmount();
    act(() => void render(<Lower />));
    expect(screen.queryByText('lower')).toBeNull();
    expect(await screen.findByText('lower')).toBeInTheDocument();
  });
});
