import { inArray } from 'drizzle-orm';
import { DEFAULT_PROMPT_TYPE } from '@common/contracts/admin';
import type { AiLocale } from '@common/contracts/ai';
import type { Db } from '../../db/client';
import { aiPromptTemplates, type AiPromptTemplateRow } from '../../db/schema';

const textOf = (row: AiPromptTemplateRow | undefined, locale: AiLocale) =>
  row ? (locale === 'es' ? row.instructionsEs : row.instructionsEn).trim() : '';

/**
 * The concierge's read of its base instructions (the templates an Admin edits in /admin/ai): read
 * on every question answered by a model, so an edit applies at once on every instance.
 */
export class PromptTemplatesRepository {
  constructor(private readonly db: Db) {}

  /**
   * The base instructions for a property: the template of its main rental type (first of its
   * types) in the answer's language, else that type's other language, else the default likewise;
   * '' when nothing is set.
   */
  async instructionsFor(strTypeIds: readonly number[], locale: AiLocale): Promise<string> {
    const main = strTypeIds[0];
    const keys = main === undefined ? [DEFAULT_PROMPT_TYPE] : [main, DEFAULT_PROMPT_TYPE];
    const rows = await this.db.select().from(aiPromptTemplates).where(inArray(aiPromptTemplates.strTypeId, keys));
    const other: AiLocale = locale === 'es' ? 'en' : 'es';
    for (const key of keys) {
      const row = rows.find((r) => r.strTypeId === key);
      const text = textOf(row, locale) || textOf(row, other);
      if (text) return text;
    }
    return '';
  }
}
