import { MESSAGE_ERROR_KEYS, MESSAGE_LIMITS, type MessageChannel } from '@common/contracts/messages';
import type { Db } from '../../db/client';
import type { GuestMessageRow, MessageScheduleRow, MessageTemplateRow } from '../../db/schema';
import { escapeHtml, type Mailer } from '../mail';
import { StaysRepository, stayWindow, type StayWithProperty } from '../stays';
import { addDays, zonedInstant } from '../../lib/zoned-time';
import { renderTemplate } from './message-render';
import { type MessageContext, messageValues } from './message-values';
import { MessageContextRepository } from './message-context.repository';
import { MessagesRepository, type NewMessage } from './messages.repository';
import { SmsError, type SmsSender } from './sms';

interface Logger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
}

/** A planned time already this far in the past when planned is not sent late (a stay added after its "3 days before"). */
const LATE_GRACE_MS = 60 * 60_000;
/** A message claimed longer ago than this and still "sending" was interrupted by a crash. */
const INTERRUPTED_AFTER_MS = 10 * 60_000;
/** Waits between attempts: 1, 5, 30 minutes. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000];
const BATCH = 20;

export interface MessageEngineOptions {
  publicUrl: string;
  mailer: Mailer;
  sms: SmsSender | null;
  log: Logger;
}

/** What planning a batch of stays writes at the end, and the templates it read (each once). */
class PlanBatch {
  private readonly templates = new Map<number, Promise<MessageTemplateRow | null>>();
  private readonly inserts: NewMessage[] = [];
  private readonly cancels: number[] = [];

  constructor(private readonly repo: MessagesRepository) {}

  template(id: number): Promise<MessageTemplateRow | null> {
    if (!this.templates.has(id)) this.templates.set(id, this.repo.templateById(id));
    return this.templates.get(id)!;
  }

  insert(row: NewMessage): void {
    this.inserts.push(row);
  }

  cancel(ids: number[]): void {
    this.cancels.push(...ids);
  }

  async commit(): Promise<void> {
    await this.repo.insertPlanned(this.inserts);
    await this.repo.cancel(this.cancels, null);
  }
}

/** When a schedule sends for a stay: the anchor date plus the offset, at the local time; booking = now. */
export function dueAt(
  schedule: Pick<MessageScheduleRow, 'anchor' | 'offsetDays' | 'localTime'>,
  stay: StayWithProperty,
  now: Date,
): Date {
  if (schedule.anchor === 'booking') return now;
  const anchorDate = schedule.anchor === 'checkIn' ? stay.stay.checkInDate : stay.stay.checkOutDate;
  return zonedInstant(addDays(anchorDate, schedule.offsetDays), schedule.localTime, stay.property.timeZone ?? 'UTC');
}

