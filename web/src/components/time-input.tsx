import { TextInput, type TextInputProps } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useState, type FocusEvent } from 'react';
import { formatTime, parseTime } from '@web/lib/dates';
import { useLocale } from '@web/lib/i18n/use-locale';

type TimeInputProps = Omit<TextInputProps, 'type' | 'value' | 'defaultValue' | 'onChange'> & {
  /** The time as stored, "HH:MM" (24-hour), or '' for none; text that is not a time is kept as typed. */
  value?: string;
  /** Receives "HH:MM" once the text is a time, else the text as typed (so validation can say so). */
  onChange: (value: string) => void;
};

/**
 * A wall-clock time field in the page language's format, the one the guest page and the previews
 * use (lib/dates.ts, formatTime): "3:00 PM" in English, "15:00" in Spanish, whatever the browser's
 * own language (a native time control follows the browser, decision 056). Either way of writing is
 * understood ("3pm", "15:00", "15.30"); on leaving the field the text is written the page's way.
 */
export function TimeInput({ value = '', onChange, onFocus, onBlur, leftSection, ...props }: TimeInputProps) {
  const locale = useLocale();
  const shown = formatTime(value, locale);
  // The text being typed; null while the field shows the stored value in the page's format.
  const [draft, setDraft] = useState<string | null>(null);

  return (
    <TextInput
      {...props}
      type="text"
      inputMode="text"
      autoComplete="off"
      placeholder={props.placeholder ?? formatTime('15:00', locale)}
      leftSection={leftSection === undefined ? <IconClock size={16} aria-hidden /> : leftSection}
      value={draft ?? shown}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        setDraft(shown);
        onFocus?.(event);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setDraft(text);
        const time = text.trim() === '' ? '' : parseTime(text);
        onChange(time ?? text.trim());
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        setDraft(null);
        onBlur?.(event);
      }}
    />
  );
}
