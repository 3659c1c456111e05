/**
 * Mantine's modals manager (`modals.open`, `modals.openConfirmModal`…), loaded when the first
 * modal is asked for: with it come Modal, its scroll area and Floating UI, which the library's
 * first screen does not need (issue 18). `modals.*` are window events (mantine-modals:…): they
 * are held from the start and handed to the manager, in order, once it listens.
 */
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';

const LoadedModals = lazy(() => import('./LoadedModals').then((m) => ({ default: m.LoadedModals })));

const EVENTS = ['openModal', 'openConfirmModal', 'openContextModal', 'closeModal', 'closeContextModal', 'closeAllModals', 'updateModal', 'updateContextModal'].map((name) => `mantine-modals:${name}`);

export function ModalsWhenOpened() {
  const held = useRef<CustomEvent[]>([]);
  const holding = useRef<((event: Event) => void) | null>(null);
  const [wanted, setWanted] = useState(false);
  // A layout effect: holding starts with the first commit, before any effect of the app can ask for a modal.
  useLayoutEffect(() => {
    if (holding.current === null && held.current.length === 0 && !wanted) {
      const hold = (event: Event) => {
        held.current.push(event as CustomEvent);
        setWanted(true);
      };
      holding.current = hold;
      for (const name of EVENTS) window.addEventListener(name, hold);
    }
  }, [wanted]);
  // The manager's listeners are set in a layout effect, so they are there when this runs: stop holding, hand over what was held.
  const handOver = () => {
    const hold = holding.current;
    if (hold) for (const name of EVENTS) window.removeEventListener(name, hold);
    holding.current = null;
    for (const event of held.current.splice(0)) window.dispatchEvent(new CustomEvent(event.type, { detail: event.detail }));
  };
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LoadedModals />
      <HandOver onMount={handOver} />
    </Suspense>
  );
}

function HandOver({ onMount }: { onMount: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onMount();
  }, [onMount]);
  return null;
}
