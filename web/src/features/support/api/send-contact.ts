import { useMutation } from '@tanstack/react-query';
import { type Locale } from '@common/locales';
import { apiOrThrow } from '@web/lib/api-call';

export interface ContactInput {
  name: string;
  email: string;
  reasonTypeId: number;
  subject: string;
  body: string;
  locale: Locale;
  botToken: string | undefined;
}

/** POST /support/contact (public, no account): the visitor's message becomes a ticket. */
export function sendContact(input: ContactInput): Promise<{ ticketId: number }> {
  return apiOrThrow<{ ticketId: number }>('POST', '/support/contact', { body: input });
}

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
