import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HostContact,
  HostContactInput,
  InboxQuestion,
  InboxReplyInput,
  InboxSummary,
} from '@common/contracts/inbox';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';

const INBOX_KEY = ['inbox'] as const;
const SUMMARY_KEY = [...INBOX_KEY, 'summary'] as const;
const CONTACT_KEY = [...INBOX_KEY, 'contact'] as const;
const questionsKey = (propertyId: number) => [...INBOX_KEY, 'property', propertyId] as const;

/** GET /inbox: the properties whose guest questions the host answers, with unread counts (the nav badge polls it). */
export function useInboxSummary(options: { poll?: boolean } = {}) {
  return useQuery({
    queryKey: SUMMARY_KEY,
    queryFn: () => apiOrThrow<InboxSummary>('GET', '/inbox'),
    refetchInterval: options.poll ? 60_000 : false,
  });
}

/** GET /inbox/property/{propertyId}: its questions, newest first. */
export function useInboxQuestions(propertyId: number | null) {
  return useQuery({
    queryKey: questionsKey(propertyId ?? 0),
    queryFn: () => apiOrThrow<InboxQuestion[]>('GET', `/inbox/property/${propertyId}`),
    enabled: propertyId !== null,
  });
}

/** POST /inbox/property/{propertyId}/read: the host has seen the property's questions. */
export function useMarkInboxRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: number) => apiOrThrow<InboxSummary>('POST', `/inbox/property/${propertyId}/read`),
    onSuccess: (summary) => client.setQueryData(SUMMARY_KEY, summary),
  });
}

/** POST /inbox/property/{propertyId}/reply. */
export function useReplyToGuest(propertyId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: InboxReplyInput) =>
      apiOrThrow<InboxQuestion>('POST', `/inbox/property/${propertyId}/reply`, { body: input }),
    onSuccess: (question) => {
      void client.invalidateQueries({ queryKey: questionsKey(propertyId) });
      toasts.success({ summary: 'saved', detail: question.guestName ? 'host.inbox.sentMailed' : 'host.inbox.sent' });
    },
  });
}

/** GET /inbox/contact: the account's contact for guests. */
export function useHostContact() {
  return useQuery({ queryKey: CONTACT_KEY, queryFn: () => apiOrThrow<HostContact>('GET', '/inbox/contact') });
}

/** PUT /inbox/contact. */
export function useSaveHostContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: HostContactInput) => apiOrThrow<HostContact>('PUT', '/inbox/contact', { body: input }),
    onSuccess: (contact) => {
      client.setQueryData(CONTACT_KEY, contact);
      // The getting-started checklist ticks its contact step.
      void client.invalidateQueries({ queryKey: ['support', 'onboarding'] });
      toasts.success({ summary: 'saved', detail: 'host.contact.saved' });
    },
  });
}
