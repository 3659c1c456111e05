/**
 * Commands of a game's screens that the command palette (and their shortcuts) run from
 * anywhere in the game: Dry run, Commit, Import orders, Export packets, New battle, View as… A
 * ruleset lists its commands (`RulesetScreens.commands`: which screen does it, the label, the
 * shortcut); the screen that does it registers a handler while it is on screen
 * (useCommandHandler). Run from elsewhere, the command opens its screen first and runs there
 * as soon as the screen says it is ready. Neutral: no ruleset is named here.
 */
import { useEffect, useRef } from 'react';

/** One command of a ruleset's screens. */
export interface GameCommand {
  /** Stable id the screen's handler answers to ("turn.dry-run"). */
  id: string;
  /** What the palette says ("Dry run the turn"). */
  label: string;
  /** The screen that does it (a `GameScreen` id). */
  screen: string;
  /** Its shortcut as the palette shows it and the keyboard takes it, in @mantine/hooks notation ("mod+Enter", "alt+B"). */
  shortcut?: string;
  /** One more line in the palette. */
  description?: string;
  /** The command is run for one player of the game: the palette offers one entry per player ("View the map as …"). */
  perPlayer?: boolean;
  /** Its screen binds the shortcut itself (Ctrl+Enter on the Turn screen): elsewhere the palette binds it. */
  screenBinds?: boolean;
  /** Other screens that bind the same shortcut to an act of their own (Ctrl+Enter steps a table desk or resolves a battle): there the palette leaves it to them. */
  boundOn?: readonly string[];
}

type Handler = (arg?: string) => void;

const handlers = new Map<string, Handler>();
let pending: { gameId: string; id: string; arg?: string } | null = null;
const listeners = new Set<() => void>();

/**
 * Runs a command: at once when its screen is on screen for that game, else after `open`
 * (which goes to the command's screen) once the screen registers its handler and is ready.
 */
export function runGameCommand(gameId: string, command: Pick<GameCommand, 'id'>, open: () => void, arg?: string): void {
  const handler = handlers.get(`${gameId}|${command.id}`);
  if (handler) {
    handler(arg);
    return;
  }
  pending = { gameId, id: command.id, ...(arg !== undefined ? { arg } : {}) };
  open();
  for (const listener of listeners) listener();
}

/** For tests: what waits for its screen. */
export function pendingCommand(): { gameId: string; id: string; arg?: string } | null {
  return pending;
}

/**
 * A screen's handler of a command, registered while mounted. `ready` says the screen can do
 * it now (its data loaded); a command run from another screen waits for it.
 */
export function useCommandHandler(gameId: string, id: string, handler: Handler, ready = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const key = `${gameId}|${id}`;
    const run: Handler = (arg) => latest.current(arg);
    handlers.set(key, run);
    return () => {
      if (handlers.get(key) === run) handlers.delete(key);
    };
  }, [gameId, id]);
  useEffect(() => {
    if (!ready) return;
    const fire = () => {
      if (pending?.gameId !== gameId || pending.id !== id) return;
      const { arg } = pending;
      pending = null;
      latest.current(arg);
    };
    fire();
    listeners.add(fire);
    return () => {
      listeners.delete(fire);
    };
  }, [gameId, id, ready]);
}

/** "mod+Enter" → "Ctrl+Enter", "alt+B" → "Alt+B": a shortcut as the GM reads it. */
export function shortcutLabel(shortcut: string): string {
  return shortcut
    .split('+')
    .map((k) => (k === 'mod' ? 'Ctrl' : k.length === 1 ? k.toUpperCase() : k.charAt(0).toUpperCase() + k.slice(1)))
    .join('+');
}
