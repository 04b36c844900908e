import { type AdminPromptInput, type AdminPromptTemplate, DEFAULT_PROMPT_TYPE } from '@common/contracts/admin';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { getLookupCatalog } from '../list';
import { PromptTemplatesRepository } from './prompt-templates.repository';

const DEFAULT_NAMES = { nameEn: 'Default (any rental type)', nameEs: 'Predeterminada (cualquier tipo de alojamiento)' };

/**
 * The concierge's base instructions per rental type (the str types lookup list), edited by an Admin
 * in /admin/ai in English and Spanish, plus a default (strTypeId 0) for every type without one.
 * The concierge reads them itself (ai/prompt-templates.repository.ts).
 */
export class PromptTemplates {
  private readonly repo: PromptTemplatesRepository;

  constructor(private readonly db: Db) {
    this.repo = new PromptTemplatesRepository(db);
  }

  /** The default first, then every rental type in the list's order, with what is stored (or empty). */
  async list(): Promise<AdminPromptTemplate[]> {
    const [catalog, rows] = await Promise.all([getLookupCatalog(this.db), this.repo.all()]);
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
    const before = await this.repo.byType(strTypeId);
    const values = {
      instructionsEn: input.instructionsEn,
      instructionsEs: input.instructionsEs,
      modifyDate: new Date(),
    };
    await this.repo.save(strTypeId, values);
    const snapshot = (row: { instructionsEn: string; instructionsEs: string } | undefined) =>
      row ? { instructionsEn: row.instructionsEn, instructionsEs: row.instructionsEs } : null;
    await audit(snapshot(before), snapshot(values));
    return (await this.list()).find((template) => template.strTypeId === strTypeId)!;
  }
}
