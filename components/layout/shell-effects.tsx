'use client';

import { useEffect } from 'react';
import { watchDevice } from '@/lib/browser/device';
import { isChunkLoadError, reloadForChunkError } from '@/lib/errors/chunk-reload';
import { useErrorStore } from '@/lib/errors/error-store';
import { useUiStore } from '@/lib/stores/ui-store';

/** Browser-wide listeners: device size, and the global error handler with the chunk-reload rule. */
export function ShellEffects() {
  useEffect(() => {
    // Marks the moment the shell's islands listen (used by end-to-end tests and monitoring).
    document.documentElement.dataset.shellReady = 'true';
    return watchDevice(window, useUiStore.getState().setDevice);
  }, []);

  useEffect(() => {
    const handle = (reason: unknown) => {
      useErrorStore.getState().recordError(reason);
      if (isChunkLoadError(reason)) {
        reloadForChunkError(window.sessionStorage, () => window.location.reload());
      }
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  return null;
}
