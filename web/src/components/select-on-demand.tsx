import {
  ComboboxChevron,
  ComboboxClearButton,
  InputBase,
  type Select as MantineSelect,
  type SelectProps,
} from '@mantine/core';
import { type ChangeEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { onDemand, type OnDemand, useOnDemand } from './on-demand';

type SelectCode = OnDemand<{ Select: typeof MantineSelect }>;
const selectCode: SelectCode = onDemand(() => import('./select-loaded'));

/** Starts loading the selects' code (the pointer or the focus came to a form that shows some). */
export function preloadSelect(): void {
  void selectCode.load().catch(() => undefined);
}

/** The Select props the app's selects on demand use (all of them reach the real Select). */
export type SelectOnDemandProps = Pick<
  SelectProps,
  | 'label'
  | 'description'
  | 'placeholder'
  | 'required'
  | 'disabled'
  | 'error'
  | 'data'
  | 'value'
  | 'onChange'
  | 'onFocus'
  | 'onBlur'
  | 'searchable'
  | 'clearable'
  | 'allowDeselect'
  | 'limit'
  | 'nothingFoundMessage'
  | 'w'
>;

/** What the placeholder hands to the real Select: keep the focus, open the list, the text typed so far. */
interface Handover {
  focus: boolean;
  open: boolean;
  typed: string | null;
}

/** An entry of a Select's data: a string, an item (a group's items may have no label) or a group. */
type DataEntry = string | { value: string; label?: string } | { group: unknown; items: readonly DataEntry[] };

/** The label of `value` in a Select's data, or '' (what a closed Select shows). */
export function optionLabel(data: readonly DataEntry[] | undefined, value: string | null | undefined): string {
  if (value === null || value === undefined || !data) return '';
  for (const item of data) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('items' in item) {
      const found = optionLabel(item.items, value);
      if (found) return found;
    } else if (item.value === value) {
      return item.label ?? item.value;
    }
  }
  return '';
}

const AT_START: Handover = { focus: false, open: false, typed: null };

/** Keys that open a closed Select's list (Mantine: the arrows, and Enter or Space on a select without search). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Enter', ' ']);

/**
 * Mantine's Select, whose dropdown code (Combobox, Popover, floating-ui, ScrollArea: about 40 kB
 * gzip) loads when the field is first pointed at or focused (decision 061). Until then a closed
 * Select is drawn as what it is, an input with its value's label, a chevron and the clear button,
 * announced as a combobox. The real Select takes its place when the code is there and the field is
 * focused (by keyboard), pressed, or typed into: focused, opened when pressed or typed into, with
 * the text typed so far. A page that loaded the code before shows the real Select at once.
 */
export function SelectOnDemand(props: SelectOnDemandProps) {
  return <SelectWithCode code={selectCode} {...props} />;
}

/** SelectOnDemand over the given code (a test holds it back to see the field before it comes). */
export function SelectWithCode({ code, ...props }: SelectOnDemandProps & { code: SelectCode }) {
  const [loaded, request] = useOnDemand(code);
  const [atStart] = useState(() => code.current() !== undefined);
  const [handover, setHandover] = useState<Handover | null>(null);
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  // A press is on its way to a click: the field is replaced on the click, never between its halves.
  const [pressing, setPressing] = useState(false);

  // The code came while the field has the focus, and no press is under way (a keyboard user): hand over.
  if (loaded && !atStart && !handover && focused && !pressing) setHandover({ focus: true, open: false, typed });
  if (loaded && (atStart || handover)) {
    return <LoadedSelect Select={loaded.Select} props={props} handover={handover ?? AT_START} />;
  }

  const { data, value, onChange, onFocus, onBlur, searchable, clearable, disabled, error, ...field } = props;
  const engage = (open: boolean, text: string | null = typed) => {
    setHandover({ focus: true, open, typed: text });
    request();
  };
  return (
    <InputBase
      label={field.label}
      description={field.description}
      placeholder={field.placeholder}
      required={field.required}
      w={field.w}
      disabled={disabled}
      error={error}
      __staticSelector="Select"
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      readOnly={!searchable}
      pointer={!searchable}
      value={typed ?? optionLabel(data, value)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        if (!searchable) return;
        setTyped(event.currentTarget.value);
        engage(true, event.currentTarget.value);
      }}
      onPointerEnter={() => void code.load().catch(() => undefined)}
      onPointerDown={() => setPressing(true)}
      onClick={() => {
        setPressing(false);
        engage(true);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (!OPENING_KEYS.has(event.key) || (searchable && event.key === ' ')) return;
        event.preventDefault();
        engage(true);
      }}
      onFocus={(event) => {
        setFocused(true);
        request();
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        setTyped(null);
        setPressing(false);
        onBlur?.(event);
      }}
      rightSectionPointerEvents="none"
      __defaultRightSection={<ComboboxChevron size="sm" error={error} />}
      __clearSection={<ComboboxClearButton onClear={() => onChange?.(null, null)} />}
      __clearable={!!clearable && value !== null && value !== undefined && !disabled}
    />
  );
}

/** The real Select in the placeholder's place: it keeps the focus, opens if asked, and keeps what was typed. */
function LoadedSelect({
  Select,
  props,
  handover,
}: {
  Select: typeof MantineSelect;
  props: SelectOnDemandProps;
  handover: Handover;
}) {
  const input = useRef<HTMLInputElement>(null);
  // What the placeholder handed over, as it was when this Select mounted.
  const [start] = useState(handover);
  const [search, setSearch] = useState(start.typed ?? '');
  // The Select's own first effects set its search to the value's label; typed text must win over them.
  // Its effects run before this component's, which ends the mounting.
  const mounting = useRef(true);
  useEffect(() => {
    mounting.current = false;
    const field = input.current;
    if (!start.focus || !field) return;
    field.focus();
    if (start.typed !== null) field.setSelectionRange(start.typed.length, start.typed.length);
  }, [start]);
  const searchProps =
    start.typed === null
      ? {}
      : {
          searchValue: search,
          onSearchChange: (next: string) => {
            if (!mounting.current) setSearch(next);
          },
        };
  return <Select ref={input} {...props} {...searchProps} defaultDropdownOpened={start.open} />;
}
