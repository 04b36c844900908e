import { PropertyUpdateSchema, type Property } from '@common/contracts/property';
import { type EditorValues, parseCoordinate, toPropertyUpdate } from './editor-values';
import { type EditorErrors, formPathOf } from './validation';

// The check of a working copy against the contract: it brings zod and the contract's schemas, so the
// editor loads it with the first change or save, not with the page (decision 052).

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
