import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiPromptTemplates } from '../../db/schema';

type PromptTemplateRow = typeof aiPromptTemplates.$inferSelect;

/** The concierge's base instructions per rental type, as the admin area reads and writes them. */
export class PromptTemplatesRepository {
  constructor(private readonly db: Db) {}

  all(): Promise<PromptTemplateRow[]> {
    return this.db.select().from(aiPromptTemplates);
  }

  async byType(strTypeId: number): Promise<PromptTemplateRow | undefined> {
    const [row] = await this.db.select().from(aiPromptTemplates).where(eq(aiPromptTemplates.strTypeId, strTypeId));
    return row;
  }

  /** Inserts or replaces one type's template. */
  async save(
    strTypeId: number,
    values: { instructionsEn: string; instructionsEs: string; modifyDate: Date },
  ): Promise<void> {
    await this.db
      .insert(aiPromptTemplates)
      .values({ strTypeId, ...values })
      .onConflictDoUpdate({ target: aiPromptTemplates.strTypeId, set: values });
  }
}
