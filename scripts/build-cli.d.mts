/** Types of scripts/build-cli.mjs, for the tests that build the CLI. */
export declare const CLI_ENTRY: string;
export declare const CLI_OUTFILE: string;
/** Builds the CLI bundle; `outfile` defaults to cli/dist/warpdesk.cjs. */
export declare function buildCli(options?: { outfile?: string }): Promise<{ outfile: string; version: string }>;
