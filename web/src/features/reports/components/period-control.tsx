import { SegmentedControl } from '@mantine/core';
import { type CSSProperties, useId } from 'react';
import { useAfterOwnPaint } from '@web/lib/after-first-paint';
import periodClasses from './period-control.module.css';

interface PeriodControlProps {
  data: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  /** The id of the element that names the control. */
  labelledBy: string;
}

/**
 * The size of the control: `sm`, as tall as the property picker beside it (36 px), so that the two
 * labels above them line up; `xs` on a phone (period-control.module.css).
 */
const SIZE = 'sm';
/** What Mantine's SegmentedControl sets on its root for that size (its vars resolver). */
const SIZE_VARS = {
  '--sc-shadow': 'var(--mantine-shadow-xs)',
  '--sc-padding': `var(--sc-padding-${SIZE})`,
  '--sc-font-size': `var(--mantine-font-size-${SIZE})`,
} as CSSProperties;

/**
 * The reports' period picker: Mantine's SegmentedControl, size SIZE. Its first frame is that control's
 * own markup before it has measured itself (Mantine's classes; the active label draws its own
 * background, as in a prerendered page), a working radio group: the real control sets state from ref
 * callbacks while React commits, which renders again before the paint and runs the whole page's
 * first effects, and the indicator's layout, ahead of it. The real one takes the place once the view
 * has been painted (decision 070).
 */
export function PeriodControl({ data, value, onChange, labelledBy }: PeriodControlProps) {
  const real = useAfterOwnPaint();
  const name = `mantine-${useId()}`;
  if (real)
    return (
      <SegmentedControl
        size={SIZE}
        className={periodClasses.root}
        aria-labelledby={labelledBy}
        value={value}
        onChange={onChange}
        data={data}
      />
    );
  const { classes } = SegmentedControl;
  return (
    <div
      className={`${classes.root} ${periodClasses.root}`}
      style={SIZE_VARS}
      data-size={SIZE}
      data-with-items-borders="true"
      role="radiogroup"
      aria-labelledby={labelledBy}
    >
      {data.map((item) => {
        const active = item.value === value || undefined;
        return (
          <div key={item.value} className={classes.control} data-active={active}>
            <input
              className={classes.input}
              type="radio"
              id={`${name}-${item.value}`}
              name={name}
              value={item.value}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
              data-focus-ring="auto"
            />
            <label className={classes.label} data-active={active} htmlFor={`${name}-${item.value}`}>
              <span className={classes.innerLabel}>{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
