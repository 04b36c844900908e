import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type GuestMessage,
  MESSAGE_ERROR_KEYS,
  MESSAGE_LIMITS,
  type MessageChannel,
  type MessageSchedule,
  type MessageStatus,
  type MessageTemplate,
  type ScheduleInputSchema,
  STARTER_TEMPLATES,
  type TemplateInputSchema,
} from '@common/contracts/messages';
import type { Db } from '../../db/client';
import { type GuestMessageRow, type MessageTemplateRow, users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nextModifyDate } from '../../lib/modify-date';
import { PropertyRepository } from '../property/property.repository';
import { StaysRepository } from '../stays/stays.repository';
import { type MessageEngine, whatsappUrl } from './message-engine';
import { renderTemplate, templateProblem } from './message-render';
import { STARTERS } from './message-starters';
import { messageValues } from './message-values';
import { MessagesRepository, type ScheduleWithNames } from './messages.repository';

type TemplateInput = z.output<typeof TemplateInputSchema>;
type ScheduleInput = z.output<typeof ScheduleInputSchema>;

const presentTemplate = (row: MessageTemplateRow): MessageTemplate => ({
  templateId: row.id,
  name: row.name,
  starterKey: (STARTER_TEMPLATES as readonly string[]).includes(row.starterKey ?? '')
    ? (row.starterKey as MessageTemplate['starterKey'])
    : null,
  subject: row.subject,
  body: row.body,
  createDate: row.createDate.toISOString(),
  modifyDate: row.modifyDate.toISOString(),
});

const presentSchedule = ({ schedule, templateName, propertyName }: ScheduleWithNames): MessageSchedule => ({
  scheduleId: schedule.id,
  templateId: schedule.templateId,
  templateName,
  propertyId: schedule.propertyId,
  propertyName,
  anchor: schedule.anchor as MessageSchedule['anchor'],
  offsetDays: schedule.offsetDays,
  localTime: schedule.localTime,
  channel: schedule.channel as MessageChannel,
  active: schedule.active,
});

export const presentMessage = (message: GuestMessageRow, propertyName: string): GuestMessage => ({
  messageId: message.id,
  stayId: message.stayId,
  propertyId: message.propertyId,
  propertyName,
  guestName: message.guestName,
  scheduleId: message.scheduleId,
  templateName: message.templateName,
  channel: message.channel as MessageChannel,
  to: message.toAddress,
  locale: message.locale === 'es' ? 'es' : 'en',
  subject: message.subject,
  body: message.body,
  status: message.status as MessageStatus,
  dueAt: message.dueAt.toISOString(),
  sentAt: message.sentAt?.toISOString() ?? null,
  attempts: message.attempts,
  error: message.error,
  whatsappUrl: message.channel === 'whatsapp' && message.body ? whatsappUrl(message.toAddress, message.body) : null,
});

/**
 * The host's messages: templates (the six starters are created on first use), live previews for
 * a real stay, schedules (planning their messages for existing stays), the log, send-now and resend.
 */
export class MessagesService {
  private readonly repo: MessagesRepository;
  private readonly stays: StaysRepository;
  private readonly properties: PropertyRepository;

  constructor(
    private readonly db: Db,
    private readonly engine: MessageEngine,
    private readonly options: { publicUrl: string; wake: () => void },
  ) {
    this.repo = new MessagesRepository(db);
    this.stays = new StaysRepository(db);
    this.properties = new PropertyRepository(db);
  }

  /** Refuses a template whose texts use an unknown {variable} or an unpaired brace, naming the field. */
  private assertTemplate(input: Pick<TemplateInput, 'subject' | 'body'>) {
    for (const part of ['subject', 'body'] as const) {
      for (const locale of ['en', 'es'] as const) {
        const problem = templateProblem(input[part][locale]);
        if (problem)
          throw badRequest(
            `${part}.${locale}`,
            problem.description,
            problem.variable ? { variable: problem.variable } : undefined,
          );
      }
    }
  }

  async templates(userId: string): Promise<MessageTemplate[]> {
    let rows = await this.repo.templates(userId);
    if (!rows.length) {
      const [user] = await this.db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
      const locale = user?.locale === 'es' ? 'es' : 'en';
      await this.repo.insertTemplates(
        STARTER_TEMPLATES.map((key) => ({
          userId,
          starterKey: key,
          name: STARTERS[key].name[locale],
          subject: STARTERS[key].subject,
          body: STARTERS[key].body,
        })),
      );
      rows = await this.repo.templates(userId);
    }
    return rows.map(presentTemplate);
  }

