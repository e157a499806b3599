import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RuleSection } from "~/content/schema";
import { RuleAccordion } from "./rule-accordion";

const ruleSections: RuleSection[] = [
  { id: "keanggotaan", scope: "nasional", title: "Keanggotaan", items: ["Anggota biasa adalah mahasiswa Kristen."] },
  { id: "iuran-anggota", scope: "cabang", title: "Iuran Anggota", items: ["Iuran anggota Rp25.000 per semester."] },
  { id: "syarat-pengurus", scope: "cabang", title: "Syarat Pengurus", items: ["IPK minimal 2,75."] },
];

/** Opens or closes a section the way a click on its summary does. */
function toggle(title: string) {
  const details = screen.getByText(title).closest("details")!;
  details.open = !details.open;
  fireEvent(details, new Event("toggle"));
  return details;
}

const openTitles = () => [...document.querySelectorAll("details[open] h3")].map((heading) => heading.textContent);

describe("RuleAccordion", () => {
  it("starts with every section closed, each with its items", () => {
    render(<RuleAccordion sections={ruleSections} />);
    expect(openTitles()).toEqual([]);
    const fees = screen.getByText("Iuran Anggota").closest("details")!;
    expect(fees).toHaveAttribute("id", "iuran-anggota");
    expect(fees).toHaveTextContent("Rp25.000 per semester");
  });

  it("keeps at most one section open: opening another closes the first", () => {
    render(<RuleAccordion sections={ruleSections} />);
    toggle("Keanggotaan");
    expect(openTitles()).toEqual(["Keanggotaan"]);
    toggle("Iuran Anggota");
    expect(openTitles()).toEqual(["Iuran Anggota"]);
  });

  it("closes the open section when it is clicked again", () => {
    render(<RuleAccordion sections={ruleSections} />);
    toggle("Syarat Pengurus");
    toggle("Syarat Pengurus");
    expect(openTitles()).toEqual([]);
  });

  it("groups every section under one name, so browsers enforce one open too", () => {
    render(<RuleAccordion sections={ruleSections} />);
    const names = new Set([...document.querySelectorAll("details")].map((details) => details.getAttribute("name")));
    expect(names).toEqual(new Set(["aturan"]));
  });
});
