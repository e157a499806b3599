import type { Branch } from "./schema";

/**
 * The komisariat: GMKI's units on campus. Each gets the page
 * /struktur/<slug>. In Wamena they are led by caretakers until their first
 * Musyawarah Komisariat (Muskom). Names are placeholders to be confirmed.
 */
export const branches = [
  {
    slug: "stkip-abdi-wacana",
    name: "Komisariat STKIP Abdi Wacana",
    shortName: "STKIP Abdi Wacana",
    coordinator: "Markus Lokobal",
    image: "padang-randa-tapak",
    summary:
      "Melayani mahasiswa calon guru di STKIP Abdi Wacana Wamena melalui persekutuan, Penelaahan Alkitab dan kelompok belajar.",
    caretakerChair: "Kristian Yikwa",
    caretakerSecretary: "Debora Tabuni",
    colleges: ["STKIP Abdi Wacana Wamena"],
  },
  {
    slug: "stt-arastamar",
    name: "Komisariat STT Arastamar",
    shortName: "STT Arastamar",
    coordinator: "Samuel Itlay",
    image: "berkas-cahaya",
    summary:
      "Mewadahi mahasiswa teologi STT Arastamar Wamena untuk bertumbuh dalam iman dan ikut melayani jemaat di lembah Baliem.",
    caretakerChair: "Marthen Murib",
    caretakerSecretary: "Yohana Pahabol",
    colleges: ["STT Arastamar Wamena"],
  },
  {
    slug: "uniba-unaim",
    name: "Komisariat UNIBA–UNAIM",
    shortName: "UNIBA–UNAIM",
    coordinator: "Debora Yikwa",
    image: "bukit-hijau",
    summary:
      "Menghimpun mahasiswa Kristen dari dua universitas di Wamena dalam diskusi, pelayanan sosial dan pembinaan kader.",
    caretakerChair: "Natalia Siep",
    caretakerSecretary: "Yulianus Mabel",
    colleges: ["Universitas Baliem Papua (UNIBA)", "Universitas Amal Ilmiah Yapis Wamena (UNAIM)"],
  },
] as const satisfies readonly Branch[];
