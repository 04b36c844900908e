import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for that by calling
 * Function(''): under the Content-Security-Policy (script-src without 'unsafe-eval') every page that
 * parses a contract would report a CSP violation. The interpreted parser is fast enough for forms.
 * Imported first by main.tsx, before any schema parses.
 */
config({ jitless: true });
