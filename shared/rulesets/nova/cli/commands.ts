/** NOVA's `warpdesk` commands, by first word, in the order `warpdesk --help` lists them (shared/rulesets/nova/ruleset.ts). */
import type { CliCommand } from '../../../cli/io';
import { combatCommand } from './combat';
import { contactCommand } from './contact';
import { designCommand } from './design';
import { fireCommand } from './fire';
import { mapCommand } from './map';
import { ordersCommand } from './orders';
import { packetsCommand } from './packets';
import { repairCommand } from './repair';
import { sitrepCommand } from './sitrep';
import { techCommand } from './tech';
import { turnCommand } from './turn';

export const NOVA_COMMANDS: Readonly<Record<string, CliCommand>> = {
  combat: combatCommand,
  fire: fireCommand,
  tech: techCommand,
  design: designCommand,
  repair: repairCommand,
  map: mapCommand,
  orders: ordersCommand,
  turn: turnCommand,
  packets: packetsCommand,
  sitrep: sitrepCommand,
  contact: contactCommand,
};
