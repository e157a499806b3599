/**
 * The content admin's collections (Decap CMS, served at /admin/): for every
 * field of schema.ts, the label and hint the branch secretary reads, each
 * hint with an example, and the widget and rules of its form. The build's
 * messages name fields by these labels too (load.ts), so the secretary meets
 * one name per field. cms.test.ts keeps this file and schema.ts in step.
 */
import type { CmsCollection, CmsField } from "decap-cms-core";
import type { z } from "zod";
import { documentKindNames, newsCategoryNames } from "../lib/text/content-names";
import {
  eventCategorySchema,
  type foundingSchema,
  type iconNameSchema,
  patterns,
  type ruleSectionSchema,
  type sanctionTierSchema,
  socialLinkSchema,
} from "./schema";
import { limitText, PHOTO_TYPES, UPLOAD_LIMITS } from "./uploads";

type Rules = Partial<Pick<CmsField, "required" | "pattern">>;
type Extra = Rules & Record<string, unknown>;

const pattern = (regex: RegExp, message: string): [string, string] => [regex.source, message];

const string = (name: string, label: string, hint: string, extra: Extra = {}): CmsField =>
  ({ name, label, hint, widget: "string", ...extra }) as CmsField;

const text = (name: string, label: string, hint: string, extra: Extra = {}): CmsField =>
  ({ name, label, hint, widget: "text", ...extra }) as CmsField;

const number = (name: string, label: string, hint: string, extra: Extra = {}): CmsField =>
  ({ name, label, hint, widget: "number", value_type: "int", ...extra }) as CmsField;

/** A choice's options in the words the secretary reads, each with the value the file keeps. */
const named = <T extends string>(names: Record<T, string>) =>
  (Object.keys(names) as T[]).map((value) => ({ label: names[value], value }));

const iconNames = {
  kerohanian: "Kerohanian",
  pendidikan: "Pendidikan",
  sosial: "Sosial",
  iman: "Iman",
  ilmu: "Ilmu",
  pengabdian: "Pengabdian",
  gereja: "Gereja",
  "perguruan-tinggi": "Perguruan tinggi",
  masyarakat: "Masyarakat",
} satisfies Record<z.infer<typeof iconNameSchema>, string>;

const scopeNames = {
  nasional: "Nasional (AD/ART GMKI)",
  cabang: "Cabang Wamena",
} satisfies Record<z.infer<typeof ruleSectionSchema.shape.scope>, string>;

const foundingNames = {
  gmki: "Lahirnya GMKI",
  cabang: "Berdirinya cabang",
} satisfies Record<z.infer<typeof foundingSchema>, string>;

const levelNames = { ringan: "Ringan", sedang: "Sedang", berat: "Berat" } satisfies Record<
  z.infer<typeof sanctionTierSchema.shape.level>,
  string
>;

/** A choice; an option is its value, or a value with the words the secretary reads. */
const select = (
  name: string,
  label: string,
  hint: string,
  options: readonly (string | { label: string; value: string })[],
  extra: Extra = {},
): CmsField => ({ name, label, hint, widget: "select", options: [...options], ...extra }) as CmsField;

const date = (name: string, label: string, hint: string): CmsField => ({
  name,
  label,
  hint,
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "DD-MM-YYYY",
  time_format: false,
});

/** A time in WIT, typed as "08.00" (a picker would write "08:00"). */
const time = (name: string, label: string, extra: Extra = {}): CmsField =>
  string(name, label, "Waktu Indonesia Timur, jam dan menit dipisah titik, mis. 08.00 atau 18.30.", {
    pattern: pattern(patterns.time, "Tulis jam dan menit dipisah titik, mis. 08.00"),
    ...extra,
  });

/** A photo registered in the Foto collection, chosen by its description. */
const photo = (name: string, label: string, hint: string, extra: Extra = {}): CmsField =>
  ({
    name,
    label,
    hint,
    widget: "relation",
    collection: "foto",
    file: "foto",
    value_field: "photos.*.id",
    search_fields: ["photos.*.alt", "photos.*.id"],
    display_fields: ["photos.*.alt"],
    ...extra,
  }) as CmsField;

/** What a photo field takes, said before the upload (the admin refuses anything else as it is picked). */
const PHOTO_RULE = `${PHOTO_TYPES[0]?.toUpperCase()}${PHOTO_TYPES.slice(1)}, paling besar ${limitText(UPLOAD_LIMITS.photo)}.`;

/**
 * A photo where it is used: uploaded from the phone in the field itself, or
 * chosen from those already uploaded, with their thumbnails (Decap's image
 * widget). The site credits it to the branch; what it shows is asked beside it.
 * A photo, never a drawing (SVG): drawings are registered in the Foto collection.
 */
const photoUpload = (name: string, label: string, hint: string, extra: Extra = {}): CmsField =>
  ({
    name,
    label,
    hint: `${hint} ${PHOTO_RULE}`,
    widget: "image",
    choose_url: false,
    pattern: pattern(patterns.photoRef, `Pilih atau unggah ${PHOTO_TYPES}`),
    ...extra,
  }) as CmsField;

