/**
 * Client of any OpenAI-compatible API (OpenAI, Ollama, vLLM, llama.cpp server...):
 * POST {AI_BASE_URL}/chat/completions (plain and streaming server-sent events) and
 * POST {AI_BASE_URL}/embeddings. Only configured when AI_BASE_URL and AI_CHAT_MODEL are set.
 * Requests go through the SSRF-safe fetch: the configured base URL's origin is trusted (a local
 * model works), a redirect elsewhere is checked like any outside address, answers are size-capped.
 */
import { createSafeFetch, endpointPolicy, type SafeFetchFn } from '../../lib/safe-fetch';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ProviderSettings {
  baseUrl: string;
  apiKey?: string;
  chatModel: string;
  embedModel?: string;
  /** Per request, in ms. */
  timeoutMs?: number;
  /** Defaults to the SSRF-safe fetch trusting `baseUrl`'s origin. */
  fetch?: SafeFetchFn;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const CHAT_TIMEOUT_MS = 30_000;
const EMBED_BATCH = 64;
/** Largest answer accepted (a batch of large embeddings is a few MB of JSON). */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

export class AiProvider {
  private readonly base: string;
  private readonly fetch: SafeFetchFn;

  constructor(private readonly settings: ProviderSettings) {
    this.base = settings.baseUrl.replace(/\/+$/, '');
    // The per-request timeout is the caller's signal; the policy's own bound only backs it up.
    this.fetch =
      settings.fetch ??
      createSafeFetch(endpointPolicy([settings.baseUrl], { timeoutMs: 15 * 60_000, maxBytes: MAX_ANSWER_BYTES }));
  }

  get embeddings(): boolean {
    return !!this.settings.embedModel;
  }

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(this.settings.apiKey ? { authorization: `Bearer ${this.settings.apiKey}` } : {}),
    };
  }

  private async post(path: string, body: unknown, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(this.settings.timeoutMs ?? CHAT_TIMEOUT_MS);
    let response: Response;
    try {
      response = await this.fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: this.headers(),
        body: JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new ProviderError(`request to ${path} failed: ${(error as Error).message}`);
    }
    if (!response.ok) {
      // Read (and discard) the body so the connection is released; never surface it to guests.
      await response.text().catch(() => '');
      throw new ProviderError(`${path} answered ${response.status}`, response.status);
    }
    return response;
  }

  /** One completion, whole. */
  async chat(messages: ChatMessage[], options: { maxTokens?: number; signal?: AbortSignal } = {}): Promise<string> {
    const response = await this.post(
      '/chat/completions',
      {
        model: this.settings.chatModel,
        messages,
        temperature: 0.2,
        max_tokens: options.maxTokens ?? 500,
        stream: false,
      },
      options.signal,
    );
    const data = (await response.json().catch(() => null)) as {
      choices?: { message?: { content?: unknown } }[];
    } | null;
    const content = data?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new ProviderError('chat completion without content');
    return content;
  }

  /** One completion, as pieces of text while the model writes (`stream: true`, server-sent events). */
  async *chatStream(
    messages: ChatMessage[],
    options: { maxTokens?: number; signal?: AbortSignal } = {},
  ): AsyncGenerator<string> {
    const response = await this.post(
      '/chat/completions',
      {
        model: this.settings.chatModel,
        messages,
        temperature: 0.2,
        max_tokens: options.maxTokens ?? 500,
        stream: true,
      },
      options.signal,
    );
    if (!response.body) throw new ProviderError('streaming answer without a body');
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let newline: number;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline).replace(/\r$/, '');
        buffer = buffer.slice(newline + 1);
        if (!line.startsWith('data:')) continue;
        const payload = line.slice(5).trim();
        if (payload === '[DONE]') return;
        let event: { choices?: { delta?: { content?: unknown } }[] };
        try {
          event = JSON.parse(payload) as typeof event;
        } catch {
          continue;
        }
        const piece = event.choices?.[0]?.delta?.content;
        if (typeof piece === 'string' && piece) yield piece;
      }
    }
  }

  /** Embeddings of texts, in order (batched). */
  async embed(texts: string[], signal?: AbortSignal): Promise<number[][]> {
    if (!this.settings.embedModel) throw new ProviderError('no embeddings model configured');
    const out: number[][] = [];
    for (let i = 0; i < texts.length; i += EMBED_BATCH) {
      const batch = texts.slice(i, i + EMBED_BATCH);
      const response = await this.post('/embeddings', { model: this.settings.embedModel, input: batch }, signal);
      const data = (await response.json().catch(() => null)) as {
        data?: { embedding?: unknown; index?: number }[];
      } | null;
      const items = [...(data?.data ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
      if (items.length !== batch.length || items.some((item) => !Array.isArray(item.embedding)))
        throw new ProviderError('embeddings answer does not match the input');
      for (const item of items) out.push((item.embedding as unknown[]).map(Number));
    }
    return out;
  }
}

/** Cosine similarity of two vectors (0 when either is empty or their lengths differ). */
export function cosine(a: number[], b: number[]): number {
  if (!a.length || a.length !== b.length) return 0;
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
