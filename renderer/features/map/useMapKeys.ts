/**
 * The map's keyboard, for any ruleset (docs/map-editor.md, Keyboard): find (Ctrl+F), undo and
 * redo, select all, delete, Esc, the modes (V, A, L), fit (F), zoom (+ −) and pan (arrow
 * keys). What an undo or a delete does is the ruleset's: it passes them in; a key whose
 * action is not given does nothing. Keys typed in a field, or while a dialog is open, are
 * left alone (but Ctrl+F).
 */
import { useEffect, useRef, type RefObject } from 'react';
import type { SvgScene } from '../../../shared/map/scene';
import type { MapCanvasHandle, MapMode } from './types';
import { EMPTY_SELECTION, type Selection } from './selection';

export interface MapKeysOptions {
  canvas: RefObject<MapCanvasHandle | null>;
  /** The search box Ctrl+F focuses. */
  search?: RefObject<HTMLInputElement | null>;
  /** What is drawn: Ctrl+A selects all of it. */
  scene: SvgScene | null;
  /** Edits are allowed: A, L and Delete work only then. */
  editable: boolean;
  selection: Selection;
  select(selection: Selection): void;
  setMode(mode: MapMode): void;
  /** Modes the map offers besides select; absent: both. */
  modes?: readonly Exclude<MapMode, 'select'>[];
  /** Ctrl+Z; also in views that cannot be edited (a ruleset may record other edits there). */
  undo?(): void;
  /** Ctrl+Shift+Z, Ctrl+Y. */
  redo?(): void;
  /** Delete or Backspace with something selected, when editable; the selection is cleared after. */
  deleteSelection?(): void;
}

export function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT' || el.isContentEditable);
}

/** Listens on the window while the map is shown. */
export function useMapKeys(options: MapKeysOptions): void {
  const latest = useRef(options);
  latest.current = options;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { canvas, search, scene, editable, selection, select, setMode, modes, undo, redo, deleteSelection } = latest.current;
      const mod = e.ctrlKey || e.metaKey;
      if (mod && e.key.toLowerCase() === 'f') {
        e.preventDefault();
        search?.current?.focus();
        return;
      }
      if (isTyping(e.target) || document.querySelector('[role="dialog"]')) return;
      const key = e.key.toLowerCase();
      const offers = (mode: Exclude<MapMode, 'select'>) => editable && (!modes || modes.includes(mode));
      if (mod && key === 'z') {
        e.preventDefault();
        if (e.shiftKey) redo?.();
        else undo?.();
      } else if (mod && key === 'y') {
        e.preventDefault();
        redo?.();
      } else if (mod && key === 'a' && scene) {
        e.preventDefault();
        select({ systems: new Set(scene.systems.map((s) => s.id)), lines: new Set(scene.lines.map((l) => l.id)) });
      } else if (mod) return;
      else if ((key === 'delete' || key === 'backspace') && editable && deleteSelection && (selection.systems.size || selection.lines.size)) {
        e.preventDefault();
        deleteSelection();
        select(EMPTY_SELECTION);
      } else if (key === 'escape') {
        select(EMPTY_SELECTION);
        setMode('select');
      } else if (key === 'v') setMode('select');
      else if (key === 'a' && offers('add')) setMode('add');
      else if (key === 'l' && offers('line')) setMode('line');
      else if (key === 'f') canvas.current?.fit();
      else if (key === '+' || key === '=') canvas.current?.zoom(1.25);
      else if (key === '-' || key === '_') canvas.current?.zoom(1 / 1.25);
      else if (key.startsWith('arrow')) {
        e.preventDefault();
        const step = e.shiftKey ? 240 : 60;
        canvas.current?.pan(key === 'arrowleft' ? step : key === 'arrowright' ? -step : 0, key === 'arrowup' ? step : key === 'arrowdown' ? -step : 0);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
