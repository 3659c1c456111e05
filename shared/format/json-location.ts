/**
 * Turns a JSON.parse error into a line and column the GM can find in a text editor.
 *
 * Engines word their messages differently, and V8 gives no position at all for an
 * unexpected token ("Unexpected token 'x', … is not valid JSON"), so the place is found
 * by our own small JSON scanner; the engine's message is used only when the scanner
 * sees nothing wrong (which should not happen).
 */
export function describeJsonError(text: string, error: unknown): { where: string; message: string } {
  const raw = error instanceof Error ? error.message : String(error);
  const found = findJsonError(text);
  if (found !== null) {
    const { line, column } = lineAndColumn(text, found.offset);
    const where = `line ${line}, column ${column}`;
    if (found.offset >= text.length) return { where, message: 'the file ends in the middle of the data; it may be truncated' };
    return { where, message: `this is not valid JSON here: expected ${found.expected}, found ${describeChar(text, found.offset)}` };
  }
  const match = /position (\d+)/.exec(raw);
  if (match) {
    const position = Number(match[1]);
    const { line, column } = lineAndColumn(text, position);
    const atEnd = position >= text.trimEnd().length;
    return {
      where: `line ${line}, column ${column}`,
      message: atEnd ? 'the file ends in the middle of the data; it may be truncated' : `this is not valid JSON here (${stripPosition(raw)})`,
    };
  }
  return { where: '(the whole file)', message: `this is not valid JSON (${raw})` };
}

/** 1-based line and column of a character offset (column counts UTF-16 code units). */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, text.length);
  for (let i = 0; i < end; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: end - lineStart + 1 };
}

/**
 * The first place where `text` stops being JSON (RFC 8259), and what was expected there.
 * An offset equal to `text.length` means the text ends too soon. Returns null if the
 * text is valid JSON. Iterative (no recursion), so deep nesting cannot overflow the stack.
 */
export function findJsonError(text: string): { offset: number; expected: string } | null {
  let i = 0;
  const n = text.length;
  // What each open container awaits next: a value, a key, or a separator.
  const stack: ('array' | 'object')[] = [];
  type State = 'value' | 'firstValueOrClose' | 'keyOrClose' | 'key' | 'colon' | 'afterValue';
  let state: State = 'value';
  const skipSpace = () => {
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
  };
  const error = (expected: string) => ({ offset: Math.min(i, n), expected });

  const scanString = (): string | null => {
    // Precondition: text[i] === '"'. Returns null on success, else what was expected.
    i++;
    while (i < n) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return null;
      }
      if (c < 0x20) return 'a closing " (control characters must be escaped)';
      if (c === 0x5c) {
        i++;
        if (i >= n) return 'an escape such as \\n';
        const e = text[i] as string;
        if ('"\\/bfnrt'.includes(e)) i++;
        else if (e === 'u') {
          i++;
          for (let k = 0; k < 4; k++) {
            if (i >= n) return 'four hex digits after \\u';
            if (!/[0-9a-fA-F]/.test(text[i] as string)) return 'four hex digits after \\u';
            i++;
          }
        } else return 'an escape such as \\n or \\u0041';
      } else i++;
    }
    return 'a closing "';
  };

  const scanNumber = (): string | null => {
    if (text[i] === '-') i++;
    if (i >= n) return 'a digit';
    if (text[i] === '0') i++;
    else if (/[1-9]/.test(text[i] as string)) while (i < n && /[0-9]/.test(text[i] as string)) i++;
    else return 'a digit';
    if (text[i] === '.') {
      i++;
      if (i >= n || !/[0-9]/.test(text[i] as string)) return 'a digit after the decimal point';
      while (i < n && /[0-9]/.test(text[i] as string)) i++;
    }
    if (text[i] === 'e' || text[i] === 'E') {
      i++;
      if (text[i] === '+' || text[i] === '-') i++;
      if (i >= n || !/[0-9]/.test(text[i] as string)) return 'a digit in the exponent';
      while (i < n && /[0-9]/.test(text[i] as string)) i++;
    }
    return null;
  };

  for (;;) {
    skipSpace();
    const ch = i < n ? (text[i] as string) : '';
    switch (state) {
      case 'value':
      case 'firstValueOrClose': {
        if (state === 'firstValueOrClose' && ch === ']') {
          i++;
          stack.pop();
          state = 'afterValue';
          break;
        }
        if (ch === '{') {
          i++;
          stack.push('object');
          state = 'keyOrClose';
        } else if (ch === '[') {
          i++;
          stack.push('array');
          state = 'firstValueOrClose';
        } else if (ch === '"') {
          const bad = scanString();
          if (bad !== null) return error(bad);
          state = 'afterValue';
        } else if (ch === '-' || (ch >= '0' && ch <= '9')) {
          const bad = scanNumber();
          if (bad !== null) return error(bad);
          state = 'afterValue';
        } else {
          const word = ['true', 'false', 'null'].find((w) => w[0] === ch);
          if (word === undefined) return error('a value (an object, array, string, number, true, false or null)');
          for (const letter of word) {
            if (i >= n || text[i] !== letter) return error(`the word ${word}`);
            i++;
          }
          state = 'afterValue';
        }
        break;
      }
      case 'keyOrClose':
      case 'key': {
        if (state === 'keyOrClose' && ch === '}') {
          i++;
          stack.pop();
          state = 'afterValue';
          break;
        }
        if (ch !== '"') return error('a field name in double quotes');
        const bad = scanString();
        if (bad !== null) return error(bad);
        state = 'colon';
        break;
      }
      case 'colon':
        if (ch !== ':') return error('":" after the field name');
        i++;
        state = 'value';
        break;
      case 'afterValue': {
        const top = stack[stack.length - 1];
        if (top === undefined) {
          if (i >= n) return null;
          return error('the end of the file after the data');
        }
        if (ch === ',') {
          i++;
          state = top === 'object' ? 'key' : 'value';
        } else if ((top === 'object' && ch === '}') || (top === 'array' && ch === ']')) {
          i++;
          stack.pop();
        } else return error(top === 'object' ? '"," or "}"' : '"," or "]"');
        break;
      }
    }
  }
}

/** The character at `offset` as a GM reads it in a message: quoted with what follows on its line, or named. */
export function describeChar(text: string, offset: number): string {
  const code = text.codePointAt(offset) ?? 0;
  if (code === 0xfeff) return 'a byte-order mark';
  if (code < 0x20 || code === 0x7f) return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  const snippet = text.slice(offset, offset + 12).split(/[\r\n]/)[0] ?? '';
  return JSON.stringify(snippet.length > 0 ? snippet : String.fromCodePoint(code));
}

function stripPosition(message: string): string {
  return message
    .replace(/\s*in JSON at position \d+.*$/, '')
    .replace(/\s*\(line \d+ column \d+\)/, '')
    .trim();
}
