import { type ComponentType } from 'react';
import { type Surface, type TextFile } from '@web/lib/i18n/i18n';
import { INSIGHT_ARTICLES } from './routes/marketing/insights-articles';

/** The page layouts (docs/product.md, "Routes and layouts"). */
export type LayoutName = 'main' | 'nofooter' | 'guide' | 'admin' | 'default';

/**
 * The locale surfaces (common/locales/<lang>/<surface>.json) a layout's pages load with their code.
 * A text of another surface still shows: its bundle loads when first asked for (lib/i18n/i18n.ts).
 */
export const SURFACES_OF_LAYOUT: Record<LayoutName, readonly Surface[]> = {
  main: ['marketing', 'auth'],
  nofooter: ['marketing', 'guest'],
  default: ['auth'],
  // The host pages' forms that use auth texts (password fields, validation) list 'auth' themselves;
  // `host` is the shell's and the small pages' part of the host texts, the others list theirs.
  guide: ['host'],
  admin: ['admin', 'host', 'auth'],
};

export interface PageRoute {
  /** Unprefixed path relative to the locale root: '' is the locale's home page. */
  path: string;
  layout: LayoutName;
  /** Translation key of the page's name in the browser tab; none = the product's meta_title. */
  titleKey?: string;
  /** Translation key of the page's meta description; none = the product's meta_description. */
  descriptionKey?: string;
  /** A public page served as prerendered HTML (built at build time, listed in sitemap.xml). */
  prerender?: boolean;
  /** Surfaces or host text parts (lib/i18n/text-parts.ts) the first view needs beyond its layout's. */
  surfaces?: readonly TextFile[];
  /** Loads the page on demand, so each surface ships only its own code. */
  page: () => Promise<ComponentType>;
}

/** Data a route carries for the app root (route `handle`). */
export interface RouteHandle {
  titleKey?: string;
  descriptionKey?: string;
}

/**
 * Every screen of the web app (docs/product.md). The router mounts each one twice: unprefixed (en) and under /es.
 * /login/verify and /host/confirm use the bare default layout.
 */
