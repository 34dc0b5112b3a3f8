'use client';

import { useEffect } from 'react';
import { watchDevice } from '@/lib/browser/device';
import { isChunkLoadError, reloadForChunkError } from '@/lib/errors/chunk-reload';
import { useErrorStore } from '@/lib/errors/error-store.browser';
import { LOGIN_REQUEST_PARAMETER, loginRequestPath } from '@/lib/shopper/login-request';
import { useUiStore } from '@/lib/browser/ui-store';

/**
 * Browser-wide listeners: device size, the global error handler with the chunk-reload rule, and a
 * login request in the URL.
 */
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

  useEffect(() => {
    // A guest sent home by a page that needs signing in (the checkout): the login modal opens and
    // leads back there. The parameter goes from the address bar, so a reload does not reopen it.
    const url = new URL(window.location.href);
    const path = loginRequestPath(url.searchParams.get(LOGIN_REQUEST_PARAMETER));
    if (!url.searchParams.has(LOGIN_REQUEST_PARAMETER)) return;
    url.searchParams.delete(LOGIN_REQUEST_PARAMETER);
    window.history.replaceState(window.history.state, '', url);
    if (path) useUiStore.getState().openLoginModal({ redirectPath: path });
  }, []);

  return null;
}
