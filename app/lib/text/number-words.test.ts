import { describe, expect, it } from "vitest";
import { capitalizedNumberWord, numberWord } from "./number-words";

describe("counts in running text", () => {
  it("are words up to ten and figures above", () => {
    expect(numberWord(3)).toBe("tiga");
    expect(numberWord(10)).toBe("sepuluh");
    expect(numberWord(12)).toBe("12");
    expect(capitalizedNumberWord(5)).toBe("Lima");
    expect(capitalizedNumberWord(11)).toBe("11");
  });
});