  async createTemplate(userId: string, input: TemplateInput): Promise<MessageTemplate> {
    this.assertTemplate(input);
    if ((await this.repo.countTemplates(userId)) >= MESSAGE_LIMITS.templates)
      throw conflict(MESSAGE_ERROR_KEYS.tooManyTemplates);
    return presentTemplate(
      await this.repo.insertTemplate({ userId, name: input.name, subject: input.subject, body: input.body }),
    );
  }

  async updateTemplate(userId: string, templateId: number, input: TemplateInput): Promise<MessageTemplate> {
    this.assertTemplate(input);
    const current = await this.repo.template(userId, templateId);
    if (!current) throw notFound();
    const row = await this.repo.updateTemplate(userId, templateId, {
      name: input.name,
      subject: input.subject,
      body: input.body,
      modifyDate: nextModifyDate(current.modifyDate),
    });
    return presentTemplate(row!);
  }

  async deleteTemplate(userId: string, templateId: number): Promise<{ templateId: number }> {
    const schedules = (await this.repo.schedules(userId)).filter((s) => s.schedule.templateId === templateId);
    for (const s of schedules) await this.repo.cancelForSchedule(s.schedule.id);
    if (!(await this.repo.deleteTemplate(userId, templateId))) throw notFound();
    return { templateId };
  }

  /** A saved template or a draft, rendered for one of the host's stays in its language (or the one asked). */
  async preview(
    userId: string,
    request: { stayId: number; templateId?: number; subject?: string; body?: string; locale?: 'en' | 'es' },
  ) {
    const target = await this.stays.findVisible(userId, request.stayId);
    if (!target) throw notFound();
    const locale = request.locale ?? (target.stay.locale === 'es' ? 'es' : 'en');
    let subject: string;
    let body: string;
    if (request.templateId) {
      const template = await this.repo.template(userId, request.templateId);
      if (!template) throw notFound();
      subject = request.subject ?? template.subject[locale];
      body = request.body ?? template.body[locale];
    } else {
      if (request.body === undefined) throw badRequest('body', MESSAGE_ERROR_KEYS.draftNeedsBody);
      subject = request.subject ?? '';
      body = request.body;
    }
    for (const [field, text] of [
      ['subject', subject],
      ['body', body],
    ] as const) {
      const problem = templateProblem(text);
      if (problem)
        throw badRequest(field, problem.description, problem.variable ? { variable: problem.variable } : undefined);
    }
    const ctx = await this.engineContext(target.stay.id);
    const values = messageValues(ctx, locale);
    return { locale, subject: renderTemplate(subject, values), body: renderTemplate(body, values) };
  }

  private async engineContext(stayId: number) {
    const ctx = await this.engine.contextFor(stayId);
    if (!ctx) throw notFound();
    return ctx;
  }

  async schedules(userId: string): Promise<MessageSchedule[]> {
    return (await this.repo.schedules(userId)).map(presentSchedule);
  }

  /** The schedule's template must be the host's, its property one they own or co-host. */
  private async assertSchedule(userId: string, input: ScheduleInput) {
    if (!(await this.repo.template(userId, input.templateId))) throw notFound();
    if (input.propertyId !== null && !(await this.properties.findVisible(userId, input.propertyId))) throw notFound();
  }

  async createSchedule(userId: string, input: ScheduleInput): Promise<MessageSchedule> {
    await this.assertSchedule(userId, input);
    if ((await this.repo.countSchedules(userId)) >= MESSAGE_LIMITS.schedules)
      throw conflict(MESSAGE_ERROR_KEYS.tooManySchedules);
    const row = await this.repo.insertSchedule({ ...input, userId });
    await this.engine.planSchedule(row);
    this.options.wake();
    return presentSchedule((await this.repo.schedules(userId, row.id))[0]!);
  }

  async updateSchedule(userId: string, scheduleId: number, input: ScheduleInput): Promise<MessageSchedule> {
    await this.assertSchedule(userId, input);
    const [current] = await this.repo.schedules(userId, scheduleId);
    if (!current) throw notFound();
    // Made a booking schedule, or switched on again: it applies to stays booked from now on.
    const startsNow =
      input.anchor === 'booking' &&
      input.active !== false &&
      (current.schedule.anchor !== 'booking' || !current.schedule.active);
    const row = await this.repo.updateSchedule(userId, scheduleId, {
      ...input,
      ...(startsNow ? { appliesFrom: new Date() } : {}),
    });
    if (!row) throw notFound();
    if (!row.active) await this.repo.cancelForSchedule(row.id);
    else await this.engine.planSchedule(row);
    this.options.wake();
    return presentSchedule((await this.repo.schedules(userId, row.id))[0]!);
  }

