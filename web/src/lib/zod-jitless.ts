import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` unless told not to, and probes for that by calling
 * Function(''): under the Content-Security-Policy (script-src without 'unsafe-eval') every page that
 * parses a contract would report a CSP violation. The interpreted parser is fast enough for forms.
 * Imported first by lib/zod.ts, which the web build resolves `zod` to (web/vite.config.ts), so it runs
 * before any contract builds a schema; the prerender's entry imports it first too.
 */
config({ jitless: true });
