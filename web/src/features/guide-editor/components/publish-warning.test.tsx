import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fillerItemHtml, STARTER_FILLER } from '@common/starter-filler';
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

describe('guide editor: publishing warns about starter filler', () => {
  it('names the sections that still hold the starter template placeholder lines', async () => {
    const base = makeProperty();
    const arrival = {
      sectionId: 's9',
      kind: 'arrival' as const,
      icon: 'key',
      sensitive: true,
      sortOrder: 3,
      title: { en: 'Arrival and check-in', es: 'Llegada' },
      body: { en: `<p>Check-in is from 15:00.</p><ul>${STARTER_FILLER.en.map(fillerItemHtml).join('')}</ul>` },
      mediaIds: [],
      imageUrls: [],
    };
    const user = renderEditor({ ...base, guide: { ...base.guide, sections: [...base.guide.sections, arrival] } });
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    const warning = await screen.findByTestId('filler-warning');
    expect(warning).toHaveTextContent('Still starter text in: Arrival and check-in.');
  });

  it('says nothing when every section is the host’s own text', async () => {
    const user = renderEditor(makeProperty());
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    expect(await screen.findByRole('switch', { name: /Guide published/ })).toBeInTheDocument();
    expect(screen.queryByTestId('filler-warning')).not.toBeInTheDocument();
  });
});
