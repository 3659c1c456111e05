/**
 * What a CLI command may do to the world, its exit codes, and the helpers every command
 * shares. Commands live in the rulesets' wings (`shared/rulesets/<id>/cli/`) and are pure
 * apart from the `CliIo` they are given; cli/main.ts gives them the real machine.
 */
import type { ArchiveRulesets } from '../format/records';
import type { Paper } from '../print/paper';
import { decodeText, decodingNote } from '../text/decode';

/** Prints HTML to PDF bytes. */
export interface PdfPrinter {
  print(html: string, paper: Paper): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Each `out`/`err` call is one line, without its newline. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /**
   * The file's bytes (decoded by readOrReport: shared/text/decode.ts), or its text when already
   * decoded (test worlds); rejects if the file cannot be read. `-` is standard input.
   */
  readFile(path: string): Promise<Uint8Array | string>;
  /** Writes a file as UTF-8 (commands that produce files). */
  writeFile?(path: string, text: string): Promise<void>;
  /** Makes a folder and its parents (commands that write several files). */
  mkdir?(dir: string): Promise<void>;
  /** Writes a binary file (PDF). */
  writeBytes?(path: string, bytes: Uint8Array): Promise<void>;
  /** Whether a file or folder exists at the path (commands that must not replace a file silently). */
  exists?(path: string): Promise<boolean>;
  /** A PDF printer, or the reason there is none. */
  pdfPrinter?(): Promise<PdfPrinter | string>;
  /** The time now, ISO 8601 (files stamped with when they were made); shared/ has no clock of its own. */
  now?(): string;
}

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_UNREADABLE = 2;
export const EXIT_USAGE = 64;

/** What the command line gives every command beside the machine: the rulesets it knows (shared/rulesets/index.ts). */
export interface CliEnv {
  readonly rulesets: ArchiveRulesets;
}

/** One top-level command: `warpdesk <name> …`. */
export interface CliCommand {
  /** One line for each form of the command, as shown in `warpdesk --help`: `[form, what it does]`. */
  readonly help: readonly (readonly [string, string])[];
  run(args: readonly string[], io: CliIo, env: CliEnv): Promise<number>;
}

export function usageError(io: CliIo, message: string): number {
  io.err(`warpdesk: ${message}`);
  io.err('Run "warpdesk --help" for the list of commands.');
  return EXIT_USAGE;
}

/** A file-system error in words; Node's codes where it gives one. */
export function readFailure(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'it is a folder, not a file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

/**
 * Reads a file's text, or says why not and returns null (the caller exits with EXIT_UNREADABLE).
 * Typed orders and CSV files come from many computers: the bytes are decoded as UTF-8, UTF-16 or
 * Windows-1252 (shared/text/decode.ts) and what was assumed, when it was not plain UTF-8, goes to
 * stderr: "warpdesk: orders.txt: read as Windows-1252 (Latin-1); 3 characters were not UTF-8".
 */
export async function readOrReport(io: CliIo, file: string): Promise<string | null> {
  let read: Uint8Array | string;
  try {
    read = await io.readFile(file);
  } catch (error) {
    io.err(`warpdesk: cannot read ${file}: ${readFailure(error)}`);
    return null;
  }
  if (typeof read === 'string') return read;
  const decoded = decodeText(read);
  const note = decodingNote(decoded);
  if (note !== null) io.err(`warpdesk: ${file === '-' ? 'standard input' : file}: ${note}`);
  return decoded.text;
}

export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
