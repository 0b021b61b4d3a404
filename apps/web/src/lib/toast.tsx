import { Anchor, CloseButton, Group, Paper, Portal, Stack, Text } from '@mantine/core';
import { useEffect, useSyncExternalStore } from 'react';
import { ERROR_MESSAGES } from '@trust/shared';
import { ApiError } from './api';
import classes from './toast.module.css';

/**
 * Small auto-hiding notices (the NDA reminder and failure toasts) without a notifications library
 * in the first paint. An element marked `data-toast-clearance` (a full-screen dialog's footer on a
 * phone) keeps them above it.
 */
interface Toast {
  id: number;
  message: string;
  color: 'red' | 'brand';
  hideAfterMs: number;
  action?: { label: string; onClick: () => void };
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** Shows a toast; answers its id, for dismissing it early. */
export function showToast(
  message: string,
  options: { color?: Toast['color']; hideAfterMs: number; action?: Toast['action'] },
): number {
  const id = nextId++;
  toasts = [
    ...toasts,
    {
      id,
      message,
      color: options.color ?? 'brand',
      hideAfterMs: options.hideAfterMs,
      action: options.action,
    },
  ];
  emit();
  return id;
}

export const dismissToast = (id: number) => {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
};

const NO_TOASTS: typeof toasts = [];

export function Toaster() {
  const list = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => NO_TOASTS,
  );
  if (list.length === 0) return null;
  return (
    <Portal>
      <Stack gap="xs" className={classes.toaster} maw="calc(100vw - 32px)" w={360}>
        {list.map((toast) => (
          <ToastCard key={toast.id} toast={toast} />
        ))}
      </Stack>
    </Portal>
  );
}

function ToastCard({ toast }: { toast: Toast }) {
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(toast.id), toast.hideAfterMs);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <Paper
      withBorder
      shadow="md"
      p="sm"
      radius="md"
      role="status"
      style={{ borderLeft: `4px solid var(--mantine-color-${toast.color === 'red' ? 'red' : 'brand'}-6)` }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fz="sm">{toast.message}</Text>
        {toast.action && (
          <Anchor
            component="button"
            fz="sm"
            fw={600}
            onClick={() => {
              toast.action?.onClick();
              dismissToast(toast.id);
            }}
            style={{ whiteSpace: 'nowrap' }}
          >
            {toast.action.label}
          </Anchor>
        )}
        <CloseButton size="sm" onClick={() => dismissToast(toast.id)} aria-label="Dismiss" />
      </Group>
    </Paper>
  );
}

/** The staff screens' confirmations and failures. */
export const toast = {
  success: (message: string) => showToast(message, { hideAfterMs: 4000 }),
  error: (message: string) => showToast(message, { color: 'red', hideAfterMs: 8000 }),
  /** A confirmation that can be taken back for a few seconds. */
  withUndo: (message: string, undo: () => void) =>
    showToast(message, { hideAfterMs: 8000, action: { label: 'Undo', onClick: undo } }),
  /** A failed call: the server's message when it gave one. */
  failure: (error: unknown) =>
    showToast(error instanceof ApiError ? error.message : ERROR_MESSAGES.unknown, {
      color: 'red',
      hideAfterMs: 8000,
    }),
};
