/** Mantine's Tooltip as its own module, for HintTooltip to load when first needed. */
export { Tooltip as LoadedTooltip } from '@mantine/core';
