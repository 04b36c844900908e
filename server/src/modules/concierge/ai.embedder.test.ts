import { describe, expect, it } from 'vitest';
import { embedderFor, LexicalEmbedder, ProviderEmbedder } from './ai.embedder';
import { AiProvider } from './ai.provider';

describe('the Embedder seam', () => {
  it('is lexical (no vectors) without a provider, and refuses to make vectors', async () => {
    const embedder = embedderFor(null);
    expect(embedder).toBeInstanceOf(LexicalEmbedder);
    expect(embedder.vectors).toBe(false);
    await expect(embedder.embed(['wifi'])).rejects.toThrow(/no vectors/);
  });

  it('is lexical with a chat provider that has no embeddings model (AI_EMBED_MODEL unset)', () => {
    const provider = new AiProvider({ baseUrl: 'http://127.0.0.1:9', chatModel: 'chat' });
    expect(embedderFor(provider).vectors).toBe(false);
  });

  it("is the provider's embeddings model when AI_EMBED_MODEL is set", () => {
    const provider = new AiProvider({ baseUrl: 'http://127.0.0.1:9', chatModel: 'chat', embedModel: 'embed' });
    const embedder = embedderFor(provider);
    expect(embedder).toBeInstanceOf(ProviderEmbedder);
    expect(embedder.vectors).toBe(true);
  });
});
