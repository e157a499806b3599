/** Chromium's Network Information API; other browsers lack it, and then nothing is saved. */
type Connection = EventTarget & { saveData?: boolean };
export const connection = () => (navigator as Navigator & { connection?: Connection }).connection;

/** Whether the visitor's browser asks to save data (the Save-Data setting). */
export function saveDataWanted(): boolean {
  return connection()?.saveData === true;
}
