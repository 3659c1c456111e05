/**
 * The sequence of play (DN §3.0 ゲームターンの手順) as pure data: a game turn is the human player turn
 * then the Aslan player turn; each player turn has the same phases (only the human M&P has step
 * e, imperial interference). Turn 0 is special (DN §14.0): the Aslan second movement phase only,
 * then the human places the SQ sheet and deploys, then the Aslan second combat phase (A20, A21).
 */
import type { Cursor, PhaseId, Side } from '../model';
import { otherSide } from '../model';
import type { SheetKind } from '../orders/types';

export interface PhaseDef {
  readonly id: PhaseId;
  readonly title: string;
  /** 'turn-player': the player whose player turn it is; 'other': the other player (reaction). */
  readonly actor: 'turn-player' | 'other' | 'both';
  readonly steps: readonly string[];
  /** The order sheet the acting player fills for it. */
  readonly sheet: SheetKind | null;
  readonly rule: string;
}

const COMBAT_STEPS = ['Negotiation with independents (start of phase, DN §12.0)', 'i. Space combat subphase', 'ii. Surface/space interaction subphase (bombardment, PD fire, landing)', 'iii. Ground combat subphase'];

/** One player turn, in order (DN §3.0). */
export const PLAYER_TURN: readonly PhaseDef[] = [
  {
    id: 'mp',
    title: 'Maintenance & production phase',
    actor: 'turn-player',
    steps: ['a. Income calculation', 'b. Maintenance (incl. repair) and mercenary fees', 'c. Unit placement (turn-record chart)', 'd. Production', 'e. Imperial interference & appeal (human player turn, Vilani only)'],
    sheet: 'mp',
    rule: 'DN §3.0, §7.0, §10.0',
  },
  { id: 'move1', title: 'First movement phase', actor: 'turn-player', steps: ['Jumps (unlimited), sublight (one hex a game turn), loading'], sheet: 'move1', rule: 'DN §4.0' },
  { id: 'combat1', title: 'First combat phase', actor: 'turn-player', steps: COMBAT_STEPS, sheet: 'combat', rule: 'DN §5.0' },
  { id: 'reaction-move', title: 'Reaction movement phase', actor: 'other', steps: ['One stack, up to 3 jumps a ship; load or unload'], sheet: 'reaction', rule: 'DN §4.0' },
  { id: 'reaction-combat', title: 'Reaction combat phase', actor: 'other', steps: COMBAT_STEPS, sheet: 'combat', rule: 'DN §5.0' },
  { id: 'move2', title: 'Second movement phase', actor: 'turn-player', steps: ['Jumps (unlimited), no sublight'], sheet: 'move2', rule: 'DN §4.0' },
  { id: 'combat2', title: 'Second combat phase', actor: 'turn-player', steps: COMBAT_STEPS, sheet: 'combat', rule: 'DN §5.0' },
  {
    id: 'end-player-turn',
    title: 'End of player turn',
    actor: 'turn-player',
    steps: ['Vilani destroyed ships to the replacement queue', 'Victory checks (held at start and end)'],
    sheet: null,
    rule: 'DN §10.0, §13.0',
  },
];

export const END_OF_GAME_TURN: PhaseDef = {
  id: 'end-game-turn',
  title: 'End of game turn',
  actor: 'both',
  steps: ['Hierate expansion check', 'Kingdom turn-8 truce', "Vilani governor's term and early truce", 'Truce results'],
  sheet: null,
  rule: 'DN §8.0, §10.0, §13.0',
};

export const TURN0_DEPLOY: PhaseDef = {
  id: 'turn0-deploy',
  title: 'Turn 0: the human places the SQ sheet and deploys',
  actor: 'turn-player',
  steps: ['Vilani: Osa units into Osa, independents on Bright Star and The Fastness removed, outpost markers placed, remaining units deployed'],
  sheet: null,
  rule: 'DN §14.0',
};

/** The full order of steps of a game turn (turn 0 has its own). */
export function turnSteps(turn: number): Cursor[] {
  if (turn === 0)
    return [
      { turn: 0, player: 'aslan', phase: 'move2' },
      { turn: 0, player: 'human', phase: 'turn0-deploy' },
      { turn: 0, player: 'aslan', phase: 'combat2' },
      { turn: 0, player: 'aslan', phase: 'end-player-turn' },
      { turn: 0, player: 'aslan', phase: 'end-game-turn' },
    ];
  const out: Cursor[] = [];
  for (const player of ['human', 'aslan'] as Side[]) for (const p of PLAYER_TURN) out.push({ turn, player, phase: p.id });
  out.push({ turn, player: 'aslan', phase: 'end-game-turn' });
  return out;
}

/** The step after `c`. */
export function nextCursor(c: Cursor): Cursor {
  const steps = turnSteps(c.turn);
  const i = steps.findIndex((s) => s.player === c.player && s.phase === c.phase);
  const next = steps[i + 1];
  return next ?? (turnSteps(c.turn + 1)[0] as Cursor);
}

/** Who acts in a step: the phase player (DN §3.0: named in the phase's title). */
export function phasePlayer(c: Cursor): Side {
  return c.phase === 'reaction-move' || c.phase === 'reaction-combat' ? otherSide(c.player) : c.player;
}

/** "t3.human.combat1" */
export function phaseKey(c: Cursor): string {
  return `t${c.turn}.${c.player}.${c.phase}`;
}

export function phaseDef(id: PhaseId): PhaseDef {
  if (id === 'end-game-turn') return END_OF_GAME_TURN;
  if (id === 'turn0-deploy') return TURN0_DEPLOY;
  return PLAYER_TURN.find((p) => p.id === id) as PhaseDef;
}
