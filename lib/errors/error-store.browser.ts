import { create } from 'zustand';

export interface RecordedError {
  message: string;
  /** When it happened (ms since the epoch). */
  occurredAt: number;
}

interface ErrorState {
  lastError: RecordedError | null;
  recordError: (error: unknown, occurredAt?: number) => void;
  clearError: () => void;
}

/** The global error handler's memory: the last error seen in the browser and when it occurred. */
export const useErrorStore = create<ErrorState>()((set) => ({
  lastError: null,
  recordError: (error, occurredAt = Date.now()) =>
    set({ lastError: { message: errorMessage(error), occurredAt } }),
  clearError: () => set({ lastError: null }),
}));

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return 'Some error';
}
