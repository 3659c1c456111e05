/**
 * What the shared turn runner shows of a ruleset's dry run: the steps of its sequence of play,
 * each with its events, dice and warnings. A ruleset maps its own run onto these; events keep
 * their own type (`E`), worded on demand by the ruleset (a large turn holds thousands).
 */
export interface RunDie {
  key: string;
  sides: number;
  value: number;
  forced: boolean;
}

export interface RunWarning {
  code: string;
  /** The step it belongs to, as the GM reads it ("G", "End"). */
  step: string;
  /** Where: the player, the place. */
  where?: string;
  message: string;
}

export interface RunStep<E> {
  id: string;
  /** "Step G", "First movement". */
  label: string;
  title: string;
  /** Not reached: the run stopped before it (a battle or a decision waits). */
  notRun: boolean;
  stoppedHere: boolean;
  events: readonly E[];
  dice: readonly RunDie[];
  warnings: readonly RunWarning[];
}

/** How the runner reads a ruleset's events. */
export interface RunEventReader<E> {
  key(e: E): string | number;
  kind(e: E): string;
  describe(e: E): string;
  /** The players told of it, by name; empty when only the GM is. */
  toldTo(e: E): readonly string[];
  /** Is the event about this player (it concerns them or they are told)? */
  about(e: E, playerId: string): boolean;
  /** How it was settled, where the GM ruled (a battle entered by hand). */
  note?(e: E): string | undefined;
}
