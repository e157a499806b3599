import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { PATIENCE } from "../tests/support/patience.mjs";

// findBy* and waitFor wait as long as every other test's wait (1 s by
// default: a lazily loaded module can take longer on a busy machine).
configure({ asyncUtilTimeout: PATIENCE });

afterEach(cleanup);

// Unit tests run without the built CSS. These rules stand in for the few
// utilities that decide what is shown, so queries see what a visitor sees.
// jsdom has no viewport: `lg:` rules apply too, so the desktop menu and the
// mobile toggle are both present, each tested on its own.
const style = document.createElement("style");
style.textContent = ".hidden { display: none; } .lg\\:block { display: block; }";
document.head.append(style);
