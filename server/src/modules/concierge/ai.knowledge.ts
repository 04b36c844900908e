import {
  AI_ERROR_KEYS,
  AI_LIMITS,
  type AiSettings,
  type AiSettingsValues,
  type QaPair,
  type QaPairValues,
} from '@common/contracts/ai';
import { conflict, notFound } from '../../lib/errors';
import { presentQaPair, presentSettings } from './ai.presenter';
import { type ConciergeRepositories, type Visible } from './ai.context';

/** What the host tells the concierge: its settings (tone, topics to avoid, who to call) and Q&A pairs. */
export class HostKnowledge {
  constructor(
    private readonly repos: ConciergeRepositories,
    private readonly visible: Visible,
    /** A change of what the concierge knows: the property is re-indexed (debounced). */
    private readonly reindex: (propertyId: number) => void,
  ) {}

  async getSettings(userId: string, propertyId: number): Promise<AiSettings> {
    await this.visible(userId, propertyId);
    return presentSettings(propertyId, await this.repos.knowledge.settings(propertyId));
  }

  async saveSettings(userId: string, propertyId: number, input: AiSettingsValues): Promise<AiSettings> {
    await this.visible(userId, propertyId);
    const topics = [...new Set(input.topicsToAvoid.map((t) => t.trim()).filter(Boolean))];
    const row = await this.repos.knowledge.saveSettings({
      propertyId,
      tone: input.tone,
      instructions: input.instructions,
      topicsToAvoid: topics,
      escalationName: input.escalation.name,
      escalationPhone: input.escalation.phone,
      escalationEmail: input.escalation.email,
    });
    return presentSettings(propertyId, row);
  }

  async listQaPairs(userId: string, propertyId: number): Promise<QaPair[]> {
    await this.visible(userId, propertyId);
    return (await this.repos.knowledge.qaPairs(propertyId)).map(presentQaPair);
  }

  async createQaPair(userId: string, propertyId: number, input: QaPairValues): Promise<QaPair> {
    await this.visible(userId, propertyId);
    if ((await this.repos.knowledge.countQaPairs(propertyId)) >= AI_LIMITS.qaPairs)
      throw conflict(AI_ERROR_KEYS.tooManyQaPairs, { params: { max: AI_LIMITS.qaPairs } });
    const pair = presentQaPair(await this.repos.knowledge.insertQaPair({ propertyId, ...input }));
    await this.repos.knowledge.touchSettings(propertyId);
    this.reindex(propertyId);
    return pair;
  }

  async updateQaPair(userId: string, propertyId: number, qaId: string, input: QaPairValues): Promise<QaPair> {
    await this.visible(userId, propertyId);
    const row = await this.repos.knowledge.updateQaPair(propertyId, qaId, input);
    if (!row) throw notFound();
    await this.repos.knowledge.touchSettings(propertyId);
    this.reindex(propertyId);
    return presentQaPair(row);
  }

  async deleteQaPair(userId: string, propertyId: number, qaId: string): Promise<{ qaId: string }> {
    await this.visible(userId, propertyId);
    if (!(await this.repos.knowledge.deleteQaPair(propertyId, qaId))) throw notFound();
    await this.repos.knowledge.touchSettings(propertyId);
    this.reindex(propertyId);
    return { qaId };
  }
}
