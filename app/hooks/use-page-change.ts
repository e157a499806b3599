import { useEffect, useEffectEvent, useRef } from "react";
import { useLocation } from "react-router";

/**
 * Calls `onChange` after each client-side page change: not when React first
 * runs on a page, nor when only the hash changes. Effects run in the order
 * their hooks are called.
 */
export function usePageChange(onChange: (change: { hash: string }) => void): void {
  const { pathname, hash } = useLocation();
  const shownPath = useRef(pathname);
  const changed = useEffectEvent(onChange);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    changed({ hash });
  }, [pathname, hash]);
}
