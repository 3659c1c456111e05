/** Special Encounters (GD §11.15): roll 1D6; a result already had may be rolled again. */

export const SPECIAL_ENCOUNTERS = ['ally', 'ship', 'sse', 'hied', 'bob', 'rr'] as const;
export type SpecialEncounter = (typeof SPECIAL_ENCOUNTERS)[number];

export const SPECIAL_ENCOUNTER_TEXT: Readonly<Record<SpecialEncounter, string>> = {
  ally: 'Ally: a Free World (roll its resource value) with 1 GBDS, 1 CA, 1 DD and 1 FF you can use, with your race\u2019s counters',
  ship: 'Ship: one Spaceguard ship joins you: 1 BB with 2 MIs, or 1 CV with 6 Ftrs',
  sse: 'Secret Shipyard Experiment: a free FF each New Units Placement Phase; another empire finds it on 1D6 = 1 (one fleet per empire per turn); Defense 6',
  hied: 'Hyperdrive Improved Engine Device: one ship of the fleet gets +1 Speed for good',
  bob: 'Bribe or Blackmail: a chit that cancels one future Pirate Fleet encounter, usable after seeing its make-up',
  rr: 'Rapid Response: a chit; when a planet or fleet of yours meets a hostile force, one fleet in an adjacent hex may move in to join',
};

/** The result of a 1D6 (GD §11.15). */
export function specialEncounter(d6: number): SpecialEncounter {
  return SPECIAL_ENCOUNTERS[Math.max(1, Math.min(6, d6)) - 1] as SpecialEncounter;
}

// GD §11.15 "1 Ally": forces of the Ally result.
export const ALLY_FORCES = { gbds: 1, ships: { CA: 1, DD: 1, FF: 1 } } as const;

// GD §11.15 "2 Ship": the two choices (a Gromar fleet has no CV: only the BB).
export const SPACEGUARD_CHOICES = { bb: { BB: 1, MI: 2 }, cv: { CV: 1, Ftr: 6 } } as const;

// GD §11.18 SSE: Defense 6; found on 1D6 = 1.
export const SSE_DEFENSE = 6;
/** Whether a 1D6 finds another empire's SSE (GD §11.15). */
export function findsSse(d6: number): boolean {
  return d6 === 1;
}
