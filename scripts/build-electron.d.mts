/** Types for scripts/build-electron.mjs, so TypeScript tests can import it. */
export declare const ELECTRON_ENTRIES: Readonly<Record<string, string>>;
/** Builds main.cjs and preload.cjs into `outDir` (absolute; default dist-electron/); resolves to the files written. */
export declare function buildElectron(outDir?: string): Promise<string[]>;
