/**
 * Construction (GD §10.1.2.1 WHERE UNITS ARE BUILT, §10.1.2.2, §11.7.3, §10.8.1, §11.9, §11.1 I–J):
 * checks of one player's purchases, each naming the rule it enforces.
 */
import { raceMayBuild, UNIT_TYPES, type UnitCode } from './units';

/** A planet as construction sees it. */
export interface BuildSite {
  readonly id: string;
  readonly name: string;
  readonly resource: number;
  readonly gbds: number;
  readonly shipyards: number;
  readonly blockaded: boolean;
  /** GBDS limit +1 under Light Against Darkness until one is lost (GD §10.7.4.2). */
  readonly extraGbdsAllowed?: boolean;
  /** Fighters already waiting at this place for a new CV (GD §10.8.1). */
  readonly waitingFighters?: number;
}

export interface BuildLine {
  readonly line?: number;
  readonly code: UnitCode;
  readonly qty: number;
  readonly siteId: string;
}

export interface BuildProblem {
  readonly line?: number;
  readonly rule: string;
  readonly message: string;
}

// GD §10.1.2.2: "as many GBDSs as it has Resource Production stellars [0 is treated as 1]".
/** The GBDS limit of a planet. */
export function gbdsLimit(resource: number, lightAgainstDarkness = false): number {
  return Math.max(1, resource) + (lightAgainstDarkness ? 1 : 0);
}

// GD §10.1.2.1: "Number of Shipyards a planet can have = up to = Resources Level of that planet".
/** The Shipyard limit of a planet. */
export function shipyardLimit(resource: number): number {
  return resource;
}

/** Cost of a line, with Destiny CUNNING making Fighters $2 each (GD §3.7 digest). */
export function lineCost(code: UnitCode, qty: number, options: { fighterCost?: number } = {}): number {
  const unit = code === 'Ftr' && options.fighterCost !== undefined ? options.fighterCost : UNIT_TYPES[code].cost;
  return unit * qty;
}

/**
 * Checks a player's builds (GD §10.1, §11.1 J). Returns the problems; lines over budget are reported
 * from the bottom up until the rest fits (digest §5.5 default: drop lines from the bottom up).
 */
export function checkBuilds(
  raceCode: string,
  lines: readonly BuildLine[],
  sites: readonly BuildSite[],
  stellars: number,
  options: { fighterCost?: number; cvMinimumFighters?: number } = {},
): { problems: BuildProblem[]; accepted: BuildLine[]; cost: number } {
  const problems: BuildProblem[] = [];
  const accepted: BuildLine[] = [];
  const site = new Map(sites.map((s) => [s.id, s]));
  const addedGbds = new Map<string, number>();
  const addedSy = new Map<string, number>();
  for (const l of lines) {
    const t = UNIT_TYPES[l.code];
    const race = raceMayBuild(raceCode, l.code);
    const s = site.get(l.siteId);
    const fail = (rule: string, message: string) => problems.push({ line: l.line, rule, message });
    if (!race.ok) {
      fail('GD-BUILD-RACE (§11.10)', race.reason);
      continue;
    }
    if (!s) {
      fail('GD-BUILD-WHERE (§10.1.2.1)', 'not a planet you control');
      continue;
    }
    if (l.qty < 1) {
      fail('GD-BUILD-QTY', 'quantity must be 1 or more');
      continue;
    }
    if (t.buildAt === 'shipyard') {
      if (s.shipyards === 0) {
        fail('GD-BUILD-SY (§10.1.2.1)', `ships and Fighters are built at a Shipyard; ${s.name} has none`);
        continue;
      }
      if (s.blockaded) {
        fail('GD-BUILD-BLOCKADE (§11.9)', `${s.name} is blockaded: its Shipyard cannot build ships`);
        continue;
      }
    }
    if (l.code === 'GBDS') {
      const after = s.gbds + (addedGbds.get(s.id) ?? 0) + l.qty;
      const limit = gbdsLimit(s.resource, s.extraGbdsAllowed);
      if (after > limit) {
        fail('GD-BUILD-GBDS (§10.1.2.2)', `${s.name} may hold ${limit} GBDS (R${s.resource}); this would make ${after}`);
        continue;
      }
      addedGbds.set(s.id, (addedGbds.get(s.id) ?? 0) + l.qty);
    }
    if (l.code === 'SY') {
      const after = s.shipyards + (addedSy.get(s.id) ?? 0) + l.qty;
      if (after > shipyardLimit(s.resource)) {
        fail('GD-BUILD-SYLIMIT (§10.1.2.1)', `${s.name} may hold ${shipyardLimit(s.resource)} Shipyards (R${s.resource}); this would make ${after}`);
        continue;
      }
      addedSy.set(s.id, (addedSy.get(s.id) ?? 0) + l.qty);
    }
    accepted.push(l);
  }
  // GD §10.8.1: a new CV needs at least 4 Fighters at the same place, built with it or waiting there.
  const minimum = options.cvMinimumFighters ?? 4;
  for (const s of sites) {
    const cvs = accepted.filter((l) => l.siteId === s.id && l.code === 'CV').reduce((n, l) => n + l.qty, 0);
    if (cvs === 0) continue;
    const ftrs = accepted.filter((l) => l.siteId === s.id && l.code === 'Ftr').reduce((n, l) => n + l.qty, 0) + (s.waitingFighters ?? 0);
    if (ftrs < cvs * minimum) {
      for (const l of accepted.filter((x) => x.siteId === s.id && x.code === 'CV')) problems.push({ line: l.line, rule: 'GD-BUILD-CVFTR (§10.8.1)', message: `a new CV needs at least ${minimum} Fighters at ${s.name}: ${ftrs} for ${cvs} CV` });
      for (let i = accepted.length - 1; i >= 0; i--) if (accepted[i]?.siteId === s.id && accepted[i]?.code === 'CV') accepted.splice(i, 1);
    }
  }
  // GD §10.1: no credit in Basic. Digest §5.5: drop lines from the bottom up until the total fits.
  let cost = accepted.reduce((n, l) => n + lineCost(l.code, l.qty, options), 0);
  while (cost > stellars && accepted.length > 0) {
    const dropped = accepted.pop() as BuildLine;
    cost -= lineCost(dropped.code, dropped.qty, options);
    problems.push({ line: dropped.line, rule: 'GD-BUILD-FUNDS (§10.1)', message: `over budget: $${stellars} on hand; ${dropped.qty} ${dropped.code} dropped (from the bottom up)` });
  }
  return { problems, accepted, cost };
}
