import { useMutation } from '@tanstack/react-query';
import { type TranslatedSections, type TranslateSectionsRequest } from '@common/contracts/translation';
import { apiOrThrow } from '@web/lib/api-call';

/** POST /translation/property/{propertyId}/sections: machine translation of sections (nothing is saved). */
export function translateSections(propertyId: number, body: TranslateSectionsRequest): Promise<TranslatedSections> {
  return apiOrThrow<TranslatedSections>('POST', `/translation/property/${propertyId}/sections`, { body });
}

export const useTranslateSections = (propertyId: number) =>
  useMutation({
    mutationKey: ['translation', propertyId],
    mutationFn: (body: TranslateSectionsRequest) => translateSections(propertyId, body),
  });
