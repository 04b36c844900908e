/** Query keys of the guest-link calls. */
export const guideLinkQueryKey = (propertyId: number) => ['guide-link', propertyId] as const;
