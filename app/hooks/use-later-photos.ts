import { useEffect, useState } from "react";
import type { PhotoData } from "~/lib/media/photo-data";

/** Photos beyond those in the HTML: a JSON file of PhotoData, and how many it holds. */
export interface LaterPhotos {
  url: string;
  count: number;
}

/**
 * The photos in the HTML, then the later ones once fetched (not at all when
 * the visitor saves data). `count` is how many there will be: the later
 * ones count while on their way, and not once they cannot be had, so a
 * carousel shows its controls only for photos that will come.
 */
export function useLaterPhotos(given: readonly PhotoData[], later: LaterPhotos | undefined, saveData: boolean) {
  const [fetched, setFetched] = useState<readonly PhotoData[] | "failed">();
  useEffect(() => {
    if (!later || saveData) return;
    let current = true;
    fetch(later.url)
      .then((response) => (response.ok ? (response.json() as Promise<PhotoData[]>) : Promise.reject()))
      .then(
        (photos) => current && setFetched(photos),
        () => current && setFetched("failed"),
      );
    return () => {
      current = false;
    };
  }, [later, saveData]);

  if (Array.isArray(fetched)) return { photos: [...given, ...fetched], count: given.length + fetched.length };
  if (saveData || fetched === "failed") return { photos: given, count: 1 };
  return { photos: given, count: given.length + (later?.count ?? 0) };
}
