import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TUTORIALS as EN } from './content/en';
import { TUTORIALS as ES } from './content/es';
import { TUTORIAL_SLUGS } from './tutorial-model';
import { normalize, searchableText } from './tutorials';

const SCREENSHOTS = path.join(__dirname, 'screenshots');

describe('tutorials content', () => {
  it('has every tutorial, in order, in both languages, with the same steps and screenshots', () => {
    expect(EN.map((t) => t.slug)).toEqual([...TUTORIAL_SLUGS]);
    expect(ES.map((t) => t.slug)).toEqual([...TUTORIAL_SLUGS]);
    for (const [index, en] of EN.entries()) {
      const es = ES[index]!;
      expect(
        es.steps.map((s) => s.shot ?? null),
        en.slug,
      ).toEqual(en.steps.map((s) => s.shot ?? null));
      expect(es.area.to, en.slug).toBe(en.area.to);
      expect(es.title, en.slug).not.toBe('');
      for (const step of [...en.steps, ...es.steps])
        expect(step.text.length, `${en.slug}: ${step.title}`).toBeGreaterThan(0);
    }
  });

  it('has a committed screenshot in both languages for every step that shows one, with a description', () => {
    for (const tutorial of [...EN, ...ES]) {
      for (const step of tutorial.steps.filter((s) => s.shot)) {
        expect(step.shotAlt, `${tutorial.slug}: ${step.title}`).toBeTruthy();
        for (const locale of ['en', 'es'])
          expect(existsSync(path.join(SCREENSHOTS, locale, `${step.shot}.webp`)), `${locale}/${step.shot}.webp`).toBe(
            true,
          );
      }
    }
  });

  it('closes every bold label it opens', () => {
    for (const tutorial of [...EN, ...ES]) {
      for (const text of [tutorial.summary, ...tutorial.tips, ...tutorial.steps.flatMap((s) => s.text)])
        expect((text.match(/\*\*/g) ?? []).length % 2, text).toBe(0);
    }
  });

  it('finds tutorials by words without accents or case', () => {
    const match = (tutorials: typeof EN, query: string) =>
      tutorials
        .filter((t) =>
          normalize(query)
            .split(/\s+/)
            .every((word) => searchableText(t).includes(word)),
        )
        .map((t) => t.slug);
    expect(match(ES, 'CODIGO QR')).toContain('sharing-with-guests');
    expect(match(ES, 'código qr')).not.toContain('co-hosts');
    expect(match(EN, 'calendar ical')).toEqual(['stays-and-messages']);
  });
});
