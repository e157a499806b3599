import { describe, expect, it } from "vitest";
import { MOBILE_NUMBER } from "./mobile-number";

describe("MOBILE_NUMBER", () => {
  it("accepts a mobile number as people write it, and nothing shorter", () => {
    for (const number of ["0812-3456-7890", "0812 3456 7890", "081234567890", "+62 812 3456 7890", "0812-345-678"])
      expect(MOBILE_NUMBER.test(number), number).toBe(true);
    for (const number of ["0812", "08123456", "0812-------", "0212-3456-7890", "0812--3456-7890"])
      expect(MOBILE_NUMBER.test(number), number).toBe(false);
  });

  it("is a valid pattern where browsers compile it, with the v flag, so the sign-up form checks it", () => {
    const pattern = new RegExp(`^(?:${MOBILE_NUMBER.source.slice(1, -1)})$`, "v");
    expect(pattern.test("0812")).toBe(false);
    expect(pattern.test("0812-3456-7890")).toBe(true);
  });
});
