// Mantine's Modal (modal base, focus trap, scroll lock), loaded by ModalOnDemand when a dialog first opens.
export { Modal } from '@mantine/core';
