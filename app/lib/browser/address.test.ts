import { describe, expect, it } from "vitest";
import { addressToFix, savedPageAddress } from "./address";

const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash });

describe("addressToFix", () => {
  it("corrects a trailing index.html in place, keeping the query and the #part", () => {
    expect(addressToFix(at("/kontak/index.html", "?a=1", "#peta"), false)).toEqual({
      href: "/kontak/?a=1#peta",
      reload: false,
    });
  });

  it("loads an address in capitals again in small letters when the host had no page for it", () => {
    expect(addressToFix(at("/Struktur/BPC"), true)).toEqual({ href: "/struktur/bpc", reload: true });
    expect(addressToFix(at("/KONTAK/INDEX.HTML"), true)).toEqual({ href: "/kontak/", reload: true });
  });

  it("keeps the case of the base path", () => {
    expect(addressToFix(at("/GMKI-Wamena/Kontak"), true, "/GMKI-Wamena/")).toEqual({
      href: "/GMKI-Wamena/kontak",
      reload: true,
    });
  });

  it("leaves a right address alone, and a missing page in small letters (no loop)", () => {
    expect(addressToFix(at("/kontak"), false)).toBeNull();
    expect(addressToFix(at("/tidak-ada"), true)).toBeNull();
  });
});

describe("addressToFix never leaves the site", () => {
  it.each(["//evil.example/X", "//evil.example/kontak/index.html", "/\\evil.example/X", "///evil.example/X"])(
    "%s is left alone",
    (pathname) => {
      expect(addressToFix(at(pathname), true)).toBeNull();
      expect(addressToFix(at(pathname), false)).toBeNull();
    },
  );

  it("under a base path too", () => {
    expect(addressToFix(at("//Evil.example/X"), true, "/gmki-wamena/")).toBeNull();
  });

  it("whatever the path, a correction is a path on this origin", () => {
    const paths = ["/A//B", "/KONTAK", "/x/index.html", "/%2F%2Fevil.example", "/.//evil", "/%5Cevil"];
    for (const pathname of paths) {
      const fix = addressToFix(at(pathname), true);
      if (fix) expect(new URL(fix.href, "https://situs.example").origin, pathname).toBe("https://situs.example");
    }
  });
});

describe("savedPageAddress", () => {
  it("names a page as the service worker saves it", () => {
    expect(savedPageAddress("/kontak/")).toBe("/kontak");
    expect(savedPageAddress("/kontak/index.html")).toBe("/kontak");
    expect(savedPageAddress("/kontak")).toBe("/kontak");
    expect(savedPageAddress("/")).toBe("/");
    expect(savedPageAddress("/index.html")).toBe("/");
    expect(savedPageAddress("/gmki-wamena", "/gmki-wamena/")).toBe("/gmki-wamena/");
    expect(savedPageAddress("/gmki-wamena/", "/gmki-wamena/")).toBe("/gmki-wamena/");
    expect(savedPageAddress("/gmki-wamena/struktur/bpc/", "/gmki-wamena/")).toBe("/gmki-wamena/struktur/bpc");
  });
});