  /**
   * Stays booked before a booking schedule applied, not over and not messaged by it: counted
   * (the host sees the number first) or, with `apply`, planned now.
   */
  async existingStays(userId: string, scheduleId: number, apply: boolean): Promise<{ stayCount: number }> {
    const [found] = await this.repo.schedules(userId, scheduleId);
    if (!found) throw notFound();
    if (!apply) return { stayCount: (await this.engine.existingStays(found.schedule)).length };
    const stayCount = await this.engine.applyToExisting(found.schedule);
    if (stayCount) this.options.wake();
    return { stayCount };
  }

  async deleteSchedule(userId: string, scheduleId: number): Promise<{ scheduleId: number }> {
    if (!(await this.repo.schedules(userId, scheduleId)).length) throw notFound();
    await this.repo.cancelForSchedule(scheduleId);
    await this.repo.deleteSchedule(userId, scheduleId);
    return { scheduleId };
  }

  async log(
    userId: string,
    query: { status?: MessageStatus; propertyId?: number; stayId?: number; page: number; pageSize: number },
  ) {
    // Filtering by another host's property or stay is a 404 like any other look at them.
    if (query.propertyId && !(await this.properties.findVisible(userId, query.propertyId))) throw notFound();
    if (query.stayId && !(await this.stays.findVisible(userId, query.stayId))) throw notFound();
    const { rows, totalCount } = await this.repo.page(userId, query, query.page, query.pageSize);
    return { items: rows.map((r) => presentMessage(r.message, r.propertyName)), totalCount };
  }

  /** A template to one stay, now (rendered when sent, like a scheduled one). */
  async send(
    userId: string,
    request: { stayId: number; templateId: number; channel: MessageChannel },
  ): Promise<GuestMessage> {
    const target = await this.stays.findVisible(userId, request.stayId);
    if (!target) throw notFound();
    const template = await this.repo.template(userId, request.templateId);
    if (!template) throw notFound();
    const message = await this.repo.insertMessage({
      propertyId: target.property.id,
      stayId: target.stay.id,
      templateId: template.id,
      templateName: template.name,
      guestName: target.stay.guestName,
      channel: request.channel,
      toAddress: request.channel === 'email' ? target.stay.email : target.stay.phone,
      locale: target.stay.locale,
      status: 'scheduled',
      dueAt: new Date(),
    });
    return this.sendNow(message, target.property.name);
  }

  /** Sends a logged message's text again, as a new message (the log keeps both). */
  async resend(userId: string, messageId: number): Promise<GuestMessage> {
    const found = await this.repo.visibleMessage(userId, messageId);
    if (!found) throw notFound();
    const { message } = found;
    const copy = await this.repo.insertMessage({
      propertyId: message.propertyId,
      stayId: message.stayId,
      templateId: message.templateId,
      templateName: message.templateName,
      guestName: message.guestName,
      channel: message.channel,
      toAddress: message.toAddress,
      locale: message.locale,
      subject: message.subject,
      body: message.body,
      status: 'scheduled',
      dueAt: new Date(),
    });
    return this.sendNow(copy, found.propertyName);
  }

  /** The host sent a WhatsApp message from their phone. */
  async markSent(userId: string, messageId: number): Promise<GuestMessage> {
    const found = await this.repo.visibleMessage(userId, messageId);
    if (!found) throw notFound();
    if (found.message.channel !== 'whatsapp' || !['ready', 'failed'].includes(found.message.status))
      throw conflict(MESSAGE_ERROR_KEYS.notWhatsapp);
    const row = await this.repo.finish(messageId, { status: 'sent', sentAt: new Date(), error: null });
    return presentMessage(row!, found.propertyName);
  }

  /** Runs the dispatcher for what is due (this message included) and answers the message as it is now. */
  private async sendNow(message: GuestMessageRow, propertyName: string): Promise<GuestMessage> {
    await this.engine.dispatchAll();
    const found = await this.repo.messageById(message.id);
    return presentMessage(found ?? message, propertyName);
  }
}
