import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aiQaPairs, type AiQaPairRow, aiSettings, type AiSettingsRow } from '../../db/schema';

/** What the host adds to the guide for the concierge: its settings and its Q&A pairs. */
export class KnowledgeRepository {
  /**
   * Settings rows as last read, kept only when this repository is the one writer of the table (the
   * embedded database: one process, and this module alone writes the settings of an existing
   * property; see decision 026). Every write here drops its entry; a read that was in flight during
   * a write is not kept.
   */
  private readonly kept: Map<number, AiSettingsRow | null> | null;
  private writes = 0;

  constructor(
    private readonly db: Db,
    options: { keepSettings?: boolean } = {},
  ) {
    this.kept = options.keepSettings ? new Map() : null;
  }

  async settings(propertyId: number): Promise<AiSettingsRow | null> {
    if (this.kept?.has(propertyId)) return this.kept.get(propertyId)!;
    const writes = this.writes;
    const [row] = await this.db.select().from(aiSettings).where(eq(aiSettings.propertyId, propertyId));
    if (this.kept && writes === this.writes) {
      if (this.kept.size >= 5_000) this.kept.clear();
      this.kept.set(propertyId, row ?? null);
    }
    return row ?? null;
  }

  /** Marks a write of a property's settings: its kept row goes, before and after the write. */
  private async written<T>(propertyId: number, write: () => Promise<T>): Promise<T> {
    this.writes++;
    this.kept?.delete(propertyId);
    try {
      return await write();
    } finally {
      this.writes++;
      this.kept?.delete(propertyId);
    }
  }

  async saveSettings(values: Omit<AiSettingsRow, 'modifyDate'>): Promise<AiSettingsRow> {
    return this.written(values.propertyId, () => this.writeSettings(values));
  }

  private async writeSettings(values: Omit<AiSettingsRow, 'modifyDate'>): Promise<AiSettingsRow> {
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
    await this.written(propertyId, () =>
      this.db
        .insert(aiSettings)
        .values({ propertyId, modifyDate: sql`now()` })
        .onConflictDoUpdate({ target: aiSettings.propertyId, set: { modifyDate: sql`now()` } }),
    );
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
