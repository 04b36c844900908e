import enAdmin from './en/admin.json';
import enAuth from './en/auth.json';
import enCommon from './en/common.json';
import enGuest from './en/guest.json';
import enHost from './en/host.json';
import enMarketing from './en/marketing.json';
import enServer from './en/server.json';
import esAdmin from './es/admin.json';
import esAuth from './es/auth.json';
import esCommon from './es/common.json';
import esGuest from './es/guest.json';
import esHost from './es/host.json';
import esMarketing from './es/marketing.json';
import esServer from './es/server.json';

/**
 * Locale bundles, one file per surface so separate areas can grow without touching each other.
 * `common.json` sits at the top level (app-wide keys such as meta_title, title_404, toasts, errors.*);
 * every other file becomes a group named after it: `marketing.pricing.title`, `auth.login.title`...
 * `server.json` holds texts only the server writes (read through server/src/i18n/i18n.ts).
 */
export const resources = {
  en: {
    ...enCommon,
    marketing: enMarketing,
    auth: enAuth,
    host: enHost,
    admin: enAdmin,
    guest: enGuest,
    server: enServer,
  },
  es: {
    ...esCommon,
    marketing: esMarketing,
    auth: esAuth,
    host: esHost,
    admin: esAdmin,
    guest: esGuest,
    server: esServer,
  },
} as const;
