/** A layer of the sample game (layers.ts): the sample's records in, the same with one feature's part filled in out. Pure and deterministic. */
import type { GameRecords } from '../../../shared/format/archive';

export type SampleLayer = (records: GameRecords) => GameRecords;
