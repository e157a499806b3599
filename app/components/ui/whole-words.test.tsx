import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WholeWords } from "./whole-words";

describe("WholeWords", () => {
  it("keeps reduplicated and joined words on one line, the text unchanged", () => {
    const { container } = render(
      <h2>
        <WholeWords>Satu keluarga dari kampus-kampus Wamena, UNIBA–UNAIM dan Dies Natalis ke-77</WholeWords>
      </h2>,
    );
    const kept = [...container.querySelectorAll("span.whitespace-nowrap")].map((span) => span.textContent);
    expect(kept).toEqual(["kampus-kampus", "UNIBA–UNAIM", "ke-77"]);
    expect(container).toHaveTextContent("Satu keluarga dari kampus-kampus Wamena, UNIBA–UNAIM dan Dies Natalis ke-77");
  });

  it("leaves text without joined words alone", () => {
    const { container } = render(<WholeWords>Kegiatan terdekat</WholeWords>);
    expect(container.innerHTML).toBe("Kegiatan terdekat");
  });
});
