import { type UseFormReturnType } from '@mantine/form';
import { useCallback } from 'react';
import { useTranslation } from '@web/lib/i18n/react';
import { type EditorValues } from './editor-values';

export type EditorForm = UseFormReturnType<EditorValues>;

/**
 * getInputProps with the error translated: the form keeps errors as translation keys (the client's
 * own checks and the server's 400 `description` alike), so they follow the page's language.
 */
export function useFieldProps(form: EditorForm) {
  const { t } = useTranslation();
  return useCallback(
    (path: string, options?: { type?: 'input' | 'checkbox' }) => {
      const props = form.getInputProps(path, options);
      return { ...props, error: typeof props.error === 'string' ? t(props.error) : props.error };
    },
    [form, t],
  );
}

/** The error key at `path`, if any. */
export const errorAt = (form: EditorForm, path: string): string | undefined => {
  const error = form.errors[path];
  return typeof error === 'string' ? error : undefined;
};

/** True when any error sits at `prefix` or below it. */
export const hasErrorsUnder = (form: EditorForm, prefix: string): boolean =>
  Object.keys(form.errors).some((path) => path === prefix || path.startsWith(`${prefix}.`));
