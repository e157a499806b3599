/**
 * The content admin's collections (Decap CMS, served at /admin/): which
 * files and folders it edits, under which names, and how each kind of field
 * is set up. The fields themselves (labels, hints with an example, choices,
 * widgets, rules) are made from schema.ts (admin-fields.ts,
 * docs/decisions/0012); the build's messages name fields by those labels
 * too (messages.ts), so the secretary meets one name per field.
 * cms.test.ts keeps the result what the secretary knows (cms.snapshot.json).
 */
import type { CmsCollection, CmsField } from "decap-cms-core";
import { type AdminSettings, adminFields, labelOf } from "./admin-fields";
import {
  boardsSchema,
  branchesSchema,
  contactSchema,
  documentSchema,
  eventSchema,
  historySchema,
  homeSchema,
  aboutSchema,
  newsItemSchema,
  photosFileSchema,
  programsSchema,
  rulesSchema,
  siteSchema,
  toConfirmSchema,
} from "./schema";
import { limitText, PHOTO_RULE, PHOTO_TYPES, UPLOAD_LIMITS } from "./uploads";

/**
 * The names the admin knows some entries by: its previews are registered
 * under them (admin/main.tsx). Labels are what the secretary reads.
 */
export const previewNames = {
  events: "kegiatan",
  news: "berita",
  branches: "komisariat",
  board: "pengurus",
  documents: "dokumen",
} as const;

/** Where uploaded photos are written, in the repository (and how they are referenced). */
export const mediaFolder = "content/photos";

/** A value the secretary reads in its row but does not change (admin/main.tsx registers it). */
export const readOnlyWidget = "bacaan";

/**
 * A line of text the admin checks with the rest of the entry, on the first
 * save (an event's end after its start): admin/compared-field.tsx.
 */
export const comparedWidget = "dibandingkan";

/** How each kind of field is edited (schema.ts's `widget`, or what its type says). */
const widgets: AdminSettings["widgets"] = {
  string: { widget: "string" },
  text: { widget: "text" },
  /** Picked in a calendar, kept as YYYY-MM-DD, shown day first. */
  date: { widget: "datetime", format: "YYYY-MM-DD", date_format: "DD-MM-YYYY", time_format: false },
  hidden: { widget: "hidden" },
  "read-only": { widget: readOnlyWidget },
  compared: { widget: comparedWidget, takesPattern: true },
  /** A photo registered in the Foto collection, chosen by its description. */
  photo: {
    widget: "relation",
    collection: "foto",
    file: "foto",
    value_field: "photos.*.id",
    search_fields: ["photos.*.alt", "photos.*.id"],
    display_fields: ["photos.*.alt"],
  },
  /**
   * A photo where it is used: uploaded from the phone in the field itself, or
   * chosen from those already uploaded, with their thumbnails (Decap's image
   * widget). The site credits it to the branch; what it shows is asked beside it.
   * A photo, never a drawing (SVG): drawings are registered in the Foto
   * collection. Its hint ends with what it takes, said before the upload.
   */
  "photo-upload": { widget: "image", choose_url: false, hintEnd: PHOTO_RULE },
  /** A photo's maker, from the credits beside the photos. */
  credit: {
    widget: "relation",
    collection: "foto",
    file: "foto",
    value_field: "credits.*.id",
    search_fields: ["credits.*.author"],
    display_fields: ["credits.*.author"],
  },
  /** An article, by its title; the file keeps its slug. */
  article: {
    widget: "relation",
    collection: previewNames.news,
    value_field: "{{slug}}",
    search_fields: ["title"],
    display_fields: ["title"],
  },
  /** A PDF uploaded beside the documents' entries. */
  pdf: {
    widget: "file",
    choose_url: false,
    media_folder: "/content/documents",
    public_folder: "/content/documents",
  },
};

/** The fields of a file or folder's entries, with what the admin adds to some of them. */
const fields = (schema: Parameters<typeof adminFields>[0], extras?: AdminSettings["extras"]): CmsField[] =>
  adminFields(schema, { widgets, ...(extras ? { extras } : {}) });

/**
 * A folder with one JSON file per entry (events, news, documents), listed
 * newest first. The file's name is the entry's address (/kegiatan/<name>):
 * made from the title when the entry is created (lowercase, accents and
 * signs dropped, "-1" added if taken), then kept, so links never break.
 */
const datedEntries = (schema: Parameters<typeof labelOf>[0]) =>
  ({
    extension: "json",
    format: "json",
    create: true,
    delete: true,
    slug: "{{slug}}",
    identifier_field: "title",
    summary: "{{title}} ({{date | date('DD-MM-YYYY')}})",
    sortable_fields: [
      { field: "date", label: labelOf(schema, "date"), default_sort: "desc" as const },
      { field: "title", label: labelOf(schema, "title") },
    ],
  }) satisfies Partial<CmsCollection>;

