/**
 * A fake world for CLI tests: files by path (written files land in the same map), and
 * every line the command prints, for out and err apart.
 */
import type { CliIo } from './io';

export interface TestWorld {
  out: string[];
  err: string[];
  files: Record<string, string>;
  io: Required<CliIo>;
}

export function testWorld(files: Record<string, string> = {}): TestWorld {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    files,
    io: {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      readFile: async (path) => {
        const text = files[path];
        if (text === undefined) throw Object.assign(new Error(`ENOENT: no such file or directory, open '${path}'`), { code: 'ENOENT' });
        return text;
      },
      writeFile: async (path, text) => {
        files[path] = text;
      },
    },
  };
}
