import { useMemo } from 'react';
import { EmailSchema, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@common/contracts/user';
import { useTranslation } from '@web/lib/i18n/react';

/** Longest first or last name the server accepts (UpdateUserRequestSchema, SignupRequestSchema). */
export const NAME_MAX_LENGTH = 100;
/** Longest phone number the server accepts. */
export const PHONE_MAX_LENGTH = 32;

const PHONE_PATTERN = /^[+\d\s().-]*$/;

/**
 * Field rules of the account forms, returning translated messages for Mantine's useForm. They
 * mirror the contracts in common/contracts/user.ts (the email rule is the contract's own schema), so
 * the browser refuses what the server would refuse, with a message next to the field.
 */
export function useFormRules() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      required: (value: string) => (value.trim() ? null : t('auth.validation.required')),
      email: (value: string) => {
        if (!value.trim()) return t('auth.validation.required');
        return EmailSchema.safeParse(value).success ? null : t('auth.validation.email');
      },
      name: (value: string) => {
        if (!value.trim()) return t('auth.validation.required');
        return value.trim().length > NAME_MAX_LENGTH
          ? t('auth.validation.nameTooLong', { max: NAME_MAX_LENGTH })
          : null;
      },
      phone: (value: string) =>
        value.trim().length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value)
          ? null
          : t('auth.validation.phone', { max: PHONE_MAX_LENGTH }),
      /** A password being chosen: the length rule of the contract. */
      newPassword: (value: string) => {
        if (!value) return t('auth.validation.required');
        if (value.length < PASSWORD_MIN_LENGTH)
          return t('auth.validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
        if (value.length > PASSWORD_MAX_LENGTH)
          return t('auth.validation.passwordTooLong', { max: PASSWORD_MAX_LENGTH });
        return null;
      },
      /** The repeat field: must equal `password`. */
      sameAs: (value: string, password: string) => {
        if (!value) return t('auth.validation.required');
        return value === password ? null : t('auth.validation.passwordsDiffer');
      },
    }),
    [t],
  );
}

/**
 * For useForm's onSubmit validation-failure callback: moves focus to the first field marked invalid,
 * so keyboard and screen-reader users land on the message instead of hunting for it.
 */
export function focusFirstInvalid(
  _errors: unknown,
  _values: unknown,
  event?: { currentTarget: EventTarget | null },
): void {
  const form = event?.currentTarget instanceof HTMLElement ? event.currentTarget : null;
  // Mantine renders the errors on the next paint.
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
