import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CoHostInvitation, type CoHostInviteInput } from '@common/contracts/cohosts';
import { type Locale } from '@common/locales';
import { apiOrThrow } from '@web/lib/api-call';
import { toasts } from '@web/lib/toasts';
import { COHOSTS_QUERY_KEY } from './cohost-keys';

/** POST /cohosts/invitations: the invitee gets an e-mail in their language (or the page's, `locale`). */
export function inviteCoHost(input: CoHostInviteInput, locale: Locale): Promise<CoHostInvitation> {
  return apiOrThrow<CoHostInvitation>('POST', `/cohosts/invitations?locale=${locale}`, { body: input });
}

export function useInviteCoHost(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CoHostInviteInput) => inviteCoHost(input, locale),
    onSuccess: (invitation) => {
      void queryClient.invalidateQueries({ queryKey: COHOSTS_QUERY_KEY });
      toasts.success({ summary: 'saved', detail: 'host.cohosts.invite.sent', params: { email: invitation.email } });
    },
  });
}
