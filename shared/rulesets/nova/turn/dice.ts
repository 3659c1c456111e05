/**
 * The turn's dice: one seeded stream, drawn in the steps' fixed order, every roll logged
 * with a key that names it (`${step}:${purpose}`) so the GM can force a value for it and a
 * re-run with the same seed draws the same faces. A forced roll still draws from the
 * stream, so forcing one die never shifts the dice after it.
 */
import { rollDie, type RngState } from '../../../rng';
import type { Ruling, TurnRoll, TurnStep } from './types';

export class TurnDice {
  private state: RngState;
  readonly rolls: TurnRoll[] = [];
  private readonly used = new Map<string, number>();

  constructor(
    rng: RngState,
    private readonly step: TurnStep,
    private readonly forced: Record<string, Ruling<number>> = {},
  ) {
    this.state = rng;
  }

  get rng(): RngState {
    return this.state;
  }

  /**
   * One die of `sides` faces (1..sides; a d10's "0" is 10) for `purpose`, such as
   * `research:concord:BL20-BL25:1`. A purpose used twice in a step gets `#2`, `#3`….
   */
  roll(purpose: string, sides: number): number {
    const n = (this.used.get(purpose) ?? 0) + 1;
    this.used.set(purpose, n);
    const key = `${this.step}:${purpose}${n > 1 ? `#${n}` : ''}`;
    const drawn = rollDie(this.state, sides);
    this.state = drawn.state;
    const ruling = this.forced[key];
    const forced = ruling !== undefined && Number.isInteger(ruling.value) && ruling.value >= 1 && ruling.value <= sides;
    const value = forced ? ruling.value : drawn.value;
    this.rolls.push({ key, step: this.step, purpose, sides, value, forced });
    return value;
  }
}
