/** What is selected on a map canvas: systems (nodes) and lines, by the ids the scene gives them. */
export interface Selection {
  systems: ReadonlySet<string>;
  lines: ReadonlySet<string>;
}

export const EMPTY_SELECTION: Selection = { systems: new Set(), lines: new Set() };
