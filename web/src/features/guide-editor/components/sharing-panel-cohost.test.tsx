import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { testPublicConfig } from '@web/test/fixtures';
import { makeProperty } from '@web/test/property-fixtures';
import { renderGuideEditor } from './render-guide-editor.test-utils';

const renderEditor = renderGuideEditor;

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
});

describe('guide editor: publishing is the owner’s', () => {
  it('shows a co-host the published switch turned off for editing, and why', async () => {
    const user = renderEditor({ ...makeProperty(), isCoHost: true });
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    const toggle = await screen.findByRole('switch', { name: /Guide published/ });
    expect(toggle).toBeDisabled();
    expect(screen.getByText('Only the owner can publish or unpublish this guide.')).toBeInTheDocument();
    // The access code stays theirs to change (docs/decisions/013-co-hosts.md).
    expect(screen.getByRole('textbox', { name: /Access code/ })).toBeEnabled();
  });

  it('lets the owner switch it', async () => {
    const user = renderEditor({ ...makeProperty(), isCoHost: false });
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    expect(await screen.findByRole('switch', { name: /Guide published/ })).toBeEnabled();
  });
});
