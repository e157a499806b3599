import { describe, expect, it } from "vitest";
import type { Board } from "~/content/schema";
import { fieldHeads } from "./board.server";

const person = { name: "Yulianus Wenda", position: "Ketua Cabang" };
const board = (fields: Board["fields"]): Board => ({
  period: "2025–2027",
  chair: person,
  secretary: person,
  treasurer: person,
  fields,
});

describe("fieldHeads", () => {
  it("finds the head within each field, the field as the position, a vacant seat empty", () => {
    expect(
      fieldHeads(
        board([
          { title: "Pengurus Harian", members: [{ position: "Wakil Sekretaris", name: "Ani" }] },
          { title: "Bidang Kerohanian", members: [{ position: "Kepala Bidang", name: "Samuel Itlay", head: true }] },
          { title: "Bidang Organisasi", members: [{ position: "Kepala Bidang", name: " ", head: true }] },
          // Marked, not matched: a typo in the position changes nothing.
          { title: "Bidang Aksi", members: [{ position: "Kepala bidang", name: "Petrus", head: true }] },
          { title: "Bidang Humas", members: [{ position: "Kepala Bidang", name: "Tanpa tanda" }] },
        ]),
      ),
    ).toEqual([
      { name: "Samuel Itlay", position: "Bidang Kerohanian" },
      { name: "", position: "Bidang Organisasi" },
      { name: "Petrus", position: "Bidang Aksi" },
    ]);
  });

  it("reads a group of heads whose positions name their fields", () => {
    expect(
      fieldHeads(
        board([{ title: "Kepala Bidang", heads: true, members: [{ position: "Bidang Kerohanian", name: "Marthen" }] }]),
      ),
    ).toEqual([{ name: "Marthen", position: "Bidang Kerohanian" }]);
  });
});
