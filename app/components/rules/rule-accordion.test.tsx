import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RuleSection } from "~/content/schema";
import { RuleAccordion } from "./rule-accordion";

const ruleSections: RuleSection[] = [
  { id: "keanggotaan", scope: "nasional", title: "Keanggotaan", items: ["Anggota biasa adalah mahasiswa Kristen."] },
  { id: "iuran-anggota", scope: "cabang", title: "Iuran Anggota", items: ["Iuran anggota Rp25.000 per semester."] },
];

// The browser opens and closes the sections (tests/fixtures/rules.spec.ts);
// here, that the markup lets it.
describe("RuleAccordion", () => {
  it("starts with every section closed, each with its items", () => {
    render(<RuleAccordion sections={ruleSections} />);
    expect(document.querySelectorAll("details[open]")).toHaveLength(0);
    const fees = screen.getByText("Iuran Anggota").closest("details")!;
    expect(fees).toHaveTextContent("Rp25.000 per semester");
  });

  it("groups every section under one name, so that the browser keeps one open", () => {
    render(<RuleAccordion sections={ruleSections} />);
    const names = new Set([...document.querySelectorAll("details")].map((details) => details.getAttribute("name")));
    expect(names).toEqual(new Set(["aturan"]));
  });

  it("puts each section's address inside it, and offers it as a link", () => {
    render(<RuleAccordion sections={ruleSections} />);
    const fees = screen.getByText("Iuran Anggota").closest("details")!;
    // Inside the content, so that the browser opens the section for /aturan#iuran-anggota.
    expect(fees.querySelector("summary")!.nextElementSibling).toHaveAttribute("id", "iuran-anggota");
    expect(
      within(fees).getByRole("link", { name: "Tautan ke bagian ini: Iuran Anggota", hidden: true }),
    ).toHaveAttribute("href", "#iuran-anggota");
  });
});
