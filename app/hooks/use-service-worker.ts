import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { applyUpdateIfWaiting, registerServiceWorker } from "~/lib/service-worker";

/** Registers the service worker, and lets a waiting update in at page changes. */
export function useServiceWorker(): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(registerServiceWorker, []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    applyUpdateIfWaiting();
  }, [pathname]);
}
