import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BoardFields } from "./board-fields";
import { PersonList } from "./person-card";

describe("PersonCard", () => {
  it("draws a person of the branch with their role's emblem, not an image or initials, when a person has no photo", () => {
    render(
      <PersonList
        people={[
          { name: "Yulianus Wenda", position: "Ketua Cabang" },
          { name: "Samuel Itlay", position: "Bidang Kerohanian" },
          { name: "Debora Yikwa", position: "Bidang Pendidikan dan Kaderisasi" },
          { name: "Markus Lokobal", position: "Anggota" },
        ]}
      />,
    );
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(4);
    expect(within(cards[0]!).getByRole("heading", { name: "Yulianus Wenda" })).toBeInTheDocument();
    expect(within(cards[0]!).getByText("Ketua Cabang")).toBeInTheDocument();
    const drawings = cards.map((card) => card.querySelector("svg[data-stand-in]"));
    expect(drawings.every((drawing) => drawing?.getAttribute("aria-hidden") === "true")).toBe(true);
    // No letters in the drawing: no initials.
    expect(drawings.map((drawing) => drawing!.textContent)).toEqual(["", "", "", ""]);
    // Each role its own emblem; a plain member none.
    const emblems = drawings.map((drawing) => drawing!.querySelector("circle + path[fill=none]")?.getAttribute("d"));
    expect(new Set(emblems.slice(0, 3)).size).toBe(3);
    expect(emblems[3]).toBeUndefined();
    expect(document.querySelector("img")).toBeNull();
  });

  it("draws an empty seat as the figure's place in a dashed line, beside the sentence that says so", () => {
    render(<PersonList ended people={[{ name: "", position: "Bidang Komunikasi dan Hubungan Masyarakat" }]} />);
    const card = screen.getByRole("listitem");
    expect(card).toHaveTextContent("Tidak tercatat.");
    expect(card.querySelector("svg[data-stand-in] [stroke-dasharray]")).not.toBeNull();
  });

  it("shows the photo when there is one, described by the name beside it", () => {
    const photo = {
      alt: "Natalia Wetipo tersenyum",
      sources: {},
      img: { src: "/orang/natalia.jpg", w: 800, h: 800 },
      placeholder: "data:image/webp;base64,AA==",
    };
    render(<PersonList people={[{ name: "Natalia Wetipo", position: "Bendahara", photo }]} />);
    const image = document.querySelector("picture img")!;
    expect(image).toHaveAttribute("src", "/orang/natalia.jpg");
    expect(image).toHaveAttribute("alt", "");
    expect(document.querySelector("svg[data-stand-in]")).toBeNull();
  });
});

describe("BoardFields", () => {
  it("lists each field's members with position and name, and a sentence for an empty seat", () => {
    render(
      <BoardFields
        fields={[
          {
            title: "Bidang Kerohanian",
            members: [
              { position: "Kepala Bidang", name: "Samuel Itlay" },
              { position: "Anggota", name: "" },
            ],
          },
        ]}
      />,
    );
    expect(screen.getByRole("heading", { name: "Bidang Kerohanian" })).toBeInTheDocument();
    const terms = screen.getAllByRole("term");
    const values = screen.getAllByRole("definition");
    expect(terms.map((term) => term.textContent)).toEqual(["Kepala Bidang", "Anggota"]);
    expect(values[0]).toHaveTextContent("Samuel Itlay");
    expect(values[1]).toHaveTextContent("Masih kosong. Hubungi sekretariat.");
    expect(within(values[1]!).getByRole("link", { name: "Hubungi sekretariat" })).toHaveAttribute("href", "/kontak");
  });

  it("names a position held by several once, with a name for each", () => {
    render(
      <BoardFields
        fields={[
          {
            title: "Bidang Organisasi",
            members: [
              { position: "Kepala Bidang", name: "Markus Lokobal" },
              { position: "Anggota", name: "Yohana Elopere" },
              { position: "Anggota", name: "Petrus Kogoya" },
              { position: "Anggota", name: "" },
            ],
          },
        ]}
      />,
    );
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(["Kepala Bidang", "Anggota"]);
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "Markus Lokobal",
      "Yohana Elopere",
      "Petrus Kogoya",
      "Masih kosong. Hubungi sekretariat.",
    ]);
  });

  it("says a past term's empty seat is not on record, rather than still to be filled", () => {
    render(
      <BoardFields ended fields={[{ title: "Bidang Dana", members: [{ position: "Kepala Bidang", name: "" }] }]} />,
    );
    expect(screen.getByRole("definition")).toHaveTextContent("Tidak tercatat.");
    expect(screen.getByRole("definition")).not.toHaveTextContent("kosong");
  });
});
