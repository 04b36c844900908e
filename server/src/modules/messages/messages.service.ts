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
import type { GuestMessageRow, MessageTemplateRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { nextModifyDate } from '../../lib/modify-date';
import { AccessPolicy } from '../access';
import { StaysRepository, type StayWithProperty } from '../stays';
import type { MessageEngine } from './message-engine';
import { renderTemplate, templateProblem } from './message-render';
import { STARTERS } from './message-starters';
import { messageValues } from './message-values';
import { presentMessage, presentSchedule, presentTemplate } from './messages.presenter';
import { MessageContextRepository } from './message-context.repository';
import { MessagesRepository } from './messages.repository';

type TemplateInput = z.output<typeof TemplateInputSchema>;
type ScheduleInput = z.output<typeof ScheduleInputSchema>;

/**
 * The host's messages: templates (the six starters are created on first use), live previews for
 * a real stay, schedules (planning their messages for existing stays), the log, send-now and resend.
 */
export class MessagesService {
  private readonly repo: MessagesRepository;
  private readonly stays: StaysRepository;
  private readonly access: AccessPolicy;

  constructor(
    private readonly db: Db,
    private readonly engine: MessageEngine,
    private readonly options: { publicUrl: string; wake: () => void },
  ) {
    this.repo = new MessagesRepository(db);
    this.stays = new StaysRepository(db);
    this.access = new AccessPolicy(db);
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
    if (!(await this.repo.templates(userId)).length) {
      const locale = (await new MessageContextRepository(this.db).userLocale(userId)) === 'es' ? 'es' : 'en';
      await this.repo.insertTemplates(
        STARTER_TEMPLATES.map((key) => ({
          userId,
          starterKey: key,
          name: STARTERS[key].name[locale],
          subject: STARTERS[key].subject,
          body: STARTERS[key].body,
        })),
      );
    }
    return (await this.repo.visibleTemplates(userId)).map(presentTemplate);
  }

  /** A template the caller may use and change: their own, or one that sends on a property they own; else 404. */
  private async template(userId: string, templateId: number): Promise<MessageTemplateRow> {
    const row = await this.repo.templateById(templateId);
    if (!row) throw notFound();
    await this.access.requireTemplate(userId, row);
    return row;
  }

  private async presentOneTemplate(userId: string, templateId: number): Promise<MessageTemplate> {
    return presentTemplate((await this.repo.visibleTemplates(userId, templateId))[0]!);
  }

  /** A stay the caller may message (owner, manager co-host); 404 or 403 otherwise. */
  private async stayToMessage(userId: string, stayId: number): Promise<StayWithProperty> {
    await this.access.require(userId, 'message.manage', { stayId });
    const [target] = await this.stays.findWithProperty([stayId]);
    if (!target) throw notFound();
    return target;
  }

  async createTemplate(userId: string, input: TemplateInput): Promise<MessageTemplate> {
    this.assertTemplate(input);
    if ((await this.repo.countTemplates(userId)) >= MESSAGE_LIMITS.templates)
      throw conflict(MESSAGE_ERROR_KEYS.tooManyTemplates);
    const row = await this.repo.insertTemplate({ userId, name: input.name, subject: input.subject, body: input.body });
    return this.presentOneTemplate(userId, row.id);
  }

  async updateTemplate(userId: string, templateId: number, input: TemplateInput): Promise<MessageTemplate> {
    this.assertTemplate(input);
    const current = await this.template(userId, templateId);
    await this.repo.updateTemplate(templateId, {
      name: input.name,
      subject: input.subject,
      body: input.body,
      modifyDate: nextModifyDate(current.modifyDate),
    });
    return this.presentOneTemplate(userId, templateId);
  }

  /** Deletes a template and its schedules (their planned messages are cancelled first). */
  async deleteTemplate(userId: string, templateId: number): Promise<{ templateId: number }> {
    await this.template(userId, templateId);
    for (const scheduleId of await this.repo.schedulesOfTemplate(templateId))
      await this.repo.cancelForSchedule(scheduleId);
    if (!(await this.repo.deleteTemplate(templateId))) throw notFound();
    return { templateId };
  }

  /** A saved template or a draft, rendered for one of the host's stays in its language (or the one asked). */
  async preview(
    userId: string,
    request: { stayId: number; templateId?: number; subject?: string; body?: string; locale?: 'en' | 'es' },
  ) {
    const target = await this.stayToMessage(userId, request.stayId);
    const locale = request.locale ?? (target.stay.locale === 'es' ? 'es' : 'en');
    let subject: string;
    let body: string;
    if (request.templateId) {
      const template = await this.template(userId, request.templateId);
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

  /** The schedule's template must be one the caller may use, its property one where they manage messages. */
  private async assertSchedule(userId: string, input: ScheduleInput) {
    await this.template(userId, input.templateId);
    if (input.propertyId !== null)
      await this.access.require(userId, 'message.manage', { propertyId: input.propertyId });
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

  /** The author or the property's owner changes, pauses or resumes a schedule; resuming ends a hand-over review. */
  async updateSchedule(userId: string, scheduleId: number, input: ScheduleInput): Promise<MessageSchedule> {
    await this.access.requireSchedule(userId, scheduleId);
    await this.assertSchedule(userId, input);
    const [current] = await this.repo.schedules(userId, scheduleId);
    if (!current) throw notFound();
    // Made a booking schedule, or switched on again: it applies to stays booked from now on.
    const startsNow =
      input.anchor === 'booking' &&
      input.active !== false &&
      (current.schedule.anchor !== 'booking' || !current.schedule.active);
    const row = await this.repo.updateSchedule(scheduleId, {
      ...input,
      ...(input.active ? { awaitingReview: false } : {}),
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
    await this.access.requireSchedule(userId, scheduleId);
    const [found] = await this.repo.schedules(userId, scheduleId);
    if (!found) throw notFound();
    if (!apply) return { stayCount: (await this.engine.existingStays(found.schedule)).length };
    const stayCount = await this.engine.applyToExisting(found.schedule);
    if (stayCount) this.options.wake();
    return { stayCount };
  }

  async deleteSchedule(userId: string, scheduleId: number): Promise<{ scheduleId: number }> {
    await this.access.requireSchedule(userId, scheduleId);
    await this.repo.cancelForSchedule(scheduleId);
    await this.repo.deleteSchedule(scheduleId);
    return { scheduleId };
  }

  async log(
    userId: string,
    query: { status?: MessageStatus; propertyId?: number; stayId?: number; page: number; pageSize: number },
  ) {
    // Filtering by another host's property or stay is a 404 like any other look at them.
    if (query.propertyId) await this.access.require(userId, 'message.manage', { propertyId: query.propertyId });
    if (query.stayId) await this.access.require(userId, 'message.manage', { stayId: query.stayId });
    const { rows, totalCount } = await this.repo.page(userId, query, query.page, query.pageSize);
    return { items: rows.map((r) => presentMessage(r.message, r.propertyName)), totalCount };
  }

  /** A template to one stay, now (rendered when sent, like a scheduled one). */
  async send(
    userId: string,
    request: { stayId: number; templateId: number; channel: MessageChannel },
  ): Promise<GuestMessage> {
    const target = await this.stayToMessage(userId, request.stayId);
    const template = await this.template(userId, request.templateId);
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

  /** A logged message of a property where the caller manages messages; 404 or 403 otherwise. */
  private async message(userId: string, messageId: number) {
    await this.access.require(userId, 'message.manage', { messageId });
    const found = await this.repo.messageWithProperty(messageId);
    if (!found) throw notFound();
    return found;
  }

  /** Sends a logged message's text again, as a new message (the log keeps both). */
  async resend(userId: string, messageId: number): Promise<GuestMessage> {
    const found = await this.message(userId, messageId);
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
    const found = await this.message(userId, messageId);
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
