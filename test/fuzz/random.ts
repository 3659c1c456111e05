/** A seeded source of choices for the fuzzer (shared/rng.ts underneath: the same seed, the same cases). */
import { nextInt, seedRng, type RngState } from '../../shared/rng';

export class Random {
  private state: RngState;
  constructor(seed: string) {
    this.state = seedRng(seed);
  }
  /** A whole number from 0 to n - 1. */
  int(n: number): number {
    const next = nextInt(this.state, Math.max(1, n));
    this.state = next.state;
    return next.value;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }
  chance(outOf: number): boolean {
    return this.int(outOf) === 0;
  }
}
