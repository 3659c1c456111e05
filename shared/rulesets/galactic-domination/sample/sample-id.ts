/** The bundled sample game: its id in the library (`game.sample`) and its file (scripts/galactic-domination/make-sample.ts writes it). */
export const SAMPLE_NAME = 'galactic-domination-sample';
export const SAMPLE_FILE = 'resources/samples/galactic-domination-sample.warpdesk.json';
