/**
 * A page's address as a QR code, computed at build by the `qrcode` package,
 * for the printed poster of an event: a phone's camera opens the page from a
 * notice board. The poster draws it (EventPoster); only its shape travels.
 */
import QRCode from "qrcode";

/** A QR code's dark modules as one SVG path on a size × size grid, no margin (the poster frames it). */
export interface QrCode {
  size: number;
  path: string;
}

export function qrCode(address: string): QrCode {
  const { modules } = QRCode.create(address, { errorCorrectionLevel: "M" });
  const { size } = modules;
  let path = "";
  for (let row = 0; row < size; row++)
    for (let column = 0; column < size; column++) if (modules.get(row, column)) path += `M${column} ${row}h1v1h-1z`;
  return { size, path };
}
