import type { Locale } from '@common/locales';
import { translator } from '../../i18n/i18n';

/** The mails the server sends; texts live in auth.json under `mail.*` (en and es), read through the server's translator. */
export type MailTemplate =
  | { kind: 'confirm'; link: string }
  | { kind: 'accountExists'; link: string }
  | { kind: 'reset'; link: string }
  | { kind: 'changeCode'; code: string }
  /** To a guide's owner when its access code is being guessed (never carries the code). */
  | { kind: 'guideCodeAttack'; property: string; attempts: number; link: string }
  /** To the owner when a guest presses "I've arrived" / "I've checked out" on their stay link. */
  | {
      kind: 'stayArrived' | 'stayCheckedOut';
      property: string;
      guest: string;
      time: string;
      dates: string;
      link: string;
    }
  /** To someone an owner invites to co-host properties; the link carries the single-use token. */
  | { kind: 'coHostInvite'; inviter: string; properties: string; days: number; message: string | null; link: string }
  /** Support: the acknowledgement of a new ticket, and a staff reply (its text included). */
  | { kind: 'ticketReceived'; subject: string; ticket: number; link: string }
  | { kind: 'ticketReply'; subject: string; ticket: number; reply: string; link: string }
  /**
   * The public contact form: to the team's inbox (the visitor's words, their address as Reply-To),
   * and a fixed confirmation to the typed address carrying nothing the visitor wrote (not even a name).
   */
  | { kind: 'contactForward'; ticket: number; name: string; email: string; subject: string; body: string; link: string }
  | { kind: 'contactReceived' }
  /** To a property owner, once a day at most: guest messages that could not be sent (one line each). */
  | { kind: 'messageFailures'; count: number; lines: string[]; link: string }
  /** To a property's owner: a guest sent the concierge's unanswered question to the host's inbox. */
  | { kind: 'inboxQuestion'; property: string; question: string; link: string }
  /** To the stay's e-mail on record (never an address a visitor typed): the host's answer. */
  | { kind: 'inboxReply'; property: string; question: string; reply: string; link: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Renders a mail in the recipient's language as plain text and as simple, escaped HTML. */
export function renderMail(template: MailTemplate, locale: Locale, name: string): RenderedMail {
  const tr = translator(locale);
  const t = (key: string, values?: Record<string, string>) => tr(`auth.mail.${key}`, values);
  // Greets by name when it is known, never by the e-mail address; mails that must not carry a name
  // someone typed (the contact form's) greet without one.
  const anonymous = template.kind === 'contactReceived' || template.kind === 'contactForward';
  const greeting = name && !anonymous ? t('greeting', { name }) : t('greetingNoName');
  const values: Record<string, string> =
    template.kind === 'guideCodeAttack'
      ? { property: template.property, attempts: String(template.attempts) }
      : template.kind === 'stayArrived' || template.kind === 'stayCheckedOut'
        ? { property: template.property, guest: template.guest, time: template.time, dates: template.dates }
        : template.kind === 'coHostInvite'
          ? { inviter: template.inviter, properties: template.properties, days: String(template.days) }
          : template.kind === 'ticketReceived' || template.kind === 'ticketReply'
            ? { subject: template.subject, ticket: String(template.ticket) }
            : template.kind === 'messageFailures'
              ? { count: String(template.count) }
              : template.kind === 'inboxQuestion' || template.kind === 'inboxReply'
                ? { property: template.property }
                : template.kind === 'contactForward'
                  ? {
                      subject: template.subject,
                      ticket: String(template.ticket),
                      name: template.name,
                      email: template.email,
                    }
                  : {};
  const subject = t(`${template.kind}.subject`, values);
  const body = t(`${template.kind}.body`, values);

  const text: string[] = [greeting, '', body, ''];
  const html: string[] = [`<p>${escapeHtml(greeting)}</p>`, `<p>${escapeHtml(body)}</p>`];
  if (template.kind === 'coHostInvite' && template.message) {
    const said = t('coHostInvite.messageLabel', values);
    text.push(`${said}`, template.message, '');
    html.push(
      `<p>${escapeHtml(said)}</p>`,
      `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ced4da;white-space:pre-wrap">${escapeHtml(template.message)}</blockquote>`,
    );
  }
  const quotes =
    template.kind === 'ticketReply'
      ? [template.reply]
      : template.kind === 'contactForward'
        ? [template.body]
        : template.kind === 'inboxQuestion'
          ? [template.question]
          : template.kind === 'inboxReply'
            ? [template.question, template.reply]
            : [];
  for (const quoted of quotes) {
    text.push(quoted, '');
    html.push(
      `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ced4da;white-space:pre-wrap">${escapeHtml(quoted)}</blockquote>`,
    );
  }
  if (template.kind === 'messageFailures') {
    text.push(...template.lines.map((line) => `- ${line}`), '');
    html.push(`<ul>${template.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`);
  }
  if (template.kind === 'changeCode') {
    text.push(`${t('changeCode.codeLabel')}: ${template.code}`, '');
    html.push(
      `<p>${escapeHtml(t('changeCode.codeLabel'))}:</p>`,
      `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(template.code)}</p>`,
    );
  } else if (template.kind !== 'contactReceived') {
    const action = t(`${template.kind}.action`);
    text.push(`${action}: ${template.link}`, '');
    html.push(
      `<p><a href="${escapeHtml(template.link)}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>`,
      `<p style="font-size:13px;color:#495057">${escapeHtml(t('linkFallback'))}<br><a href="${escapeHtml(template.link)}">${escapeHtml(template.link)}</a></p>`,
    );
  }
  // "If you did not ask for this" fits the mails a person asked for, not a notice to a host.
  const notices = [
    'guideCodeAttack',
    'stayArrived',
    'stayCheckedOut',
    'ticketReceived',
    'ticketReply',
    'contactForward',
    'messageFailures',
    'inboxQuestion',
    'inboxReply',
  ];
  if (!notices.includes(template.kind)) {
    text.push(t('ignore'), '');
    html.push(`<p style="font-size:13px;color:#495057">${escapeHtml(t('ignore'))}</p>`);
  }
  text.push(t('signature'));
  html.push(`<p>${escapeHtml(t('signature'))}</p>`);
  return {
    subject,
    text: text.join('\n'),
    html: `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5">${html.join('\n')}</body></html>`,
  };
}

export { escapeHtml };
