import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { markForeign } from "~/lib/text/foreign-words.server";
import { marked } from "./marked";
import { WholeWords } from "./whole-words";

describe("marked", () => {
  it("sets a foreign word marked at build in italics, in its language", () => {
    const { container } = render(<h3>{marked(markForeign("Dies Natalis ke-77 GMKI"))}</h3>);
    expect(container.innerHTML).toBe('<h3><i lang="la">Dies Natalis</i> ke-77 GMKI</h3>');
  });

  it("shapes the plain parts as asked: a heading keeps its joined words whole", () => {
    const { container } = render(
      <h1>
        {marked(markForeign("Dies Natalis ke-77 GMKI"), (part, key) => (
          <WholeWords key={key}>{part}</WholeWords>
        ))}
      </h1>,
    );
    expect(container.innerHTML).toBe(
      '<h1><i lang="la">Dies Natalis</i> <span class="whitespace-nowrap">ke-77</span> GMKI</h1>',
    );
  });

  it("shows a text without foreign words as written", () => {
    const { container } = render(<p>{marked("Kegiatan terdekat")}</p>);
    expect(container.innerHTML).toBe("<p>Kegiatan terdekat</p>");
  });
});
