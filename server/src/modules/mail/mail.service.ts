import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Locale } from '@common/locales';
import type { MailRepository } from './mail.repository';
import { type MailTemplate, type RenderedMail, renderMail } from './mail.templates';

export interface MailRequest {
  to: string;
  locale: Locale;
  /** Name for the greeting. */
  name: string;
  template: MailTemplate;
  /** Where answers go when it is not the sender (the visitor of the contact form, on the mail to the team). */
  replyTo?: string;
}

/**
 * Sends the accounts mails: through SMTP when SMTP_URL is set, otherwise into the outbox table
 * with a log line (which never carries the address, the subject or the text).
 *
 * `queue` sends in the background so an answer never waits on (or reveals, by its timing) a mail
 * server; `flush` waits for what is in flight (tests, graceful shutdown).
 */
export class Mailer {
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly transport: Transporter | null,
    private readonly repository: MailRepository,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  async send(request: MailRequest): Promise<void> {
    await this.deliver(
      request.to,
      renderMail(request.template, request.locale, request.name),
      request.template.kind,
      request.replyTo,
    );
  }

  /**
   * Sends a mail already written (a host's message to a guest): subject, text and html. Throws when
   * the SMTP server refuses it, so the caller can record the failure and retry.
   */
  async deliver(to: string, mail: RenderedMail, kind: string, replyTo?: string): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({
        from: this.from,
        to,
        ...(replyTo ? { replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      // Neither the subject nor the address: a host's subject may carry {wifiPassword} or a door code.
      this.log.info({ template: kind }, 'mail sent');
      return;
    }
    await this.repository.insert({ toAddress: to, ...mail });
    this.log.info({ template: kind }, 'mail kept in the outbox');
  }

  /** Sends in the background; a failure is logged (without the address), never thrown at the caller. */
  queue(request: MailRequest): void {
    const sending = this.send(request)
      .catch((error: unknown) => {
        // The serializer removes addresses an SMTP server quotes back ("<guest@...>: recipient rejected").
        this.log.error({ template: request.template.kind, err: error }, 'mail could not be sent');
      })
      .finally(() => this.inFlight.delete(sending));
    this.inFlight.add(sending);
  }

  /** Waits until every queued mail was sent or failed. */
  async flush(): Promise<void> {
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  close(): void {
    this.transport?.close();
  }
}
