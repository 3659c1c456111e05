/**
 * A hint on hover or focus, like Mantine's Tooltip, whose code (and Floating UI's, about 55 KB)
 * loads when a hint is first wanted: the headers of every page use it, and the library's first
 * screen loads without it (issue 18). The child must take mouse and focus handlers (a Mantine
 * component or a DOM element).
 */
import type { TooltipProps } from '@mantine/core';
import { cloneElement, lazy, Suspense, useState, type FocusEvent, type MouseEvent, type ReactElement } from 'react';

const LoadedTooltip = lazy(() => import('./LoadedTooltip').then((m) => ({ default: m.LoadedTooltip })));

type TargetProps = {
  onMouseEnter?: (event: MouseEvent) => void;
  onMouseLeave?: (event: MouseEvent) => void;
  onFocus?: (event: FocusEvent) => void;
  onBlur?: (event: FocusEvent) => void;
};

export function HintTooltip({ children, ...tooltip }: Omit<TooltipProps, 'children' | 'opened'> & { children: ReactElement<TargetProps> }) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const show = () => {
    setWanted(true);
    setOpened(true);
  };
  const hide = () => setOpened(false);
  const target = cloneElement(children, { onMouseEnter: show, onMouseLeave: hide, onFocus: show, onBlur: hide });
  if (!wanted) return target;
  return (
    <Suspense fallback={target}>
      <LoadedTooltip {...tooltip} opened={opened}>
        {target}
      </LoadedTooltip>
    </Suspense>
  );
}
