/**
 * The surface-combat file (docs/nova-battle-format.md, "Surface combat files"): the units on each
 * side, the OS units at the planet, and optionally the line-up of each round.
 */
import { z } from 'zod';
import { startSurface, type SurfaceRoundDecision, type SurfaceState } from './surface';

const counts = z.looseObject({ MA: z.int().min(0).optional(), AA: z.int().min(0).optional(), RA: z.int().min(0).optional(), SDU: z.int().min(0).optional() });

export const surfaceRoundSchema = z.looseObject({
  withdraw: z.array(z.string()).optional(),
  land: z.array(z.string()).optional(),
  pairs: z.array(z.tuple([z.string(), z.string()])),
  extras: z.array(z.object({ unit: z.string(), target: z.string() })).optional(),
  attacks: z.record(z.string(), z.string()).optional(),
  os: z.array(z.object({ os: z.string(), target: z.string() })).optional(),
  pcb: z.object({ count: z.int().min(0), sdus: z.array(z.int().min(0)).optional() }).optional(),
});

export const surfaceFileSchema = z.looseObject({
  format: z.literal('warpdesk-nova-surface').default('warpdesk-nova-surface'),
  version: z.literal(1).default(1),
  id: z.string().default('surface'),
  name: z.string().default(''),
  seed: z.string().optional(),
  /** Defending units on the planet (intrinsic militia included). */
  defender: counts,
  /** Invading units aboard ships at the planet. */
  invader: counts,
  /** Levels of the invader's OS units at the planet. */
  os: z.array(z.int().min(1)).default([]),
  /** The line-up of each round, in order; rounds left out need `--tactics default`. */
  rounds: z.array(surfaceRoundSchema).default([]),
});
export type SurfaceFile = z.infer<typeof surfaceFileSchema>;

export function readSurfaceFile(value: unknown): { ok: true; file: SurfaceFile; state: SurfaceState; rounds: SurfaceRoundDecision[] } | { ok: false; reasons: string[] } {
  const parsed = surfaceFileSchema.safeParse(value);
  if (!parsed.success) return { ok: false, reasons: parsed.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`) };
  const file = parsed.data;
  if (file.invader.MA) return { ok: false, reasons: ['invader.MA: militia armies cannot invade (they can\'t be built or moved)'] };
  const state = startSurface(file.id, file.defender, file.invader, file.os);
  return { ok: true, file, state, rounds: file.rounds as SurfaceRoundDecision[] };
}
