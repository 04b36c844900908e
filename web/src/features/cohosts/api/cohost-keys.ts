export const COHOSTS_QUERY_KEY = ['cohosts'] as const;
export const invitationPreviewQueryKey = (token: string) => [...COHOSTS_QUERY_KEY, 'preview', token] as const;