const list = (
  name: string,
  label: string,
  labelSingular: string,
  hint: string,
  fields: CmsField[],
  extra: Extra = {},
) => ({ name, label, label_singular: labelSingular, hint, widget: "list", fields, ...extra }) as CmsField;

/** A list of plain sentences, one per item. */
const sentences = (name: string, label: string, labelSingular: string, hint: string): CmsField =>
  ({
    name,
    label,
    label_singular: labelSingular,
    hint,
    widget: "list",
    field: text("item", labelSingular, hint),
  }) as CmsField;

const object = (name: string, label: string, fields: CmsField[], hint?: string): CmsField => ({
  name,
  label,
  widget: "object",
  ...(hint ? { hint } : {}),
  fields,
});

const icon = select(
  "icon",
  "Ikon",
  "Gambar kecil yang menyertai, mis. Kerohanian untuk ibadah dan PA.",
  named(iconNames),
);

const figures = list(
  "figures",
  "Angka",
  "Angka",
  "Angka yang hanya diketahui cabang, tampil di Beranda dan Profil Cabang, mis. 150+ Anggota aktif. Jumlah komisariat dan kegiatan tahun ini dihitung situs sendiri, jadi tidak ditulis di sini.",
  [
    string("value", "Angka", "Angka seperti ditampilkan, boleh diakhiri +, mis. 150+.", {
      pattern: pattern(patterns.statValue, "Tulis angka, boleh diakhiri +, mis. 150+"),
    }),
    string("label", "Keterangan", "Apa yang dihitung, mis. Anggota aktif."),
  ],
);

const phoneFields = (who: string): CmsField[] => [
  string("label", "Keterangan", `Siapa yang menjawab, mis. ${who}.`),
  string("name", "Nama", "Nama orangnya, bila nomor ini milik satu orang, mis. Yulianus Wenda.", { required: false }),
  string("number", "Nomor", "Nomor telepon seperti ditampilkan, mis. 0812-4800-1985.", {
    pattern: pattern(patterns.phone, "Tulis nomor telepon Indonesia, mis. 0812-4800-1985"),
  }),
];

const person = (name: string, label: string, position: string): CmsField =>
  object(name, label, [
    string("name", "Nama", "Nama lengkap, mis. Yulianus Wenda."),
    string("position", "Jabatan", `Jabatan seperti ditampilkan, mis. ${position}.`),
    photo("photo", "Foto", "Foto wajah dari koleksi Foto, mis. foto pelantikan; kosongkan agar tampil inisial nama.", {
      required: false,
    }),
  ]);

const board = (name: string, label: string): CmsField =>
  object(name, label, [
    string("period", "Periode", "Masa jabatan, tahun dipisah tanda pisah (–), mis. 2025–2027.", {
      pattern: pattern(patterns.period, "Tulis dua tahun dipisah tanda pisah (–), mis. 2025–2027"),
    }),
    person("chair", "Ketua Cabang", "Ketua Cabang"),
    person("secretary", "Sekretaris Cabang", "Sekretaris Cabang"),
    person("treasurer", "Bendahara Cabang", "Bendahara Cabang"),
    list("fields", "Bidang", "Bidang", "Pengurus Harian dan tiap bidang dengan anggotanya.", [
      string("title", "Nama bidang", "mis. Bidang Kerohanian."),
      {
        name: "heads",
        label: "Kelompok kepala bidang",
        hint: "Nyalakan bila kelompok ini berisi para kepala bidang, jabatan tiap anggotanya menyebut bidangnya, mis. Bidang Kerohanian.",
        widget: "boolean",
        required: false,
      } as CmsField,
      list("members", "Anggota", "Anggota", "Tiap jabatan di bidang ini, mis. Kepala Bidang atau Anggota.", [
        select(
          "leader",
          "Pengurus inti",
          "Bila anggota ini Ketua, Sekretaris, atau Bendahara Cabang di atas, pilih di sini dan kosongkan Jabatan dan Nama: nama dan jabatannya diambil dari atas, jadi cukup diubah di satu tempat, mis. bendahara.",
          [
            { label: "Ketua Cabang", value: "ketua" },
            { label: "Sekretaris Cabang", value: "sekretaris" },
            { label: "Bendahara Cabang", value: "bendahara" },
          ],
          { required: false },
        ),
        string("position", "Jabatan", "mis. Kepala Bidang atau Anggota; kosongkan bila Pengurus inti dipilih.", {
          required: false,
        }),
        string("name", "Nama", "Nama lengkap, mis. Samuel Itlay; kosongkan bila jabatan ini belum terisi.", {
          required: false,
        }),
        {
          name: "head",
          label: "Kepala bidang ini",
          hint: "Nyalakan untuk kepala bidang: ia tampil di antara para kepala bidang, mis. di halaman Badan Pengurus Cabang.",
          widget: "boolean",
          required: false,
        } as CmsField,
      ]),
    ]),
  ]);

