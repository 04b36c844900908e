// Mantine's Tooltip (and floating-ui), loaded by TooltipOnDemand when a tooltip is first wanted.
export { Tooltip } from '@mantine/core';
