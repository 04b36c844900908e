import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server received it: envelope and raw data (headers and body). */
export interface CapturedMail {
  from: string;
  to: string[];
  data: string;
}

/**
 * An SMTP server on 127.0.0.1 that keeps every message it receives, for SMTP_URL in tests.
 * `rejectRecipients` refuses every recipient, quoting the address back as real servers do.
 */
export async function startSmtpCapture(options: { rejectRecipients?: boolean } = {}): Promise<{
  url: string;
  delivered: CapturedMail[];
  close: () => Promise<void>;
}> {
  const delivered: CapturedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!options.rejectRecipients) return callback();
      const refusal = Object.assign(new Error(`<${address.address}>: Recipient address rejected`), {
        responseCode: 550,
      });
      callback(refusal);
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        delivered.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
