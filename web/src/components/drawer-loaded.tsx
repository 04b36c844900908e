// Mantine's Drawer (modal base, focus trap, scroll lock), loaded by DrawerOnDemand when a drawer first opens.
export { Drawer } from '@mantine/core';
