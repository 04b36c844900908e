import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for DeepL's v2 API on 127.0.0.1 (https://developers.deepl.com/docs/api-reference/translate):
 * POST /v2/translate with `Authorization: DeepL-Auth-Key <key>`, a JSON or form body with `text`
 * (one or more), `source_lang`, `target_lang` and `tag_handling`; answers
 * `{ translations: [{ detected_source_language, text }] }`, 403 for a wrong key, 400 for a bad body.
 * Its "translation" is a small word list (else the words in «»), applied to text outside tags and
 * outside elements marked translate="no", as DeepL's HTML handling does.
 */
const WORDS: Record<string, string> = {
  parking: 'aparcamiento',
  'the car park is behind the house.': 'el aparcamiento está detrás de la casa.',
  call: 'llama a',
  welcome: 'bienvenida',
};

export interface DeepLCall {
  authorization: string | undefined;
  contentType: string | undefined;
  text: string[];
  sourceLang: string | undefined;
  targetLang: string | undefined;
  tagHandling: string | undefined;
}

function translateHtml(html: string, target: string): string {
  let untranslated = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<span translate="no">/.test(part)) untranslated++;
        else if (part === '</span>' && untranslated) untranslated--;
        return part;
      }
      if (untranslated || !part.trim()) return part;
      const known = WORDS[part.trim().toLowerCase()];
      const words = known ?? `«${part.trim()}»`;
      return part.replace(part.trim(), target.startsWith('EN') ? `[${words}]` : words);
    })
    .join('');
}

export class DeepLFake {
  readonly calls: DeepLCall[] = [];
  /** Set to answer every request with this status (DeepL: 403 wrong key, 456 quota, 429, 5xx). */
  failWith: number | null = null;
  /** Set to add this to every translated text (an answer a careful client must still clean). */
  append = '';
  /** Set to drop `{placeholders}` from the answers. */
  losePlaceholders = false;
  private server!: Server;
  origin = '';

  constructor(readonly apiKey: string) {}

  /** Listens on 127.0.0.1, on `port` (the browser journeys' fixed one) or any free port. */
  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(req: IncomingMessage, res: ServerResponse) {
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (req.method !== 'POST' || req.url !== '/v2/translate') return json(404, { message: 'Not found' });
    if (req.headers.authorization !== `DeepL-Auth-Key ${this.apiKey}`) return json(403, { message: 'Forbidden' });
    let body: Record<string, unknown>;
    if ((req.headers['content-type'] ?? '').startsWith('application/json')) {
      body = JSON.parse(raw) as Record<string, unknown>;
    } else {
      const form = new URLSearchParams(raw);
      body = { text: form.getAll('text'), source_lang: form.get('source_lang'), target_lang: form.get('target_lang') };
      if (form.get('tag_handling')) body.tag_handling = form.get('tag_handling');
    }
    const text = Array.isArray(body.text) ? (body.text as string[]) : typeof body.text === 'string' ? [body.text] : [];
    const call: DeepLCall = {
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      text,
      sourceLang: body.source_lang as string | undefined,
      targetLang: body.target_lang as string | undefined,
      tagHandling: body.tag_handling as string | undefined,
    };
    this.calls.push(call);
    if (this.failWith) return json(this.failWith, { message: 'Quota exceeded' });
    if (!text.length || text.length > 50 || !call.targetLang)
      return json(400, { message: "Bad request. Reason: Parameter 'text' not specified." });
    if (call.targetLang === 'EN') return json(400, { message: "Value for 'target_lang' not supported." });
    json(200, {
      translations: text.map((item) => {
        let out = call.tagHandling === 'html' ? translateHtml(item, call.targetLang!) : `«${item}»`;
        if (this.losePlaceholders) out = out.replace(/<span translate="no">[^<]*<\/span>/g, '');
        return { detected_source_language: call.sourceLang ?? 'EN', text: out + this.append };
      }),
    });
  }
}
