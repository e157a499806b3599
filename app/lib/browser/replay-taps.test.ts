import { afterEach, describe, expect, it, vi } from "vitest";
import { replayTapsOnceReady } from "./replay-taps";

// One listener for the whole file, as on a page: the page script runs once.
replayTapsOnceReady();

function control(name: string) {
  const button = document.createElement("button");
  button.textContent = name;
  button.setAttribute("data-waiting", "");
  document.body.append(button);
  const ran = vi.fn();
  button.addEventListener("click", (event) => {
    if (!event.isTrusted && !button.hasAttribute("data-waiting")) ran();
  });
  return { button, ran };
}

/** What React does when the page has hydrated. */
const ready = async (button: HTMLElement) => {
  button.removeAttribute("data-waiting");
  await new Promise((resolve) => setTimeout(resolve));
};

afterEach(() => document.body.replaceChildren());

describe("a tap before React is ready", () => {
  it("is shown as heard, and made again once the control works", async () => {
    const { button, ran } = control("Berlalu");
    const reachedReact = vi.fn();
    document.addEventListener("click", reachedReact);
    button.click();
    expect(button).toHaveAttribute("data-tapped");
    expect(reachedReact).not.toHaveBeenCalled();
    await ready(button);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute("data-tapped");
    document.removeEventListener("click", reachedReact);
  });

  it("counts only the last control tapped", async () => {
    const first = control("Daftar");
    const second = control("Berikutnya");
    first.button.click();
    second.button.click();
    expect(first.button).not.toHaveAttribute("data-tapped");
    await ready(first.button);
    await ready(second.button);
    expect(first.ran).not.toHaveBeenCalled();
    expect(second.ran).toHaveBeenCalledTimes(1);
  });

  it("leaves controls that are ready alone", async () => {
    const button = document.createElement("button");
    document.body.append(button);
    const clicked = vi.fn();
    document.addEventListener("click", clicked);
    button.click();
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute("data-tapped");
    document.removeEventListener("click", clicked);
  });
});
