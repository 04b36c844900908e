import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { initI18n } from '@web/lib/i18n/i18n';
import { PhotoDrawerProvider, usePhotoDrawer } from './photo-drawer';

function Probe() {
  const drawer = usePhotoDrawer();
  return (
    <>
      <button onClick={() => drawer.open({ url: '/images/a.jpg' })}>open</button>
      <output>{JSON.stringify({ opened: drawer.opened, target: drawer.target })}</output>
    </>
  );
}

describe('photo drawer slot', () => {
  it('opens from anywhere with a target image and closes with its close button', async () => {
    initI18n('en');
    const user = userEvent.setup();
    render(
      <MantineProvider env="test">
        <PhotoDrawerProvider>
          <Probe />
        </PhotoDrawerProvider>
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('{"opened":true,"target":{"url":"/images/a.jpg"}}');

    await user.click(screen.getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
