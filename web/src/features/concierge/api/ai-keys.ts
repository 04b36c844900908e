/** Query keys of the AI feature; mutations invalidate by these prefixes. */
export const AI_QUERY_KEY = ['ai'] as const;
export const aiPropertiesKey = () => [...AI_QUERY_KEY, 'properties'] as const;
export const aiSettingsKey = (propertyId: number) => [...AI_QUERY_KEY, propertyId, 'settings'] as const;
export const qaPairsKey = (propertyId: number) => [...AI_QUERY_KEY, propertyId, 'qa'] as const;
export const guestQuestionsKey = (propertyId: number, filter?: string, page?: number) =>
  filter === undefined
    ? ([...AI_QUERY_KEY, propertyId, 'questions'] as const)
    : ([...AI_QUERY_KEY, propertyId, 'questions', filter, page ?? 1] as const);
