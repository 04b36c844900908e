import type { GuestTheme, GuideLocale } from '@common/contracts/guide';
import { translator } from '../../../i18n/i18n';
import { html, type Html } from './html';
import { type GuestAssets, renderDocument } from './layout';

/** The product's own colours for guest pages that belong to no guide (404, /link). */
export const NEUTRAL_THEME: GuestTheme = {
  code: 'neutral',
  primaryColor: '#0b6e99',
  accentColor: '#f2a541',
  backgroundColor: '#f5fafc',
  surfaceColor: '#ffffff',
  textColor: '#1d2b36',
  onPrimaryColor: '#ffffff',
};

const linkPath = (locale: GuideLocale) => (locale === 'en' ? '/link' : `/${locale}/link`);
const homePath = (locale: GuideLocale) => (locale === 'en' ? '/' : `/${locale}`);

/**
 * The card both status pages share: the status code as a kicker, the heading, then the page's own
 * lines (title and heading are the same text).
 */
function renderStatusCard(
  locale: GuideLocale,
  assets: GuestAssets,
  card: { status: number; title: string; description: string; lines: Html },
): string {
  return renderDocument({
    locale,
    title: card.title,
    description: card.description,
    theme: NEUTRAL_THEME,
    assets,
    bodyClass: 'guest plain',
    body: html`<main id="main" class="narrow">
<div class="card">
<p class="kicker">${card.status}</p>
<h1>${card.title}</h1>
${card.lines}
</div>
</main>`,
  });
}

/** The guests' 404: the guide is unknown, unpublished, deleted, or its link was changed. */
export function renderNotFoundPage(locale: GuideLocale, assets: GuestAssets, path: string): string {
  const t = translator(locale);
  return renderStatusCard(locale, assets, {
    status: 404,
    title: t('guest.notFound.title'),
    description: t('guest.notFound.text'),
    lines: html`<p>${t('guest.notFound.text')}</p>
<p class="small mono">${path}</p>
<p><strong>${t('guest.notFound.haveCode')}</strong></p>
<p class="actions"><a class="btn" href="${linkPath(locale)}">${t('guest.notFound.enterCode')}</a><a class="btn btn-ghost" href="${homePath(locale)}">${t('guest.notFound.home')}</a></p>`,
  });
}

/**
 * The guests' 503: the database is unreachable for a moment (PostgreSQL restarting, a failover).
 * In the guest's language, with a reload link, instead of the API's JSON error.
 */
export function renderUnavailablePage(locale: GuideLocale, assets: GuestAssets, path: string): string {
  const t = translator(locale);
  return renderStatusCard(locale, assets, {
    status: 503,
    title: t('errors.databaseUnavailable'),
    description: t('errors.databaseUnavailable'),
    lines: html`<p class="actions"><a class="btn" href="${path}">${t('app.bootFailed.retry')}</a></p>`,
  });
}

export interface LinkPageState {
  code: string;
  error: 'unknown' | 'tooMany' | 'invalid' | null;
}

/**
 * /link: a guest types the short code from a sign or message. A plain GET form, so it works with no
 * script at all; the server answers with a redirect to the guide.
 */
export function renderLinkPage(locale: GuideLocale, assets: GuestAssets, state: LinkPageState): string {
  const t = translator(locale);
  const other: GuideLocale = locale === 'en' ? 'es' : 'en';
  return renderDocument({
    locale,
    title: t('guest.link.title'),
    description: t('guest.link.lead'),
    theme: NEUTRAL_THEME,
    assets,
    bodyClass: 'guest plain',
    body: html`<main id="main" class="narrow">
<div class="bar plain-bar"><a class="lang" href="${linkPath(other)}" hreflang="${other}" lang="${other}">${t(`language.${other}`)}</a></div>
<div class="card">
<h1>${t('guest.link.title')}</h1>
<p>${t('guest.link.lead')}</p>
<form method="get" action="${linkPath(locale)}" class="link-form" novalidate>
<label for="code">${t('guest.link.code')}</label>
<input id="code" name="code" value="${state.code}" autocomplete="off" autocapitalize="characters" spellcheck="false" maxlength="16" required${state.error ? html` aria-invalid="true" aria-describedby="code-error"` : ''}>
${state.error ? html`<p class="form-error" id="code-error" role="alert">${t(`guest.link.${state.error}`)}</p>` : ''}
<button type="submit" class="btn btn-block">${t('guest.link.open')}</button>
</form>
</div>
</main>`,
  });
}
