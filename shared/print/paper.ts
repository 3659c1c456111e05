/** The paper a document prints on; every ruleset's reports use the same two. */
export type Paper = 'a4' | 'letter';

export const PAPERS: readonly Paper[] = ['a4', 'letter'];
