/**
 * Keys typed between opening the search dialog and its input taking focus (while its code loads
 * and it fades in): kept, and handed to the input as it takes focus, so a visitor who presses
 * Ctrl+K and types at once loses no letter. Only plain characters and Backspace are kept; an
 * input method's composition is left alone. Keeping stops after a few seconds whatever happens, so
 * a dialog that never comes (its code failing to load) cannot leave the page deaf.
 */
export interface TypeAhead {
  /** Starts keeping keys (when the dialog is asked for). */
  start(): void;
  /** What was typed since `start`; keeping stops. */
  take(): string;
  stop(): void;
}

const KEEP_AT_MOST_MS = 3000;

/** `target`: where keys are listened for, the window unless given (read when keeping starts: none on the server). */
export function createTypeAhead(
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>,
): TypeAhead {
  const keys = () => target ?? window;
  let typed = '';
  let keeping = false;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return;
    if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if ([...event.key].length === 1) typed += event.key;
    else return;
    event.preventDefault();
  };
  const stop = () => {
    if (keeping) keys().removeEventListener('keydown', onKeyDown, { capture: true });
    keeping = false;
    clearTimeout(expiry);
  };
  return {
    start() {
      typed = '';
      if (!keeping) keys().addEventListener('keydown', onKeyDown, { capture: true });
      keeping = true;
      clearTimeout(expiry);
      expiry = setTimeout(stop, KEEP_AT_MOST_MS);
    },
    take() {
      stop();
      const text = typed;
      typed = '';
      return text;
    },
    stop,
  };
}
