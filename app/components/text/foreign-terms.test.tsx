import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ForeignTerms } from "./foreign-terms";

describe("ForeignTerms", () => {
  it("sets a foreign word in italics, marked as English, whatever its case", () => {
    const { container } = render(
      <p>
        <ForeignTerms>Ketua Caretaker, dipimpin caretaker</ForeignTerms>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>Ketua <i lang="en">Caretaker</i>, dipimpin <i lang="en">caretaker</i></p>');
  });

  it("leaves other text alone, including words that only contain one", () => {
    const { container } = render(
      <p>
        <ForeignTerms>Para caretakers dan pengurus tetap</ForeignTerms>
      </p>,
    );
    expect(container.innerHTML).toBe("<p>Para caretakers dan pengurus tetap</p>");
  });

  it("sets the motto in italics, marked as Latin", () => {
    const { container } = render(
      <p>
        <ForeignTerms>membawa semboyan Ut Omnes Unum Sint.</ForeignTerms>
      </p>,
    );
    expect(container.innerHTML).toBe('<p>membawa semboyan <i lang="la">Ut Omnes Unum Sint</i>.</p>');
  });
});
