/**
 * The shape of every content file in content/ (see content/README.md), as
 * zod schemas with Indonesian messages: the branch secretary reads them.
 * Each field carries, in its metadata (`.meta()`), how the admin shows it:
 * its label, its hint with an example, the words for its choices; the
 * admin's form is made from them (cms.ts, docs/decisions/0012), so a field
 * is written once. Components import only the *types* from here; the
 * schemas run in check.ts, at build and in the admin.
 */
import { z } from "zod";
import { MOBILE_NUMBER } from "../lib/text/mobile-number";
import { documentKindNames, newsCategoryNames } from "../lib/text/content-names";
import { wordingSlips } from "../lib/text/wording";
import { limitText, PHOTO_TYPES, UPLOAD_LIMITS } from "./uploads";

/**
 * How a field is edited where its type does not say (cms.ts's widgets):
 * several lines of text, a registered photo, a photo uploaded in place, a
 * photo's maker, an article, a PDF; kept but not shown; shown but not changed.
 */
export type AdminWidget =
  | "text"
  | "photo"
  | "photo-upload"
  | "credit"
  | "article"
  | "pdf"
  | "hidden"
  | "read-only"
  /** A line of text whose rule compares it with another field (the admin checks it with the whole entry). */
  | "compared";

declare module "zod" {
  /** What the admin shows of a field, beside its rules. Wrappers and derived schemas inherit it. */
  interface GlobalMeta {
    /** The field's name in the admin and in the build's messages: "Jam mulai (WIT)". */
    label?: string;
    /** The line under it, with an example ("mis. …"). */
    hint?: string;
    /** One item of a list, in "Tambah <labelSingular>". */
    labelSingular?: string;
    /** What the admin says when the field's pattern is not met (the schema's own message says it at build). */
    invalid?: string;
    /** The words the secretary reads for each value of a choice. */
    choices?: Record<string, string>;
    widget?: AdminWidget;
  }
}

/**
 * The patterns text fields must match; the admin's form checks the same
 * (admin-fields.ts reads them from the schemas), so both refuse the same things.
 */
