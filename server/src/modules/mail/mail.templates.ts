import type { Locale } from '@common/locales';
import { resources } from '@common/locales/index';

/** The mails the accounts feature sends; texts live in auth.json under `mail.*` (en and es). */
export type MailTemplate =
  | { kind: 'confirm'; link: string }
  | { kind: 'accountExists'; link: string }
  | { kind: 'reset'; link: string }
  | { kind: 'changeCode'; code: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

type MailStrings = (typeof resources)['en']['auth']['mail'];

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const interpolate = (text: string, values: Record<string, string>) => text.replace(/{{\s*(\w+)\s*}}/g, (_, key: string) => values[key] ?? '');

/** Renders a mail in the recipient's language as plain text and as simple, escaped HTML. */
export function renderMail(template: MailTemplate, locale: Locale, name: string): RenderedMail {
  const strings: MailStrings = resources[locale].auth.mail;
  const parts = strings[template.kind];
  const greeting = interpolate(strings.greeting, { name });
  const body = parts.body;

  const text: string[] = [greeting, '', body, ''];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(body)}</p>`];
  if (template.kind === 'changeCode') {
    text.push(`${strings.changeCode.codeLabel}: ${template.code}`, '');
    html.push(`<p>${escapeHtml(strings.changeCode.codeLabel)}:</p>`, `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(template.code)}</p>`);
  } else {
    const action = (parts as { action: string }).action;
    text.push(`${action}: ${template.link}`, '');
    html.push(
      `<p><a href="${escapeHtml(template.link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
      `<p style="font-size:13px;color:#495057">${escapeHtml(strings.linkFallback)}<br><a href="${escapeHtml(template.link)}">${escapeHtml(template.link)}</a></p>`,
    );
  }
  text.push(strings.ignore, '', strings.signature);
  html.push(`<p style="font-size:13px;color:#495057">${escapeHtml(strings.ignore)}</p>`, `<p>${escapeHtml(strings.signature)}</p>`);
  return {
    subject: parts.subject,
    text: text.join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5">${html.join('\n')}</body></html>`,
  };
}

export { escapeHtml };