export const PAGES: PageRoute[] = [
  // Public pages (main layout)
  {
    path: '',
    layout: 'main',
    prerender: true,
    page: () => import('./routes/marketing/home-page').then((m) => m.HomePage),
  },
  {
    path: 'pricing',
    layout: 'main',
    prerender: true,
    descriptionKey: 'marketing.pricing.metaDescription',
    titleKey: 'marketing.pricing.metaTitle',
    page: () => import('./routes/marketing/pricing-page').then((m) => m.PricingPage),
  },
  {
    path: 'service/privacy',
    layout: 'main',
    prerender: true,
    descriptionKey: 'marketing.privacy.metaDescription',
    titleKey: 'marketing.privacy.metaTitle',
    page: () => import('./routes/marketing/privacy-page').then((m) => m.PrivacyPage),
  },
  {
    path: 'service/terms',
    layout: 'main',
    prerender: true,
    descriptionKey: 'marketing.terms.metaDescription',
    titleKey: 'marketing.terms.metaTitle',
    page: () => import('./routes/marketing/terms-page').then((m) => m.TermsPage),
  },
  {
    path: 'company/about-us',
    layout: 'main',
    prerender: true,
    descriptionKey: 'marketing.about.metaDescription',
    titleKey: 'marketing.about.metaTitle',
    page: () => import('./routes/marketing/about-us-page').then((m) => m.AboutUsPage),
  },
  {
    path: 'company/news',
    layout: 'main',
    prerender: true,
    descriptionKey: 'marketing.news.metaDescription',
    titleKey: 'marketing.news.metaTitle',
    page: () => import('./routes/marketing/news-page').then((m) => m.NewsPage),
  },
  {
    path: 'community/comparisons',
    layout: 'main',
    prerender: true,
    descriptionKey: 'marketing.comparisons.metaDescription',
    titleKey: 'marketing.comparisons.metaTitle',
    page: () => import('./routes/marketing/comparisons-page').then((m) => m.ComparisonsPage),
  },
  {
    path: 'community/contact',
    layout: 'main',
    prerender: true,
    descriptionKey: 'marketing.contact.metaDescription',
    titleKey: 'marketing.contact.metaTitle',
    page: () => import('./routes/marketing/contact-page').then((m) => m.ContactPage),
  },
  {
    path: 'community/faq',
    layout: 'main',
    prerender: true,
    descriptionKey: 'marketing.faq.metaDescription',
    titleKey: 'marketing.faq.metaTitle',
    page: () => import('./routes/marketing/faq-page').then((m) => m.FaqPage),
  },
  {
    path: 'insights',
    layout: 'main',
    prerender: true,
    descriptionKey: 'marketing.insights.metaDescription',
    titleKey: 'marketing.insights.metaTitle',
    page: () => import('./routes/marketing/insights-page').then((m) => m.InsightsPage),
  },
  ...INSIGHT_ARTICLES.map((article): PageRoute => ({
    path: `insights/${article.slug}`,
    layout: 'main',
    prerender: true,
    descriptionKey: `marketing.insights.articles.${article.key}.teaser`,
    titleKey: `marketing.insights.articles.${article.key}.title`,
    page: () => import('./routes/marketing/insights-article-page').then((m) => m.InsightsArticlePage),
  })),
  {
    path: 'link',
    layout: 'nofooter',
    titleKey: 'routes.link',
    page: () => import('./routes/marketing/link-page').then((m) => m.LinkPage),
  },

  // Accounts (built by the accounts feature)
  {
    path: 'login',
    layout: 'main',
    titleKey: 'routes.login',
    page: () => import('./routes/auth/login-page').then((m) => m.LoginPage),
  },
  {
    path: 'login/confirm',
    layout: 'main',
    titleKey: 'routes.loginConfirm',
    page: () => import('./routes/auth/login-confirm-page').then((m) => m.LoginConfirmPage),
  },
  {
    path: 'login/forgot',
    layout: 'main',
    titleKey: 'routes.loginForgot',
    page: () => import('./routes/auth/login-forgot-page').then((m) => m.LoginForgotPage),
  },
  {
    path: 'login/register',
    layout: 'main',
    titleKey: 'routes.loginRegister',
    page: () => import('./routes/auth/login-register-page').then((m) => m.LoginRegisterPage),
  },
  {
    path: 'login/reset',
    layout: 'main',
    titleKey: 'routes.loginReset',
    page: () => import('./routes/auth/login-reset-page').then((m) => m.LoginResetPage),
  },
  {
    path: 'login/verify',
    layout: 'default',
    titleKey: 'routes.loginVerify',
    page: () => import('./routes/auth/login-verify-page').then((m) => m.LoginVerifyPage),
  },
  {
    path: 'host/confirm',
    layout: 'default',
    titleKey: 'routes.hostConfirm',
    page: () => import('./routes/auth/host-confirm-page').then((m) => m.HostConfirmPage),
  },

  // Host dashboard (guide layout)
  {
    path: 'account',
    layout: 'guide',
    surfaces: ['auth'],
    titleKey: 'host.pages.account.title',
    page: () => import('./routes/host/account-page').then((m) => m.AccountPage),
  },
  {
    path: 'home',
    layout: 'guide',
    titleKey: 'host.pages.dashboard.title',
    page: () => import('./routes/host/dashboard-page').then((m) => m.DashboardPage),
  },
  {
    path: 'home/inbox',
    layout: 'guide',
    titleKey: 'host.pages.inbox.title',
    page: () => import('./routes/host/inbox-page').then((m) => m.InboxPage),
  },
  {
    path: 'home/reports',
    layout: 'guide',
    titleKey: 'host.pages.reports.title',
    page: () => import('./routes/host/reports-page').then((m) => m.ReportsPage),
  },
  {
    path: 'home/support/contact',
    layout: 'guide',
    surfaces: ['auth', 'admin'],
    titleKey: 'host.pages.supportContact.title',
    page: () => import('./routes/host/support-contact-page').then((m) => m.SupportContactPage),
  },
  {
    path: 'home/support/tutorials',
    layout: 'guide',
    titleKey: 'host.pages.supportTutorials.title',
    page: () => import('./routes/host/support-tutorials-page').then((m) => m.SupportTutorialsPage),
  },
  {
    path: 'home/support/tutorials/:slug',
    layout: 'guide',
    titleKey: 'host.pages.supportTutorials.title',
    page: () => import('./routes/host/support-tutorials-page').then((m) => m.SupportTutorialsPage),
  },
  {
    path: 'home/guide/ai',
    layout: 'guide',
    surfaces: ['auth', 'host-ai'],
    titleKey: 'host.pages.ai.title',
    page: () => import('./routes/host/ai-page').then((m) => m.AiPage),
  },
  {
    path: 'home/guide/devices',
    layout: 'guide',
    surfaces: ['host-more', 'host-editor'],
    titleKey: 'host.pages.devices.title',
    page: () => import('./routes/host/devices-page').then((m) => m.DevicesPage),
  },
  {
    path: 'home/guide/shared-blocks',
    layout: 'guide',
    surfaces: ['host-more', 'host-editor'],
    titleKey: 'host.pages.sharedBlocks.title',
    page: () => import('./routes/host/shared-blocks-page').then((m) => m.SharedBlocksPage),
  },
  {
    path: 'home/guide/guests',
    layout: 'guide',
    surfaces: ['auth', 'host-stays'],
    titleKey: 'host.pages.guests.title',
    page: () => import('./routes/host/guests-page').then((m) => m.GuestsPage),
  },
  {
    path: 'home/guide/hosts',
    layout: 'guide',
    surfaces: ['auth', 'host-more'],
    titleKey: 'host.pages.hosts.title',
    page: () => import('./routes/host/hosts-page').then((m) => m.HostsPage),
  },
  {
    path: 'home/guide/messages',
    layout: 'guide',
    surfaces: ['host-messages', 'host-stays'],
    titleKey: 'host.pages.messages.title',
    page: () => import('./routes/host/messages-page').then((m) => m.MessagesPage),
  },
  {
    path: 'home/guide/print',
    layout: 'guide',
    titleKey: 'host.pages.print.title',
    page: () => import('./routes/host/print-page').then((m) => m.PrintPage),
  },
  {
    path: 'home/guide/properties',
    layout: 'guide',
    titleKey: 'host.pages.properties.title',
    page: () => import('./routes/host/properties-page').then((m) => m.PropertiesPage),
  },
  {
    path: 'home/guide/videos',
    layout: 'guide',
    surfaces: ['host-more'],
    titleKey: 'host.pages.videos.title',
    page: () => import('./routes/host/videos-page').then((m) => m.VideosPage),
  },
  // /home/guide/property-{id}: routes match whole segments, so the page parses "property-{id}" itself.
  {
    path: 'home/guide/:propertySegment',
    layout: 'guide',
    surfaces: ['host-editor'],
    titleKey: 'host.pages.property.title',
    page: () => import('./routes/host/property-page').then((m) => m.PropertyPage),
  },

  // Internal admin area
  {
    path: 'admin',
    layout: 'admin',
    titleKey: 'admin.pages.overview.title',
    page: () => import('./routes/admin/admin-overview-page').then((m) => m.AdminOverviewPage),
  },
  {
    path: 'admin/ai',
    layout: 'admin',
    surfaces: ['host-ai'],
    titleKey: 'admin.pages.ai.title',
    page: () => import('./routes/admin/admin-ai-page').then((m) => m.AdminAiPage),
  },
  {
    path: 'admin/roles',
    layout: 'admin',
    titleKey: 'admin.pages.roles.title',
    page: () => import('./routes/admin/admin-roles-page').then((m) => m.AdminRolesPage),
  },
  {
    path: 'admin/support',
    layout: 'admin',
    titleKey: 'admin.pages.support.title',
    page: () => import('./routes/admin/admin-support-page').then((m) => m.AdminSupportPage),
  },
  {
    path: 'admin/support-detail',
    layout: 'admin',
    titleKey: 'admin.pages.supportDetail.title',
    page: () => import('./routes/admin/admin-support-detail-page').then((m) => m.AdminSupportDetailPage),
  },
  {
    path: 'admin/tools',
    layout: 'admin',
    titleKey: 'admin.pages.tools.title',
    page: () => import('./routes/admin/admin-tools-page').then((m) => m.AdminToolsPage),
  },
  {
    path: 'admin/users',
    layout: 'admin',
    titleKey: 'admin.pages.users.title',
    page: () => import('./routes/admin/admin-users-page').then((m) => m.AdminUsersPage),
  },
];

/** The public pages prerendered at build time (unprefixed paths: '' is the home page). */
export const PRERENDERED_PATHS: string[] = PAGES.filter((page) => page.prerender).map((page) => page.path);
