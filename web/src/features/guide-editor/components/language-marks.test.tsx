import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type Property } from '@common/contracts/property';
import { STARTER_SECTIONS } from '@common/starter-guide';
import { initI18n } from '@web/lib/i18n/i18n';
import { setPublicConfig } from '@web/lib/public-config';
import { testPublicConfig } from '@web/test/fixtures';
import { makeProperty } from '@web/test/property-fixtures';
import { renderGuideEditor } from './render-guide-editor.test-utils';

const renderEditor = renderGuideEditor;

if (!('fonts' in document))
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  initI18n('en');
  setPublicConfig(testPublicConfig);
});

const starterArrival = STARTER_SECTIONS.find((s) => s.kind === 'arrival')!;
const KEY_BOX = '<p>The key box is left of the blue door. Its code is 2468.</p>';

/** The guide: "Arrival and check-in" rewritten in English, its Spanish side still the starter text. */
function withArrival(edited?: { en?: string; es?: string }, es = starterArrival.body.es): Property {
  const base = makeProperty();
  const arrival = {
    sectionId: 's9',
    kind: 'arrival' as const,
    icon: 'key',
    sensitive: true,
    sortOrder: 3,
    title: { ...starterArrival.title },
    body: { en: KEY_BOX, es },
    mediaIds: [],
    imageUrls: [],
    ...(edited ? { edited } : {}),
  };
  return { ...base, guide: { ...base.guide, sections: [...base.guide.sections, arrival] } };
}

describe('guide editor: languages not written or out of date', () => {
  it('marks a section whose Spanish side is still the starter text, on the section, its tab and the publish check', async () => {
    const user = renderEditor(withArrival({ en: '2026-11-20T10:00:00.000Z', es: '2026-11-20T10:00:00.000Z' }));
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    const row = screen.getByRole('button', { name: /Arrival and check-in/, expanded: false });
    expect(within(row).getByTestId('language-mark-es')).toHaveTextContent('Español: starter text');
    expect(within(row).queryByTestId('language-mark-en')).not.toBeInTheDocument();
    await user.click(row);
    expect(
      await screen.findByRole('tab', { name: /Español \(still the starter text; guests see the other language\)/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'English' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    const warning = await screen.findByTestId('language-warning-es');
    expect(warning).toHaveTextContent('Not written in Español: House rules, Arrival and check-in, Casa Lucio.');
    expect(screen.queryByTestId('language-warning-en')).not.toBeInTheDocument();
  });

  it('marks the language edited before the other one as out of date', async () => {
    const user = renderEditor(
      withArrival(
        { en: '2026-11-21T10:00:00.000Z', es: '2026-11-20T10:00:00.000Z' },
        '<p>La caja de llaves está a la izquierda de la puerta.</p>',
      ),
    );
    await user.click(screen.getByRole('tab', { name: 'Guide' }));
    const row = screen.getByRole('button', { name: /Arrival and check-in/, expanded: false });
    expect(within(row).getByTestId('language-mark-es')).toHaveTextContent('Español: out of date');
    await user.click(screen.getByRole('tab', { name: 'Publish & share' }));
    expect(await screen.findByTestId('language-warning-es')).toHaveTextContent(
      'Out of date in Español (the other language was edited since): Arrival and check-in.',
    );
  });

  it("clears a place's mark as soon as the host writes its Spanish description", async () => {
    const user = renderEditor(makeProperty());
    await user.click(screen.getByRole('tab', { name: 'Places' }));
    expect(await screen.findByTestId('language-mark-es')).toHaveTextContent('Español: not written');
    await user.click(screen.getByRole('tab', { name: /Español \(not written yet/ }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Why you recommend it (Español)' }),
      'Huevos rotos, el plato de la casa',
    );
    expect(screen.queryByTestId('language-mark-es')).not.toBeInTheDocument();
  });

  it('previews the Spanish guide as guests get it: the English check-in block with the note', async () => {
    const user = renderEditor(withArrival());
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog');
    // The preview's code loads when it first shows.
    await user.click(await within(dialog).findByText('Español'));
    const arrival = await within(dialog).findByTestId('preview-section-s9');
    expect(arrival).toHaveAttribute('lang', 'en');
    expect(arrival).toHaveTextContent('Aún sin traducir: se muestra en inglés.');
    expect(arrival).toHaveTextContent('Its code is 2468');
    expect(arrival).not.toHaveTextContent('La entrada es a partir');
  });

  it('speaks Spanish to a Spanish host', async () => {
    initI18n('es');
    const user = renderEditor(withArrival());
    await user.click(screen.getByRole('tab', { name: 'Guía' }));
    const row = screen.getByRole('button', { name: /Arrival and check-in|Llegada y entrada/, expanded: false });
    expect(within(row).getByTestId('language-mark-es')).toHaveTextContent('Español: texto de ejemplo');
  });
});
