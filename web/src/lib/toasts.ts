import { notifications } from '@mantine/notifications';
import { type TOptions } from '@web/lib/i18n/translator';
import { WARN_TOAST_LIFE_MS } from '@common/limits';
import { i18n } from './i18n/i18n';
import { peekPublicConfig } from './public-config';

/** Used only if a toast fires before the public config has loaded. */
const FALLBACK_LIFE_MS = 5000;

export interface ToastMessage {
  /** Translation key of the title, e.g. 'saved', 'errors.title'. */
  summary: string;
  /** Translation key of the body. */
  detail?: string;
  /** Interpolation values for summary and detail. */
  params?: TOptions;
  /** A body that is already text (e.g. "500: Internal error"); wins over `detail`. */
  detailText?: string;
  /** Overrides the kind's lifetime, in ms. */
  life?: number;
}

type Kind = 'success' | 'warn' | 'error';

const COLORS: Record<Kind, string> = { success: 'teal', warn: 'yellow', error: 'red' };

/** Success toasts last toastLife and errors toastErrorLife from the config, warnings 3000 ms. */
function defaultLife(kind: Kind): number {
  const config = peekPublicConfig();
  if (kind === 'warn') return WARN_TOAST_LIFE_MS;
  if (kind === 'success') return config?.toastLife ?? FALLBACK_LIFE_MS;
  return config?.toastErrorLife ?? FALLBACK_LIFE_MS;
}

function show(kind: Kind, message: ToastMessage): string {
  const t = i18n.t.bind(i18n);
  const body = message.detailText ?? (message.detail ? t(message.detail, message.params) : undefined);
  return notifications.show({
    color: COLORS[kind],
    title: t(message.summary, message.params),
    message: body ?? '',
    autoClose: message.life ?? defaultLife(kind),
    withCloseButton: true,
    // Errors interrupt assistive technology; the rest wait their turn.
    role: kind === 'error' ? 'alert' : 'status',
  });
}

/** The app's toasts (docs/api.md), top-right (position is set once on <Notifications />). */
export const toasts = {
  success: (message: ToastMessage) => show('success', message),
  warn: (message: ToastMessage) => show('warn', message),
  error: (message: ToastMessage) => show('error', message),
};
