import { type ApiError } from '@common/contracts/api';

/** Errors by form path (`guide.sections.0.title.en`), each a translation key. */
export type EditorErrors = Record<string, string>;

/** The form path of a field the server or the schema names (PropertyUpdate paths, with a few renames). */
export function formPathOf(field: string): string {
  if (field.startsWith('propertyStrTypes')) return 'strTypeId';
  return field;
}

/** The server's 400 errors by form path; errors without a field (or with `body`) go under ''. */
export function serverErrorsToForm(apiErrors: ApiError[]): EditorErrors {
  const errors: EditorErrors = {};
  for (const error of apiErrors) {
    const path = error.field && error.field !== 'body' ? formPathOf(error.field) : '';
    errors[path] ??= error.description;
  }
  return errors;
}

/** Which editor tab shows the field at `path`. */
export type EditorTab = 'details' | 'guide' | 'contacts' | 'places' | 'sharing';

export function tabOfPath(path: string): EditorTab {
  if (
    path.startsWith('guide.sections') ||
    path.startsWith('guide.checkInTime') ||
    path.startsWith('guide.checkOutTime')
  )
    return 'guide';
  if (path.startsWith('emergencyInfos') || path.startsWith('guide.hostContact')) return 'contacts';
  if (path.startsWith('guide.attractions')) return 'places';
  if (path.startsWith('guide.')) return 'sharing';
  return 'details';
}

/** The index of the list item a path points into (`guide.sections.3.title.en` -> 3 for 'guide.sections'). */
export function itemIndexOf(path: string, listPath: string): number | null {
  if (!path.startsWith(`${listPath}.`)) return null;
  const index = Number(path.slice(listPath.length + 1).split('.')[0]);
  return Number.isInteger(index) ? index : null;
}
