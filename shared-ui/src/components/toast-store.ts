import { create } from 'zustand';
import type { MessageParams } from '../i18n/types';

export type ToastKind = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  kind: ToastKind;
  /** Translated when rendered, so a locale switch also changes visible toasts. */
  key: string;
  params?: MessageParams | undefined;
}

interface ToastState {
  toasts: readonly Toast[];
  dismiss(id: number): void;
}

let nextId = 1;

export const useToasts = create<ToastState>()((set) => ({
  toasts: [],
  dismiss: (id) => set((state) => ({ toasts: state.toasts.filter((toast) => toast.id !== id) })),
}));

function show(kind: ToastKind, key: string, params?: MessageParams): number {
  const id = nextId++;
  useToasts.setState((state) => ({ toasts: [...state.toasts, { id, kind, key, params }] }));
  return id;
}

/** Shows a short notice in the ToastHost; returns its id for an early dismiss. */
export const toast = {
  success: (key: string, params?: MessageParams) => show('success', key, params),
  error: (key: string, params?: MessageParams) => show('error', key, params),
  info: (key: string, params?: MessageParams) => show('info', key, params),
  dismiss: (id: number) => useToasts.getState().dismiss(id),
};
