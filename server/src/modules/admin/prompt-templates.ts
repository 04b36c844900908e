import { eq, inArray } from 'drizzle-orm';
import { type AdminPromptInput, type AdminPromptTemplate, DEFAULT_PROMPT_TYPE } from '@common/contracts/admin';
import type { Db } from '../../db/client';
import { aiPromptTemplates, type AiPromptTemplateRow } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { getLookupCatalog } from '../list/list.service';

type Locale = 'en' | 'es';

const DEFAULT_NAMES = { nameEn: 'Default (any rental type)', nameEs: 'Predeterminada (cualquier tipo de alojamiento)' };

const textOf = (row: AiPromptTemplateRow | undefined, locale: Locale) =>
  row ? (locale === 'es' ? row.instructionsEs : row.instructionsEn).trim() : '';

/**
 * The concierge's base instructions per rental type (the str types lookup list), edited by an Admin
 * in /admin/ai in English and Spanish, plus a default (strTypeId 0) for every type without one.
 * Read on every question answered by a model, so an edit applies at once on every instance.
 */
export class PromptTemplates {
  constructor(private readonly db: Db) {}

  /** The default first, then every rental type in the list's order, with what is stored (or empty). */
  async list(): Promise<AdminPromptTemplate[]> {
    const [catalog, rows] = await Promise.all([getLookupCatalog(this.db), this.db.select().from(aiPromptTemplates)]);
    const byType = new Map(rows.map((row) => [row.strTypeId, row]));
    const present = (
      strTypeId: number,
      code: string,
      names: { nameEn: string; nameEs: string },
    ): AdminPromptTemplate => {
      const row = byType.get(strTypeId);
      return {
        strTypeId,
        code,
        ...names,
        instructionsEn: row?.instructionsEn ?? '',
        instructionsEs: row?.instructionsEs ?? '',
        modifyDate: row ? row.modifyDate.toISOString() : null,
      };
    };
    const types = [...catalog.rows.strTypes].sort((a, b) => a.sortOrder - b.sortOrder);
    return [
      present(DEFAULT_PROMPT_TYPE, 'default', DEFAULT_NAMES),
      ...types.map((type) => present(type.id, type.code, { nameEn: type.nameEn, nameEs: type.nameEs })),
    ];
  }

  /** Saves one type's template (404 for an id that is no rental type); audited with before and after. */
  async save(
    strTypeId: number,
    input: AdminPromptInput,
    audit: (before: unknown, after: unknown) => Promise<unknown>,
  ): Promise<AdminPromptTemplate> {
    if (strTypeId !== DEFAULT_PROMPT_TYPE && !(await getLookupCatalog(this.db)).strType(strTypeId)) throw notFound();
    const [before] = await this.db.select().from(aiPromptTemplates).where(eq(aiPromptTemplates.strTypeId, strTypeId));
    const values = {
      instructionsEn: input.instructionsEn,
      instructionsEs: input.instructionsEs,
      modifyDate: new Date(),
    };
    await this.db
      .insert(aiPromptTemplates)
      .values({ strTypeId, ...values })
      .onConflictDoUpdate({ target: aiPromptTemplates.strTypeId, set: values });
    const snapshot = (row: { instructionsEn: string; instructionsEs: string } | undefined) =>
      row ? { instructionsEn: row.instructionsEn, instructionsEs: row.instructionsEs } : null;
    await audit(snapshot(before), snapshot(values));
    return (await this.list()).find((template) => template.strTypeId === strTypeId)!;
  }

  /**
   * The base instructions for a property: the template of its main rental type (first of its
   * types) in the answer's language, else that type's other language, else the default likewise;
   * '' when nothing is set.
   */
  async instructionsFor(strTypeIds: readonly number[], locale: Locale): Promise<string> {
    const main = strTypeIds[0];
    const keys = main === undefined ? [DEFAULT_PROMPT_TYPE] : [main, DEFAULT_PROMPT_TYPE];
    const rows = await this.db.select().from(aiPromptTemplates).where(inArray(aiPromptTemplates.strTypeId, keys));
    const other: Locale = locale === 'es' ? 'en' : 'es';
    for (const key of keys) {
      const row = rows.find((r) => r.strTypeId === key);
      const text = textOf(row, locale) || textOf(row, other);
      if (text) return text;
    }
    return '';
  }
}
