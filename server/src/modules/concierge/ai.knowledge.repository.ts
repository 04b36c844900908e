import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiQaPairs, type AiQaPairRow, aiSettings, type AiSettingsRow } from '../../db/schema';

/** What the host adds to the guide for the concierge: its settings and its Q&A pairs. */
export class KnowledgeRepository {
  constructor(private readonly db: Db) {}

  async settings(propertyId: number): Promise<AiSettingsRow | null> {
    const [row] = await this.db.select().from(aiSettings).where(eq(aiSettings.propertyId, propertyId));
    return row ?? null;
  }

  async saveSettings(values: Omit<AiSettingsRow, 'modifyDate'>): Promise<AiSettingsRow> {
    const [row] = await this.db
      .insert(aiSettings)
      .values({ ...values, modifyDate: sql`now()` })
      .onConflictDoUpdate({ target: aiSettings.propertyId, set: { ...values, modifyDate: sql`now()` } })
      .returning();
    return row!;
  }

  /** Latest change of the knowledge the index is built from, other than the guide itself. */
  async knowledgeModifyDates(propertyIds: number[]): Promise<Map<number, Date>> {
    if (!propertyIds.length) return new Map();
    const rows = (await this.db.execute(sql`
      select property_id, max(d) as d from (
        select ${aiQaPairs.propertyId} as property_id, max(${aiQaPairs.modifyDate}) as d from ${aiQaPairs} where ${inArray(aiQaPairs.propertyId, propertyIds)} group by 1
        union all
        select ${aiSettings.propertyId}, ${aiSettings.modifyDate} from ${aiSettings} where ${inArray(aiSettings.propertyId, propertyIds)}
      ) x group by property_id
    `)) as unknown as { rows: { property_id: number; d: string | Date }[] };
    return new Map(rows.rows.map((r) => [Number(r.property_id), new Date(r.d)]));
  }

  /** Marks Q&A deletions as a knowledge change (the pairs themselves are gone). */
  async touchSettings(propertyId: number): Promise<void> {
    await this.db
      .insert(aiSettings)
      .values({ propertyId, modifyDate: sql`now()` })
      .onConflictDoUpdate({ target: aiSettings.propertyId, set: { modifyDate: sql`now()` } });
  }

  async qaPairs(propertyId: number): Promise<AiQaPairRow[]> {
    return this.db
      .select()
      .from(aiQaPairs)
      .where(eq(aiQaPairs.propertyId, propertyId))
      .orderBy(asc(aiQaPairs.createDate), asc(aiQaPairs.id));
  }

  async countQaPairs(propertyId: number): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(aiQaPairs).where(eq(aiQaPairs.propertyId, propertyId));
    return row?.n ?? 0;
  }

  async insertQaPair(values: {
    propertyId: number;
    question: string;
    answer: string;
    locale: string;
  }): Promise<AiQaPairRow> {
    const [row] = await this.db.insert(aiQaPairs).values(values).returning();
    return row!;
  }

  async updateQaPair(
    propertyId: number,
    qaId: string,
    values: { question: string; answer: string; locale: string },
  ): Promise<AiQaPairRow | null> {
    const [row] = await this.db
      .update(aiQaPairs)
      .set({ ...values, modifyDate: sql`now()` })
      .where(and(eq(aiQaPairs.propertyId, propertyId), eq(aiQaPairs.id, qaId)))
      .returning();
    return row ?? null;
  }

  async deleteQaPair(propertyId: number, qaId: string): Promise<boolean> {
    const rows = await this.db
      .delete(aiQaPairs)
      .where(and(eq(aiQaPairs.propertyId, propertyId), eq(aiQaPairs.id, qaId)))
      .returning({ id: aiQaPairs.id });
    return rows.length === 1;
  }
}
