/**
 * A fake world for CLI tests: files by path (written files land in the same map), folders
 * made and binary files written, and every line the command prints, for out and err apart.
 */
import type { CliIo } from './io';

export interface TestWorld {
  out: string[];
  err: string[];
  files: Record<string, string>;
  /** Folders made, in order. */
  dirs: string[];
  /** Binary files written, by path; a test may put a file's bytes here for a command to read. */
  bytes: Record<string, Uint8Array>;
  io: Required<CliIo>;
}

export function testWorld(files: Record<string, string> = {}): TestWorld {
  const out: string[] = [];
  const err: string[] = [];
  const dirs: string[] = [];
  const bytes: Record<string, Uint8Array> = {};
  return {
    out,
    err,
    files,
    dirs,
    bytes,
    io: {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      // Bytes given (or written) under a path are read as bytes, so commands decode them as from a disk.
      readFile: async (path) => {
        const data = bytes[path];
        if (data !== undefined) return data;
        const text = files[path];
        if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });
        return text;
      },
      writeFile: async (path, text) => {
        files[path] = text;
      },
      mkdir: async (dir) => {
        dirs.push(dir);
      },
      writeBytes: async (path, data) => {
        bytes[path] = data;
      },
      exists: async (path) => path in files || path in bytes,
      pdfPrinter: async () => 'the test world has no PDF printer',
      now: () => '2026-11-22T10:00:00.000Z',
    },
  };
}