/** wa.me link with the message text (the host's phone app sends it). */
export function whatsappUrl(phone: string | null, text: string): string {
  const digits = (phone ?? '').replace(/[^0-9]/g, '');
  return `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}

/**
 * Plans, sends and retries guest messages. Planning writes one `scheduled` row per stay and
 * schedule (re-planning moves it); sending claims due rows (scheduled -> sending in one statement,
 * SKIP LOCKED) so each goes to exactly one worker on any instance; a crash mid-send leaves the row
 * "sending", which is reported as interrupted rather than sent twice.
 */
export class MessageEngine {
  private readonly repo: MessagesRepository;
  private readonly stays: StaysRepository;
  private readonly context: MessageContextRepository;

  constructor(
    db: Db,
    private readonly options: MessageEngineOptions,
  ) {
    this.repo = new MessagesRepository(db);
    this.stays = new StaysRepository(db);
    this.context = new MessageContextRepository(db);
  }

  /**
   * Plans (or re-plans) every applicable schedule for these stays; cancels what no longer applies.
   * A whole batch (e.g. the stays of a calendar import) costs a few queries: the stays, their
   * messages, each property's schedules and each template are read once, new messages inserted together.
   */
  async planStays(stayIds: number[], now = new Date()): Promise<void> {
    if (!stayIds.length) return;
    const targets = await this.stays.findWithProperty(stayIds);
    const existing = Map.groupBy(await this.repo.messagesOfStays(stayIds), (m) => m.stayId);
    const batch = new PlanBatch(this.repo);
    const schedulesOf = new Map<number, MessageScheduleRow[]>();
    for (const target of targets) {
      const propertyId = target.property.id;
      if (!schedulesOf.has(propertyId))
        schedulesOf.set(propertyId, await this.repo.schedulesFor(propertyId, target.property.ownerUserId));
      await this.planOne(target, schedulesOf.get(propertyId)!, existing.get(target.stay.id) ?? [], now, batch);
    }
    await batch.commit();
  }

  /** Plans one schedule for every stay it applies to that has not ended (after a schedule is created or changed). */
  async planSchedule(schedule: MessageScheduleRow, now = new Date()): Promise<void> {
    await this.planStays(await this.staysOfSchedule(schedule, now), now);
  }

  /**
   * The stays a booking schedule has not messaged because they were booked before it applied
   * (appliesFrom) and that have not ended: what the host may apply it to explicitly.
   */
  async existingStays(schedule: MessageScheduleRow, now = new Date()): Promise<StayWithProperty[]> {
    if (schedule.anchor !== 'booking' || !schedule.active) return [];
    const targets = await this.stays.findWithProperty(await this.staysOfSchedule(schedule, now));
    const messaged = new Set(
      (await this.repo.messagesOfStays(targets.map((t) => t.stay.id)))
        .filter((m) => m.scheduleId === schedule.id)
        .map((m) => m.stayId),
    );
    return targets.filter(
      (t) =>
        !messaged.has(t.stay.id) &&
        t.stay.createDate < schedule.appliesFrom &&
        stayWindow(t.stay, t.property, 0).checkOutAt.getTime() > now.getTime(),
    );
  }

  /** Applies a booking schedule to the stays booked before it (the host's explicit choice); answers how many. */
  async applyToExisting(schedule: MessageScheduleRow, now = new Date()): Promise<number> {
    const targets = await this.existingStays(schedule, now);
    const batch = new PlanBatch(this.repo);
    for (const target of targets) await this.planOne(target, [schedule], [], now, batch, true);
    await batch.commit();
    return targets.length;
  }

  /** Ids of the stays a schedule may apply to: its property's (or all its owner's), not over before yesterday. */
  private staysOfSchedule(schedule: MessageScheduleRow, now: Date): Promise<number[]> {
    return this.context.stayIdsEndingFrom(schedule, addDays(now.toISOString().slice(0, 10), -1));
  }

  private async planOne(
    target: StayWithProperty,
    schedules: MessageScheduleRow[],
    existing: GuestMessageRow[],
    now: Date,
    batch: PlanBatch,
    /** Also booking schedules that apply only to stays booked after them (the host applied it). */
    olderStays = false,
  ) {
    const window = stayWindow(target.stay, target.property, 0);
    const bySchedule = new Map(existing.filter((m) => m.scheduleId !== null).map((m) => [m.scheduleId!, m]));
    for (const schedule of schedules) {
      const template = await batch.template(schedule.templateId);
      if (!template) continue;
      const due = dueAt(schedule, target, now);
      const message = bySchedule.get(schedule.id);
      bySchedule.delete(schedule.id);
      const plan = {
        dueAt: due,
        channel: schedule.channel,
        templateId: template.id,
        templateName: template.name,
        locale: target.stay.locale,
        guestName: target.stay.guestName,
        toAddress: this.addressFor(schedule.channel as MessageChannel, target),
      };
      if (message) {
        if (message.status === 'scheduled') await this.repo.replan(message.id, plan);
        else {
          const again = this.dueAgain(message, schedule, target, window, due, now);
          if (again) await this.repo.reopen(message.id, { ...plan, dueAt: again });
        }
        continue;
      }
      // A booking message goes to stays booked once the schedule applies, not to every current guest.
      if (schedule.anchor === 'booking' && !olderStays && target.stay.createDate < schedule.appliesFrom) continue;
      // Too late to be useful (a stay added after its reminder time), or the stay is over.
      const late = schedule.anchor !== 'booking' && due.getTime() < now.getTime() - LATE_GRACE_MS;
      if (late || window.checkOutAt.getTime() < now.getTime() - LATE_GRACE_MS) continue;
      batch.insert({
        ...plan,
        propertyId: target.property.id,
        stayId: target.stay.id,
        scheduleId: schedule.id,
        status: 'scheduled',
      });
    }
    // Schedules that no longer apply (deleted, paused, other property): their waiting messages go.
    batch.cancel([...bySchedule.values()].filter((m) => m.status === 'scheduled').map((m) => m.id));
  }

  /**
   * When a message that did not go goes after all, or null. A message sent once never goes again.
   * - Failed for want of an address, now that the stay has one (added or corrected): the booking
   *   message at once, a message still ahead at its time, a pre-arrival message whose time passed
   *   at once while the guest has not arrived yet; not when the address is the one it failed with.
   * - Cancelled because its schedule was paused or handed over (a removed co-host's, decision 029),
   *   now that the schedule runs again: a message still ahead at its time, the booking message at
   *   once while the guest has not arrived. A message whose time passed while paused stays cancelled.
   */
  private dueAgain(
    message: GuestMessageRow,
    schedule: MessageScheduleRow,
    target: StayWithProperty,
    window: { checkInAt: Date; checkOutAt: Date },
    due: Date,
    now: Date,
  ): Date | null {
    if (window.checkOutAt.getTime() <= now.getTime() || message.sentAt) return null;
    if (message.status === 'cancelled' && message.error !== MESSAGE_ERROR_KEYS.stayDeleted) {
      if (schedule.anchor === 'booking') return window.checkInAt.getTime() > now.getTime() ? now : null;
      return due.getTime() >= now.getTime() - LATE_GRACE_MS ? due : null;
    }
    const address = this.addressFor(schedule.channel as MessageChannel, target);
    if (message.status !== 'failed' || !address || address === message.toAddress) return null;
    if (schedule.anchor === 'booking') return now;
    if (due.getTime() >= now.getTime() - LATE_GRACE_MS) return due;
    const preArrival = schedule.anchor === 'checkIn' && due.getTime() <= window.checkInAt.getTime();
    return preArrival && window.checkInAt.getTime() > now.getTime() ? now : null;
  }

  /**
   * A stay was deleted or cancelled: its waiting messages are cancelled. The row is gone by now and
   * its messages' stayId set to null, so waiting messages of the property without a stay go too
   * (a message waiting for no stay could only fail).
   */
  async cancelStay(stayId: number, propertyId: number): Promise<void> {
    await this.repo.cancelForStay(stayId, propertyId, MESSAGE_ERROR_KEYS.stayDeleted);
  }

  private addressFor(channel: MessageChannel, target: StayWithProperty): string | null {
    return channel === 'email' ? target.stay.email : target.stay.phone;
  }

  /**
   * Sends what is due now (up to one batch); answers how many messages this worker handled. Each
   * message is claimed just before it is sent, never the batch at once: a worker killed mid-batch
   * leaves one message in doubt ("sending", reported interrupted), and the rest of the batch
   * still "scheduled" for the next worker instead of stuck with it.
   */
  async dispatch(now = new Date()): Promise<number> {
    await this.reportInterrupted(now);
    let handled = 0;
    while (handled < BATCH) {
      const [message] = await this.repo.claimDue(1, now);
      if (!message) break;
      handled += 1;
      await this.deliver(message);
    }
    return handled;
  }

  /** Sends everything due, batch after batch (tests and the send-now path). */
  async dispatchAll(now = new Date()): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.dispatch(now);
      total += handled;
      if (handled < BATCH) return total;
    }
  }

  private async reportInterrupted(now: Date) {
    for (const message of await this.repo.interrupted(new Date(now.getTime() - INTERRUPTED_AFTER_MS))) {
      await this.repo.finish(message.id, { status: 'failed', error: MESSAGE_ERROR_KEYS.interrupted });
      this.options.log.warn(
        { messageId: message.id },
        'a guest message was interrupted while sending; not resent automatically',
      );
    }
  }

  /** What rendering a message for a stay needs: the stay, its property (with an address line) and the owner's name. */
  async contextFor(stayId: number | null): Promise<MessageContext | null> {
    if (!stayId) return null;
    const [target] = await this.stays.findWithProperty([stayId]);
    if (!target) return null;
    const owner = await this.context.ownerName(target.property.ownerUserId);
    const place = await this.context.propertyAddress(target.property.id);
    const address = [place?.address1, place?.address2, [place?.postalCode, place?.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    return {
      stay: target.stay,
      property: { ...target.property, address },
      owner: owner ?? { firstName: '', lastName: '' },
      publicUrl: this.options.publicUrl,
    };
  }

  /** Renders a claimed message with the stay as it is now, sends it, and records the outcome. */
  private async deliver(message: GuestMessageRow): Promise<void> {
    const ctx = await this.contextFor(message.stayId);
    if (!ctx) {
      await this.repo.finish(message.id, { status: 'cancelled', error: MESSAGE_ERROR_KEYS.stayDeleted });
      return;
    }
    const locale = ctx.stay.locale === 'es' ? 'es' : 'en';
    let subject = message.subject;
    let body = message.body;
    // Scheduled messages are rendered when sent; a resend keeps the text it was given.
    if (message.templateId && !body) {
      const template = await this.repo.templateById(message.templateId);
      if (!template) {
        await this.repo.finish(message.id, { status: 'cancelled', error: MESSAGE_ERROR_KEYS.stayDeleted });
        return;
      }
      const values = messageValues(ctx, locale);
      subject = renderTemplate(template.subject[locale] || template.subject.en, values);
      body = renderTemplate(template.body[locale] || template.body.en, values);
    }
    const channel = message.channel as MessageChannel;
    const to = channel === 'email' ? ctx.stay.email : ctx.stay.phone;
    const rendered = { subject, body, locale, toAddress: to };
    if (!to) {
      await this.repo.finish(message.id, {
        ...rendered,
        status: 'failed',
        error: channel === 'email' ? MESSAGE_ERROR_KEYS.noEmail : MESSAGE_ERROR_KEYS.noPhone,
      });
      return;
    }
    if (channel === 'whatsapp') {
      // The host sends it from their phone (wa.me link); it waits for them as "ready".
      await this.repo.finish(message.id, { ...rendered, status: 'ready', error: null });
      return;
    }
    try {
      if (channel === 'email') {
        const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;color:#212529;line-height:1.5">${body
          .split(/\n{2,}/)
          .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
          .join('\n')}</body></html>`;
        await this.options.mailer.deliver(to, { subject, text: body, html }, 'guestMessage');
      } else {
        if (!this.options.sms)
          throw Object.assign(new Error('sms not configured'), {
            reason: MESSAGE_ERROR_KEYS.smsNotConfigured,
            permanent: true,
          });
        await this.options.sms.send(to, body);
      }
      await this.repo.finish(message.id, { ...rendered, status: 'sent', sentAt: new Date(), error: null });
    } catch (error) {
      // Stored as a translation key; the provider's own words (safe, without credentials) go to the log.
      const reason =
        error instanceof SmsError
          ? MESSAGE_ERROR_KEYS.smsRefused
          : ((error as { reason?: string }).reason ??
            (channel === 'email' ? MESSAGE_ERROR_KEYS.mailFailed : MESSAGE_ERROR_KEYS.smsRefused));
      const permanent =
        error instanceof SmsError ? !error.retryable : Boolean((error as { permanent?: boolean }).permanent);
      const retry = !permanent && message.attempts < MESSAGE_LIMITS.attempts;
      this.options.log.warn(
        {
          messageId: message.id,
          channel,
          attempts: message.attempts,
          retry,
          // The serializer drops the addresses a mail server quotes back.
          err: error,
        },
        'a guest message could not be sent',
      );
      await this.repo.finish(
        message.id,
        retry
          ? {
              status: 'scheduled',
              dueAt: new Date(
                Date.now() + RETRY_DELAYS_MS[Math.min(message.attempts - 1, RETRY_DELAYS_MS.length - 1)]!,
              ),
              error: reason,
            }
          : { ...rendered, status: 'failed', error: reason },
      );
    }
  }
}
