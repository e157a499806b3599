import { describe, expect, it } from "vitest";
import { addressToFix } from "./address";

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
