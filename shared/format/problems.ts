/** A problem found in a file, with where it is: a JSON path such as `systems[3].type`, or a line and column. */
export interface Problem {
  readonly where: string;
  readonly message: string;
}

/** The result of reading anything the GM gives us: a value, or every problem found. */
export type ReadResult<T> = { readonly ok: true; readonly value: T; readonly notes: readonly string[] } | { readonly ok: false; readonly problems: readonly Problem[] };

/** A JSON path in the form people read: `systems[3].name`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(the whole file)' : out;
}

/** One line per problem: `where: message`. */
export function describeProblems(problems: readonly Problem[]): string {
  return problems.map((p) => `${p.where}: ${p.message}`).join('\n');
}
