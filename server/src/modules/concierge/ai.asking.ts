import { AI_LIMITS, type AiLocale, type AskAnswer, type ConciergeInfo } from '@common/contracts/ai';
import type { PropertyRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { AccessCodeGuard, GuideRepository } from '../guide';
import type { StayAccess } from '../stays';
import type { RateLimiter } from '../rate-limit';
import { ct } from './ai.i18n';
import { settingsOf, contactOf, type ConciergeRepositories, type Logger, type Visible } from './ai.context';
import type { Answerer, AskContext } from './ai.answering';
import { QuestionLog } from './ai.question-log';

/** Published property rows kept for guest questions (each a guide's whole row; ~20-100 kB). */
const PUBLISHED_ROWS_KEPT = 200;
/** Keys under guest.concierge the guest widget shows. */
const WIDGET_STRINGS = [
  'button',
  'title',
  'intro',
  'close',
  'label',
  'placeholder',
  'send',
  'suggestionsTitle',
  'thinking',
  'you',
  'aiLabel',
  'guideLabel',
  'guideLabelEn',
  'guideLabelEs',
  'autoLabel',
  'sources',
  'disclaimer',
  'error',
  'offline',
  'rateLimited',
  'unavailable',
  'call',
  'email',
];

/**
 * Who asks: a guest on the guide page (rate limited per guide and client, the access code or stay
 * link decides what may be quoted, the question logged for the host) or the host in the console.
 */
export class Asking {
  /** Published property rows by id, as last read for a guest question (checked against the stamp on every use). */
  private readonly publishedRows = new Map<number, PropertyRow>();
  /** Guest questions, written in groups while a write is in flight. */
  private readonly questionLog: QuestionLog;

  constructor(
    private readonly repos: ConciergeRepositories,
    private readonly answerer: Answerer,
    private readonly limits: { guest: RateLimiter; codes: AccessCodeGuard; console: RateLimiter },
    private readonly log: Logger,
    private readonly visible: Visible,
    private readonly mode: 'extractive' | 'ai',
    private readonly options: {
      stayAccess?: Pick<StayAccess, 'find'>;
      stamps?: Pick<GuideRepository, 'stampBySlug'>;
    } = {},
  ) {
    this.questionLog = new QuestionLog(repos.questions);
  }

  /** The host's console: asks as a guest would (with or without the access code); not logged. */
  async hostAsk(
    userId: string,
    propertyId: number,
    body: { question: string; locale: AiLocale; withAccessCode: boolean },
    emit?: AskContext['emit'],
  ): Promise<AskAnswer> {
    const { row } = await this.visible(userId, propertyId);
    await this.limits.console.consume('ai-console', { account: userId, ip: 'host' });
    return this.answerer.answer({
      property: row,
      includeSensitive: body.withAccessCode || !row.accessCode,
      locale: body.locale,
      question: body.question,
      emit,
    });
  }

  async guideBySlug(slug: string): Promise<PropertyRow> {
    const stamps = this.options.stamps;
    if (!stamps) {
      const row = await this.repos.properties.findPublishedBySlug(slug);
      if (!row) throw notFound();
      return row;
    }
    // The guide's stamp (one indexed read of a few columns, shared by concurrent requests) says
    // whether the row kept from an earlier question is still the current one: every change to the
    // property bumps its revision. Only a new revision reads the whole row again.
    const stamp = await stamps.stampBySlug(slug);
    if (!stamp?.published) throw notFound();
    const kept = this.publishedRows.get(stamp.id);
    let row = kept?.guideRevision === stamp.guideRevision ? kept : null;
    if (!row) {
      row = await this.repos.properties.findPublishedBySlug(slug);
      if (!row) throw notFound();
      this.publishedRows.delete(row.id);
      if (this.publishedRows.size >= PUBLISHED_ROWS_KEPT)
        this.publishedRows.delete(this.publishedRows.keys().next().value!);
    } else {
      this.publishedRows.delete(row.id);
    }
    // Most recently asked last; the oldest goes first when the map is full.
    this.publishedRows.set(row.id, row);
    return row;
  }

  /** POST /guide/{slug}/ask: rate limited per guide and per client; the answer is logged for the host. */
  async guestAsk(
    slug: string,
    body: { question: string; locale: AiLocale; accessCode?: string; stayToken?: string },
    clientIp: string,
    emit?: AskContext['emit'],
    signal?: AbortSignal,
  ): Promise<AskAnswer> {
    const property = await this.guideBySlug(slug);
    await this.limits.guest.consume('ai-ask', { account: `guide:${property.id}`, ip: clientIp });
    const includeSensitive = await this.includeSensitive(property, body.accessCode, clientIp, body.stayToken);
    const answer = await this.answerer.answer({
      property,
      includeSensitive,
      locale: body.locale,
      question: body.question,
      emit,
      signal,
    });
    // A question the guide answers behind the lock is not a gap in the guide: logged as answered (the
    // host should not be invited to repeat a door code as an open Q&A answer).
    await this.questionLog
      .add({
        propertyId: property.id,
        question: body.question.slice(0, AI_LIMITS.question),
        locale: body.locale,
        answered: answer.answered || answer.needsCode,
        mode: answer.mode,
        citations: answer.citations,
      })
      .catch((error: unknown) => this.log.warn({ err: error }, 'could not log a guest question'));
    return answer;
  }

  /**
   * Whether the caller may see sensitive content (sections the page locks, their facts, sensitive
   * Q&A): the guide has no code, or the right one was given. The one gate of the concierge; the
   * guest page decides the same way (a stay link would be one more way in, here).
   */
  async includeSensitive(
    property: PropertyRow,
    given: string | undefined,
    clientIp: string,
    stayToken?: string,
  ): Promise<boolean> {
    if (!property.accessCode) return true;
    // A stay link opens the private details from before check-in until check-out, like on the page.
    if (stayToken && (await this.options.stayAccess?.find(property, stayToken))?.guest.unlocked) return true;
    if (!given) return false;
    // The guide page's own check, limits and all (per client, slowed by the guide's recent wrong
    // codes, shared with the guide JSON): the ask limit alone would allow slow guessing. Past the
    // client's allowance the question is a 429.
    return this.limits.codes.check(property, given, clientIp);
  }

  async concierge(slug: string, locale: AiLocale): Promise<ConciergeInfo> {
    const property = await this.guideBySlug(slug);
    const [counts, settings, pairs] = await Promise.all([
      this.repos.passages.passageCounts([property.id]),
      settingsOf(this.repos.knowledge, property),
      this.repos.knowledge.qaPairs(property.id),
    ]);
    const suggestions: string[] = [];
    const kinds = new Set<string>();
    for (const section of [...property.guide.sections].sort((a, b) => a.sortOrder - b.sortOrder)) {
      if (kinds.has(section.kind) || section.kind === 'custom' || section.kind === 'welcome') continue;
      kinds.add(section.kind);
      const text = ct(locale, `suggest.${section.kind}`);
      if (!text.startsWith('guest.')) suggestions.push(text);
    }
    if (property.guide.checkOutTime && !kinds.has('checkout')) suggestions.push(ct(locale, 'suggest.checkout'));
    for (const pair of pairs) if (pair.locale === locale) suggestions.push(pair.question);
    const strings = Object.fromEntries(WIDGET_STRINGS.map((key) => [key, ct(locale, key, null)]));
    return {
      available: (counts.get(property.id) ?? 0) > 0,
      mode: this.mode,
      suggestions: suggestions.slice(0, 5),
      contact: contactOf(property, settings),
      strings,
    };
  }
}
