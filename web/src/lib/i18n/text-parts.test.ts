import { describe, expect, it } from 'vitest';
import en from '@common/locales/en/host.json';
import { HOST_FILES, hostFileOf, pickHostTexts } from './text-parts';

describe('host text parts', () => {
  it('places each key in one file, and the files together give the whole bundle back', () => {
    const merged: Record<string, unknown> = {};
    const deepMerge = (into: Record<string, unknown>, from: Record<string, unknown>) => {
      for (const [key, value] of Object.entries(from)) {
        if (value && typeof value === 'object' && into[key] && typeof into[key] === 'object')
          deepMerge(into[key] as Record<string, unknown>, value as Record<string, unknown>);
        else {
          expect(into[key], `host.${key} in two files`).toBeUndefined();
          into[key] = value;
        }
      }
    };
    for (const file of HOST_FILES) deepMerge(merged, pickHostTexts(en, file));
    expect(merged).toEqual(en);
  });

  it('keeps what the dashboard shows in the host file and moves the pages of a part', () => {
    expect(hostFileOf('nav.properties')).toBe('host');
    expect(hostFileOf('stays.agenda.title')).toBe('host');
    expect(hostFileOf('messages.failures.title')).toBe('host');
    expect(hostFileOf('stays.form.title')).toBe('host-stays');
    expect(hostFileOf('editor.save')).toBe('host-editor');
    expect(hostFileOf('photos.title')).toBe('host-more');
    const core = pickHostTexts(en, 'host');
    expect(core).not.toHaveProperty('editor');
    expect(core).toHaveProperty('stays.agenda');
    expect(core).not.toHaveProperty('stays.form');
    expect(pickHostTexts(en, 'host-stays')).not.toHaveProperty('stays.agenda');
    expect(pickHostTexts(en, 'host-stays')).toHaveProperty('stays.form');
  });
});
