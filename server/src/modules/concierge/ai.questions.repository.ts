import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AskCitation } from '@common/contracts/ai';
import type { Db } from '../../db/client';
import {
  aiQaPairs,
  type AiQaPairRow,
  aiQuestions,
  type AiQuestionRow,
  type GuideContent,
  properties,
  type PropertyRow,
} from '../../db/schema';

/**
 * The question's section link points at a section still in its property's guide. A section deleted
 * in the editor since leaves a stale id behind (JSON has no foreign keys): that counts as no link,
 * like a deleted Q&A pair clears qa_id.
 */
const linkedToSection = sql<boolean>`(${aiQuestions.sectionId} is not null and exists (
  select 1 from ${properties} p, jsonb_array_elements(p.guide -> 'sections') s
  where p.id = ${aiQuestions.propertyId} and s ->> 'sectionId' = ${aiQuestions.sectionId}))`;

/** A guest's question as the log keeps it. */
export interface LoggedQuestion {
  propertyId: number;
  question: string;
  locale: string;
  answered: boolean;
  mode: string;
  citations: AskCitation[];
}

/** The guests' questions: the log the host reads, and turning a question into a Q&A pair or a section. */
export class QuestionRepository {
  constructor(private readonly db: Db) {}

  async logQuestion(values: LoggedQuestion): Promise<void> {
    await this.logQuestions([values]);
  }

  /** Several questions in one statement (one commit). */
  async logQuestions(values: LoggedQuestion[]): Promise<void> {
    if (values.length) await this.db.insert(aiQuestions).values(values);
  }

  async questions(propertyId: number, filter: 'all' | 'answered' | 'unanswered', page: number, pageSize: number) {
    const where = and(
      eq(aiQuestions.propertyId, propertyId),
      filter === 'all' ? undefined : eq(aiQuestions.answered, filter === 'answered'),
    );
    const [items, [total], [open]] = await Promise.all([
      this.db
        .select()
        .from(aiQuestions)
        .where(where)
        .orderBy(desc(aiQuestions.createDate), desc(aiQuestions.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(aiQuestions).where(where),
      this.db
        .select({ n: count() })
        .from(aiQuestions)
        .where(
          and(
            eq(aiQuestions.propertyId, propertyId),
            eq(aiQuestions.answered, false),
            isNull(aiQuestions.qaId),
            sql`not ${linkedToSection}`,
          ),
        ),
    ]);
    return { items, totalCount: total?.n ?? 0, unansweredCount: open?.n ?? 0 };
  }

  async findQuestion(propertyId: number, questionId: string): Promise<AiQuestionRow | null> {
    const [row] = await this.db
      .select()
      .from(aiQuestions)
      .where(and(eq(aiQuestions.propertyId, propertyId), eq(aiQuestions.id, questionId)));
    return row ?? null;
  }

  /** Writes the pair and links the question to it, unless another request (pair or section) did so first. */
  async questionToQaPair(
    propertyId: number,
    questionId: string,
    values: { question: string; answer: string; locale: string },
  ): Promise<AiQaPairRow | null> {
    return this.db.transaction(async (tx) => {
      const [question] = await tx
        .select()
        .from(aiQuestions)
        .where(
          and(
            eq(aiQuestions.propertyId, propertyId),
            eq(aiQuestions.id, questionId),
            isNull(aiQuestions.qaId),
            sql`not ${linkedToSection}`,
          ),
        )
        .for('update');
      if (!question) return null;
      const [pair] = await tx
        .insert(aiQaPairs)
        .values({ propertyId, ...values })
        .returning();
      await tx.update(aiQuestions).set({ qaId: pair!.id }).where(eq(aiQuestions.id, questionId));
      return pair!;
    });
  }

  /**
   * Adds a section written from a guest's question, in one transaction: the property row, then the
   * question row, are locked (FOR UPDATE); `build` decides from the locked rows (and may throw to
   * refuse), and the guide, the property's modifyDate and the question's link are written together.
   * A second click waits for the first and then sees its link, so two clicks cannot add two sections;
   * an editor's save (a conditional update on modifyDate) waits too and then finds modifyDate changed.
   * Answers false when the property (not deleted) or the question (of this property) is missing.
   */
  async questionToSection(
    propertyId: number,
    questionId: string,
    build: (
      property: PropertyRow,
      question: AiQuestionRow,
    ) => { guide: GuideContent; modifyDate: Date; sectionId: string },
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [property] = await tx
        .select()
        .from(properties)
        .where(and(eq(properties.id, propertyId), eq(properties.isDeleted, false)))
        .for('update');
      if (!property) return false;
      const [question] = await tx
        .select()
        .from(aiQuestions)
        .where(and(eq(aiQuestions.propertyId, propertyId), eq(aiQuestions.id, questionId)))
        .for('update');
      if (!question) return false;
      const change = build(property, question);
      await tx
        .update(properties)
        .set({ guide: change.guide, modifyDate: change.modifyDate })
        .where(eq(properties.id, propertyId));
      await tx.update(aiQuestions).set({ sectionId: change.sectionId }).where(eq(aiQuestions.id, questionId));
      return true;
    });
  }

  /** Drops guests' questions older than the retention period. */
  async purgeQuestions(olderThanDays: number): Promise<void> {
    await this.db
      .delete(aiQuestions)
      .where(sql`${aiQuestions.createDate} < now() - make_interval(days => ${olderThanDays})`);
  }
}
