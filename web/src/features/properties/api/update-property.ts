import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError } from '@common/contracts/api';
import { type Property, type PropertyUpdate } from '@common/contracts/property';
import { type Locale } from '@common/locales';
import { api } from '@web/lib/api-client';
import { useLocale } from '@web/lib/i18n/use-locale';
import { requestLibraryRefresh } from '@web/lib/media-query-keys';
import { toasts } from '@web/lib/toasts';
import {
  PROPERTIES_QUERY_KEY,
  propertiesQueryKey,
  propertyQueryKey,
  withLocale,
} from '@web/lib/properties/property-keys';

/** Title of the warning toast for a refused update, "Update Property" (docs/api.md, "409"). */
export const UPDATE_PROPERTY_WARN_TITLE_KEY = 'host.property.updateTitle';

/**
 * What a save came to. The api client has already shown the matching toast: saved, the "Update
 * Property" warning (409: someone saved in between; nothing was written) or the generic error.
 */
export type UpdatePropertyOutcome =
  | { status: 'saved'; property: Property }
  | { status: 'conflict'; errors: ApiError[] }
  | { status: 'invalid'; errors: ApiError[] }
  | { status: 'failed'; errors: ApiError[] };

/** PUT /property/user with the whole property, including the modifyDate it was loaded with. */
export async function updateProperty(update: PropertyUpdate, locale: Locale): Promise<UpdatePropertyOutcome> {
  let refused: { errors: ApiError[]; status: number } | null = null;
  const result = await api<Property>('PUT', withLocale('/property/user', locale), {
    body: update,
    on409: { warnTitleKey: UPDATE_PROPERTY_WARN_TITLE_KEY },
    onErrors: (errors, status) => {
      refused = { errors, status };
    },
  });
  const failure = refused as { errors: ApiError[]; status: number } | null;
  if (failure?.status === 409) return { status: 'conflict', errors: failure.errors };
  if (failure?.status === 400) return { status: 'invalid', errors: failure.errors };
  if (failure || !result) return { status: 'failed', errors: failure?.errors ?? [] };
  return { status: 'saved', property: result };
}

/**
 * Saves a property: on success the cached list holds the saved copy, the toast saved / property_saved
 * shows for 3000 ms and the photo library reloads from page 1.
 */
export function useUpdateProperty() {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PropertyUpdate) => updateProperty(update, locale),
    onSuccess: (outcome) => {
      if (outcome.status !== 'saved') return;
      const saved = outcome.property;
      queryClient.setQueryData<Property[]>(propertiesQueryKey(locale), (list) =>
        list?.map((item) => (item.propertyId === saved.propertyId ? saved : item)),
      );
      queryClient.setQueryData<Property | null>(propertyQueryKey(locale, saved.propertyId), saved);
      void queryClient.invalidateQueries({
        queryKey: PROPERTIES_QUERY_KEY,
        predicate: (query) => query.queryKey[2] !== locale || query.queryKey[1] !== 'user',
      });
      requestLibraryRefresh(queryClient);
      toasts.success({ summary: 'saved', detail: 'property_saved', life: 3000 });
    },
  });
}
