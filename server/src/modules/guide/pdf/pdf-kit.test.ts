import { execFileSync } from 'node:child_process';
import { Document, Page, renderToBuffer, View } from '@react-pdf/renderer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { h, RichText } from './pdf-kit';

const pdfToText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');

describe('RichText in a PDF', () => {
  afterEach(() => vi.restoreAllMocks());

  it('puts two texts side by side in one parent without clashing keys, and prints both', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A device's how-to and its troubleshooting: each text's first block is keyed the same way.
    const doc = h(
      Document,
      null,
      h(
        Page,
        null,
        h(
          View,
          null,
          RichText('<p>Press the red button.</p><p>Wait for the beep.</p>', 'howTo'),
          RichText('<p>No beep? Check the plug.</p><ul><li>Reset it</li></ul>', 'troubleshooting'),
        ),
      ),
    );
    const text = pdfToText(await renderToBuffer(doc as Parameters<typeof renderToBuffer>[0]));
    const keyWarnings = errors.mock.calls.filter((call) => call.some((arg) => String(arg).includes('same key')));
    expect(keyWarnings).toEqual([]);
    for (const words of ['Press the red button.', 'Wait for the beep.', 'No beep? Check the plug.', 'Reset it'])
      expect(text).toContain(words);
  });
});
