/** Mantine's modals manager as its own module, for ModalsWhenOpened to load. */
export { ModalsProvider as LoadedModals } from '@mantine/modals';
