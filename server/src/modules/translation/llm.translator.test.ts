import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiProvider } from '../concierge';
import { LlmTranslator } from './llm.translator';
import { TranslatorError } from './translator';

/**
 * The model translator against a local server speaking the OpenAI chat-completions protocol
 * (POST /v1/chat/completions, `choices[0].message.content`): never the internet.
 */
interface Call {
  authorization: string | undefined;
  model: string;
  system: string;
  user: string;
}

let server: Server;
let base = '';
let calls: Call[] = [];

/** The fake model: wraps the text in a code fence (as some models do) and marks it translated, or fails on cue. */
function answer(user: string): { status: number; content?: string } {
  if (user.includes('FAIL')) return { status: 500 };
  if (user.includes('SILENT')) return { status: 200, content: '   ' };
  return { status: 200, content: '```html\n' + user.replace('Parking', 'Aparcamiento') + '\n```' };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { model: string; messages: { role: string; content: string }[] };
      const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
      const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
      calls.push({ authorization: req.headers.authorization, model: body.model, system, user });
      if (req.url !== '/v1/chat/completions') return void res.writeHead(404).end();
      const { status, content } = answer(user);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        status === 200 ? JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content } }] }) : '{}',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  calls = [];
});

const translator = () =>
  new LlmTranslator(new AiProvider({ baseUrl: base, apiKey: 'sk-local', chatModel: 'guide-model' }));

describe('the model translator', () => {
  it('sends each text with the language pair and answers the translations in order, without code fences', async () => {
    const texts = ['<p>Parking behind the house.</p>', '<p>Call {{hostPhone}}.</p>', '<h3>Parking</h3>', 'Parking'];
    const out = await translator().translate(texts, 'en', 'es');
    expect(out).toEqual([
      '<p>Aparcamiento behind the house.</p>',
      '<p>Call {{hostPhone}}.</p>',
      '<h3>Aparcamiento</h3>',
      'Aparcamiento',
    ]);
    expect(calls).toHaveLength(4);
    expect(calls.map((c) => c.user).sort()).toEqual([...texts].sort());
    for (const call of calls) {
      expect(call).toMatchObject({ authorization: 'Bearer sk-local', model: 'guide-model' });
      expect(call.system).toContain('from English to Spanish (Spain)');
    }
  });

  it('turns a failing or empty answer into a TranslatorError', async () => {
    await expect(translator().translate(['<p>FAIL</p>'], 'es', 'en')).rejects.toBeInstanceOf(TranslatorError);
    await expect(translator().translate(['<p>SILENT</p>'], 'es', 'en')).rejects.toThrow(/answered nothing/);
    expect(calls[0]!.system).toContain('from Spanish (Spain) to English');
  });
});
