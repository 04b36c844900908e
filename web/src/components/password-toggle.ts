import { type TFunction } from '@web/lib/i18n/translator';

/**
 * Props for Mantine's PasswordInput: the show/hide button is reachable by keyboard and named in the
 * page's language (it reports its state with aria-pressed).
 */
export const passwordToggleProps = (t: TFunction) => ({
  visibilityToggleFocusable: true,
  visibilityToggleButtonProps: { 'aria-label': t('auth.fields.showPassword') },
});
