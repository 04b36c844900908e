import { type AdminList } from '@common/contracts/admin';

/** Query keys of the admin area; every admin query starts with ADMIN_QUERY_KEY. */
export const ADMIN_QUERY_KEY = ['admin'] as const;
export const adminKeys = {
  overview: () => [...ADMIN_QUERY_KEY, 'overview'] as const,
  users: () => [...ADMIN_QUERY_KEY, 'users'] as const,
  userPage: (q: string, page: number, pageSize: number) =>
    [...ADMIN_QUERY_KEY, 'users', 'page', { q, page, pageSize }] as const,
  user: (userId: string) => [...ADMIN_QUERY_KEY, 'users', 'detail', userId] as const,
  roles: () => [...ADMIN_QUERY_KEY, 'roles'] as const,
  audit: () => [...ADMIN_QUERY_KEY, 'audit'] as const,
  auditPage: (page: number, pageSize: number) => [...ADMIN_QUERY_KEY, 'audit', { page, pageSize }] as const,
  outbox: () => [...ADMIN_QUERY_KEY, 'outbox'] as const,
  outboxPage: (page: number, pageSize: number) => [...ADMIN_QUERY_KEY, 'outbox', { page, pageSize }] as const,
  list: (list: AdminList) => [...ADMIN_QUERY_KEY, 'lists', list] as const,
  ai: () => [...ADMIN_QUERY_KEY, 'ai'] as const,
};
