import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { addressToFix } from "./lib/address";

// Addresses as people type them, before React reads the address: a page
// reached as /kontak/index.html is the page /kontak/; an address in capitals
// (/KONTAK, from a poster) that the host answered with 404.html is fetched
// again in small letters. Without this the client router, which matches
// without regard to case, would hydrate the 404 page as another page.
// The 404 page is the one page that asks search engines not to index it
// (routes/not-found.tsx).
const notFoundPage = document.querySelector('meta[name="robots"][content="noindex"]') !== null;
const fix = addressToFix(location, notFoundPage, import.meta.env.BASE_URL);
if (fix?.reload) {
  location.replace(fix.href);
} else {
  if (fix) history.replaceState(history.state, "", fix.href);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}
