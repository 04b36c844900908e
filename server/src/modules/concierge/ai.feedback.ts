import {
  AI_ERROR_KEYS,
  AI_LIMITS,
  type AiLocale,
  type GuestQuestionPage,
  type QaPair,
  type QuestionSection,
  type QuestionToQaValues,
  type QuestionToSectionValues,
} from '@common/contracts/ai';
import { type GuideSection, PROPERTY_LIMITS } from '@common/contracts/property';
import { ERROR_KEYS } from '@common/errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { newItemId } from '../property';
import { linkedSection, presentQaPair, presentQuestion } from './ai.presenter';
import { htmlToText } from './ai.text';
import { nextModifyDate } from '../../lib/modify-date';
import { type ConciergeRepositories, type Visible } from './ai.context';

/**
 * The feedback loop: the guests' questions as the host reads them (answered or not), and the two
 * clicks that close a gap - the question becomes a Q&A pair, or a new section of the guide.
 */
export class QuestionFeedback {
  constructor(
    private readonly repos: ConciergeRepositories,
    private readonly visible: Visible,
    /** A change of what the concierge knows: the property is re-indexed (debounced). */
    private readonly reindex: (propertyId: number) => void,
  ) {}

  async questions(
    userId: string,
    propertyId: number,
    filter: 'all' | 'answered' | 'unanswered',
    page: number,
  ): Promise<GuestQuestionPage> {
    const { row } = await this.visible(userId, propertyId);
    const { items, totalCount, unansweredCount } = await this.repos.questions.questions(
      propertyId,
      filter,
      page,
      AI_LIMITS.questionsPageSize,
    );
    return { items: items.map((item) => presentQuestion(item, row.guide.sections)), totalCount, unansweredCount };
  }

  /** One click: the guest's question becomes a Q&A pair with the host's answer. */
  async questionToQaPair(
    userId: string,
    propertyId: number,
    questionId: string,
    input: QuestionToQaValues,
  ): Promise<QaPair> {
    const { row } = await this.visible(userId, propertyId);
    const question = await this.repos.questions.findQuestion(propertyId, questionId);
    if (!question) throw notFound();
    if (question.qaId) throw conflict(AI_ERROR_KEYS.questionAlreadyConverted);
    if (linkedSection(row.guide.sections, question.sectionId)) throw conflict(AI_ERROR_KEYS.questionAlreadyInGuide);
    if ((await this.repos.knowledge.countQaPairs(propertyId)) >= AI_LIMITS.qaPairs)
      throw conflict(AI_ERROR_KEYS.tooManyQaPairs, { params: { max: AI_LIMITS.qaPairs } });
    const pair = await this.repos.questions.questionToQaPair(propertyId, questionId, {
      question: (input.question ?? question.question).trim().slice(0, AI_LIMITS.qaQuestion),
      answer: input.answer.trim(),
      locale: question.locale,
    });
    if (!pair) throw conflict(AI_ERROR_KEYS.questionAlreadyConverted);
    await this.repos.knowledge.touchSettings(propertyId);
    this.reindex(propertyId);
    return presentQaPair(pair);
  }

  /**
   * The other click: the guest's question becomes a new guide section (kind custom, not sensitive,
   * last, written in the question's language). The property's modifyDate moves on exactly like a
   * save in the editor, so an editor holding the old one gets the usual 409; the property is
   * re-indexed like after any save.
   */
  async questionToSection(
    userId: string,
    propertyId: number,
    questionId: string,
    input: QuestionToSectionValues,
  ): Promise<QuestionSection> {
    await this.visible(userId, propertyId);
    const body = sanitizeRichText(input.body);
    // Markup without words (an empty paragraph, a script the sanitiser dropped) would be an empty section.
    if (!htmlToText(body).trim()) throw badRequest('body', ERROR_KEYS.required);
    if (body.length > PROPERTY_LIMITS.sectionBody) throw badRequest('body', ERROR_KEYS.tooLong);
    const sectionId = newItemId();
    const found = await this.repos.questions.questionToSection(propertyId, questionId, (property, question) => {
      if (question.qaId) throw conflict(AI_ERROR_KEYS.questionAlreadyConverted);
      const { sections } = property.guide;
      if (linkedSection(sections, question.sectionId)) throw conflict(AI_ERROR_KEYS.questionAlreadyInGuide);
      if (sections.length >= PROPERTY_LIMITS.sections)
        throw conflict(AI_ERROR_KEYS.tooManySections, { params: { max: PROPERTY_LIMITS.sections } });
      const locale = question.locale as AiLocale;
      const section: GuideSection = {
        sectionId,
        kind: 'custom',
        icon: null,
        sensitive: false,
        sortOrder: sections.reduce((max, s) => Math.max(max, s.sortOrder + 1), sections.length),
        title: { [locale]: input.title },
        body: { [locale]: body },
        mediaIds: [],
        imageUrls: [],
      };
      return {
        guide: { ...property.guide, sections: [...sections, section] },
        modifyDate: nextModifyDate(property.modifyDate),
        sectionId,
      };
    });
    if (!found) throw notFound();
    this.reindex(propertyId);
    return { sectionId, title: input.title, questionId };
  }
}
