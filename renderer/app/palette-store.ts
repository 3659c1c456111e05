/** The command palette's open/closed state (Mantine's spotlight store: a few hundred bytes), apart from its window (PaletteSpotlight.tsx), which loads when first opened. */
import { createSpotlight } from '@mantine/spotlight';

export const [paletteStore, palette] = createSpotlight();
