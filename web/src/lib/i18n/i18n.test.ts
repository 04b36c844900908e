import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: nothing registered (the test setup registers every bundle in its own copy). */
async function freshI18n() {
  vi.resetModules();
  return import('./i18n');
}

describe('locale bundles loaded by language and surface', () => {
  it('loads only the asked language and surfaces', async () => {
    const { i18n, initI18n, loadLocale } = await freshI18n();
    initI18n('es');
    expect(i18n.t('app.loading')).toBe('app.loading');
    await loadLocale('es', ['host']);
    expect(i18n.t('app.loading')).toBe('Cargando…');
    expect(i18n.t('host.pages.reports.title')).toBe('Informes');
    // Neither the other language nor another surface came with them.
    expect(i18n.getResource('en', 'translation', 'app.loading')).toBeUndefined();
    expect(i18n.getResource('es', 'translation', 'admin.nav.users')).toBeUndefined();
  });

  it('loads a surface on the first use of one of its texts', async () => {
    const { i18n, initI18n, loadLocale } = await freshI18n();
    initI18n('es');
    await loadLocale('es');
    const added = vi.fn();
    i18n.store.on('added', added);
    expect(i18n.t('admin.nav.users')).toBe('admin.nav.users');
    await waitFor(() => expect(i18n.t('admin.nav.users')).toBe('Usuarios'));
    expect(added).toHaveBeenCalled();
  });

  it('loads the surface in the language a text is asked in (a guide preview in another language)', async () => {
    const { i18n, initI18n, loadLocale } = await freshI18n();
    initI18n('es');
    await loadLocale('es', ['host']);
    expect(i18n.t('host.pages.reports.title', { lng: 'en' })).toBe('host.pages.reports.title');
    await waitFor(() => expect(i18n.t('host.pages.reports.title', { lng: 'en' })).toBe('Reports'));
    expect(i18n.language).toBe('es');
  });

  it("takes the page's texts the server wrote into the shell instead of fetching them, in their language only", async () => {
    const block = document.createElement('script');
    block.type = 'application/json';
    block.id = 'page-texts';
    block.textContent = JSON.stringify({ locale: 'es', texts: { common: { app: { loading: 'Escrito' } } } });
    document.head.append(block);
    try {
      const { i18n, initI18n, loadLocale } = await freshI18n();
      initI18n('es');
      await loadLocale('es', ['host']);
      // common came from the page (a fetched bundle would say "Cargando…"); host was fetched.
      expect(i18n.t('app.loading')).toBe('Escrito');
      expect(i18n.t('host.pages.reports.title')).toBe('Informes');
      await loadLocale('en');
      expect(i18n.t('app.loading', { lng: 'en' })).toBe('Loading…');
    } finally {
      block.remove();
    }
  });
});
