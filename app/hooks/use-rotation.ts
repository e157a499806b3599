import { useEffect, useState, type FocusEvent, type PointerEvent } from "react";
import { usePrefersReducedMotion } from "./use-media-query";

/** The set with `item` in it (the same set if it was). */
const including = (item: number) => (set: ReadonlySet<number>) => (set.has(item) ? set : new Set(set).add(item));

/**
 * Items shown one at a time, turning every `interval` ms (a carousel's);
 * the next is prepared (its photo starts loading) `prepareAhead` ms before
 * its turn. It turns unless paused: by the visitor's choice, by reduced
 * motion (until they choose to play), or while the pointer or keyboard
 * focus is inside (`pauseWhileInside`, spread on the carousel). An explicit
 * "play" wins over the pause that hover and focus give. `prepared` holds
 * the items shown or about to be, so that only they load.
 */
export function useRotation(count: number, interval: number, prepareAhead: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<"play" | "pause" | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [prepared, setPrepared] = useState<ReadonlySet<number>>(() => new Set([0]));

  const playing = choice === null ? !reducedMotion : choice === "play";
  const rotating = playing && !hovered && !focused && count > 1;

  const show = (item: number) => {
    setIndex(item);
    setPrepared(including(item));
  };

  useEffect(() => {
    if (!rotating) return;
    const next = (index + 1) % count;
    const early = setTimeout(() => setPrepared(including(next)), interval - prepareAhead);
    const turn = setTimeout(() => {
      setIndex(next);
      setPrepared(including(next));
    }, interval);
    return () => {
      clearTimeout(early);
      clearTimeout(turn);
    };
  }, [rotating, index, count, interval, prepareAhead]);

  const togglePlaying = () => {
    if (playing) return setChoice("pause");
    setChoice("play");
    setHovered(false);
    setFocused(false);
  };

  const pauseWhileInside = {
    onPointerEnter: (event: PointerEvent) => event.pointerType === "mouse" && setHovered(true),
    onPointerLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };

  return {
    index,
    prepared,
    playing,
    rotating,
    previous: () => show((index - 1 + count) % count),
    next: () => show((index + 1) % count),
    togglePlaying,
    pauseWhileInside,
  };
}
