import { afterEach, describe, expect, it, vi } from "vitest";
import { framedByAnotherSite, refuseForeignFrame } from "./frame";

afterEach(() => vi.unstubAllGlobals());

describe("refuseForeignFrame", () => {
  it("leaves a page in its own window alone", () => {
    document.body.innerHTML = "<main><button>Daftar</button></main>";
    expect(framedByAnotherSite()).toBe(false);
    expect(refuseForeignFrame()).toBe(false);
    expect(document.querySelector("button")).not.toBeNull();
  });

  it("leaves a page framed by this site alone", () => {
    vi.stubGlobal("top", { location: { origin: window.location.origin } });
    expect(framedByAnotherSite()).toBe(false);
  });

  it("framed by another site (whose location cannot be read), shows only a link that opens the page whole", () => {
    const stop = vi.spyOn(window, "stop").mockImplementation(() => {});
    vi.stubGlobal("top", {
      get location(): Location {
        throw new DOMException("Blocked a frame", "SecurityError");
      },
    });
    document.body.innerHTML = "<main><button>Daftar</button></main>";
    expect(refuseForeignFrame()).toBe(true);
    expect(stop).toHaveBeenCalled();
    const link = document.querySelector("a")!;
    expect(link.textContent).toBe("Buka halaman ini di jendelanya sendiri");
    expect(link.target).toBe("_top");
    expect(link.href).toBe(window.location.href);
    expect(document.querySelector("button")).toBeNull();
  });
});
