import { describe, expect, it } from 'vitest';
import { ALL_CONCEPTS, CONCEPT_FILE, LEXICON, type Lexicon, PHRASES } from './ai.lexicon';
import { fold, normalize, QUALIFIERS, STOPWORDS } from './ai.text';
import { isSpanishVerbForm, VERB_FORMS } from './ai.verbs';

/** The rules of the vocabulary files (lexicon/en.json, lexicon/es.json, lexicon/concepts.json). */
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
      for (const [cue, words] of Object.entries(LEXICON[lang].facts))
        expect(new Set(words).size, `${lang}.facts.${cue}`).toBe(words.length);
    }
  });

  it('never makes a topic word a filler word of a bare question (a bare topic would ask for itself)', () => {
    const topics = ['wifi', 'wifiValue', 'door', 'code', 'checkIn', 'checkOut', 'arriving', 'leaving'] as const;
    for (const lang of languages) {
      const asking = new Set([...LEXICON.en.facts.asking, ...LEXICON.es.facts.asking]);
      for (const cue of topics)
        for (const word of LEXICON[lang].facts[cue])
          expect(asking.has(word), `${lang}.facts.${cue}: "${word}" is also an asking word`).toBe(false);
    }
  });

  /** Every plain word list of a language file, by name. */
  const lists = (lexicon: Lexicon): [string, string[]][] => [
    ['stopwords', lexicon.stopwords],
    ['qualifiers', lexicon.qualifiers],
    ['helpWords', lexicon.helpWords],
    ['requestVerbs', lexicon.requestVerbs],
    ['requestWords', lexicon.requestWords ?? []],
    ['afterDeterminerSuper', lexicon.afterDeterminerSuper],
    ['beforeClock', lexicon.beforeClock],
    ['beforeName', lexicon.beforeName],
    ['stateVerbs', lexicon.stateVerbs],
    ['chatSpellings (written forms)', Object.keys(lexicon.chatSpellings)],
    ['verbs.action', lexicon.verbs.action],
    ['verbs.actionIrregular', lexicon.verbs.actionIrregular],
    ['verbs.purpose', lexicon.verbs.purpose],
    ['verbs.purposeIrregular', lexicon.verbs.purposeIrregular],
  ];
  /** Lists matched against the folded question text rather than its tokens (they may hold an apostrophe). */
  const phraseLists = (lexicon: Lexicon): [string, string[]][] => [
    ['questionStarts', lexicon.questionStarts],
    ['indirectQuestion', lexicon.indirectQuestion],
    ['clauseJoiners', lexicon.clauseJoiners],
    ['exampleStarts', lexicon.exampleStarts],
  ];

  it('holds the words of every list as the logic reads them, each once', () => {
    for (const lang of languages) {
      for (const [name, words] of lists(LEXICON[lang])) {
        expect(new Set(words).size, `${lang}.${name} lists a word twice`).toBe(words.length);
        for (const word of words) expect(normalize(word), `${lang}.${name}: "${word}" is not normalized`).toBe(word);
      }
      for (const [name, phrases] of phraseLists(LEXICON[lang])) {
        expect(new Set(phrases).size, `${lang}.${name} lists a phrase twice`).toBe(phrases.length);
        for (const phrase of phrases)
          expect(fold(phrase).trim(), `${lang}.${name}: "${phrase}" is not folded`).toBe(phrase);
      }
      for (const [word, meant] of Object.entries(LEXICON[lang].chatSpellings))
        expect(normalize(meant), `${lang}.chatSpellings.${word}`).toBe(meant);
    }
  });

  it('holds the phrases of the answer rules folded like the text they are matched against, each once per list', () => {
    for (const [name, phrases] of Object.entries(PHRASES)) {
      expect(phrases.length, `phrases.${name} is empty`).toBeGreaterThan(0);
      expect(new Set(phrases).size, `phrases.${name} lists a phrase twice`).toBe(phrases.length);
      for (const phrase of phrases) expect(fold(phrase).trim(), `phrases.${name}: "${phrase}"`).toBe(phrase);
    }
  });

  it('gives every concept its own id: no glossary concept shadows a dictionary one', () => {
    const shadowed = Object.keys(CONCEPT_FILE.dictionary).filter((id) => Object.hasOwn(CONCEPT_FILE.glossary, id));
    expect(shadowed).toEqual([]);
  });

  it('puts no term in two concepts (normalized: accents folded, lower case, punctuation to spaces)', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const [id, terms] of ALL_CONCEPTS) {
      for (const key of new Set(terms.map(normalize))) {
        const other = owner.get(key);
        if (other && other !== id) twice.push(`"${key}" in ${other} and ${id}`);
        owner.set(key, id);
      }
    }
    expect(twice).toEqual([]);
  });

  it('puts no verb, filler word or qualifier in the dictionary (a word in a concept is weighed as a thing)', () => {
    const wrong: string[] = [];
    for (const [id, terms] of Object.entries(CONCEPT_FILE.dictionary)) {
      for (const key of terms.map(normalize).filter((t) => !t.includes(' '))) {
        if (VERB_FORMS.has(key) || isSpanishVerbForm(key)) wrong.push(`${id}: "${key}" is a verb form`);
        if (STOPWORDS.has(key)) wrong.push(`${id}: "${key}" is a filler word`);
        if (QUALIFIERS.has(key)) wrong.push(`${id}: "${key}" is a qualifier`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('names only existing concepts in roles and section kinds, and each way of getting around once', () => {
    const ids = [...Object.values(CONCEPT_FILE.roles).flat(), ...Object.values(CONCEPT_FILE.sectionKinds).flat()];
    expect(ids.filter((id) => !ALL_CONCEPTS.has(id))).toEqual([]);
    const modeWords = Object.values(CONCEPT_FILE.transportModes).flat();
    expect(new Set(modeWords).size).toBe(modeWords.length);
    for (const word of modeWords) expect(normalize(word), `transportModes: "${word}"`).toBe(word);
  });

  it('keeps notes only for concepts that exist', () => {
    expect(Object.keys(CONCEPT_FILE.notes).filter((id) => !ALL_CONCEPTS.has(id))).toEqual([]);
  });
});
