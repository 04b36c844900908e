import { describe, expect, it } from 'vitest';
import { PropertyUpdateSchema } from '@common/contracts/property';
import { normalizeEditorHtml } from '@web/components/rich-text-field/normalize-editor-html';
import { initI18n } from '@web/lib/i18n/i18n';
import { makeProperty } from '@web/test/property-fixtures';
import { newSection, sameValues, toEditorValues, toPropertyUpdate } from './editor-values';
import { htmlToText, sanitizePreviewHtml, textToHtml } from './rich-text';
import { validateEditorValues } from './validate-editor-values';

describe('the editor working copy', () => {
  it('turns a property into a valid PUT body that keeps everything it had', () => {
    const property = makeProperty();
    const update = toPropertyUpdate(toEditorValues(property), property);
    expect(PropertyUpdateSchema.safeParse(update).success).toBe(true);
    expect(update.modifyDate).toBe(property.modifyDate);
    expect(update.guide.sections?.map((section) => section.sectionId)).toEqual(['s1', 's2', 's3']);
    expect(update.guide.sections?.[1].wifi).toEqual({ network: 'CasaLimon', password: 'limon-2026' });
    expect(update.emergencyInfos[0].notes).toEqual({ en: '<p>All emergencies</p>' });
    expect(update.guide.attractions?.[0].description).toEqual({ en: '<p>Huevos rotos</p>' });
    expect(update.latitude).toBe(40.4168);
    expect(update.propertyStrTypes).toEqual([1]);
  });

  it("keeps a section's video through an editor save", () => {
    const property = makeProperty();
    const withVideo = {
      ...property,
      guide: {
        ...property.guide,
        sections: property.guide.sections.map((section, i) => (i === 0 ? { ...section, videoId: 42 } : section)),
      },
    };
    const update = toPropertyUpdate(toEditorValues(withVideo), withVideo);
    const [first, ...rest] = [...withVideo.guide.sections]
      .sort((a, b) => a.sortOrder - b.sortOrder)
      .map((s) => update.guide.sections?.find((u) => u.sectionId === s.sectionId));
    expect(first?.videoId).toBe(42);
    expect(rest.map((section) => section?.videoId)).toEqual(rest.map(() => null));
  });

  it('orders sections by sortOrder and compares copies structurally', () => {
    const property = makeProperty();
    property.guide.sections.reverse();
    const values = toEditorValues(property);
    expect(values.guide.sections.map((section) => section.sectionId)).toEqual(['s1', 's2', 's3']);
    expect(sameValues(values, toEditorValues(makeProperty()))).toBe(true);
    expect(sameValues(values, { ...values, name: 'x' })).toBe(false);
  });

  it('starts a new section titled in both languages', () => {
    initI18n('en');
    const section = newSection('parking');
    expect(section.title).toEqual({ en: 'Parking', es: 'Aparcamiento' });
    expect(section.sectionId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newSection('wifi').wifi).toEqual({ network: '', password: '' });
  });

  it('finds what the contract would refuse, by form path', () => {
    const property = makeProperty();
    const values = toEditorValues(property);
    values.name = ' ';
    values.guide.accessCode = '12ab';
    values.guide.sections[0].title.en = 'x'.repeat(121);
    values.guide.attractions[0].url = 'www.example.com';
    values.longitude = 'east';
    expect(validateEditorValues(values, property)).toEqual({
      name: 'errors.required',
      'guide.accessCode': 'host.editor.errors.accessCode',
      'guide.sections.0.title.en': 'errors.tooLong',
      'guide.attractions.0.url': 'host.editor.errors.url',
      longitude: 'host.editor.errors.longitude',
    });
  });
});

describe('rich text helpers', () => {
  it('keeps plain text and its paragraphs through the stored HTML', () => {
    const text = 'Call 112 first.\nThen the host.\n\nKeys < under the mat & in the box';
    const html = textToHtml(text);
    expect(html).toBe('<p>Call 112 first.<br>Then the host.</p><p>Keys &lt; under the mat &amp; in the box</p>');
    expect(htmlToText(html)).toBe(text);
    expect(htmlToText('<p>One<br />two</p><p>three</p>')).toBe('One\ntwo\n\nthree');
  });

  it('treats an empty editor document as no text', () => {
    expect(normalizeEditorHtml('<p></p>')).toBe('');
    expect(normalizeEditorHtml('<p><br></p>')).toBe('');
    expect(normalizeEditorHtml('<p>Hi</p>')).toBe('<p>Hi</p>');
  });

  it('shows only allow-listed markup in the preview', () => {
    const dirty =
      '<p onclick="x()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://ok.example">ok</a></p><script>alert(1)</script><img src=x onerror=alert(1)><h1>Big</h1>';
    const clean = sanitizePreviewHtml(dirty);
    expect(clean).toBe(
      '<p>Hi bad <a href="https://ok.example" rel="noopener noreferrer" target="_blank">ok</a></p>Big',
    );
  });
});
