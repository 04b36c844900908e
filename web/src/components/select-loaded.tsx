// Mantine's Select (Combobox, Popover, floating-ui and the options' scroll area), loaded by
// SelectOnDemand when a select is first used.
export { Select } from '@mantine/core';
