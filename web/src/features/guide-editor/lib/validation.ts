import { type ApiError } from '@common/contracts/api';
import { PropertyUpdateSchema, type Property } from '@common/contracts/property';
import { type EditorValues, parseCoordinate, toPropertyUpdate } from './editor-values';

/** Errors by form path (`guide.sections.0.title.en`), each a translation key. */
export type EditorErrors = Record<string, string>;

/** Field-specific messages that say what is expected, by the last segment of the path. */
const FIELD_MESSAGES: Record<string, string> = {
  accessCode: 'host.editor.errors.accessCode',
  latitude: 'host.editor.errors.latitude',
  longitude: 'host.editor.errors.longitude',
  phone: 'host.editor.errors.phone',
  url: 'host.editor.errors.url',
  email: 'host.editor.errors.email',
  checkInTime: 'host.editor.errors.time',
  checkOutTime: 'host.editor.errors.time',
  icon: 'host.editor.errors.icon',
  attractionTypeId: 'errors.required',
  emergencyInfoTypeId: 'errors.required',
};

/** The form path of a field the server or the schema names (PropertyUpdate paths, with a few renames). */
export function formPathOf(field: string): string {
  if (field.startsWith('propertyStrTypes')) return 'strTypeId';
  return field;
}

interface IssueLike {
  code: string;
  path: PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  input?: unknown;
}

function messageFor(issue: IssueLike): string {
  const last = String(issue.path[issue.path.length - 1] ?? '');
  if (FIELD_MESSAGES[last] && issue.code !== 'too_big') return FIELD_MESSAGES[last];
  switch (issue.code) {
    case 'too_big':
      return 'errors.tooLong';
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1 ? 'errors.required' : 'errors.tooShort';
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'errors.required' : 'errors.invalidFormat';
    default:
      return 'errors.invalidFormat';
  }
}

/**
 * Checks the working copy against the same contract the server validates with (PropertyUpdateSchema),
 * plus what only the editor knows (coordinates typed as text). Empty when the copy can be saved.
 */
export function validateEditorValues(
  values: EditorValues,
  base: Pick<Property, 'propertyId' | 'modifyDate' | 'videoCollectionId' | 'isActive'>,
): EditorErrors {
  const errors: EditorErrors = {};
  const checkCoordinate = (path: string, value: string, limit: number, key: string) => {
    const parsed = parseCoordinate(value);
    if (parsed !== null && (Number.isNaN(parsed) || Math.abs(parsed) > limit)) errors[path] = key;
  };
  checkCoordinate('latitude', values.latitude, 90, 'host.editor.errors.latitude');
  checkCoordinate('longitude', values.longitude, 180, 'host.editor.errors.longitude');
  if (!values.latitude.trim() !== !values.longitude.trim())
    errors[values.latitude.trim() ? 'longitude' : 'latitude'] = 'host.editor.errors.coordinatePair';
  values.guide.attractions.forEach((attraction, index) => {
    checkCoordinate(`guide.attractions.${index}.latitude`, attraction.latitude, 90, 'host.editor.errors.latitude');
    checkCoordinate(`guide.attractions.${index}.longitude`, attraction.longitude, 180, 'host.editor.errors.longitude');
  });

  const parsed = PropertyUpdateSchema.safeParse(toPropertyUpdate(values, base));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = formPathOf(issue.path.map(String).join('.'));
      errors[path] ??= messageFor(issue as IssueLike);
    }
  }
  return errors;
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
