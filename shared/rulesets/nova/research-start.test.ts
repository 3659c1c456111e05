import { describe, expect, it } from 'vitest';
import { researchStartProblem } from './research-start';

// NOVA: RESEARCH PROJECTS — "BL15 - BL20" means the current level is BL15; PROJECT GOAL is measured from the current level.
describe('a research project starts from the empire\'s current level', () => {
  it('the book\'s example: BL15-BL20 for an empire with BL15', () => {
    expect(researchStartProblem('BL', 15, { BL: 15 })).toBeUndefined();
    expect(researchStartProblem('BL', 10, { BL: 15 })).toMatchObject({ current: 15, reason: expect.stringMatching(/^the empire has BL15, not BL10, so a project on BL starts from BL15/) });
  });
  it('a technology the empire lacks is at level 0: EW0-EW6, never EW5-EW6', () => {
    expect(researchStartProblem('EW', 0, { BL: 15 })).toBeUndefined();
    expect(researchStartProblem('EW', 5, { BL: 15 })).toEqual({ current: 0, reason: 'the empire has no EW technology (its current level is EW0), not EW5, so a project on EW starts from EW0 (NOVA: RESEARCH PROJECTS, a project states the current level)' });
  });
  it('the free levels every empire has count as current (IE1, HF1, LT8)', () => {
    expect(researchStartProblem('IE', 1, {})).toBeUndefined();
    expect(researchStartProblem('LT', 8, {})).toBeUndefined();
    expect(researchStartProblem('IE', 0, {})).toMatchObject({ current: 1 });
  });
  it('COMBINATION LASERS: BL of an XL empire without BL is "started separately from 0"', () => {
    expect(researchStartProblem('BL', 0, { XL: 14 })).toBeUndefined();
  });
});
