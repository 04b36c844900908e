import type { GuideSection } from '@common/contracts/property';
import type { Locale } from '@common/locales';
import { STARTER_SECTIONS } from '@common/starter-guide';
import { translator } from '../../i18n/i18n';

export { STARTER_CHECK_IN, STARTER_CHECK_OUT } from '@common/starter-guide';

/**
 * What a new property starts with, so a host edits a guide instead of facing a blank page.
 * Every text is written in both languages; the guide's default language is the host's.
 * This is content the host owns and edits (stored with the property), not interface text, which is
 * why it is not in the locale bundles; its text is in common/starter-guide.ts (the editor reads it too).
 */

/** "My property 3" / "Mi alojamiento 3" (server.property.defaultName). */
export const defaultPropertyName = (locale: Locale, n: number) =>
  translator(locale)('server.property.defaultName', { n });

/** The starter sections, with fresh ids from `newId`. */
export function starterSections(newId: () => string): GuideSection[] {
  return STARTER_SECTIONS.map((section, index) => ({
    sectionId: newId(),
    kind: section.kind,
    icon: section.icon,
    sensitive: section.sensitive,
    sortOrder: index,
    title: { ...section.title },
    body: { ...section.body },
    mediaIds: [],
    imageUrls: [],
    ...(section.kind === 'wifi' ? { wifi: { network: '', password: '' } } : {}),
  }));
}
