import { useSyncExternalStore } from "react";
import { connection, saveDataWanted } from "~/lib/browser/save-data";

/** Whether the browser asks to save data, following the setting; prerendered as no. */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      connection()?.addEventListener("change", onChange);
      return () => connection()?.removeEventListener("change", onChange);
    },
    saveDataWanted,
    () => false,
  );
}
