import { useEffect, useEffectEvent, type RefObject } from "react";

/** Escape pressed, pointer down outside, or focus moved outside. */
export type DismissReason = "escape" | "pointer" | "focus";

/**
 * While `open`, calls `onDismiss` when Escape is pressed anywhere, or the
 * pointer goes down or focus moves outside `ref`. The whole of what a
 * disclosure menu needs; Radix's DismissableLayer adds layering we have no
 * use for.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: DismissReason) => void,
): void {
  const dismiss = useEffectEvent(onDismiss);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") dismiss("escape");
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) dismiss("pointer");
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!ref.current?.contains(event.target as Node)) dismiss("focus");
    };
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open, ref]);
}
