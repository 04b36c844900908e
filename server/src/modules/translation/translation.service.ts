import { ERROR_KEYS } from '@common/errors';
import type {
  TranslatedItems,
  TranslatedSections,
  TranslateItemsRequestSchema,
  TranslateSectionsRequestSchema,
} from '@common/contracts/translation';
import { DEVICE_LIMITS } from '@common/contracts/devices';
import { PROPERTY_LIMITS } from '@common/contracts/property';
import { machineFingerprint, placeFingerprint } from '@common/machine-translation';
import type { z } from 'zod';
import type { AccessPolicy } from '../access';
import type { RateLimiter } from '../rate-limit';
import { AppError, unavailable } from '../../lib/errors';
import { ERROR_CODES } from '@common/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { escapeHtml, htmlToPlain, protect, restore } from './translation.text';
import { type Translator, TranslatorError } from './translator';

type SectionsRequest = z.output<typeof TranslateSectionsRequestSchema>;
type ItemsRequest = z.output<typeof TranslateItemsRequestSchema>;

interface Logger {
  warn(details: object, message: string): void;
}

const failed = () => new AppError(503, ERROR_CODES.unavailable, ERROR_KEYS.translationFailed);

/**
 * Translation help (decision 055): sections, places and devices of a guide the caller may edit, from one language to
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
    request: SectionsRequest,
  ): Promise<TranslatedSections> {
    const {
      places: _places,
      devices: _devices,
      ...result
    } = await this.translateItems(caller, propertyId, {
      ...request,
      places: [],
      devices: [],
    });
    return result;
  }

  /**
   * Sections, places and devices in one provider request (the editor's working copy; nothing is
   * read or saved here). Every text is checked and cleaned the same way; each item comes back with
   * the fingerprint of its translated words.
   */
  async translateItems(
    caller: { userId: string; ip: string },
    propertyId: number,
    request: ItemsRequest,
  ): Promise<TranslatedItems> {
    await this.access.require(caller.userId, 'guide.update', { propertyId });
    if (!this.translator) throw unavailable(ERROR_KEYS.translationUnavailable);
    const translator = this.translator;
    await this.limiter.consume('translate', { account: caller.userId, ip: caller.ip }, ERROR_KEYS.tooManyTranslations);

    // Only non-empty texts travel: titles escaped into HTML, bodies sanitised first.
    const sources: string[] = [];
    const plain = (text: string) => {
      const title = text.trim();
      return title ? sources.push(protect(escapeHtml(title))) - 1 : -1;
    };
    const rich = (text: string) => {
      const body = sanitizeRichText(text);
      return htmlToPlain(body) ? sources.push(protect(body)) - 1 : -1;
    };
    const sectionSlots = request.sections.map((s) => ({ title: plain(s.title), body: rich(s.body) }));
    const placeSlots = request.places.map((p) => rich(p.description));
    const deviceSlots = request.devices.map((d) => ({
      howTo: rich(d.howTo),
      troubleshooting: rich(d.troubleshooting),
    }));

    let answers: string[] = [];
    if (sources.length) {
      try {
        answers = await translator.translate(sources, request.from, request.to);
      } catch (error) {
        if (!(error instanceof TranslatorError)) throw error;
        this.log.warn(
          { provider: translator.name, status: error.status, reason: error.message },
          'translation provider failed',
        );
        throw failed();
      }
    }
    const read = (index: number): string => {
      if (index < 0) return '';
      const text = restore(sources[index]!, answers[index] ?? '');
      if (text === null) {
        this.log.warn({ provider: translator.name }, 'translation changed the placeholders: refused');
        throw failed();
      }
      return text;
    };
    const html = (index: number, max: number) => {
      const body = sanitizeRichText(read(index));
      if (body.length > max) throw failed();
      return body;
    };

    const sections = request.sections.map((section, i) => {
      const slot = sectionSlots[i]!;
      const title = htmlToPlain(read(slot.title)).slice(0, PROPERTY_LIMITS.sectionTitle);
      const body = html(slot.body, PROPERTY_LIMITS.sectionBody);
      return { sectionId: section.sectionId, title, body, machine: machineFingerprint(title, body) };
    });
    const places = request.places.map((place, i) => {
      const description = html(placeSlots[i]!, PROPERTY_LIMITS.attractionDescription);
      return { attractionId: place.attractionId, description, machine: placeFingerprint(description) };
    });
    const devices = request.devices.map((device, i) => {
      const howTo = html(deviceSlots[i]!.howTo, DEVICE_LIMITS.text);
      const troubleshooting = html(deviceSlots[i]!.troubleshooting, DEVICE_LIMITS.text);
      return { deviceId: device.deviceId, howTo, troubleshooting, machine: machineFingerprint(howTo, troubleshooting) };
    });
    return { provider: translator.name, from: request.from, to: request.to, sections, places, devices };
  }
}
