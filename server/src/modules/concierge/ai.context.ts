import type { AiTone, AnswerContact } from '@common/contracts/ai';
import type { PropertyRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { AccessPolicy } from '../access';
import type { IndexRunRepository } from './ai.index-runs.repository';
import type { KnowledgeRepository } from './ai.knowledge.repository';
import type { PassageRepository } from './ai.passages.repository';
import type { PropertyReadRepository } from './ai.properties.repository';
import type { QuestionRepository } from './ai.questions.repository';

/**
 * What the parts of the concierge share (indexing, answering, asking, the host's knowledge and
 * feedback): the repositories, the logger, the host-side access check and the host's settings as
 * answering reads them.
 */

export interface ConciergeRepositories {
  properties: PropertyReadRepository;
  runs: IndexRunRepository;
  passages: PassageRepository;
  knowledge: KnowledgeRepository;
  questions: QuestionRepository;
}

export interface Logger {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
}

/** A property the host may work on in the concierge (guide editing), or a 404. */
export type Visible = (userId: string, propertyId: number) => Promise<{ row: PropertyRow; isCoHost: boolean }>;

export function visibleThrough(repos: ConciergeRepositories, access?: Pick<AccessPolicy, 'require'>): Visible {
  return async (userId, propertyId) => {
    await access?.require(userId, 'guide.update', { propertyId });
    const found = await repos.properties.findVisible(userId, propertyId);
    if (!found) throw notFound();
    return found;
  };
}

/** The host's concierge settings as answering reads them. */
export type Settings = {
  tone: AiTone;
  instructions: string;
  topicsToAvoid: string[];
  escalation: AnswerContact;
  /** Moves on with every change of the settings or the Q&A pairs (touchSettings): the knowledge version. */
  modifyDate: Date | null;
};

export async function settingsOf(knowledge: KnowledgeRepository, property: PropertyRow): Promise<Settings> {
  const row = await knowledge.settings(property.id);
  return {
    tone: (row?.tone as AiTone) ?? 'friendly',
    instructions: row?.instructions ?? '',
    topicsToAvoid: row?.topicsToAvoid ?? [],
    escalation: {
      name: row?.escalationName ?? null,
      phone: row?.escalationPhone ?? null,
      email: row?.escalationEmail ?? null,
    },
    modifyDate: row?.modifyDate ?? null,
  };
}

export function contactOf(property: PropertyRow, settings: Settings): AnswerContact | null {
  const e = settings.escalation;
  if (e.phone || e.email) return { name: e.name, phone: e.phone, email: e.email };
  const h = property.guide.hostContact;
  if (h?.show && (h.phone || h.email)) return { name: h.name, phone: h.phone, email: h.email };
  return null;
}
