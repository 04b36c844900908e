import type { AiProvider } from './ai.provider';

/**
 * The seam for passage and question vectors. The configured provider's embeddings model
 * (AI_EMBED_MODEL) when one is set; otherwise the lexical embedder, which has no vectors:
 * retrieval is then the full-text index alone (ai.retrieval.ts). A local model would be one more
 * implementation here, chosen in `embedderFor`, with nothing else changing.
 */
export interface Embedder {
  /** 'provider' or 'lexical' (shown to nobody; logs and tests). */
  readonly name: string;
  /** Whether `embed` gives vectors; false: callers skip vector similarity. */
  readonly vectors: boolean;
  /** One vector per text, in order. Throws (ProviderError) when the backend fails. */
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]>;
}

/** No vectors: questions and passages are matched by the lexical full-text index only. */
export class LexicalEmbedder implements Embedder {
  readonly name = 'lexical';
  readonly vectors = false;
  async embed(): Promise<number[][]> {
    throw new Error('the lexical embedder has no vectors (check `vectors` first)');
  }
}

/** The OpenAI-compatible provider's embeddings endpoint (AI_EMBED_MODEL). */
export class ProviderEmbedder implements Embedder {
  readonly name = 'provider';
  readonly vectors = true;
  constructor(private readonly provider: AiProvider) {}
  embed(texts: string[], signal?: AbortSignal): Promise<number[][]> {
    return this.provider.embed(texts, signal);
  }
}

/** The embedder for a configuration: the provider's when it has an embeddings model, else lexical. */
export function embedderFor(provider: AiProvider | null): Embedder {
  return provider?.embeddings ? new ProviderEmbedder(provider) : new LexicalEmbedder();
}
