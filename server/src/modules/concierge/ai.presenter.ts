import type {
  AiIndexScope,
  AiIndexStatus,
  AiLocale,
  AiRunStatus,
  AiSettings,
  AiTone,
  GuestQuestion,
  QaPair,
} from '@common/contracts/ai';
import type { GuideSection } from '@common/contracts/property';
import { fillerSectionIds } from '@common/starter-filler';
import type { AiIndexRunRow, AiQaPairRow, AiQuestionRow, AiSettingsRow, PropertyRow } from '../../db/schema';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

/**
 * The index state of a property. "Out of date" when the guide (modifyDate), its Q&A pairs or the AI
 * settings changed after the last successful index, or it was never indexed.
 */
export function presentStatus(input: {
  row: PropertyRow;
  isCoHost: boolean;
  run: AiIndexRunRow | null;
  passageCount: number;
  knowledgeDate: Date | null;
  mode: 'extractive' | 'ai';
  embeddings: boolean;
}): AiIndexStatus {
  const { row, run } = input;
  const last = row.lastIndexDate ? new Date(row.lastIndexDate).getTime() : null;
  const changed = Math.max(new Date(row.modifyDate).getTime(), input.knowledgeDate ? input.knowledgeDate.getTime() : 0);
  return {
    propertyId: row.id,
    name: row.name,
    isCoHost: input.isCoHost,
    published: row.published,
    isIndexing: row.isIndexing,
    lastIndexDate: iso(row.lastIndexDate),
    outOfDate: last === null || changed > last,
    fillerSectionIds: fillerSectionIds(row.guide.sections),
    passageCount: input.passageCount,
    lastRun: run
      ? {
          runId: run.id,
          scope: run.scope as AiIndexScope,
          status: run.status as AiRunStatus,
          errorKey: run.errorKey,
          createDate: iso(run.createDate)!,
          finishedDate: iso(run.finishedDate),
          passageCount: run.passageCount,
        }
      : null,
    mode: input.mode,
    embeddings: input.embeddings,
  };
}

export function presentSettings(propertyId: number, row: AiSettingsRow | null): AiSettings {
  return {
    propertyId,
    tone: (row?.tone as AiTone) ?? 'friendly',
    instructions: row?.instructions ?? '',
    topicsToAvoid: row?.topicsToAvoid ?? [],
    escalation: {
      name: row?.escalationName ?? null,
      phone: row?.escalationPhone ?? null,
      email: row?.escalationEmail ?? null,
    },
    modifyDate: iso(row?.modifyDate),
  };
}

export const presentQaPair = (row: AiQaPairRow): QaPair => ({
  qaId: row.id,
  question: row.question,
  answer: row.answer,
  locale: row.locale as AiLocale,
  createDate: iso(row.createDate)!,
  modifyDate: iso(row.modifyDate)!,
});

/** The section a question was turned into, if it is still in the guide (see linkedToSection in the repository). */
export function linkedSection(sections: GuideSection[], sectionId: string | null): GuideSection | null {
  return sectionId ? (sections.find((s) => s.sectionId === sectionId) ?? null) : null;
}

/** A logged question; `sections` are the property's current guide sections, to resolve its section link. */
export function presentQuestion(row: AiQuestionRow, sections: GuideSection[]): GuestQuestion {
  const section = linkedSection(sections, row.sectionId);
  const locale = row.locale as AiLocale;
  return {
    questionId: row.id,
    question: row.question,
    locale,
    answered: row.answered,
    mode: row.mode === 'ai' ? 'ai' : 'extractive',
    citations: row.citations ?? [],
    createDate: iso(row.createDate)!,
    qaId: row.qaId,
    sectionId: section?.sectionId ?? null,
    sectionTitle: section ? section.title[locale] || section.title[locale === 'en' ? 'es' : 'en'] || '' : null,
  };
}
