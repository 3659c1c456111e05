import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRelativePath } from './safe-path';

describe('safeRelativePath', () => {
  it.each([
    ['/index.html', 'index.html'],
    ['/assets/app-1a2b.js', 'assets/app-1a2b.js'],
    ['/assets/./fonts//inter.woff2', 'assets/fonts/inter.woff2'],
    ['/samples/nova%20sample.json', 'samples/nova sample.json'],
    ['/fonts/%C3%A9toile.woff2', 'fonts/étoile.woff2'],
    ['/a..b/c..', 'a..b/c..'],
  ])('%j → %j', (input, expected) => {
    expect(safeRelativePath(input)).toBe(expected);
  });

  it.each(['', '/', '//', '/./', '.'])('the empty path %j means index.html', (input) => {
    expect(safeRelativePath(input)).toBe('index.html');
  });

  it.each([
    ['a plain climb', '/../etc/passwd'],
    ['a climb in the middle', '/assets/../../secret'],
    ['a climb that would stay inside', '/assets/../index.html'],
    ['a trailing climb', '/assets/..'],
    ['an encoded climb', '/%2e%2e%2fetc/passwd'],
    ['an upper-case encoded climb', '/%2E%2E/secret'],
    ['dots then an encoded slash', '/..%2fsecret'],
    ['an encoded backslash', '/assets%5c..%5csecret'],
    ['a literal backslash', '/assets\\file'],
    ['an encoded NUL', '/index.html%00.png'],
    ['a literal NUL', '/index.html\0'],
    ['a drive letter', '/C:/Windows/win.ini'],
    ['an encoded drive letter', '/c%3A/Windows'],
    ['a drive letter after slashes', '///d:'],
    ['a drive letter behind an encoded dot segment', '%2E%2fC:'],
    ['malformed percent-encoding', '/%'],
    ['a truncated escape', '/%E0%A4%A'],
    ['an invalid escape', '/%zz'],
  ])('refuses %s: %j', (_label, input) => {
    expect(safeRelativePath(input)).toBeNull();
  });

  it('what it returns never climbs, never holds a backslash, NUL or drive letter (property)', () => {
    const piece = fc.constantFrom('..', '.', '%2e', '%2E', '%2f', '%5c', '%00', '/', '\\', 'a', 'b', 'C:', '%', 'x.js', '%41');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const result = safeRelativePath(pieces.join(''));
        if (result === null) return;
        expect(result.split('/')).not.toContain('..');
        expect(result).not.toMatch(/[\\\0]/);
        expect(result).not.toMatch(/^[A-Za-z]:/);
        expect(result.startsWith('/')).toBe(false);
      }),
    );
  });
});
