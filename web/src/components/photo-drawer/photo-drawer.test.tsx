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
    // The drawer's code loads when it first opens.
    expect(await screen.findByRole('dialog', { name: 'Photos' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('{"opened":true,"target":{"url":"/images/a.jpg"}}');

    await user.click(screen.getByRole('button', { name: 'Close photos' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

function FakeLibraryTab() {
  const drawer = usePhotoDrawer();
  return <button onClick={() => drawer.assign({ url: '/images/large/7.jpg', mediaId: 7 })}>Assign</button>;
}

function Editor({ onAssign }: { onAssign: (photo: { url: string; mediaId: number | null }) => void }) {
  const drawer = usePhotoDrawer();
  return (
    <>
      <output>{drawer.canAssign ? 'can assign' : 'cannot assign'}</output>
      <button onClick={() => drawer.open(undefined, { onAssign })}>choose photo</button>
    </>
  );
}

describe('photo drawer assign target', () => {
  it('says it cannot assign until the photos feature installs its tabs', () => {
    initI18n('en');
    render(
      <MantineProvider env="test">
        <PhotoDrawerProvider>
          <Editor onAssign={() => {}} />
        </PhotoDrawerProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('cannot assign');
  });

  it('hands the assigned photo to the receiver given to open() and closes', async () => {
    initI18n('en');
    const user = userEvent.setup();
    const received: unknown[] = [];
    render(
      <MantineProvider env="test">
        <PhotoDrawerProvider content={<FakeLibraryTab />}>
          <Editor onAssign={(photo) => received.push(photo)} />
        </PhotoDrawerProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('can assign');
    await user.click(screen.getByRole('button', { name: 'choose photo' }));
    await user.click(await screen.findByRole('button', { name: 'Assign' }));
    expect(received).toEqual([{ url: '/images/large/7.jpg', mediaId: 7 }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