/**
 * A folder with one JSON file per entry (events, news, documents), listed
 * newest first. The file's name is the entry's address (/kegiatan/<name>):
 * made from the title when the entry is created (lowercase, accents and
 * signs dropped, "-1" added if taken), then kept, so links never break.
 */
const datedEntries = {
  extension: "json",
  format: "json",
  create: true,
  delete: true,
  slug: "{{slug}}",
  identifier_field: "title",
  summary: "{{title}} ({{date | date('DD-MM-YYYY')}})",
  sortable_fields: [
    { field: "date", label: "Tanggal", default_sort: "desc" as const },
    { field: "title", label: "Judul" },
  ],
} satisfies Partial<CmsCollection>;

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
        fields: [
          // The list is the build's, not the secretary's: rows are read (their state
          // shown while closed), not written, added or removed; only "Sudah benar" changes.
          list(
            "items",
            "Data contoh",
            "data contoh",
            "Tiap data yang masih contoh. Buka barisnya untuk menandai “Sudah benar”.",
            [
              // What the site's code knows a row by (app/content/to-confirm.ts); kept, never shown.
              { name: "id", label: "Kode", widget: "hidden", required: false } as CmsField,
              { name: "what", label: "Data", widget: readOnlyWidget } as CmsField,
              { name: "where", label: "Tempat mengubahnya", widget: readOnlyWidget } as CmsField,
              {
                name: "confirmed",
                label: "Sudah benar",
                hint: "Nyalakan setelah data ini diperiksa atau diganti dengan yang benar, mis. nama sudah sesuai SK.",
                widget: "boolean",
                default: false,
              } as CmsField,
            ],
            {
              allow_add: false,
              allow_remove: false,
              allow_reorder: false,
              summary:
                "{{fields.confirmed | ternary('✓ Sudah benar', '○ Belum dicek')}}: {{fields.what}} (ubah di {{fields.where}})",
            },
          ),
        ],
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
    ...datedEntries,
    fields: [
      string("title", "Judul", "Nama kegiatan, paling banyak 120 karakter termasuk spasi, mis. Ibadah Natal Bersama.", {
        pattern: pattern(patterns.title, "Paling banyak 120 karakter, termasuk spasi"),
      }),
      date("date", "Tanggal", "Hari kegiatan, dipilih di kalender; tampil hari-bulan-tahun, mis. 12-12-2026."),
      time("startTime", "Jam mulai (WIT)"),
      time("endTime", "Jam selesai (WIT)", { required: false }),
      string("location", "Tempat", "Nama tempat dan alamatnya, mis. Gedung Gereja GKI Betlehem Wamena."),
      number(
        "participants",
        "Peserta",
        "Perkiraan jumlah peserta bila belum berlangsung, jumlah yang hadir bila sudah, mis. 120.",
        {
          min: 1,
        },
      ),
      select(
        "category",
        "Kategori",
        "Bidang kegiatannya, mis. Kerohanian untuk ibadah dan PA.",
        eventCategorySchema.options,
      ),
      text(
        "description",
        "Keterangan",
        "Dua atau tiga kalimat tentang kegiatan ini, mis. apa yang dilakukan dan untuk siapa.",
      ),
      photoUpload(
        "image",
        "Foto",
        "Unggah dari ponsel atau pilih foto kegiatan ini, mis. foto ibadah Natal tahun lalu; kosongkan bila belum ada, kartunya dimulai dengan tanggal dan judul.",
        { required: false },
      ),
      string(
        "imageAlt",
        "Keterangan foto",
        "Apa yang tampak di foto, untuk yang tidak dapat melihatnya, mis. Mahasiswa berdoa bersama di aula.",
        {
          required: false,
        },
      ),
      string("audience", "Untuk siapa", "Siapa yang diundang, mis. Mahasiswa baru semua kampus di Wamena.", {
        required: false,
      }),
      string(
        "contactName",
        "Nama kontak panitia",
        "Yang menjawab pertanyaan dan pendaftaran, mis. Markus Lokobal; kosongkan bila sekretariat.",
        {
          required: false,
        },
      ),
      string(
        "contactNumber",
        "Nomor WhatsApp kontak",
        "Nomor seluler kontak panitia, mis. 0812-4800-1985; kosongkan bila sekretariat.",
        {
          required: false,
          pattern: pattern(patterns.mobile, "Tulis nomor seluler (08…), mis. 0812-4800-1985"),
        },
      ),
      string(
        "registrationUrl",
        "Tautan formulir pendaftaran",
        "Bila panitia memakai formulir sendiri, mis. https://forms.gle/abc123; kosongkan agar pendaftar mengisi formulir di situs, lalu mengirim pendaftarannya sendiri lewat WhatsApp ke kontak.",
        { required: false, pattern: pattern(patterns.httpsUrl, "Tulis alamat lengkap yang diawali https://") },
      ),
      list(
        "gallery",
        "Galeri foto",
        "foto",
        "Foto dokumentasi sesudah kegiatan, masing-masing dengan keterangan; tampil di halaman kegiatan.",
        [
          photoUpload("image", "Foto", "Unggah dari ponsel atau pilih foto, mis. IMG_2041.jpg."),
          string("caption", "Keterangan", "Apa yang tampak, mis. Peserta menanam pohon di halaman gereja."),
        ],
        { required: false },
      ),
      {
        name: "report",
        label: "Berita laporannya",
        hint: "Berita yang melaporkan kegiatan ini, bila ada, mis. Bakti Sosial di Wesaput.",
        widget: "relation",
        collection: "berita",
        value_field: "{{slug}}",
        search_fields: ["title"],
        display_fields: ["title"],
        required: false,
      } as CmsField,
    ],
  },
  {
    name: previewNames.news,
    label: "Berita",
    label_singular: "Berita",
    description: "Satu entri untuk tiap berita. Halaman Berita menampilkan yang terbaru lebih dulu.",
    folder: "content/news",
    ...datedEntries,
    fields: [
      string(
        "title",
        "Judul",
        "Judul berita, paling banyak 120 karakter termasuk spasi, mis. Pelantikan Pengurus Komisariat.",
        {
          pattern: pattern(patterns.title, "Paling banyak 120 karakter, termasuk spasi"),
        },
      ),
      string("author", "Penulis", "Nama penulis atau bidangnya, mis. Bidang Komunikasi."),
      photo(
        "authorPhoto",
        "Foto penulis",
        "Foto wajah penulis dari koleksi Foto, tampil di samping namanya, mis. foto anggota yang menulis; boleh kosong.",
        { required: false },
      ),
      date("date", "Tanggal", "Hari berita ini terbit, dipilih di kalender, mis. 14-03-2026."),
      text("excerpt", "Ringkasan", "Dua atau tiga kalimat yang tampil di kartu berita, mis. apa, kapan, dan di mana."),
      select(
        "category",
        "Jenis",
        "Berita Cabang untuk kabar dari cabang, Tulisan Anggota untuk refleksi atau cerita kampus anggota, mis. Berita Cabang untuk laporan kegiatan.",
        named(newsCategoryNames),
        { default: "berita" },
      ),
      photoUpload(
        "image",
        "Foto sampul",
        "Unggah dari ponsel atau pilih foto peristiwanya, mis. foto bakti sosialnya; kosongkan bila belum ada.",
        { required: false },
      ),
      string("imageAlt", "Keterangan foto sampul", "Apa yang tampak di foto, mis. Anggota membersihkan saluran air.", {
        required: false,
      }),
      {
        name: "body",
        label: "Isi berita",
        label_singular: "blok",
        hint: "Tambahkan blok satu per satu: paragraf, subjudul, daftar, atau foto. Di dalam paragraf: **tebal**, _miring_, [teks tautan](https://alamat). Kosongkan bila berita ini cukup ringkasannya.",
        widget: "list",
        required: false,
        typeKey: "type",
        types: [
          object("paragraf", "Paragraf", [
            text(
              "text",
              "Paragraf",
              "Satu paragraf, mis. Sabtu pagi, anggota GMKI tiba di Kampung Wesaput membawa sekop.",
            ),
          ]),
          object("subjudul", "Subjudul", [
            string("text", "Subjudul", "Judul bagian, satu baris, mis. Pelayanan di medan masyarakat.", {
              pattern: pattern(patterns.oneLine, "Satu baris saja, tanpa ganti baris"),
            }),
          ]),
          object("daftar", "Daftar", [
            {
              name: "items",
              label: "Butir",
              label_singular: "butir",
              hint: "Satu butir per baris daftar, mis. saluran air kembali mengalir.",
              widget: "list",
              field: text("item", "Butir", "Satu butir, mis. saluran air kembali mengalir."),
            } as CmsField,
          ]),
          object("foto", "Foto", [
            photoUpload("image", "Foto", "Unggah dari ponsel atau pilih foto, mis. IMG_2041.jpg."),
            string("caption", "Keterangan", "Apa yang tampak, mis. Anggota membersihkan saluran air di Wesaput."),
          ]),
        ],
      } as CmsField,
    ],
  },
  {
    name: previewNames.documents,
    label: "Dokumen",
    label_singular: "Dokumen",
    description: `Dokumen untuk diunduh pengunjung: AD/ART, Peraturan Cabang, formulir. Unggah PDF paling besar ${limitText(UPLOAD_LIMITS.document)}; tombol unduhnya muncul di halaman Aturan.`,
    folder: "content/documents",
    ...datedEntries,
    fields: [
      string(
        "title",
        "Judul",
        "Nama dokumennya, paling banyak 120 karakter termasuk spasi, mis. Anggaran Dasar dan Anggaran Rumah Tangga GMKI.",
        {
          pattern: pattern(patterns.title, "Paling banyak 120 karakter, termasuk spasi"),
        },
      ),
      text(
        "description",
        "Keterangan",
        "Satu kalimat tentang isinya, mis. Hasil Kongres GMKI 2024, berlaku untuk semua cabang.",
      ),
      date("date", "Tanggal", "Tanggal berlakunya versi ini, dipilih di kalender, mis. 10-01-2026."),
      select(
        "kind",
        "Jenis",
        "AD/ART dan Peraturan Cabang tampil sebagai tombol unduh di halaman Aturan, mis. AD/ART.",
        named(documentKindNames),
      ),
      {
        name: "file",
        label: "Berkas PDF",
        hint: `Unggah berkas PDF paling besar ${limitText(UPLOAD_LIMITS.document)}, namanya tanpa spasi, mis. ad-art-gmki-wamena.pdf.`,
        widget: "file",
        choose_url: false,
        media_folder: "/content/documents",
        public_folder: "/content/documents",
        pattern: pattern(patterns.documentFile, "Unggah berkas PDF (dokumen Word disimpan dulu sebagai PDF)"),
      } as CmsField,
    ],
  },
  {
    name: "foto",
    label: "Foto",
    description: `Semua foto situs, masing-masing dengan keterangan dan pemiliknya. Foto dari ponsel boleh langsung diunggah (${PHOTO_TYPES}, paling besar ${limitText(UPLOAD_LIMITS.photo)}): situs mengecilkannya sendiri.`,
    files: [
      {
        name: "foto",
        label: "Foto dan kredit",
        file: "content/photos.json",
        fields: [
          list("photos", "Foto", "foto", "Tiap foto yang dipakai situs.", [
            string(
              "id",
              "Nama pendek",
              "Huruf kecil dan tanda hubung, dipakai untuk memilih foto ini, mis. ibadah-natal-2025.",
              {
                pattern: pattern(patterns.slug, "Hanya huruf kecil, angka, dan tanda hubung, mis. ibadah-natal-2025"),
              },
            ),
            {
              name: "file",
              label: "Berkas foto",
              hint: `${PHOTO_RULE.slice(0, -1)}, boleh langsung dari ponsel, atau gambar SVG paling besar ${limitText(UPLOAD_LIMITS.drawing)}, mis. IMG_2041.jpg.`,
              widget: "image",
              choose_url: false,
              pattern: pattern(patterns.photoFile, `Pilih ${PHOTO_TYPES} (atau gambar SVG)`),
            },
            string(
              "alt",
              "Keterangan foto",
              "Apa yang tampak, untuk yang tidak dapat melihatnya, mis. Mahasiswa berdoa bersama di halaman gereja.",
            ),
            {
              name: "credit",
              label: "Pemilik foto",
              hint: "Siapa yang memotret, dari daftar Pemilik foto di bawah, mis. Bidang Komunikasi.",
              widget: "relation",
              collection: "foto",
              file: "foto",
              value_field: "credits.*.id",
              search_fields: ["credits.*.author"],
              display_fields: ["credits.*.author"],
            },
          ]),
          list(
            "credits",
            "Daftar pemilik foto",
            "pemilik foto",
            "Orang atau lembaga yang memotret, dengan izin pakainya.",
            [
              string("id", "Nama pendek", "Huruf kecil dan tanda hubung, mis. bidang-komunikasi.", {
                pattern: pattern(patterns.slug, "Hanya huruf kecil, angka, dan tanda hubung, mis. bidang-komunikasi"),
              }),
              string("author", "Nama", "Seperti yang harus disebut, mis. Bidang Komunikasi GMKI Wamena."),
              string("license", "Izin", "Nama lisensinya, mis. CC BY 4.0, atau Hak cipta GMKI Cabang Wamena."),
              string(
                "licenseUrl",
                "Alamat teks izin",
                "Untuk lisensi terbuka, alamat teksnya, mis. https://creativecommons.org/licenses/by/4.0/; kosongkan untuk foto milik cabang.",
                {
                  required: false,
                  pattern: pattern(patterns.httpsUrl, "Tulis alamat lengkap yang diawali https://"),
                },
              ),
            ],
          ),
        ],
      },
    ],
  },
  {
    name: "organisasi",
    label: "Organisasi",
    description: "Pengurus, komisariat, sejarah, dan aturan.",
    files: [
      {
        name: previewNames.board,
        label: "Pengurus",
        file: "content/board.json",
        fields: [board("current", "Pengurus sekarang"), board("outgoing", "Pengurus demisioner")],
      },
      {
        name: previewNames.branches,
        label: "Komisariat",
        file: "content/branches.json",
        fields: [
          list("branches", "Komisariat", "Komisariat", "Tiap komisariat, dalam urutan yang tampil di situs.", [
            string(
              "slug",
              "Alamat singkat",
              "Huruf kecil dan tanda hubung; halamannya /struktur/<alamat>, mis. stt-arastamar.",
              {
                pattern: pattern(patterns.slug, "Hanya huruf kecil, angka, dan tanda hubung, mis. stt-arastamar"),
              },
            ),
            string("name", "Nama", "Paling banyak 60 karakter termasuk spasi, mis. Komisariat STT Arastamar.", {
              pattern: pattern(patterns.branchName, "Paling banyak 60 karakter, termasuk spasi"),
            }),
            string("shortName", "Nama pendek", "Untuk menu, mis. STT Arastamar."),
            string("coordinator", "Koordinator dari BPC", "Nama pengurus cabang yang mendampingi, mis. Samuel Itlay."),
            photo(
              "coordinatorPhoto",
              "Foto koordinator",
              "Foto wajah koordinator dari koleksi Foto, mis. foto pelantikan; kosongkan agar tampil inisial nama.",
              { required: false },
            ),
            string(
              "coordinatorPhone",
              "Nomor WhatsApp koordinator",
              "Calon anggota menghubungi nomor ini, mis. 0812-4800-1985.",
              {
                pattern: pattern(patterns.phone, "Tulis nomor telepon Indonesia, mis. 0812-4800-1985"),
              },
            ),
            object("meeting", "Pertemuan rutin", [
              string("schedule", "Waktu", "Hari dan jam, mis. Setiap Rabu, 17.00 WIT."),
              string("place", "Tempat", "mis. Aula STT Arastamar."),
            ]),
            photo(
              "image",
              "Foto",
              "Foto anggota atau kampus komisariat ini dari koleksi Foto, mis. foto persekutuan di kampus; kosongkan bila belum ada.",
              { required: false },
            ),
            text(
              "summary",
              "Ringkasan",
              "Satu atau dua kalimat tentang pelayanannya, mis. siapa yang dilayani dan bagaimana.",
            ),
            string("caretakerChair", "Ketua (caretaker)", "Nama lengkap, mis. Kristian Yikwa."),
            string("caretakerSecretary", "Sekretaris (caretaker)", "Nama lengkap, mis. Debora Tabuni."),
            sentences(
              "colleges",
              "Perguruan tinggi",
              "Perguruan tinggi",
              "Nama kampus yang dilayani, mis. STT Arastamar Wamena.",
            ),
          ]),
        ],
      },
      {
        name: "sejarah",
        label: "Sejarah",
        file: "content/history.json",
        fields: [
          list(
            "timeline",
            "Lini masa",
            "Peristiwa",
            "Peristiwa penting, yang terlama lebih dulu.",
            [
              number("year", "Tahun", "Tahun peristiwa, mis. 2005; kosongkan bila Hari jadi dipilih.", {
                min: 1900,
                max: 2100,
                required: false,
              }),
              select(
                "founding",
                "Hari jadi",
                "Untuk lahirnya GMKI atau berdirinya cabang: tahunnya diambil dari Identitas situs, jadi Tahun dikosongkan, mis. Berdirinya cabang.",
                named(foundingNames),
                { required: false },
              ),
              string("title", "Judul", "mis. Berdirinya GMKI Cabang Wamena."),
              text("description", "Keterangan", "Satu atau dua kalimat, mis. siapa, di mana, dan apa artinya."),
            ],
            // Closed, an event shows its title (a founding has no year of its own to show).
            { summary: "{{fields.title}}" },
          ),
        ],
      },
      {
        name: "aturan",
        label: "Aturan",
        file: "content/rules.json",
        fields: [
          list(
            "keyFacts",
            "Yang terpenting",
            "Hal",
            "Tampil paling atas di halaman Aturan, sebelum bagian-bagiannya: angka atau syarat dengan keterangannya.",
            [
              string("value", "Angka", "Seperti ditampilkan, mis. Rp25.000."),
              string("label", "Keterangan", "Apa artinya, mis. Iuran anggota per semester."),
            ],
          ),
          list("sections", "Bagian aturan", "Bagian", "Tiap bagian di halaman Aturan.", [
            string("id", "Alamat singkat", "Judulnya dalam huruf kecil dan tanda hubung, mis. iuran-anggota.", {
              pattern: pattern(patterns.slug, "Hanya huruf kecil, angka, dan tanda hubung, mis. iuran-anggota"),
            }),
            string("title", "Judul", "mis. Iuran Anggota."),
            select(
              "scope",
              "Berlaku",
              "Dari mana aturannya, mis. Nasional untuk AD/ART GMKI, Cabang Wamena untuk aturan cabang ini.",
              named(scopeNames),
            ),
            sentences("items", "Isi", "Butir", "Satu butir aturan, mis. Iuran anggota Rp25.000 per semester."),
          ]),
          list("sanctionTiers", "Tingkat sanksi", "Tingkat", "Dari yang teringan.", [
            select("level", "Tingkat", "Berat ringannya, mis. Ringan untuk teguran lisan.", named(levelNames)),
            string("title", "Judul", "mis. Pelanggaran Ringan."),
            sentences(
              "violations",
              "Pelanggaran",
              "Pelanggaran",
              "mis. Tidak hadir tiga kali berturut-turut tanpa keterangan.",
            ),
            sentences("sanctions", "Sanksi", "Sanksi", "mis. Teguran lisan."),
          ]),
        ],
      },
    ],
  },
  {
    name: "halaman",
    label: "Halaman dan kontak",
    description: "Teks beranda dan profil, program rutin, kontak, dan identitas situs.",
    files: [
      {
        name: "kontak",
        label: "Kontak",
        file: "content/contact.json",
        fields: [
          object("address", "Alamat sekretariat", [
            string("street", "Alamat", "Gedung lalu jalannya, mis. Sekretariat GMKI Cabang Wamena, Jl. Trikora."),
            string("locality", "Kota", "mis. Wamena."),
            string("region", "Kabupaten", "mis. Kabupaten Jayawijaya."),
            string("province", "Provinsi", "mis. Papua Pegunungan."),
            string("postalCode", "Kode pos", "Lima angka, mis. 99511.", {
              pattern: pattern(patterns.postalCode, "Tulis lima angka, mis. 99511"),
            }),
          ]),
          object("coordinates", "Letak di peta", [
            number("latitude", "Lintang", "Dari peta, mis. -4.0967.", { value_type: "float", min: -11, max: 6 }),
            number("longitude", "Bujur", "Dari peta, mis. 138.9452.", { value_type: "float", min: 94, max: 142 }),
          ]),
          string("email", "Surel", "Alamat surel sekretariat, mis. sekretariat@gmkiwamena.org.", {
            pattern: pattern(patterns.email, "Tulis alamat surel, mis. sekretariat@gmkiwamena.org"),
          }),
          object(
            "inbox",
            "Nomor WhatsApp penerima pesan",
            [
              string("label", "Keterangan", "Siapa yang menjawab, mis. Sekretariat."),
              string("name", "Nama", "Nama orangnya, bila nomor ini milik satu orang, mis. Elisabeth Kossay.", {
                required: false,
              }),
              string("number", "Nomor", "Nomor seluler yang memakai WhatsApp, mis. 0812-4800-1985.", {
                pattern: pattern(patterns.mobile, "Tulis nomor seluler (08…), mis. 0812-4800-1985"),
              }),
            ],
            "Pengunjung mengirim pesan dari formulir kontak dan pendaftaran kegiatan ke nomor ini lewat WhatsApp.",
          ),
          list(
            "phones",
            "Telepon lain",
            "Telepon",
            "Nomor lain yang tampil sesudah nomor sekretariat.",
            phoneFields("Ketua Cabang"),
          ),
          list(
            "emergencyContacts",
            "Kontak darurat",
            "Kontak darurat",
            "Yang dapat dihubungi kapan saja.",
            phoneFields("Sekretaris Cabang"),
          ),
          list("officeHours", "Jam kantor", "Jam kantor", "Kapan sekretariat buka.", [
            string("days", "Hari", "mis. Senin–Jumat."),
            string("hours", "Jam", "mis. 08.00–17.00 WIT."),
          ]),
          text(
            "replyTime",
            "Waktu membalas",
            "Janji cabang kapan pesan dibalas, satu kalimat; tampil di halaman Kontak dan sesudah pengunjung mengirim pesan, mis. Kami membalas pesan pada jam kantor, paling lambat 1 × 24 jam pada hari kerja.",
          ),
          list("social", "Media sosial", "Akun", "Akun resmi cabang.", [
            select("label", "Layanan", "mis. Instagram.", socialLinkSchema.shape.label.options),
            string("handle", "Nama akun", "Seperti ditampilkan, mis. @gmkiwamena."),
            string(
              "url",
              "Alamat",
              "Alamat lengkap yang diawali https://, mis. https://www.instagram.com/gmkiwamena.",
              {
                pattern: pattern(patterns.httpsUrl, "Tulis alamat lengkap yang diawali https://"),
              },
            ),
          ]),
        ],
      },
      {
        name: "program",
        label: "Program rutin",
        file: "content/programs.json",
        fields: [
          list("programs", "Program rutin", "Program", "Kegiatan yang berulang, mis. ibadah mingguan.", [
            string("title", "Nama", "mis. Ibadah Mingguan."),
            string("schedule", "Jadwal", "Hari dan jam, mis. Setiap Jumat, 18.00 WIT."),
            string("location", "Tempat", "mis. Sekretariat GMKI Cabang Wamena."),
            text("description", "Keterangan", "Satu atau dua kalimat, mis. apa yang dilakukan."),
          ]),
        ],
      },
      {
        name: "beranda",
        label: "Beranda",
        file: "content/home.json",
        fields: [
          object("hero", "Bagian pembuka", [
            string("eyebrow", "Baris di atas judul", "mis. Gerakan Mahasiswa Kristen Indonesia."),
            string("tagline", "Semboyan", "mis. Tinggi Iman, Tinggi Ilmu, Tinggi Pengabdian."),
            text(
              "text",
              "Kalimat pembuka",
              "Satu kalimat tentang cabang, mis. Rumah persekutuan bagi mahasiswa Kristen di Lembah Baliem.",
            ),
            string("photosLabel", "Keterangan deretan foto", "Untuk pembaca layar, mis. Foto alam pegunungan."),
          ]),
          {
            name: "heroPhotos",
            label: "Foto pembuka",
            label_singular: "Foto",
            hint: "Tepat tujuh foto, berganti tiap lima detik; yang pertama tampil lebih dulu, mis. foto pemandangan Lembah Baliem.",
            widget: "list",
            min: 7,
            max: 7,
            field: photo("photo", "Foto", "Pilih foto dari koleksi Foto."),
          } as CmsField,
          figures,
          text(
            "figuresNote",
            "Keterangan angka",
            "Satu kalimat di bawah angka: dari mana angkanya, mis. Anggota aktif dan alumni: perkiraan pengurus cabang.",
          ),
          list(
            "featuredPrograms",
            "Program unggulan",
            "Program",
            "Tiga program yang ditonjolkan, satu per medan layan.",
            [
              string("title", "Judul", "mis. Persekutuan dan Penelaahan Alkitab."),
              text("description", "Keterangan", "Satu kalimat, mis. Ibadah mingguan dan kelompok PA."),
              icon,
              string("href", "Tautan", "Alamat halaman situs ini, mis. /kegiatan.", {
                pattern: pattern(patterns.requestPath, "Tulis alamat halaman, mis. /kegiatan"),
              }),
            ],
          ),
          object("joinCall", "Ajakan bergabung", [
            string("title", "Judul", "mis. Mari Bergabung."),
            text("text", "Kalimat", "mis. Mahasiswa Kristen di Wamena diundang bersekutu dan melayani bersama."),
            string("action", "Tulisan tombol", "mis. Hubungi Kami."),
          ]),
        ],
      },
      {
        name: "tentang",
        label: "Tentang",
        file: "content/about.json",
        fields: [
          photo(
            "photo",
            "Foto",
            "Foto di balik judul halaman Profil Cabang, mendatar dan tenang, mis. foto persekutuan.",
          ),
          sentences("intro", "Siapa Kami", "Paragraf", "Satu paragraf, mis. sejarah singkat dan pelayanan cabang."),
          list("triPanji", "Tri Panji", "Panji", "Tiga panji GMKI, masing-masing dengan keterangan.", [
            string("title", "Judul", "mis. Tinggi Iman."),
            text("description", "Keterangan", "Satu kalimat, mis. Bertumbuh dalam pengenalan akan Kristus."),
            icon,
          ]),
          list("fieldsOfService", "Tiga Medan Layan", "Medan layan", "Gereja, perguruan tinggi, dan masyarakat.", [
            string("title", "Judul", "mis. Gereja."),
            text("description", "Keterangan", "Satu kalimat, mis. Melayani bersama jemaat-jemaat di Wamena."),
            icon,
          ]),
          text(
            "vision",
            "Visi",
            "Satu kalimat, mis. Terwujudnya mahasiswa Kristen yang beriman, berilmu, dan mengabdi.",
          ),
          sentences("mission", "Misi", "Misi", "Satu butir misi, mis. Membina kerohanian anggota."),
        ],
      },
      {
        name: "situs",
        label: "Identitas situs",
        file: "content/site.json",
        fields: [
          string("name", "Nama", "Di kepala halaman dan judul tab, mis. GMKI Cabang Wamena.", {
            pattern: pattern(patterns.oneLine, "Satu baris saja, tanpa ganti baris"),
          }),
          string("fullName", "Nama lengkap", "mis. Gerakan Mahasiswa Kristen Indonesia Cabang Wamena.", {
            pattern: pattern(patterns.oneLine, "Satu baris saja, tanpa ganti baris"),
          }),
          string(
            "shortName",
            "Nama pendek",
            "Paling banyak 12 karakter termasuk spasi, untuk layar utama ponsel, mis. GMKI Wamena.",
            {
              pattern: pattern(patterns.shortName, "Paling banyak 12 karakter, termasuk spasi"),
            },
          ),
          string("motto", "Moto", "mis. Ut Omnes Unum Sint.", {
            pattern: pattern(patterns.oneLine, "Satu baris saja, tanpa ganti baris"),
          }),
          string("mottoMeaning", "Arti moto", "mis. Supaya mereka semua menjadi satu.", {
            pattern: pattern(patterns.oneLine, "Satu baris saja, tanpa ganti baris"),
          }),
          string("mottoVerse", "Ayat moto", "mis. Yohanes 17:21.", {
            pattern: pattern(patterns.oneLine, "Satu baris saja, tanpa ganti baris"),
          }),
          text(
            "description",
            "Keterangan singkat",
            "Satu atau dua kalimat untuk kaki halaman dan mesin pencari, mis. Wadah persekutuan mahasiswa Kristen di Wamena.",
          ),
          date(
            "foundedNational",
            "Hari lahir GMKI",
            "Hari GMKI berdiri secara nasional, mis. 09-02-1950 (9 Februari 1950). Hanya ditulis di sini: Profil Cabang dan Sejarah mengambilnya dari sini.",
          ),
          number(
            "foundedBranch",
            "Tahun berdiri cabang",
            "mis. 1985. Hanya ditulis di sini: Profil Cabang, Sejarah, dan angka tahun melayani mengambilnya dari sini.",
            { min: 1950, max: 2100 },
          ),
        ],
      },
    ],
  },
];
