import { describe, expect, it } from 'vitest';
import { makeProperty } from '@web/test/property-fixtures';
import { toEditorValues } from './editor-values';
import { devicesToTranslate, placesToTranslate, sectionsToTranslate } from './translation';
import { coffeeMachine } from '@web/test/device-fixtures';

/** What the whole-guide translation takes (decision 055), and that copies of shared blocks are left out (047). */
const COFFEE = coffeeMachine({ deviceId: 12 });

describe('what the whole-guide translation into Spanish takes', () => {
  it('takes what is written in English only, and leaves copies of shared blocks to their block', () => {
    const { guide } = toEditorValues(makeProperty());
    // House rules and the place are written in English only: both are offered.
    expect(sectionsToTranslate(guide.sections, 'es').map((section) => section.sectionId)).toEqual(['s3']);
    expect(placesToTranslate(guide.attractions, 'es').map((place) => place.attractionId)).toEqual(['a1']);
    expect(devicesToTranslate([COFFEE], 'es').map((device) => device.deviceId)).toEqual([12]);

    // The same items as copies of shared blocks: a save keeps the block's words, so none is offered.
    const sections = guide.sections.map((section) => ({ ...section, sharedBlockId: 3 }));
    const places = guide.attractions.map((place) => ({ ...place, sharedBlockId: 4 }));
    expect(sectionsToTranslate(sections, 'es')).toEqual([]);
    expect(placesToTranslate(places, 'es')).toEqual([]);
    expect(devicesToTranslate([{ ...COFFEE, sharedBlockId: 5 }], 'es')).toEqual([]);
  });
});
