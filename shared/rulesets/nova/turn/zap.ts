/**
 * Zap (NOVA: ACTIVITY ORDERS, Z): "Ships given Zap orders will do everything to aliens that they are
 * equipped to do. Effectively this is the equivalent of giving a ship H,X/O,D,I orders. "A" orders
 * would have to be given to armies, carried in a ship with Z orders, to force an invasion."
 *
 * So a Z ship meets aliens as Hostile (step G), explores or observes (step H), devastates (step J)
 * and interdicts (step F) when it is equipped for it. Keyed to the destination like D (NOVA: 6.7:
 * a ship stopped short "won't A, D, E, or L").
 */
import type { Unit } from '../../../model/entities';
import { mayDo, ordersOf } from './fleet';

/** The activities Z stands for. */
export const ZAP_ACTIVITIES: readonly string[] = ['X', 'O', 'D', 'I'];

/** Whether the ship carries out activity `letter` this turn: ordered itself, or through a Z order. */
export function doesActivity(unit: Unit, turn: number, letter: string): boolean {
  if (mayDo(unit, turn, letter)) return true;
  if (!ZAP_ACTIVITIES.includes(letter) || !mayDo(unit, turn, 'Z')) return false;
  const orders = ordersOf(unit, turn);
  return letter !== 'D' || orders?.reachedDestination !== false || orders.actsWhereStopped === true;
}