/** The collections, in the order the admin lists them. */
export const collections: CmsCollection[] = [
  {
    name: "cek",
    label: "Cek sebelum tayang",
    description:
      "Data contoh yang harus dipastikan cabang sebelum situs diumumkan. Periksa atau ganti datanya di tempat yang disebut, lalu kembali ke sini dan nyalakan “Sudah benar” pada barisnya. Selama masih ada yang belum, situs tetap tayang sebagai pratinjau: setiap halaman menyebutnya dalam satu baris, yang hilang sendiri setelah semua baris dinyalakan.",
    files: [
      {
        name: "cek",
        label: "Daftar data contoh",
        file: "content/to-confirm.json",
        fields: fields(toConfirmSchema, {
          // The list is the build's, not the secretary's: rows are read (their state
          // shown while closed), not written, added or removed; only the tick changes.
          items: {
            allow_add: false,
            allow_remove: false,
            allow_reorder: false,
            summary:
              "{{fields.confirmed | ternary('✓ Sudah benar', '○ Belum dicek')}}: {{fields.what}} (ubah di {{fields.where}})",
          },
          "items.confirmed": { default: false },
        }),
      },
    ],
  },
  {
    name: previewNames.events,
    label: "Kegiatan",
    label_singular: "Kegiatan",
    description:
      "Satu entri untuk tiap kegiatan. Kegiatan yang tanggalnya sudah lewat pindah sendiri ke “Telah Berlalu”.",
    folder: "content/events",
    ...datedEntries(eventSchema),
    fields: fields(eventSchema),
  },
  {
    name: previewNames.news,
    label: "Berita",
    label_singular: "Berita",
    description: "Satu entri untuk tiap berita. Halaman Berita menampilkan yang terbaru lebih dulu.",
    folder: "content/news",
    ...datedEntries(newsItemSchema),
    fields: fields(newsItemSchema, { category: { default: "berita" } }),
  },
  {
    name: previewNames.documents,
    label: "Dokumen",
    label_singular: "Dokumen",
    description: `Dokumen untuk diunduh pengunjung: AD/ART, Peraturan Cabang, formulir. Unggah PDF paling besar ${limitText(UPLOAD_LIMITS.document)}; tombol unduhnya muncul di halaman Aturan.`,
    folder: "content/documents",
    ...datedEntries(documentSchema),
    fields: fields(documentSchema),
  },
  {
    name: "foto",
    label: "Foto",
    description: `Semua foto situs, masing-masing dengan keterangan dan pemiliknya. Foto dari ponsel boleh langsung diunggah (${PHOTO_TYPES}, paling besar ${limitText(UPLOAD_LIMITS.photo)}): situs mengecilkannya sendiri.`,
    files: [{ name: "foto", label: "Foto dan kredit", file: "content/photos.json", fields: fields(photosFileSchema) }],
  },
  {
    name: "organisasi",
    label: "Organisasi",
    description: "Pengurus, komisariat, sejarah, dan aturan.",
    files: [
      { name: previewNames.board, label: "Pengurus", file: "content/board.json", fields: fields(boardsSchema) },
      {
        name: previewNames.branches,
        label: "Komisariat",
        file: "content/branches.json",
        fields: fields(branchesSchema),
      },
      {
        name: "sejarah",
        label: "Sejarah",
        file: "content/history.json",
        // Closed, an event shows its title (a founding has no year of its own to show).
        fields: fields(historySchema, { timeline: { summary: "{{fields.title}}" } }),
      },
      { name: "aturan", label: "Aturan", file: "content/rules.json", fields: fields(rulesSchema) },
    ],
  },
  {
    name: "halaman",
    label: "Halaman dan kontak",
    description: "Teks beranda dan profil, program rutin, kontak, dan identitas situs.",
    files: [
      { name: "kontak", label: "Kontak", file: "content/contact.json", fields: fields(contactSchema) },
      { name: "program", label: "Program rutin", file: "content/programs.json", fields: fields(programsSchema) },
      // The carousel's photos listed by the place each names.
      {
        name: "beranda",
        label: "Beranda",
        file: "content/home.json",
        fields: fields(homeSchema, { heroPhotos: { summary: "{{fields.caption}}" } }),
      },
      { name: "tentang", label: "Tentang", file: "content/about.json", fields: fields(aboutSchema) },
      { name: "situs", label: "Identitas situs", file: "content/site.json", fields: fields(siteSchema) },
    ],
  },
];
