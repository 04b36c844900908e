/**
 * Local stand-ins the fault suite's servers talk to: a mail server and an OpenAI-compatible provider
 * that can hold a request open (so a kill lands "during" the work), and a round-robin proxy.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail server on 127.0.0.1 that records each mail and can hold the next one unanswered. */
export class FakeSmtp {
  readonly mails: { to: string[]; data: string }[] = [];
  private holdFrom = Number.POSITIVE_INFINITY;
  private heldWaiters: (() => void)[] = [];
  held = 0;

  private constructor(private readonly server: SMTPServer) {}

  static async start(): Promise<FakeSmtp> {
    const ref = {} as { fake: FakeSmtp };
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          if (ref.fake.mails.length >= ref.fake.holdFrom) {
            // Held: never answered (the sender waits, as for a slow mail server).
            ref.fake.held += 1;
            for (const waiter of ref.fake.heldWaiters.splice(0)) waiter();
            return;
          }
          ref.fake.mails.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    const fake = (ref.fake = new FakeSmtp(server));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** From now, the mail after the first `count` is held unanswered; resolves once one is held. */
  holdAfter(count: number): Promise<void> {
    this.holdFrom = count;
    return new Promise((resolve) => this.heldWaiters.push(resolve));
  }

  release(): void {
    this.holdFrom = Number.POSITIVE_INFINITY;
  }

  /** How many mails went to an address. */
  countTo(address: string): number {
    return this.mails.filter((mail) => mail.to.includes(address)).length;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** An OpenAI-compatible provider on 127.0.0.1: deterministic embeddings and answers; can hold embedding calls. */
export class FakeAi {
  embedCalls = 0;
  private holding = false;
  private heldWaiters: (() => void)[] = [];
  private readonly held = new Set<() => void>();

  private constructor(private readonly server: Server) {}

  static async start(): Promise<FakeAi> {
    const ref = {} as { fake: FakeAi };
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        const body = JSON.parse(raw || '{}') as { input?: string[] };
        const answer = () => {
          res.setHeader('content-type', 'application/json');
          if (req.url?.endsWith('/embeddings')) {
            const input = body.input ?? [];
            res.end(
              JSON.stringify({
                data: input.map((text, index) => ({
                  index,
                  embedding: [text.length % 7, 1, (text.charCodeAt(0) || 0) % 5],
                })),
              }),
            );
          } else {
            res.end(JSON.stringify({ choices: [{ message: { content: 'Fake answer.' } }] }));
          }
        };
        if (req.url?.endsWith('/embeddings')) {
          ref.fake.embedCalls += 1;
          if (ref.fake.holding) {
            ref.fake.held.add(answer);
            for (const waiter of ref.fake.heldWaiters.splice(0)) waiter();
            return;
          }
        }
        answer();
      });
    });
    const fake = (ref.fake = new FakeAi(server));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  env(): Record<string, string> {
    return {
      AI_BASE_URL: this.baseUrl,
      AI_API_KEY: 'fake-key',
      AI_CHAT_MODEL: 'fake-chat',
      AI_EMBED_MODEL: 'fake-embed',
    };
  }

  /** Holds embedding calls from now; resolves once one is held. */
  hold(): Promise<void> {
    this.holding = true;
    return new Promise((resolve) => this.heldWaiters.push(resolve));
  }

  release(): void {
    this.holding = false;
    for (const answer of this.held) answer();
    this.held.clear();
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/**
 * A round-robin HTTP load balancer: each request goes to the next backend in turn (whatever
 * connection it came on), with X-Forwarded-For as a real one adds. `served` counts per backend.
 */
export class RoundRobinProxy {
  private next = 0;
  readonly served: number[];

  private constructor(
    private readonly server: Server,
    private readonly backends: number[],
  ) {
    this.served = backends.map(() => 0);
  }

  static async start(backends: number[]): Promise<RoundRobinProxy> {
    const ref = {} as { proxy: RoundRobinProxy };
    const server = createServer((req, res) => {
      const index = ref.proxy.next++ % ref.proxy.backends.length;
      ref.proxy.served[index]! += 1;
      const upstream = httpRequest(
        {
          host: '127.0.0.1',
          port: ref.proxy.backends[index],
          method: req.method,
          path: req.url,
          headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    });
    const proxy = (ref.proxy = new RoundRobinProxy(server, backends));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
