import { Select } from '@mantine/core';
import { type PropertyListItem } from '@common/contracts/property';

/** The property whose devices or videos are shown. */
export function PropertySelect({
  properties,
  value,
  onChange,
  label,
}: {
  properties: PropertyListItem[];
  value: number | null;
  onChange: (propertyId: number) => void;
  label: string;
}) {
  return (
    <Select
      label={label}
      data={properties.map((p) => ({ value: String(p.propertyId), label: p.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      maw={420}
    />
  );
}

/** The chosen property, else the first one. */
export const chosenProperty = (properties: PropertyListItem[], chosen: number | null) =>
  chosen !== null && properties.some((p) => p.propertyId === chosen) ? chosen : (properties[0]?.propertyId ?? null);
