/** The photos feature: the photo drawer's tabs (library, uploads, stock search), installed in the app providers. */
export { PhotoDrawerContent } from './components/photo-drawer-content';
