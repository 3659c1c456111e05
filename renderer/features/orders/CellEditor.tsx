import { Paper, Text } from '@mantine/core';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { Candidate } from '../../../shared/orders/sheet-spec';
import classes from './OrderGrid.module.css';

export type Move = 'down' | 'up' | 'right' | 'left' | 'none';

/**
 * The input of the cell being edited, with completion of what the ruleset says may be typed there.
 * Enter commits and moves down, Tab right (Shift+Tab left), Escape cancels; with the list
 * open, ↓/↑ choose and Enter or Tab takes the choice.
 */
export function CellEditor(props: {
  initial: string;
  /** The candidates for the text in the input, and where the word they replace begins. */
  complete: (value: string) => { start: number; items: readonly Candidate[] };
  onCommit: (value: string, move: Move) => void;
  onCancel: () => void;
}) {
  const [value, setValue] = useState(props.initial);
  const [choice, setChoice] = useState(-1);
  const [closed, setClosed] = useState(false);
  // Commit or cancel once: moving the focus back to the grid blurs the input, which must not commit again.
  const finished = useRef(false);
  const commit = (text: string, move: Move) => {
    if (finished.current) return;
    finished.current = true;
    props.onCommit(text, move);
  };
  const cancel = () => {
    if (finished.current) return;
    finished.current = true;
    props.onCancel();
  };
  const { complete } = props;
  const list = useMemo(() => complete(value), [complete, value]);
  const open = !closed && list.items.length > 0;

  const take = (index: number) => {
    const item = list.items[index];
    if (!item) return value;
    const next = value.slice(0, list.start) + item.value;
    setValue(next);
    setChoice(-1);
    return next;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    event.stopPropagation();
    if (event.key === 'ArrowDown' && open) {
      event.preventDefault();
      setChoice((c) => Math.min(c + 1, list.items.length - 1));
    } else if (event.key === 'ArrowUp' && open && choice >= 0) {
      event.preventDefault();
      setChoice((c) => c - 1);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      if (open && choice >= 0) {
        take(choice);
        return;
      }
      commit(value, event.key === 'Enter' ? (event.shiftKey ? 'up' : 'down') : event.shiftKey ? 'left' : 'right');
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open && choice >= 0) {
        setClosed(true);
        setChoice(-1);
      } else cancel();
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      commit(value, event.key === 'ArrowDown' ? 'down' : 'up');
    } else {
      setClosed(false);
    }
  };

  return (
    // The field grows with its text (up to 60 characters), so a long entry is read whole while typed.
    <div className={classes.editorWrap} style={{ ['--chars' as string]: String(Math.min(60, value.length + 2)) }}>
      <input
        className={classes.editor}
        data-testid="cell-editor"
        aria-label="Cell text"
        autoFocus
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setChoice(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => commit(value, 'none')}
      />
      {open && (
        <Paper shadow="md" withBorder className={classes.completion} data-testid="completion">
          {list.items.map((item, i) => (
            <div
              key={`${item.value}-${i}`}
              className={i === choice ? classes.choiceActive : classes.choice}
              onMouseDown={(e) => {
                e.preventDefault();
                take(i);
              }}
            >
              <Text span size="sm" ff="monospace">
                {item.value}
              </Text>{' '}
              <Text span size="xs" c="dimmed">
                {item.hint}
              </Text>
            </div>
          ))}
        </Paper>
      )}
    </div>
  );
}
