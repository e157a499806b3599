import type { Board } from "./schema";

/**
 * The Badan Pengurus Cabang (BPC): the board elected at the Konferensi
 * Cabang every two years, and the board before it (demisioner). Names are
 * placeholders to be confirmed. `imageUrl: null` shows initials instead of a
 * photo; never use a photo of someone who is not on the board.
 */
export const currentBoard = {
  period: "2025–2027",
  leaders: [
    { name: "Yulianus Wenda", position: "Ketua Cabang", imageUrl: null },
    { name: "Elisabeth Kossay", position: "Sekretaris Cabang", imageUrl: null },
    { name: "Natalia Wetipo", position: "Bendahara Cabang", imageUrl: null },
  ],
  fields: [
    {
      title: "Pengurus Harian",
      members: [
        { position: "Ketua Cabang", name: "Yulianus Wenda" },
        { position: "Sekretaris Cabang", name: "Elisabeth Kossay" },
        { position: "Wakil Sekretaris", name: "Samuel Huby" },
        { position: "Bendahara Cabang", name: "Natalia Wetipo" },
        { position: "Wakil Bendahara", name: "" },
      ],
    },
    {
      title: "Bidang Organisasi",
      members: [
        { position: "Kepala Bidang", name: "Markus Lokobal" },
        { position: "Anggota", name: "Yohana Elopere" },
        { position: "Anggota", name: "Petrus Kogoya" },
      ],
    },
    {
      title: "Bidang Pendidikan dan Kaderisasi",
      members: [
        { position: "Kepala Bidang", name: "Debora Yikwa" },
        { position: "Anggota", name: "Kristian Asso" },
        { position: "Anggota", name: "" },
      ],
    },
    {
      title: "Bidang Aksi dan Pelayanan",
      members: [
        { position: "Kepala Bidang", name: "Petrus Hilapok" },
        { position: "Anggota", name: "Marthen Siep" },
        { position: "Anggota", name: "Elisabeth Matuan" },
      ],
    },
    {
      title: "Bidang Kerohanian",
      members: [
        { position: "Kepala Bidang", name: "Samuel Itlay" },
        { position: "Anggota", name: "Natalia Murib" },
      ],
    },
    {
      title: "Bidang Komunikasi dan Hubungan Masyarakat",
      members: [
        { position: "Kepala Bidang", name: "Kristian Pahabol" },
        { position: "Anggota", name: "Debora Mabel" },
      ],
    },
  ],
} as const satisfies Board;

export const outgoingBoard = {
  period: "2023–2025",
  leaders: [
    { name: "Marthen Huby", position: "Ketua Cabang", imageUrl: null },
    { name: "Yohana Matuan", position: "Sekretaris Cabang", imageUrl: "" },
    { name: "Debora Elopere", position: "Bendahara Cabang", imageUrl: null },
  ],
  fields: [
    {
      title: "Kepala Bidang",
      members: [
        { position: "Bidang Organisasi", name: "Samuel Wetipo" },
        { position: "Bidang Pendidikan dan Kaderisasi", name: "Elisabeth Asso" },
        { position: "Bidang Aksi dan Pelayanan", name: "Petrus Tabuni" },
        { position: "Bidang Kerohanian", name: "Natalia Kogoya" },
        { position: "Bidang Komunikasi dan Hubungan Masyarakat", name: "" },
      ],
    },
  ],
} as const satisfies Board;
