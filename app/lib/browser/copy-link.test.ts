import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCopyLinks } from "./copy-link";

const address = "https://gmkiwamena.org/kalender/gmki-wamena.ics";

function block() {
  document.body.innerHTML = `
    <div>
      <div><code>${address}</code><button type="button" data-copy-link="${address}"><svg></svg><span data-label>Salin Tautan</span></button></div>
      <p role="status" data-copy-status></p>
    </div>`;
  startCopyLinks(document);
  const button = document.querySelector("button")!;
  return { button, status: document.querySelector("[role=status]")! };
}

/** The click's handler awaits the clipboard. */
const settled = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("Salin Tautan", () => {
  it("copies the address and says so on the button and to a screen reader, for a moment", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal("navigator", { clipboard: { writeText } });
    const { button, status } = block();
    button.click();
    await settled();
    expect(writeText).toHaveBeenCalledWith(address);
    expect(button).toHaveTextContent("Tautan Disalin");
    expect(status).toHaveTextContent("Tautan kalender disalin.");
    await vi.advanceTimersByTimeAsync(5000);
    expect(button).toHaveTextContent("Salin Tautan");
    expect(status).toHaveTextContent("");
  });

  it("where the clipboard is refused, selects the address for the visitor to copy", async () => {
    vi.stubGlobal("navigator", {
      clipboard: { writeText: () => Promise.reject(new DOMException("no", "NotAllowedError")) },
    });
    const { button, status } = block();
    button.click();
    await settled();
    expect(window.getSelection()!.toString()).toBe(address);
    expect(button).toHaveTextContent("Tautan Dipilih");
    expect(status).toHaveTextContent(/sudah dipilih/);
  });

  it("where there is no clipboard at all, the same", async () => {
    vi.stubGlobal("navigator", {});
    const { button } = block();
    button.click();
    await settled();
    expect(button).toHaveTextContent("Tautan Dipilih");
  });
});
