import { describe, expect, it } from 'vitest';
import { LEXICON } from './ai.lexicon';
import { normalize } from './ai.text';

/** The rules of the vocabulary files (lexicon/en.json, lexicon/es.json). */
describe('the concierge lexicon', () => {
  const languages = ['en', 'es'] as const;

  it('has the same cues in every language', () => {
    expect(Object.keys(LEXICON.es.facts).sort()).toEqual(Object.keys(LEXICON.en.facts).sort());
  });

  it('holds words as questions are read: normalized (lower case, accents folded, no punctuation)', () => {
    for (const lang of languages) {
      for (const [cue, words] of Object.entries(LEXICON[lang].facts)) {
        for (const word of words) expect(normalize(word), `${lang}.facts.${cue}: "${word}"`).toBe(word);
      }
    }
  });

  it('lists a word once per cue', () => {
    for (const lang of languages) {
      for (const [cue, words] of Object.entries(LEXICON[lang].facts)) expect(new Set(words).size, `${lang}.facts.${cue}`).toBe(words.length);
    }
  });

  it('never makes a topic word a filler word of a bare question (a bare topic would ask for itself)', () => {
    const topics = ['wifi', 'wifiValue', 'door', 'code', 'checkIn', 'checkOut', 'arriving', 'leaving'] as const;
    for (const lang of languages) {
      const asking = new Set([...LEXICON.en.facts.asking, ...LEXICON.es.facts.asking]);
      for (const cue of topics) for (const word of LEXICON[lang].facts[cue]) expect(asking.has(word), `${lang}.facts.${cue}: "${word}" is also an asking word`).toBe(false);
    }
  });
});
