import type { AiLocale, AnswerContact, AskAnswer, AskCitation } from '@common/contracts/ai';
import { ct } from './ai.i18n';
import { type RankedSource } from './ai.retrieval';
import { looseMatch, normalize } from './ai.text';
import { sentenceWords } from './ai.quote';

/** What the answer says besides a quote: its citations, the reply that sends the guest to the host, avoided topics. */

export const citationOf = (source: RankedSource): AskCitation => ({
  sectionId: source.sectionId,
  title: source.best.title ?? '',
});

/** The reply when the guide has no answer: say so, and how to reach the host. */
export function hostContactReply(
  locale: AiLocale,
  contact: AnswerContact | null,
  reason: 'none' | 'needsCode' | 'avoid',
  mode: 'extractive' | 'ai',
): AskAnswer {
  const lead = ct(
    locale,
    reason === 'needsCode' ? 'reply.needsCode' : reason === 'avoid' ? 'reply.avoid' : 'reply.noAnswer',
  );
  const parts = [lead];
  if (reason !== 'needsCode') {
    if (contact && (contact.phone || contact.email)) {
      parts.push(ct(locale, contact.name ? 'reply.contactNamed' : 'reply.contact', { name: contact.name ?? '' }));
      const ways = [contact.phone, contact.email].filter(Boolean).join(' · ');
      parts.push(ways);
    } else {
      parts.push(ct(locale, 'reply.contactUnknown'));
    }
  }
  return {
    answer: parts.join(' ').trim(),
    answered: false,
    citations: [],
    mode,
    needsCode: reason === 'needsCode',
    contact: reason === 'needsCode' ? null : contact,
  };
}

/** Whether the question touches a topic the host wants to avoid (all words of the topic, loosely). */
export function touchesTopic(question: string, topics: string[]): boolean {
  const words = sentenceWords(question);
  return topics.some((topic) => {
    const topicWords = normalize(topic)
      .split(' ')
      .filter((w) => w.length > 2);
    return topicWords.length > 0 && topicWords.every((tw) => words.some((w) => looseMatch(w, tw)));
  });
}
