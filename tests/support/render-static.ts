import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach } from "vitest";

/**
 * A component as the build prerenders it: its HTML, parsed by the browser
 * (a <template>'s elements in its content, as on the page), with no React
 * behind it; the page's script then does the rest, as it does on the site.
 * Returns the container. Emptied after each test.
 */
export function renderStatic(element: ReactElement): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToStaticMarkup(element);
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
});
