/**
 * A page's address as a QR code, drawn at build as SVG by the `qrcode`
 * package, for the printed poster of an event: a phone's camera opens the
 * page from a notice board.
 */
import QRCode from "qrcode";

/** The code as an <svg> element's markup: dark modules in the ink colour, no margin (the poster frames it). */
export function qrCodeSvg(address: string): Promise<string> {
  return QRCode.toString(address, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 0,
    color: { dark: "#061630", light: "#ffffff" },
  });
}
