import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { WholeWords } from "~/components/ui/whole-words";
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

  it("sets the motto and Dies Natalis in italics, marked as Latin", () => {
    const { container } = render(
      <p>
        <ForeignTerms>Dies Natalis ke-77, membawa semboyan Ut Omnes Unum Sint.</ForeignTerms>
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p><i lang="la">Dies Natalis</i> ke-77, membawa semboyan <i lang="la">Ut Omnes Unum Sint</i>.</p>',
    );
  });

  it("shapes the plain parts as asked: a heading keeps its joined words whole", () => {
    const whole = (part: string, key: number) => <WholeWords key={key}>{part}</WholeWords>;
    const { container } = render(
      <h1>
        <ForeignTerms plain={whole}>Dies Natalis ke-77 GMKI</ForeignTerms>
      </h1>,
    );
    expect(container.innerHTML).toBe(
      '<h1><i lang="la">Dies Natalis</i> <span class="whitespace-nowrap">ke-77</span> GMKI</h1>',
    );
  });
});