export const patterns = {
  /** kebab-case id that doubles as a URL segment, e.g. "ibadah-natal-2026". */
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /** A time of day in WIT, written the Indonesian way: "08.00". */
  time: /^(?:[01]\d|2[0-3])\.[0-5]\d$/,
  /** Indonesian phone number as shown, e.g. "0812-4800-1985". */
  phone: /^(?:\+62|0)[0-9 -]{8,16}$/,
  /** A mobile number, which can receive WhatsApp: "08…" or "+628…". */
  mobile: MOBILE_NUMBER,
  postalCode: /^\d{5}$/,
  /** Term of office, e.g. "2025–2027". */
  period: /^\d{4}–\d{4}$/,
  /** A figure as shown, e.g. "150+". */
  statValue: /^\d[\d.]*\+?$/,
  /** A path of a page of this site, e.g. "/kegiatan". */
  requestPath: /^\/[a-z0-9/-]*$/,
  /**
   * A registered photo in content/photos/ (the Foto collection), as its file
   * name or as the admin writes it: a photo, or one of the branch's drawings
   * (SVG, cleaned of any script at build: docs/decisions/0011-no-upload-runs-script.md).
   */
  photoFile: /^(?:\/?content\/photos\/)?[^/\\]+\.(?:[jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP]|[sS][vV][gG])$/,
  /**
   * A photo as a field refers to it: a photo from a phone uploaded in the
   * field (JPEG, PNG or WebP, never a drawing), or a registered photo's id.
   */
  photoRef:
    /^(?:(?:\/?content\/photos\/)?[^/\\]+\.(?:[jJ][pP][eE]?[gG]|[pP][nN][gG]|[wW][eE][bB][pP])|[a-z0-9]+(?:-[a-z0-9]+)*)$/,
  /** A document in content/documents/, as the admin writes it: a PDF. */
  documentFile: /^(?:\/?content\/documents\/)?[^/\\]+\.[pP][dD][fF]$/,
  httpsUrl: /^https:\/\/\S+$/,
  /**
   * An e-mail address as mailto: links and calendar files carry it: letters,
   * digits and . _ + - before the @, a domain name after it. Nothing that
   * could add to the link ("?bcc=…", "&", "%40").
   */
  email: /^[A-Za-z0-9._+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/,
  /** A text on one line: a name, a motto. */
  oneLine: /^[^\r\n]*$/,
  /** Titles of events and articles: one line, at most 120 characters. */
  title: /^.{1,120}$/,
  /** A komisariat's name, its page title: at most 60 characters. */
  branchName: /^.{1,60}$/,
  /** The home-screen name: at most 12 characters. */
  shortName: /^.{1,12}$/,
};

/**
 * Any text a visitor reads: filled, and free of the slips of wordingSlips
 * (app/lib/text/wording.ts), each named with how to write it instead.
 */
const text = z
  .string({ error: "wajib diisi (teks)" })
  .trim()
  // Filled with something to read: invisible characters alone (a zero-width
  // space, a direction mark, copied along with a title) are nothing.
  .refine((value) => /[^\p{Cc}\p{Cf}\p{Z}\s]/u.test(value), "tidak boleh kosong")
  .superRefine((value, context) => {
    for (const slip of wordingSlips(value))
      context.addIssue({ code: "custom", message: `${slip.fix} (tertulis "${slip.found}")` });
  });

/** A text of several lines or sentences: the admin gives it a larger box. */
const paragraph = text.meta({ widget: "text" });

/** A text shown on one line (a name, a motto): a line break in it would break the calendar files and headers. */
const line = text
  .regex(patterns.oneLine, "harus satu baris, tanpa ganti baris")
  .meta({ invalid: "Satu baris saja, tanpa ganti baris" });

/** Titles of events, articles and documents. */
const title = text
  .regex(patterns.title, "paling banyak 120 karakter termasuk spasi, dalam satu baris")
  .meta({ invalid: "Paling banyak 120 karakter, termasuk spasi" });

/**
 * A field that may stay empty: left out, or "" as the admin writes a field
 * that was filled and then cleared. Code reads both as "none" (falsy).
 */
const optional = <S extends z.ZodType<string>>(schema: S) => z.union([z.literal(""), schema]).optional();

/**
 * A fixed choice, from the words the secretary reads for each value (the
 * file keeps the value): one record gives both the values and the words.
 */
const choice = <const T extends Record<string, string>>(names: T) =>
  z.enum(Object.keys(names) as [keyof T & string, ...(keyof T & string)[]]).meta({ choices: names });

export const slugSchema = z
  .string({ error: "wajib diisi" })
  .regex(patterns.slug, { error: (issue) => slugProblem(String(issue.input)) });

/** A slug the secretary writes, with the admin's words when it is not one, for an example. */
const slug = (example: string) =>
  slugSchema.meta({ invalid: `Hanya huruf kecil, angka, dan tanda hubung, mis. ${example}` });

/** What is wrong with a slug, said for what was written, with the slug it could be. */
function slugProblem(value: string): string {
  const suggestion = value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const example = `mis. "${suggestion || "ibadah-natal-2026"}"`;
  if (/[A-Z]/.test(value)) return `pakai huruf kecil saja, ${example}`;
  if (/[\s_]/.test(value)) return `ganti spasi dan garis bawah dengan tanda hubung, ${example}`;
  return `hanya huruf kecil, angka, dan tanda hubung, ${example}`;
}

/** A calendar date that exists, written YYYY-MM-DD. */
const isoDate = z.iso.date({
  error: 'harus tanggal yang ada, ditulis TTTT-BB-HH, mis. "2026-12-12"',
});

/** A time of day in WIT, written the Indonesian way: "08.00" (a picker would write "08:00"). */
const time = z
  .string({ error: 'wajib diisi, mis. "08.00"' })
  .regex(patterns.time, 'harus jam dan menit dipisah titik, mis. "08.00"')
  .meta({
    hint: "Waktu Indonesia Timur, jam dan menit dipisah titik, mis. 08.00 atau 18.30.",
    invalid: "Tulis jam dan menit dipisah titik, mis. 08.00",
  });

const isTime = (value: string) => patterns.time.test(value);

/** Id of a photo registered in photos.json (checked in check.ts), chosen in the admin by its description. */
const photoId = z.string({ error: "wajib diisi (nama pendek sebuah foto di photos.json)" }).meta({ widget: "photo" });

/**
 * A photo where the admin lets the secretary upload one in the field
 * itself: a file in content/photos/ as the admin writes it
 * ("content/photos/img_2041.jpg", the branch's own photo), or the id of a
 * photo registered in photos.json with its credit. Checked in check.ts.
 */
const photoRef = z
  .string({ error: "wajib diisi (unggah foto, atau pilih yang sudah ada)" })
  .regex(patterns.photoRef, 'harus foto JPEG, PNG, atau WebP di content/photos, mis. "content/photos/ibadah-natal.jpg"')
  .meta({ widget: "photo-upload", invalid: `Pilih atau unggah ${PHOTO_TYPES}` });

const httpsUrl = z
  .url({ protocol: /^https$/, error: 'harus alamat lengkap yang diawali "https://"' })
  .regex(patterns.httpsUrl, 'harus alamat lengkap yang diawali "https://"')
  .meta({ invalid: "Tulis alamat lengkap yang diawali https://" });

/** Indonesian phone number as shown, e.g. "0812-4800-1985". */
const phone = z
  .string({ error: "wajib diisi" })
  .regex(patterns.phone, 'harus nomor telepon Indonesia, mis. "0812-4800-1985"')
  .meta({ invalid: "Tulis nomor telepon Indonesia, mis. 0812-4800-1985" });

/** The admin's words for a mobile number that is not one. */
const mobileInvalid = "Tulis nomor seluler (08…), mis. 0812-4800-1985";

/** A path of a page of this site, e.g. "/kegiatan" (checked against the route table). */
const requestPath = z
  .string()
  .regex(patterns.requestPath, 'harus alamat halaman, mis. "/kegiatan"')
  .meta({ invalid: "Tulis alamat halaman, mis. /kegiatan" });

/**
 * Pictures the site draws for a topic (app/lib/media/icons.server.ts), named by
 * what they stand for.
 */
const iconNameSchema = choice({
  kerohanian: "Kerohanian",
  pendidikan: "Pendidikan",
  sosial: "Sosial",
  iman: "Iman",
  ilmu: "Ilmu",
  pengabdian: "Pengabdian",
  gereja: "Gereja",
  "perguruan-tinggi": "Perguruan tinggi",
  masyarakat: "Masyarakat",
});

/** The picture beside a topic, the same wherever one is chosen. */
const icon = iconNameSchema.meta({
  label: "Ikon",
  hint: "Gambar kecil yang menyertai, mis. Kerohanian untuk ibadah dan PA.",
});

/** A figure with its label, e.g. 150+ "Anggota Aktif". */
const statSchema = z.object({
  /** The number as shown, e.g. "150+". */
  value: z.string().regex(patterns.statValue, 'harus angka, mis. "150+"').meta({
    label: "Angka",
    hint: "Angka seperti ditampilkan, boleh diakhiri +, mis. 150+.",
    invalid: "Tulis angka, boleh diakhiri +, mis. 150+",
  }),
  /** What it counts, e.g. "Anggota Aktif". */
  label: text.meta({ label: "Keterangan", hint: "Apa yang dihitung, mis. Anggota aktif." }),
});

/** site.json: who we are, in the words every page uses. */
export const siteSchema = z.object({
  /** Name as shown in the header and in page titles: "GMKI Cabang Wamena". */
  name: line.max(40, "paling panjang 40 karakter").meta({
    label: "Nama",
    hint: "Di kepala halaman dan judul tab, paling panjang 40 karakter, mis. GMKI Cabang Wamena.",
  }),
  /** Full name of the organisation and branch. */
  fullName: line.meta({
    label: "Nama lengkap",
    hint: "mis. Gerakan Mahasiswa Kristen Indonesia Cabang Wamena.",
  }),
  /** Short name for small screens and the home-screen icon: "GMKI Wamena". */
  shortName: text
    .regex(patterns.shortName, "paling banyak 12 karakter termasuk spasi (nama di layar utama ponsel)")
    .meta({
      label: "Nama pendek",
      hint: "Paling banyak 12 karakter termasuk spasi, untuk layar utama ponsel, mis. GMKI Wamena.",
      invalid: "Paling banyak 12 karakter, termasuk spasi",
    }),
  motto: line.meta({ label: "Semboyan", hint: "mis. Ut Omnes Unum Sint." }),
  /** The motto in Indonesian. */
  mottoMeaning: line.meta({ label: "Arti semboyan", hint: "mis. Supaya mereka semua menjadi satu." }),
  /** Where the motto comes from: "Yohanes 17:21". */
  mottoVerse: line.meta({ label: "Ayat semboyan", hint: "mis. Yohanes 17:21." }),
  /** One or two sentences about the branch: footer and search results. */
  description: paragraph.meta({
    label: "Keterangan singkat",
    hint: "Satu atau dua kalimat untuk kaki halaman dan mesin pencari, mis. Wadah persekutuan mahasiswa Kristen di Wamena.",
  }),
  /**
   * GMKI's founding day nationally, YYYY-MM-DD: 1950-02-09, at J. Leimena's
   * house in Jakarta (docs/decisions/0009). The only place it is written:
   * pages and the timeline take it from here, and the content check
   * refuses a text that writes a day of that year (check.ts, foundingProblems).
   */
  foundedNational: isoDate.meta({
    label: "Hari lahir GMKI",
    hint: "Hari GMKI berdiri secara nasional, mis. 09-02-1950 (9 Februari 1950). Hanya ditulis di sini: Profil Cabang dan Sejarah mengambilnya dari sini.",
  }),
  /** Year the Wamena branch was founded; like the day above, written only here. */
  foundedBranch: z.number().int().min(1950).max(2100).meta({
    label: "Tahun berdiri cabang",
    hint: "mis. 1985. Hanya ditulis di sini: Profil Cabang, Sejarah, dan angka tahun melayani mengambilnya dari sini.",
  }),
});

const photoSchema = z.object({
  /** Short id used everywhere else, e.g. "bukit-hijau". */
  id: slug("ibadah-natal-2025").meta({
    label: "Nama pendek",
    hint: "Huruf kecil dan tanda hubung, dipakai untuk memilih foto ini, mis. ibadah-natal-2025.",
  }),
  /** The file in content/photos/: its name, or its path as the admin writes it. */
  file: z
    .string({ error: "wajib diisi" })
    .regex(
      patterns.photoFile,
      'harus foto JPEG, PNG, atau WebP (atau gambar SVG) di content/photos, mis. "ibadah-natal.jpg"',
    )
    // The admin writes the path; the rest of the site needs the name.
    .transform((file) => file.slice(file.lastIndexOf("/") + 1))
    .meta({
      label: "Berkas foto",
      // The admin adds what a photo may be (cms.ts, PHOTO_RULE).
      hint: `Foto boleh langsung dari ponsel, mis. IMG_2041.jpg, atau gambar SVG paling besar ${limitText(UPLOAD_LIMITS.drawing)}.`,
      widget: "photo-upload",
      invalid: `Pilih ${PHOTO_TYPES} (atau gambar SVG)`,
    }),
  /** What the photo shows, for people who cannot see it (Indonesian). */
  alt: text.meta({
    label: "Keterangan foto",
    hint: "Apa yang tampak, untuk yang tidak dapat melihatnya, mis. Mahasiswa berdoa bersama di halaman gereja.",
  }),
  /** Id of its maker in `credits`. */
  credit: slugSchema.meta({
    label: "Pemilik foto",
    hint: "Siapa yang memotret, dari daftar Pemilik foto di bawah, mis. Bidang Komunikasi.",
    widget: "credit",
  }),
});

const photoCreditSchema = z.object({
  id: slug("bidang-komunikasi").meta({
    label: "Nama pendek",
    hint: "Huruf kecil dan tanda hubung, mis. bidang-komunikasi.",
  }),
  /** Photographer or maker, as the licence asks to credit them. */
  author: text.meta({ label: "Nama", hint: "Seperti yang harus disebut, mis. Bidang Komunikasi GMKI Wamena." }),
  /** Licence name, e.g. "CC BY 4.0". */
  license: text.meta({
    label: "Izin",
    hint: "Nama lisensinya, mis. CC BY 4.0, atau Hak cipta GMKI Cabang Wamena.",
  }),
  /** Where the licence text can be read; none for the branch's own pictures. */
  licenseUrl: optional(httpsUrl).meta({
    label: "Alamat teks izin",
    hint: "Untuk lisensi terbuka, alamat teksnya, mis. https://creativecommons.org/licenses/by/4.0/; kosongkan untuk foto milik cabang.",
  }),
});

/** photos.json: every photo the site shows, and who made it. */
export const photosFileSchema = z.object({
  photos: z
    .array(photoSchema)
    .min(1)
    .meta({ label: "Foto", labelSingular: "foto", hint: "Tiap foto yang dipakai situs." }),
  credits: z.array(photoCreditSchema).min(1).meta({
    label: "Daftar pemilik foto",
    labelSingular: "pemilik foto",
    hint: "Orang atau lembaga yang memotret, dengan izin pakainya.",
  }),
});

const socialLinkSchema = z.object({
  /** Platform name as shown, e.g. "Instagram". */
  label: z.enum(["Instagram", "Facebook", "YouTube"]).meta({ label: "Layanan", hint: "mis. Instagram." }),
  /** Account handle as shown, e.g. "@gmkiwamena". */
  handle: text.meta({ label: "Nama akun", hint: "Seperti ditampilkan, mis. @gmkiwamena." }),
  url: httpsUrl.meta({
    label: "Alamat",
    hint: "Alamat lengkap yang diawali https://, mis. https://www.instagram.com/gmkiwamena.",
  }),
});

/** A number and who answers it; `who` is the example of who. */
const phoneContact = (who: string, longest?: number) =>
  z.object({
    /** Who answers, e.g. "Sekretariat" or "Ketua Cabang". */
    label: (longest ? text.max(longest, `paling panjang ${longest} karakter`) : text).meta({
      label: "Keterangan",
      hint: `Siapa yang menjawab, mis. ${who}${longest ? `; paling panjang ${longest} karakter` : ""}.`,
    }),
    /** Person's name, if the number belongs to one person. */
    name: optional(text).meta({
      label: "Nama",
      hint: "Nama orangnya, bila nomor ini milik satu orang, mis. Yulianus Wenda.",
    }),
    number: phone.meta({ label: "Nomor", hint: "Nomor telepon seperti ditampilkan, mis. 0812-4800-1985." }),
  });

/** contact.json: how to reach the branch. */
export const contactSchema = z.object({
  address: z
    .object({
      street: text.meta({
        label: "Alamat",
        hint: "Gedung lalu jalannya, mis. Sekretariat GMKI Cabang Wamena, Jl. Trikora.",
      }),
      /** e.g. "Wamena". */
      locality: text.meta({ label: "Kota", hint: "mis. Wamena." }),
      /** e.g. "Kabupaten Jayawijaya". */
      region: text.meta({ label: "Kabupaten", hint: "mis. Kabupaten Jayawijaya." }),
      /** e.g. "Papua Pegunungan". */
      province: text.meta({ label: "Provinsi", hint: "mis. Papua Pegunungan." }),
      postalCode: z
        .string()
        .regex(patterns.postalCode, 'harus lima angka, mis. "99511"')
        .meta({ label: "Kode pos", hint: "Lima angka, mis. 99511.", invalid: "Tulis lima angka, mis. 99511" }),
    })
    .meta({ label: "Alamat sekretariat" }),
  /** The secretariat's location on the map. */
  coordinates: z
    .object({
      latitude: z.number().min(-11).max(6).meta({ label: "Lintang", hint: "Dari peta, mis. -4.0967." }),
      longitude: z.number().min(94).max(142).meta({ label: "Bujur", hint: "Dari peta, mis. 138.9452." }),
    })
    .meta({ label: "Letak di peta" }),
  email: z
    .email({
      pattern: patterns.email,
      error: 'harus alamat surel yang benar, mis. "sekretariat@gmkiwamena.org"',
    })
    .meta({
      label: "Surel",
      hint: "Alamat surel sekretariat, mis. sekretariat@gmkiwamena.org.",
      invalid: "Tulis alamat surel, mis. sekretariat@gmkiwamena.org",
    }),
  /**
   * The number that receives WhatsApp messages from the contact form and
   * from event sign-ups (the secretariat's); listed first among the phones.
   * Its label rides on one line in "Kirim WhatsApp Sekretariat", on a 320 px
   * phone too: at most 24 letters.
   */
  inbox: phoneContact("Sekretariat", 24)
    .extend({
      name: optional(text).meta({
        label: "Nama",
        hint: "Nama orangnya, bila nomor ini milik satu orang, mis. Elisabeth Kossay.",
      }),
      number: phone
        .regex(patterns.mobile, 'harus nomor seluler (08…) agar bisa menerima WhatsApp, mis. "0812-4800-1985"')
        .meta({
          label: "Nomor",
          hint: "Nomor seluler yang memakai WhatsApp, mis. 0812-4800-1985.",
          invalid: mobileInvalid,
        }),
    })
    .meta({
      label: "Nomor WhatsApp penerima pesan",
      hint: "Pengunjung mengirim pesan dari formulir kontak dan pendaftaran kegiatan ke nomor ini lewat WhatsApp.",
    }),
  /** Other numbers, shown after the inbox. */
  phones: z.array(phoneContact("Ketua Cabang")).meta({
    label: "Telepon lain",
    labelSingular: "Telepon",
    hint: "Nomor lain yang tampil sesudah nomor sekretariat.",
  }),
  emergencyContacts: z
    .array(phoneContact("Sekretaris Cabang"))
    .min(1)
    .meta({ label: "Kontak darurat", labelSingular: "Kontak darurat", hint: "Yang dapat dihubungi kapan saja." }),
  officeHours: z
    .array(
      z.object({
        days: text.meta({ label: "Hari", hint: "mis. Senin–Jumat." }),
        hours: text.meta({ label: "Jam", hint: "mis. 08.00–17.00 WIT." }),
      }),
    )
    .min(1)
    .meta({ label: "Jam kantor", labelSingular: "Jam kantor", hint: "Kapan sekretariat buka." }),
  /**
   * When a message is answered, as the branch promises it: on /kontak and
   * in the confirmation after the form, e.g. "Pesan dibalas pada jam
   * kantor, paling lambat 1 × 24 jam pada hari kerja."
   */
  replyTime: paragraph.meta({
    label: "Waktu membalas",
    hint: "Janji cabang kapan pesan dibalas, satu kalimat; tampil di halaman Kontak dan sesudah pengunjung mengirim pesan, mis. Kami membalas pesan pada jam kantor, paling lambat 1 × 24 jam pada hari kerja.",
  }),
  social: z.array(socialLinkSchema).meta({ label: "Media sosial", labelSingular: "Akun", hint: "Akun resmi cabang." }),
});

const featuredProgramSchema = z.object({
  title: text.meta({ label: "Judul", hint: "mis. Persekutuan dan Penelaahan Alkitab." }),
  description: paragraph.meta({ label: "Keterangan", hint: "Satu kalimat, mis. Ibadah mingguan dan kelompok PA." }),
  icon,
  href: requestPath.meta({ label: "Tautan", hint: "Alamat halaman situs ini, mis. /kegiatan." }),
});

/** home.json: the words, photos and figures of the home page. */
export const homeSchema = z.object({
  /** The words over the hero photos; the title is the site's name. */
  hero: z
    .object({
      eyebrow: text.meta({ label: "Baris di atas judul", hint: "mis. Gerakan Mahasiswa Kristen Indonesia." }),
      tagline: text.meta({ label: "Baris Tri Panji", hint: "mis. Tinggi Iman, Tinggi Ilmu, Tinggi Pengabdian." }),
      text: paragraph.meta({
        label: "Kalimat pembuka",
        hint: "Satu kalimat tentang cabang, mis. Rumah persekutuan bagi mahasiswa Kristen di Lembah Baliem.",
      }),
      /** What the photos show, for screen readers. */
      photosLabel: text.meta({
        label: "Keterangan deretan foto",
        hint: "Untuk pembaca layar, mis. Foto alam pegunungan.",
      }),
    })
    .meta({ label: "Bagian pembuka" }),
  /**
   * The seven photos the hero turns through, one every 5 seconds, in this
   * order. The first is the one visitors see first: keep it light.
   */
  heroPhotos: z
    .array(photoId.meta({ label: "Foto", hint: "Pilih foto dari koleksi Foto." }))
    .length(7, "harus berisi tepat tujuh foto")
    .meta({
      label: "Foto pembuka",
      labelSingular: "Foto",
      hint: "Tepat tujuh foto, berganti tiap lima detik; yang pertama tampil lebih dulu, mis. foto pemandangan Lembah Baliem.",
    }),
  /**
   * The branch in figures, on home and /tentang alike: what only the
   * branch knows (members, alumni), each labelled with what it counts. The
   * pages add what the content counts itself (komisariat, this year's
   * events; app/lib/page-data/figures.server.ts).
   */
  figures: z.array(statSchema).min(1).meta({
    label: "Angka",
    labelSingular: "Angka",
    hint: "Angka yang hanya diketahui cabang, tampil di Beranda dan Profil Cabang, mis. 150+ Anggota aktif. Jumlah komisariat dan kegiatan tahun ini dihitung situs sendiri, jadi tidak ditulis di sini.",
  }),
  /** Where those figures come from, under them: "Anggota aktif dan alumni: perkiraan pengurus cabang." */
  figuresNote: paragraph.meta({
    label: "Keterangan angka",
    hint: "Satu kalimat di bawah angka: dari mana angkanya, mis. Anggota aktif dan alumni: perkiraan pengurus cabang.",
  }),
  /** Three programmes the home page puts forward, one per field of service. */
  featuredPrograms: z.array(featuredProgramSchema).min(1).meta({
    label: "Program unggulan",
    labelSingular: "Program",
    hint: "Tiga program yang ditonjolkan, satu per medan layan.",
  }),
  /** The call to join, at the end of the page. */
  joinCall: z
    .object({
      title: text.meta({ label: "Judul", hint: "mis. Mari Bergabung." }),
      text: paragraph.meta({
        label: "Kalimat",
        hint: "mis. Mahasiswa Kristen di Wamena diundang bersekutu dan melayani bersama.",
      }),
      action: text.meta({ label: "Tulisan tombol", hint: "mis. Hubungi Kami." }),
    })
    .meta({ label: "Ajakan bergabung" }),
});

/** A topic with its picture; the hints' examples are those of its list. */
const topic = (titleHint: string, descriptionHint: string) =>
  z.object({
    title: text.meta({ label: "Judul", hint: titleHint }),
    description: paragraph.meta({ label: "Keterangan", hint: descriptionHint }),
    icon,
  });

/** about.json: the organisation's profile on /tentang. */
export const aboutSchema = z.object({
  /** The photo beside "Siapa Kami". */
  photo: photoId.meta({
    label: "Foto",
    hint: "Foto di balik judul halaman Profil Cabang, mendatar dan tenang, mis. foto persekutuan.",
  }),
  /** Paragraphs under "Siapa Kami". */
  intro: z.array(paragraph).min(1).meta({
    label: "Siapa Kami",
    labelSingular: "Paragraf",
    hint: "Satu paragraf, mis. sejarah singkat dan pelayanan cabang.",
  }),
  /** The three banners, each with what it asks of a member. */
  triPanji: z
    .array(topic("mis. Tinggi Iman.", "Satu kalimat, mis. Bertumbuh dalam pengenalan akan Kristus."))
    .min(1)
    .meta({ label: "Tri Panji", labelSingular: "Panji", hint: "Tiga panji GMKI, masing-masing dengan keterangan." }),
  /** The three fields of service (Tiga Medan Layan). */
  fieldsOfService: z
    .array(topic("mis. Gereja.", "Satu kalimat, mis. Melayani bersama jemaat-jemaat di Wamena."))
    .min(1)
    .meta({
      label: "Tiga Medan Layan",
      labelSingular: "Medan layan",
      hint: "Gereja, perguruan tinggi, dan masyarakat.",
    }),
  vision: paragraph.meta({
    label: "Visi",
    hint: "Satu kalimat, mis. Terwujudnya mahasiswa Kristen yang beriman, berilmu, dan mengabdi.",
  }),
  mission: z
    .array(paragraph)
    .min(1)
    .meta({ label: "Misi", labelSingular: "Misi", hint: "Satu butir misi, mis. Membina kerohanian anggota." }),
});

/** A member of the board with a seat of their own; `position` is the example of the position. */
const person = (position: string) =>
  z.object({
    name: text.meta({ label: "Nama", hint: "Nama lengkap, mis. Yulianus Wenda." }),
    position: text.meta({ label: "Jabatan", hint: `Jabatan seperti ditampilkan, mis. ${position}.` }),
    /** A registered photo of the person's face; without one the card shows a drawn stand-in of their role. */
    photo: optional(photoId).meta({
      label: "Foto",
      hint: "Foto wajah dari koleksi Foto, mis. foto pelantikan; kosongkan agar tampil gambar orang dengan lambang jabatannya.",
    }),
  });

/** The chair, secretary or treasurer, as a member of a field refers to them (boardSchema). */
const leaderSchema = choice({ ketua: "Ketua Cabang", sekretaris: "Sekretaris Cabang", bendahara: "Bendahara Cabang" });
const leaderKeys = { ketua: "chair", sekretaris: "secretary", bendahara: "treasurer" } as const;

const fieldMemberSchema = z
  .object({
    /**
     * The chair, secretary or treasurer of the board, written once above:
     * the member is them, with their name and position from there, so a
     * new treasurer is changed in one place only.
     */
    leader: leaderSchema.optional().meta({
      label: "Pengurus inti",
      hint: "Bila anggota ini Ketua, Sekretaris, atau Bendahara Cabang di atas, pilih di sini dan kosongkan Jabatan dan Nama: nama dan jabatannya diambil dari atas, jadi cukup diubah di satu tempat, mis. bendahara.",
    }),
    position: optional(text).meta({
      label: "Jabatan",
      hint: "mis. Kepala Bidang atau Anggota; kosongkan bila Pengurus inti dipilih.",
    }),
    /** Empty while the seat is vacant; the page shows "-". */
    name: z
      .string()
      .default("")
      .meta({ label: "Nama", hint: "Nama lengkap, mis. Samuel Itlay; kosongkan bila jabatan ini belum terisi." }),
    /** The head of this field: shown among the heads of fields (/tentang-bpc). */
    head: z.boolean().optional().meta({
      label: "Kepala bidang ini",
      hint: "Nyalakan untuk kepala bidang: ia tampil di antara para kepala bidang, mis. di halaman Badan Pengurus Cabang.",
    }),
  })
  .refine(({ leader, position }) => leader !== undefined || (position ?? "") !== "", {
    path: ["position"],
    message: "wajib diisi (atau pilih Ketua, Sekretaris, atau Bendahara di Pengurus inti)",
    // A position written wrong has its own message.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "position"),
  });

const boardFieldSchema = z.object({
  /** Name of the field, e.g. "Bidang Kerohanian". */
  title: text.meta({ label: "Nama bidang", hint: "mis. Bidang Kerohanian." }),
  /**
   * A group of the heads of all fields, each member's position naming their
   * field (as the outgoing board is recorded), instead of one field.
   */
  heads: z.boolean().optional().meta({
    label: "Kelompok kepala bidang",
    hint: "Nyalakan bila kelompok ini berisi para kepala bidang dan jabatan tiap anggotanya menyebut bidangnya, mis. Kepala Bidang Kerohanian.",
  }),
  members: z.array(fieldMemberSchema).min(1).meta({
    label: "Anggota",
    labelSingular: "Anggota",
    hint: "Tiap jabatan di bidang ini, mis. Kepala Bidang atau Anggota.",
  }),
});

const boardSchema = z
  .object({
    /** Term of office, e.g. "2025–2027". */
    period: z.string().regex(patterns.period, 'harus dua tahun dipisah tanda pisah, mis. "2025–2027"').meta({
      label: "Periode",
      hint: "Masa jabatan, tahun dipisah tanda pisah (–), mis. 2025–2027.",
      invalid: "Tulis dua tahun dipisah tanda pisah (–), mis. 2025–2027",
    }),
    /** Ketua Cabang. */
    chair: person("Ketua Cabang").meta({ label: "Ketua Cabang" }),
    /** Sekretaris Cabang. */
    secretary: person("Sekretaris Cabang").meta({ label: "Sekretaris Cabang" }),
    /** Bendahara Cabang. */
    treasurer: person("Bendahara Cabang").meta({ label: "Bendahara Cabang" }),
    fields: z.array(boardFieldSchema).meta({
      label: "Bidang",
      labelSingular: "Bidang",
      hint: "Pengurus Harian dan tiap bidang dengan anggotanya.",
    }),
  })
  // Members that refer to a leader take their name and position: pages read one shape.
  .transform((board) => ({
    ...board,
    fields: board.fields.map((field) => ({
      ...field,
      members: field.members.map(({ leader, position, name, head }) => {
        const person = leader ? board[leaderKeys[leader]] : undefined;
        return {
          position: person?.position ?? position ?? "",
          name: person?.name ?? name,
          ...(person?.photo ? { photo: person.photo } : {}),
          ...(head ? { head } : {}),
        };
      }),
    })),
  }));

/** board.json: the board in office and the one before it (demisioner). */
export const boardsSchema = z.object({
  current: boardSchema.meta({ label: "Pengurus sekarang" }),
  outgoing: boardSchema.meta({ label: "Pengurus demisioner" }),
});

const branchSchema = z.object({
  /** URL segment: the page is /struktur/<slug>. */
  slug: slug("stt-arastamar").meta({
    label: "Alamat singkat",
    hint: "Huruf kecil dan tanda hubung; halamannya /struktur/<alamat>, mis. stt-arastamar.",
  }),
  /** e.g. "Komisariat STT Arastamar": the page's title. */
  name: text.regex(patterns.branchName, "paling banyak 60 karakter termasuk spasi (judul halaman)").meta({
    label: "Nama",
    hint: "Paling banyak 60 karakter termasuk spasi, mis. Komisariat STT Arastamar.",
    invalid: "Paling banyak 60 karakter, termasuk spasi",
  }),
  /** Short name for menus, e.g. "STT Arastamar". */
  shortName: text.meta({ label: "Nama pendek", hint: "Untuk menu, mis. STT Arastamar." }),
  /** BPC member who accompanies the komisariat. */
  coordinator: text.meta({
    label: "Koordinator dari BPC",
    hint: "Nama pengurus cabang yang mendampingi, mis. Samuel Itlay.",
  }),
  /** A registered photo of the coordinator's face; without one their card shows a drawn stand-in. */
  coordinatorPhoto: optional(photoId).meta({
    label: "Foto koordinator",
    hint: "Foto wajah koordinator dari koleksi Foto, mis. foto pelantikan; kosongkan agar tampil gambar orang dengan lambang jabatannya.",
  }),
  /** The coordinator's number: "join us" on the page opens a WhatsApp chat with them. */
  coordinatorPhone: phone.meta({
    label: "Nomor WhatsApp koordinator",
    hint: "Calon anggota menghubungi nomor ini, mis. 0812-4800-1985.",
  }),
  /** When and where members meet, e.g. "Setiap Kamis, 16.00 WIT" at "Aula STT Arastamar". */
  meeting: z
    .object({
      schedule: text.meta({ label: "Waktu", hint: "Hari dan jam, mis. Setiap Rabu, 17.00 WIT." }),
      place: text.meta({ label: "Tempat", hint: "mis. Aula STT Arastamar." }),
    })
    .meta({ label: "Pertemuan rutin" }),
  /** A photo that shows this komisariat (its people or campus); without one the page shows none. */
  image: optional(photoId).meta({
    label: "Foto",
    hint: "Foto anggota atau kampus komisariat ini dari koleksi Foto, mis. foto persekutuan di kampus; kosongkan bila belum ada.",
  }),
  summary: paragraph.meta({
    label: "Ringkasan",
    hint: "Satu atau dua kalimat tentang pelayanannya, mis. siapa yang dilayani dan bagaimana.",
  }),
  caretakerChair: text.meta({ label: "Ketua (caretaker)", hint: "Nama lengkap, mis. Kristian Yikwa." }),
  caretakerSecretary: text.meta({ label: "Sekretaris (caretaker)", hint: "Nama lengkap, mis. Debora Tabuni." }),
  colleges: z.array(paragraph).min(1, "minimal satu perguruan tinggi").meta({
    label: "Perguruan tinggi",
    labelSingular: "Perguruan tinggi",
    hint: "Nama kampus yang dilayani, mis. STT Arastamar Wamena.",
  }),
});

/** branches.json: the komisariat, in the order the site lists them. */
export const branchesSchema = z.object({
  branches: z.array(branchSchema).min(1).meta({
    label: "Komisariat",
    labelSingular: "Komisariat",
    hint: "Tiap komisariat, dalam urutan yang tampil di situs.",
  }),
});

/**
 * One of the two foundings, whose day and year site.json holds (the only
 * place they are written): "gmki" for GMKI's, "cabang" for the branch's.
 */
const foundingSchema = choice({ gmki: "Lahirnya GMKI", cabang: "Berdirinya cabang" });

const timelineEntrySchema = z
  .object({
    // "" as the admin writes a number that was filled and then cleared: no year.
    year: z
      .union([z.literal(""), z.number().int().min(1900).max(2100)])
      .optional()
      .transform((year) => (year === "" ? undefined : year))
      .meta({ label: "Tahun", hint: "Tahun peristiwa, mis. 2005; kosongkan bila Hari jadi dipilih." }),
    /** The founding this entry tells, its year taken from site.json; no year of its own then. */
    founding: foundingSchema.optional().meta({
      label: "Hari jadi",
      hint: "Untuk lahirnya GMKI atau berdirinya cabang: tahunnya diambil dari Identitas situs, jadi Tahun dikosongkan, mis. Berdirinya cabang.",
    }),
    title: text.meta({ label: "Judul", hint: "mis. Berdirinya GMKI Cabang Wamena." }),
    description: paragraph.meta({
      label: "Keterangan",
      hint: "Satu atau dua kalimat, mis. siapa, di mana, dan apa artinya.",
    }),
  })
  .superRefine(({ founding, year }, context) => {
    if (founding && year !== undefined)
      context.addIssue({
        code: "custom",
        path: ["year"],
        message: "kosongkan: tahun berdirinya diambil dari Identitas situs, jadi cukup ditulis di sana",
      });
    if (!founding && year === undefined)
      context.addIssue({ code: "custom", path: ["year"], message: "wajib diisi, mis. 2005" });
  });

/** history.json: the timeline, oldest first. */
export const historySchema = z.object({
  timeline: z.array(timelineEntrySchema).min(1).meta({
    label: "Lini masa",
    labelSingular: "Peristiwa",
    hint: "Peristiwa penting, yang terlama lebih dulu.",
  }),
});

const eventCategorySchema = z.enum(["Kerohanian", "Pendidikan", "Sosial"]);

/** events/<slug>.json: one event; its slug is the file's name (check.ts). */
export const eventSchema = z
  .object({
    title: title.meta({
      label: "Judul",
      hint: "Nama kegiatan, paling banyak 120 karakter termasuk spasi, mis. Ibadah Natal Bersama.",
    }),
    /** Day of the event, YYYY-MM-DD. */
    date: isoDate.meta({
      label: "Tanggal",
      hint: "Hari kegiatan, dipilih di kalender; tampil hari-bulan-tahun, mis. 12-12-2026.",
    }),
    /** Start, WIT. */
    startTime: time.meta({ label: "Jam mulai (WIT)" }),
    /** End, WIT (optional). */
    endTime: optional(time).meta({ label: "Jam selesai (WIT)", widget: "compared" }),
    location: text.meta({
      label: "Tempat",
      hint: "Nama tempat dan alamatnya, mis. Gedung Gereja GKI Betlehem Wamena.",
    }),
    /** Expected (upcoming) or actual (past) number of participants. */
    participants: z.number().int().positive().meta({
      label: "Peserta",
      hint: "Perkiraan jumlah peserta bila belum berlangsung, jumlah yang hadir bila sudah, mis. 120.",
    }),
    category: eventCategorySchema.meta({
      label: "Kategori",
      hint: "Bidang kegiatannya, mis. Kerohanian untuk ibadah dan PA.",
    }),
    description: paragraph.meta({
      label: "Keterangan",
      hint: "Dua atau tiga kalimat tentang kegiatan ini, mis. apa yang dilakukan dan untuk siapa.",
    }),
    /** A photo of this event (or of the last one like it); without one the card starts with its words. */
    image: optional(photoRef).meta({
      label: "Foto",
      hint: "Unggah dari ponsel atau pilih foto kegiatan ini, mis. foto ibadah Natal tahun lalu; kosongkan bila belum ada, kartunya dimulai dengan tanggal dan judul.",
    }),
    /** What the photo shows, for an uploaded photo (a registered one has its own). */
    imageAlt: optional(text).meta({
      label: "Keterangan foto",
      hint: "Apa yang tampak di foto, untuk yang tidak dapat melihatnya, mis. Mahasiswa berdoa bersama di aula.",
    }),
    /** Who it is for, e.g. "Mahasiswa baru semua kampus di Wamena". */
    audience: optional(text).meta({
      label: "Untuk siapa",
      hint: "Siapa yang diundang, mis. Mahasiswa baru semua kampus di Wamena.",
    }),
    /** Who answers questions and sign-ups; the secretariat's inbox when empty. */
    contactName: optional(text).meta({
      label: "Nama kontak panitia",
      hint: "Yang menjawab pertanyaan dan pendaftaran, mis. Markus Lokobal; kosongkan bila sekretariat.",
    }),
    contactNumber: optional(
      z.string().regex(patterns.mobile, 'harus nomor seluler, mis. "0812-4800-1985"').meta({ invalid: mobileInvalid }),
    ).meta({
      label: "Nomor WhatsApp kontak",
      hint: "Nomor seluler kontak panitia, mis. 0812-4800-1985; kosongkan bila sekretariat.",
    }),
    /** A registration form of the committee's own (a Google Form); without one, the page's form hands a message to the contact. */
    registrationUrl: optional(httpsUrl).meta({
      label: "Tautan formulir pendaftaran",
      hint: "Bila panitia memakai formulir sendiri, mis. https://forms.gle/abc123; kosongkan agar pendaftar mengisi formulir di situs, lalu mengirim pendaftarannya sendiri lewat WhatsApp ke kontak.",
    }),
    /** After the event: documentation photos, each with what it shows. */
    gallery: z
      .array(
        z.object({
          image: photoRef.meta({ label: "Foto", hint: "Unggah dari ponsel atau pilih foto, mis. IMG_2041.jpg." }),
          caption: text.meta({
            label: "Keterangan",
            hint: "Apa yang tampak, mis. Peserta menanam pohon di halaman gereja.",
          }),
        }),
      )
      .optional()
      .meta({
        label: "Galeri foto",
        labelSingular: "foto",
        hint: "Foto dokumentasi sesudah kegiatan, masing-masing dengan keterangan; tampil di halaman kegiatan.",
      }),
    /** The article that reports the event (its slug in news/). */
    report: optional(slugSchema).meta({
      label: "Berita laporannya",
      hint: "Berita yang melaporkan kegiatan ini, bila ada, mis. Bakti Sosial di Wesaput.",
      widget: "article",
    }),
  })
  // Compared only when both are written right: a wrong start has its own message.
  // Compared even when another field is wrong (`when`), so that every problem
  // is told at once: the admin's first refused save marks it too.
  .refine(({ startTime, endTime }) => !endTime || !isTime(startTime) || !isTime(endTime) || endTime > startTime, {
    path: ["endTime"],
    message: "harus sesudah jam mulai, mis. mulai 08.00 dan selesai 12.00",
    when: ({ value }) => typeof value === "object" && value !== null,
  });

const programSchema = z.object({
  title: text.meta({ label: "Nama", hint: "mis. Ibadah Mingguan." }),
  /** e.g. "Setiap Jumat, 18.00 WIT". */
  schedule: text.meta({ label: "Jadwal", hint: "Hari dan jam, mis. Setiap Jumat, 18.00 WIT." }),
  location: text.meta({ label: "Tempat", hint: "mis. Sekretariat GMKI Cabang Wamena." }),
  description: paragraph.meta({ label: "Keterangan", hint: "Satu atau dua kalimat, mis. apa yang dilakukan." }),
});

/** programs.json: the regular programmes ("Program Rutin"). */
export const programsSchema = z.object({
  programs: z.array(programSchema).meta({
    label: "Program rutin",
    labelSingular: "Program",
    hint: "Kegiatan yang berulang, mis. ibadah mingguan.",
  }),
});

/**
 * One block of an article's body, as the admin's list of blocks writes it.
 * Paragraphs and list items may hold **tebal**, _miring_ and
 * [tautan](https://…) (app/lib/text/article-text.ts).
 */
const articleBlockSchema = z.discriminatedUnion("type", [
  z
    .object({
      type: z.literal("paragraf"),
      text: paragraph.meta({
        label: "Paragraf",
        hint: "Satu paragraf, mis. Sabtu pagi, anggota GMKI tiba di Kampung Wesaput membawa sekop.",
      }),
    })
    .meta({ label: "Paragraf" }),
  z
    .object({
      type: z.literal("subjudul"),
      text: line.meta({ label: "Subjudul", hint: "Judul bagian, satu baris, mis. Pelayanan di medan masyarakat." }),
    })
    .meta({ label: "Subjudul" }),
  z
    .object({
      type: z.literal("daftar"),
      items: z
        .array(paragraph.meta({ label: "Butir", hint: "Satu butir, mis. saluran air kembali mengalir." }))
        .min(1, "isi paling sedikit satu butir")
        .meta({
          label: "Butir",
          labelSingular: "butir",
          hint: "Satu butir per baris daftar, mis. saluran air kembali mengalir.",
        }),
    })
    .meta({ label: "Daftar" }),
  z
    .object({
      type: z.literal("foto"),
      image: photoRef.meta({ label: "Foto", hint: "Unggah dari ponsel atau pilih foto, mis. IMG_2041.jpg." }),
      caption: text.meta({
        label: "Keterangan",
        hint: "Apa yang tampak, mis. Anggota membersihkan saluran air di Wesaput.",
      }),
    })
    .meta({ label: "Foto" }),
]);

export const newsCategorySchema = choice(newsCategoryNames);

export const documentKindSchema = choice(documentKindNames);

/** news/<slug>.json: one article; its slug is the file's name (check.ts). */
export const newsItemSchema = z.object({
  title: title.meta({
    label: "Judul",
    hint: "Judul berita, paling banyak 120 karakter termasuk spasi, mis. Pelantikan Pengurus Komisariat.",
  }),
  author: text.meta({ label: "Penulis", hint: "Nama penulis atau bidangnya, mis. Bidang Komunikasi." }),
  /** A registered photo of the author's face, beside their name on the article's page. */
  authorPhoto: optional(photoId).meta({
    label: "Foto penulis",
    hint: "Foto wajah penulis dari koleksi Foto, tampil di samping namanya, mis. foto anggota yang menulis; boleh kosong.",
  }),
  date: isoDate.meta({ label: "Tanggal", hint: "Hari berita ini terbit, dipilih di kalender, mis. 14-03-2026." }),
  excerpt: paragraph.meta({
    label: "Ringkasan",
    hint: "Dua atau tiga kalimat yang tampil di kartu berita, mis. apa, kapan, dan di mana.",
  }),
  /** The branch's news, or a member's writing. */
  category: newsCategorySchema.meta({
    label: "Jenis",
    hint: "Berita Cabang untuk kabar dari cabang, Tulisan Anggota untuk refleksi atau cerita kampus anggota, mis. Berita Cabang untuk laporan kegiatan.",
  }),
  /** A photo of what the article tells: its cover; without one the card starts with its words. */
  image: optional(photoRef).meta({
    label: "Foto sampul",
    hint: "Unggah dari ponsel atau pilih foto peristiwanya, mis. foto bakti sosialnya; kosongkan bila belum ada.",
  }),
  /** What the cover shows, for an uploaded photo (a registered one has its own). */
  imageAlt: optional(text).meta({
    label: "Keterangan foto sampul",
    hint: "Apa yang tampak di foto, mis. Anggota membersihkan saluran air.",
  }),
  /** The article itself; without a body, "Baca Selengkapnya" says it is not written yet. */
  body: z.array(articleBlockSchema).optional().meta({
    label: "Isi berita",
    labelSingular: "blok",
    hint: "Tambahkan blok satu per satu: paragraf, subjudul, daftar, atau foto. Di dalam paragraf: **tebal**, _miring_, [teks tautan](https://alamat). Kosongkan bila berita ini cukup ringkasannya.",
  }),
});

/** documents/<slug>.json: a document to download (AD/ART, rules, forms), the PDF beside it. */
export const documentSchema = z.object({
  title: title.meta({
    label: "Judul",
    hint: "Nama dokumennya, paling banyak 120 karakter termasuk spasi, mis. Anggaran Dasar dan Anggaran Rumah Tangga GMKI.",
  }),
  description: paragraph.meta({
    label: "Keterangan",
    hint: "Satu kalimat tentang isinya, mis. Hasil Kongres GMKI 2024, berlaku untuk semua cabang.",
  }),
  /** The day of this version, YYYY-MM-DD. */
  date: isoDate.meta({
    label: "Tanggal",
    hint: "Tanggal berlakunya versi ini, dipilih di kalender, mis. 10-01-2026.",
  }),
  /** What it is: /aturan offers the AD/ART and the branch's rules by name. */
  kind: documentKindSchema.meta({
    label: "Jenis",
    hint: "AD/ART dan Peraturan Cabang tampil sebagai tombol unduh di halaman Aturan, mis. AD/ART.",
  }),
  /** The PDF in content/documents/, as the admin writes it. */
  file: z
    .string({ error: "wajib diisi (unggah berkas PDF)" })
    .regex(
      patterns.documentFile,
      'harus berkas PDF di content/documents, mis. "/content/documents/ad-art.pdf"; simpan dokumennya sebagai PDF (di Word: Simpan sebagai › PDF), lalu unggah lagi',
    )
    .transform((file) => file.slice(file.lastIndexOf("/") + 1))
    .meta({
      label: "Berkas PDF",
      hint: `Unggah berkas PDF paling besar ${limitText(UPLOAD_LIMITS.document)}, namanya tanpa spasi, mis. ad-art-gmki-wamena.pdf.`,
      widget: "pdf",
      invalid: "Unggah berkas PDF (dokumen Word disimpan dulu sebagai PDF)",
    }),
});

const ruleSectionSchema = z.object({
  /** Anchor on /aturan (/aturan#iuran-anggota): the title written as a slug. */
  id: slug("iuran-anggota").meta({
    label: "Alamat singkat",
    hint: "Judulnya dalam huruf kecil dan tanda hubung, mis. iuran-anggota.",
  }),
  title: text.meta({ label: "Judul", hint: "mis. Iuran Anggota." }),
  scope: choice({ nasional: "Nasional (AD/ART GMKI)", cabang: "Cabang Wamena" }).meta({
    label: "Berlaku",
    hint: "Dari mana aturannya, mis. Nasional untuk AD/ART GMKI, Cabang Wamena untuk aturan cabang ini.",
  }),
  items: z.array(paragraph).min(1).meta({
    label: "Isi",
    labelSingular: "Butir",
    hint: "Satu butir aturan, mis. Iuran anggota Rp25.000 per semester.",
  }),
});

const sanctionTierSchema = z.object({
  level: choice({ ringan: "Ringan", sedang: "Sedang", berat: "Berat" }).meta({
    label: "Tingkat",
    hint: "Berat ringannya, mis. Ringan untuk teguran lisan.",
  }),
  title: text.meta({ label: "Judul", hint: "mis. Pelanggaran Ringan." }),
  violations: z.array(paragraph).min(1).meta({
    label: "Pelanggaran",
    labelSingular: "Pelanggaran",
    hint: "mis. Tidak hadir tiga kali berturut-turut tanpa keterangan.",
  }),
  sanctions: z.array(paragraph).min(1).meta({ label: "Sanksi", labelSingular: "Sanksi", hint: "mis. Teguran lisan." }),
});

/** rules.json: the key facts, rule sections and sanction tiers, lightest first. */
export const rulesSchema = z.object({
  /** What a member most needs to know, first on /aturan: "Rp25.000" — "Iuran per semester". */
  keyFacts: z
    .array(
      z.object({
        value: text.meta({ label: "Angka", hint: "Seperti ditampilkan, mis. Rp25.000." }),
        label: text.meta({ label: "Keterangan", hint: "Apa artinya, mis. Iuran anggota per semester." }),
      }),
    )
    .min(1)
    .meta({
      label: "Yang terpenting",
      labelSingular: "Hal",
      hint: "Tampil paling atas di halaman Aturan, sebelum bagian-bagiannya: angka atau syarat dengan keterangannya.",
    }),
  sections: z
    .array(ruleSectionSchema)
    .min(1)
    .meta({ label: "Bagian aturan", labelSingular: "Bagian", hint: "Tiap bagian di halaman Aturan." }),
  sanctionTiers: z
    .array(sanctionTierSchema)
    .min(1)
    .meta({ label: "Tingkat sanksi", labelSingular: "Tingkat", hint: "Dari yang teringan." }),
});

/**
 * Facts the site shows that are samples until the branch confirms them
 * (names, numbers, addresses, figures, the programme, the photos): one list,
 * so the branch sees in one place what is left before launch. While a row
 * is open, what it covers is marked wherever it goes, and the build warns
 * (app/content/samples.ts); it never fails. The list is the build's: the
 * secretary reads its rows and only ticks them.
 */
export const toConfirmSchema = z.object({
  items: z
    .array(
      z.object({
        /** The row's name for people reading the file: "nomor". Not shown in the admin. */
        id: slugSchema.optional().meta({ label: "Kode", widget: "hidden" }),
        /** The fact, as the branch would check it: "Nama pengurus sekarang". */
        what: text.meta({ label: "Data", widget: "read-only" }),
        /** Where in the admin it is changed: "Organisasi › Pengurus". */
        where: text.meta({ label: "Tempat mengubahnya", widget: "read-only" }),
        /**
         * The content the row covers, each a place in content/ (a file or
         * folder, or a field in it: "contact.json#inbox", "news#author") or a
         * stand-in of the site's ("situs#lambang"); what is there is a sample
         * while the row is open (app/content/samples.ts). Not shown in the admin.
         */
        covers: z
          .array(z.string().regex(/^[a-z0-9.-]+(?:#[A-Za-z0-9.]+)?$/, "tempat di content/, mis. contact.json#inbox"))
          .min(1)
          .meta({ label: "Yang dicakup", widget: "hidden" }),
        /** The row in a visitor's words on /pratinjau, and the page where it shows. Not shown in the admin. */
        visitor: z
          .object({
            what: text.meta({ label: "Untuk pengunjung" }),
            page: z
              .string()
              .regex(/^\/[a-z0-9/-]*(?:#[a-z0-9-]+)?$/, "alamat halaman, mis. /kontak")
              .meta({ label: "Halaman" }),
          })
          .optional()
          .meta({ label: "Di halaman Pratinjau", widget: "hidden" }),
        confirmed: z.boolean().meta({
          label: "Sudah benar",
          hint: "Nyalakan setelah data ini diperiksa atau diganti dengan yang benar, mis. nama sudah sesuai SK.",
        }),
      }),
    )
    .meta({
      label: "Data contoh",
      labelSingular: "data contoh",
      hint: "Tiap data yang masih contoh. Buka barisnya untuk menandai “Sudah benar”.",
    }),
});

/**
 * The schema of each file in the content folder, by its path there; a
 * folder's schema is that of each of its files.
 */
export const fileSchemas = {
  "site.json": siteSchema,
  "contact.json": contactSchema,
  "home.json": homeSchema,
  "about.json": aboutSchema,
  "board.json": boardsSchema,
  "branches.json": branchesSchema,
  "history.json": historySchema,
  "programs.json": programsSchema,
  "rules.json": rulesSchema,
  "photos.json": photosFileSchema,
  "to-confirm.json": toConfirmSchema,
  events: eventSchema,
  news: newsItemSchema,
  documents: documentSchema,
};

export type IconName = z.infer<typeof iconNameSchema>;
export type Stat = z.infer<typeof statSchema>;
export type Site = z.infer<typeof siteSchema>;
export type Photo = z.infer<typeof photoSchema>;
type PhotoCredit = z.infer<typeof photoCreditSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type PhoneContact = z.infer<ReturnType<typeof phoneContact>>;
export type Contact = z.infer<typeof contactSchema>;
export type FeaturedProgram = z.infer<typeof featuredProgramSchema>;
export type Home = z.infer<typeof homeSchema>;
type About = z.infer<typeof aboutSchema>;
export type Person = z.infer<ReturnType<typeof person>>;
export type Board = z.infer<typeof boardSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type EventCategory = z.infer<typeof eventCategorySchema>;
/** An entry of a folder (events/, news/, documents/): its slug is its file's name, its address. */
type Named<T> = T & { slug: string };
export type Event = Named<z.infer<typeof eventSchema>>;
export type Program = z.infer<typeof programSchema>;
export type NewsItem = Named<z.infer<typeof newsItemSchema>>;
export type ArticleBlock = z.infer<typeof articleBlockSchema>;
export type Document = Named<z.infer<typeof documentSchema>>;
export type RuleSection = z.infer<typeof ruleSectionSchema>;
export type SanctionTier = z.infer<typeof sanctionTierSchema>;
export type ToConfirmItem = z.infer<typeof toConfirmSchema>["items"][number];

/** All content, as read from content/ and checked. */
export interface SiteContent {
  site: Site;
  contact: Contact;
  home: Home;
  about: About;
  board: { current: Board; outgoing: Board };
  branches: Branch[];
  timeline: TimelineEntry[];
  /** Every event, in no particular order (app/lib/dates/upcoming.ts sorts them). */
  events: Event[];
  programs: Program[];
  /** Every article, in no particular order (newest first is the page's job). */
  news: NewsItem[];
  /** Every document to download, in no particular order. */
  documents: Document[];
  rules: { keyFacts: { value: string; label: string }[]; sections: RuleSection[]; sanctionTiers: SanctionTier[] };
  photos: Photo[];
  photoCredits: PhotoCredit[];
  /** Sample facts and whether the branch has confirmed them. */
  toConfirm: ToConfirmItem[];
}
