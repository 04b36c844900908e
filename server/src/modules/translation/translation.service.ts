import { ERROR_KEYS } from '@common/errors';
import type { TranslateSectionsRequestSchema, TranslatedSections } from '@common/contracts/translation';
import { PROPERTY_LIMITS } from '@common/contracts/property';
import { machineFingerprint } from '@common/machine-translation';
import type { z } from 'zod';
import type { AccessPolicy } from '../access';
import type { RateLimiter } from '../rate-limit';
import { AppError, unavailable } from '../../lib/errors';
import { ERROR_CODES } from '@common/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { escapeHtml, htmlToPlain, protect, restore } from './translation.text';
import { type Translator, TranslatorError } from './translator';

type Request = z.output<typeof TranslateSectionsRequestSchema>;

interface Logger {
  warn(details: object, message: string): void;
}

const failed = () => new AppError(503, ERROR_CODES.unavailable, ERROR_KEYS.translationFailed);

/**
 * Translation help (decision 055): sections of a guide the caller may edit, from one language to
 * the other, through the configured provider. Nothing is saved here: the editor puts the texts in
 * its working copy with their machine-translation fingerprints, and the property save keeps them.
 */
export class TranslationService {
  constructor(
    private readonly access: AccessPolicy,
    private readonly limiter: RateLimiter,
    private readonly translator: Translator | null,
    private readonly log: Logger,
  ) {}

  async translateSections(
    caller: { userId: string; ip: string },
    propertyId: number,
    request: Request,
  ): Promise<TranslatedSections> {
    await this.access.require(caller.userId, 'guide.update', { propertyId });
    if (!this.translator) throw unavailable(ERROR_KEYS.translationUnavailable);
    await this.limiter.consume('translate', { account: caller.userId, ip: caller.ip }, ERROR_KEYS.tooManyTranslations);

    // Only non-empty texts travel: titles escaped into HTML, bodies sanitised first.
    const sources: string[] = [];
    const slots = request.sections.map((section) => {
      const title = section.title.trim();
      const body = sanitizeRichText(section.body);
      const slot = { title: -1, body: -1 };
      if (title) slot.title = sources.push(protect(escapeHtml(title))) - 1;
      if (htmlToPlain(body)) slot.body = sources.push(protect(body)) - 1;
      return slot;
    });

    let answers: string[] = [];
    if (sources.length) {
      try {
        answers = await this.translator.translate(sources, request.from, request.to);
      } catch (error) {
        if (!(error instanceof TranslatorError)) throw error;
        this.log.warn(
          { provider: this.translator.name, status: error.status, reason: error.message },
          'translation provider failed',
        );
        throw failed();
      }
    }
    const read = (index: number): string | null => {
      if (index < 0) return '';
      const text = restore(sources[index]!, answers[index] ?? '');
      if (text === null)
        this.log.warn({ provider: this.translator?.name }, 'translation changed the placeholders: refused');
      return text;
    };

    const sections = request.sections.map((section, i) => {
      const slot = slots[i]!;
      const titleHtml = read(slot.title);
      const bodyHtml = read(slot.body);
      if (titleHtml === null || bodyHtml === null) throw failed();
      const title = htmlToPlain(titleHtml).slice(0, PROPERTY_LIMITS.sectionTitle);
      const body = sanitizeRichText(bodyHtml);
      if (body.length > PROPERTY_LIMITS.sectionBody) throw failed();
      return { sectionId: section.sectionId, title, body, machine: machineFingerprint(title, body) };
    });
    return { provider: this.translator.name, from: request.from, to: request.to, sections };
  }
}
