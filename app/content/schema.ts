/**
 * The shape of every content file in content/ (see content/README.md), as
 * zod schemas with Indonesian messages: the branch secretary reads them.
 * Components import only the *types* from here; the schemas run at build,
 * in load.ts.
 */
import { z } from "zod";
import { MOBILE_NUMBER } from "../lib/contact/hand-off";
import { wordingSlips } from "../lib/text/wording";

/**
 * The patterns text fields must match, shared with the admin's form
 * (cms.ts) so that both refuse the same things.
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

/** A text shown on one line (a name, a motto): a line break in it would break the calendar files and headers. */
const line = text.regex(patterns.oneLine, "harus satu baris, tanpa ganti baris");

/**
 * A field that may stay empty: left out, or "" as the admin writes a field
 * that was filled and then cleared. Code reads both as "none" (falsy).
 */
const optional = <S extends z.ZodType<string>>(schema: S) => z.union([z.literal(""), schema]).optional();

export const slugSchema = z
  .string({ error: "wajib diisi" })
  .regex(patterns.slug, { error: (issue) => slugProblem(String(issue.input)) });

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

/** A time of day in WIT, written the Indonesian way: "08.00". */
const time = z
  .string({ error: 'wajib diisi, mis. "08.00"' })
  .regex(patterns.time, 'harus jam dan menit dipisah titik, mis. "08.00"');

const isTime = (value: string) => patterns.time.test(value);

/** Id of a photo registered in photos.json (checked in load.ts). */
const photoId = z.string({ error: "wajib diisi (nama pendek sebuah foto di photos.json)" });

/**
 * A photo where the admin lets the secretary upload one in the field
 * itself: a file in content/photos/ as the admin writes it
 * ("content/photos/img_2041.jpg", the branch's own photo), or the id of a
 * photo registered in photos.json with its credit. Checked in load.ts.
 */
const photoRef = z
  .string({ error: "wajib diisi (unggah foto, atau pilih yang sudah ada)" })
  .regex(
    patterns.photoRef,
    'harus foto JPEG, PNG, atau WebP di content/photos, mis. "content/photos/ibadah-natal.jpg"',
  );

const httpsUrl = z
  .url({ protocol: /^https$/, error: 'harus alamat lengkap yang diawali "https://"' })
  .regex(patterns.httpsUrl, 'harus alamat lengkap yang diawali "https://"');

/** Indonesian phone number as shown, e.g. "0812-4800-1985". */
const phone = z
  .string({ error: "wajib diisi" })
  .regex(patterns.phone, 'harus nomor telepon Indonesia, mis. "0812-4800-1985"');

/** A path of a page of this site, e.g. "/kegiatan" (checked against the route table). */
const requestPath = z.string().regex(patterns.requestPath, 'harus alamat halaman, mis. "/kegiatan"');

/**
 * Pictures the site draws for a topic (app/lib/media/icons.server.ts), named by
 * what they stand for.
 */
export const iconNameSchema = z.enum([
  "kerohanian",
  "pendidikan",
  "sosial",
  "iman",
  "ilmu",
  "pengabdian",
  "gereja",
  "perguruan-tinggi",
  "masyarakat",
]);

/** A figure with its label, e.g. 150+ "Anggota Aktif". */
export const statSchema = z.object({
  /** The number as shown, e.g. "150+". */
  value: z.string().regex(patterns.statValue, 'harus angka, mis. "150+"'),
  /** What it counts, e.g. "Anggota Aktif". */
  label: text,
});

/** site.json: who we are, in the words every page uses. */
export const siteSchema = z.object({
  /** Name as shown in the header and in page titles: "GMKI Cabang Wamena". */
  name: line,
  /** Full name of the organisation and branch. */
  fullName: line,
  /** Short name for small screens and the home-screen icon: "GMKI Wamena". */
  shortName: text.regex(patterns.shortName, "paling banyak 12 karakter termasuk spasi (nama di layar utama ponsel)"),
  motto: line,
  /** The motto in Indonesian. */
  mottoMeaning: line,
  /** Where the motto comes from: "Yohanes 17:21". */
  mottoVerse: line,
  /** One or two sentences about the branch: footer and search results. */
  description: text,
  /**
   * GMKI's founding day nationally, YYYY-MM-DD: 1950-02-09, at J. Leimena's
   * house in Jakarta (docs/decisions/0009). The only place it is written:
   * pages and the timeline take it from here, and the content check
   * refuses a text that writes a day of that year (check.ts, foundingProblems).
   */
  foundedNational: isoDate,
  /** Year the Wamena branch was founded; like the day above, written only here. */
  foundedBranch: z.number().int().min(1950).max(2100),
});

export const photoSchema = z.object({
  /** Short id used everywhere else, e.g. "bukit-hijau". */
  id: slugSchema,
  /** The file in content/photos/: its name, or its path as the admin writes it. */
  file: z
    .string({ error: "wajib diisi" })
    .regex(
      patterns.photoFile,
      'harus foto JPEG, PNG, atau WebP (atau gambar SVG) di content/photos, mis. "ibadah-natal.jpg"',
    )
    // The admin writes the path; the rest of the site needs the name.
    .transform((file) => file.slice(file.lastIndexOf("/") + 1)),
  /** What the photo shows, for people who cannot see it (Indonesian). */
  alt: text,
  /** Id of its maker in `credits`. */
  credit: slugSchema,
});

export const photoCreditSchema = z.object({
  id: slugSchema,
  /** Photographer or maker, as the licence asks to credit them. */
  author: text,
  /** Licence name, e.g. "CC BY 4.0". */
  license: text,
  /** Where the licence text can be read; none for the branch's own pictures. */
  licenseUrl: optional(httpsUrl),
});

/** photos.json: every photo the site shows, and who made it. */
export const photosFileSchema = z.object({
  credits: z.array(photoCreditSchema).min(1),
  photos: z.array(photoSchema).min(1),
});

export const socialLinkSchema = z.object({
  /** Platform name as shown, e.g. "Instagram". */
  label: z.enum(["Instagram", "Facebook", "YouTube"]),
  /** Account handle as shown, e.g. "@gmkiwamena". */
  handle: text,
  url: httpsUrl,
});

export const phoneContactSchema = z.object({
  /** Who answers, e.g. "Sekretariat" or "Ketua Cabang". */
  label: text,
  /** Person's name, if the number belongs to one person. */
  name: optional(text),
  number: phone,
});

/** contact.json: how to reach the branch. */
export const contactSchema = z.object({
  address: z.object({
    street: text,
    /** e.g. "Wamena". */
    locality: text,
    /** e.g. "Kabupaten Jayawijaya". */
    region: text,
    /** e.g. "Papua Pegunungan". */
    province: text,
    postalCode: z.string().regex(patterns.postalCode, 'harus lima angka, mis. "99511"'),
  }),
  /** The secretariat's location on the map. */
  coordinates: z.object({
    latitude: z.number().min(-11).max(6),
    longitude: z.number().min(94).max(142),
  }),
  email: z.email({
    pattern: patterns.email,
    error: 'harus alamat surel yang benar, mis. "sekretariat@gmkiwamena.org"',
  }),
  /**
   * The number that receives WhatsApp messages from the contact form and
   * from event sign-ups (the secretariat's); listed first among the phones.
   */
  inbox: phoneContactSchema.extend({
    number: phone.regex(
      patterns.mobile,
      'harus nomor seluler (08…) agar bisa menerima WhatsApp, mis. "0812-4800-1985"',
    ),
  }),
  /** Other numbers, shown after the inbox. */
  phones: z.array(phoneContactSchema),
  emergencyContacts: z.array(phoneContactSchema).min(1),
  officeHours: z.array(z.object({ days: text, hours: text })).min(1),
  /**
   * When a message is answered, as the branch promises it: on /kontak and
   * in the confirmation after the form, e.g. "Pesan dibalas pada jam
   * kantor, paling lambat 1 × 24 jam pada hari kerja."
   */
  replyTime: text,
  social: z.array(socialLinkSchema),
});

export const featuredProgramSchema = z.object({
  title: text,
  description: text,
  icon: iconNameSchema,
  href: requestPath,
});

/** home.json: the words, photos and figures of the home page. */
export const homeSchema = z.object({
  /** The words over the hero photos; the title is the site's name. */
  hero: z.object({
    eyebrow: text,
    tagline: text,
    text: text,
    /** What the photos show, for screen readers. */
    photosLabel: text,
  }),
  /**
   * The seven photos the hero turns through, one every 5 seconds, in this
   * order. The first is the one visitors see first: keep it light.
   */
  heroPhotos: z.array(photoId).length(7, "harus berisi tepat tujuh foto"),
  /**
   * The branch in figures, on home and /tentang alike: what only the
   * branch knows (members, alumni), each labelled with what it counts. The
   * pages add what the content counts itself (komisariat, this year's
   * events; app/lib/page-data/figures.server.ts).
   */
  figures: z.array(statSchema).min(1),
  /** Where those figures come from, under them: "Anggota aktif dan alumni: perkiraan pengurus cabang." */
  figuresNote: text,
  /** Three programmes the home page puts forward, one per field of service. */
  featuredPrograms: z.array(featuredProgramSchema).min(1),
  /** The call to join, at the end of the page. */
  joinCall: z.object({ title: text, text, action: text }),
});

const topicSchema = z.object({ title: text, description: text, icon: iconNameSchema });

/** about.json: the organisation's profile on /tentang. */
export const aboutSchema = z.object({
  /** The photo beside "Siapa Kami". */
  photo: photoId,
  /** Paragraphs under "Siapa Kami". */
  intro: z.array(text).min(1),
  /** The three banners, each with what it asks of a member. */
  triPanji: z.array(topicSchema).min(1),
  /** The three fields of service (Tiga Medan Layan). */
  fieldsOfService: z.array(topicSchema).min(1),
  vision: text,
  mission: z.array(text).min(1),
});

export const personSchema = z.object({
  name: text,
  position: text,
  /** A registered photo of the person's face; without one the card shows initials. */
  photo: optional(photoId),
});

/** The chair, secretary or treasurer, as a member of a field refers to them (boardSchema). */
const leaderSchema = z.enum(["ketua", "sekretaris", "bendahara"]);
const leaderKeys = { ketua: "chair", sekretaris: "secretary", bendahara: "treasurer" } as const;

export const fieldMemberSchema = z
  .object({
    /**
     * The chair, secretary or treasurer of the board, written once above:
     * the member is them, with their name and position from there, so a
     * new treasurer is changed in one place only.
     */
    leader: leaderSchema.optional(),
    position: optional(text),
    /** Empty while the seat is vacant; the page shows "-". */
    name: z.string().default(""),
    /** The head of this field: shown among the heads of fields (/tentang-bpc). */
    head: z.boolean().optional(),
  })
  .refine(({ leader, position }) => leader !== undefined || (position ?? "") !== "", {
    path: ["position"],
    message: "wajib diisi (atau pilih Ketua, Sekretaris, atau Bendahara di Pengurus inti)",
    // A position written wrong has its own message.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === "position"),
  });

export const boardFieldSchema = z.object({
  /** Name of the field, e.g. "Bidang Kerohanian". */
  title: text,
  /**
   * A group of the heads of all fields, each member's position naming their
   * field (as the outgoing board is recorded), instead of one field.
   */
  heads: z.boolean().optional(),
  members: z.array(fieldMemberSchema).min(1),
});

export const boardSchema = z
  .object({
    /** Term of office, e.g. "2025–2027". */
    period: z.string().regex(patterns.period, 'harus dua tahun dipisah tanda pisah, mis. "2025–2027"'),
    /** Ketua Cabang. */
    chair: personSchema,
    /** Sekretaris Cabang. */
    secretary: personSchema,
    /** Bendahara Cabang. */
    treasurer: personSchema,
    fields: z.array(boardFieldSchema),
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
          ...(head ? { head } : {}),
        };
      }),
    })),
  }));

/** board.json: the board in office and the one before it (demisioner). */
export const boardsSchema = z.object({ current: boardSchema, outgoing: boardSchema });

export const branchSchema = z.object({
  /** URL segment: the page is /struktur/<slug>. */
  slug: slugSchema,
  /** e.g. "Komisariat STT Arastamar": the page's title. */
  name: text.regex(patterns.branchName, "paling banyak 60 karakter termasuk spasi (judul halaman)"),
  /** Short name for menus, e.g. "STT Arastamar". */
  shortName: text,
  /** BPC member who accompanies the komisariat. */
  coordinator: text,
  /** A registered photo of the coordinator's face; without one their card shows initials. */
  coordinatorPhoto: optional(photoId),
  /** The coordinator's number: "join us" on the page opens a WhatsApp chat with them. */
  coordinatorPhone: phone,
  /** When and where members meet, e.g. "Setiap Kamis, 16.00 WIT" at "Aula STT Arastamar". */
  meeting: z.object({ schedule: text, place: text }),
  /** A photo that shows this komisariat (its people or campus); without one the page shows none. */
  image: optional(photoId),
  summary: text,
  caretakerChair: text,
  caretakerSecretary: text,
  colleges: z.array(text).min(1, "minimal satu perguruan tinggi"),
});

/** branches.json: the komisariat, in the order the site lists them. */
export const branchesSchema = z.object({ branches: z.array(branchSchema).min(1) });

/**
 * One of the two foundings, whose day and year site.json holds (the only
 * place they are written): "gmki" for GMKI's, "cabang" for the branch's.
 */
export const foundingSchema = z.enum(["gmki", "cabang"]);

export const timelineEntrySchema = z
  .object({
    /** The founding this entry tells, its year taken from site.json; no year of its own then. */
    founding: foundingSchema.optional(),
    // "" as the admin writes a number that was filled and then cleared: no year.
    year: z
      .union([z.literal(""), z.number().int().min(1900).max(2100)])
      .optional()
      .transform((year) => (year === "" ? undefined : year)),
    title: text,
    description: text,
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
export const historySchema = z.object({ timeline: z.array(timelineEntrySchema).min(1) });

export const eventCategorySchema = z.enum(["Kerohanian", "Pendidikan", "Sosial"]);

/** events/<slug>.json: one event; its slug is the file's name (check.ts). */
export const eventSchema = z
  .object({
    title: text.regex(patterns.title, "paling banyak 120 karakter termasuk spasi, dalam satu baris"),
    /** Day of the event, YYYY-MM-DD. */
    date: isoDate,
    /** Start, WIT. */
    startTime: time,
    /** End, WIT (optional). */
    endTime: optional(time),
    location: text,
    /** Expected (upcoming) or actual (past) number of participants. */
    participants: z.number().int().positive(),
    category: eventCategorySchema,
    description: text,
    /** A photo of this event (or of the last one like it); without one the card starts with its words. */
    image: optional(photoRef),
    /** What the photo shows, for an uploaded photo (a registered one has its own). */
    imageAlt: optional(text),
    /** Who it is for, e.g. "Mahasiswa baru semua kampus di Wamena". */
    audience: optional(text),
    /** Who answers questions and sign-ups; the secretariat's inbox when empty. */
    contactName: optional(text),
    contactNumber: optional(z.string().regex(patterns.mobile, 'harus nomor seluler, mis. "0812-4800-1985"')),
    /** A registration form of the committee's own (a Google Form); without one, the page's form hands a message to the contact. */
    registrationUrl: optional(httpsUrl),
    /** After the event: documentation photos, each with what it shows. */
    gallery: z.array(z.object({ image: photoRef, caption: text })).optional(),
    /** The article that reports the event (its slug in news/). */
    report: optional(slugSchema),
  })
  // Compared only when both are written right: a wrong start has its own message.
  .refine(({ startTime, endTime }) => !endTime || !isTime(startTime) || !isTime(endTime) || endTime > startTime, {
    path: ["endTime"],
    message: "harus sesudah jam mulai, mis. mulai 08.00 dan selesai 12.00",
  });

export const programSchema = z.object({
  title: text,
  /** e.g. "Setiap Jumat, 18.00 WIT". */
  schedule: text,
  location: text,
  description: text,
});

/** programs.json: the regular programmes ("Program Rutin"). */
export const programsSchema = z.object({ programs: z.array(programSchema) });

/**
 * One block of an article's body, as the admin's list of blocks writes it.
 * Paragraphs and list items may hold **tebal**, _miring_ and
 * [tautan](https://…) (app/lib/text/article-text.ts).
 */
export const articleBlockSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("paragraf"), text }),
  z.object({ type: z.literal("subjudul"), text: line }),
  z.object({ type: z.literal("daftar"), items: z.array(text).min(1, "isi paling sedikit satu butir") }),
  z.object({ type: z.literal("foto"), image: photoRef, caption: text }),
]);

export const newsCategorySchema = z.enum(["berita", "tulisan-anggota"]);

export const documentKindSchema = z.enum(["ad-art", "peraturan-cabang", "formulir", "lainnya"]);

/** news/<slug>.json: one article; its slug is the file's name (check.ts). */
export const newsItemSchema = z.object({
  title: text.regex(patterns.title, "paling banyak 120 karakter termasuk spasi, dalam satu baris"),
  author: text,
  /** A registered photo of the author's face, beside their name on the article's page. */
  authorPhoto: optional(photoId),
  date: isoDate,
  excerpt: text,
  /** The branch's news, or a member's writing. */
  category: newsCategorySchema,
  /** A photo of what the article tells: its cover; without one the card starts with its words. */
  image: optional(photoRef),
  /** What the cover shows, for an uploaded photo (a registered one has its own). */
  imageAlt: optional(text),
  /** The article itself; without a body, "Baca Selengkapnya" says it is not written yet. */
  body: z.array(articleBlockSchema).optional(),
});

/** documents/<slug>.json: a document to download (AD/ART, rules, forms), the PDF beside it. */
export const documentSchema = z.object({
  title: text.regex(patterns.title, "paling banyak 120 karakter termasuk spasi, dalam satu baris"),
  description: text,
  /** The day of this version, YYYY-MM-DD. */
  date: isoDate,
  /** What it is: /aturan offers the AD/ART and the branch's rules by name. */
  kind: documentKindSchema,
  /** The PDF in content/documents/, as the admin writes it. */
  file: z
    .string({ error: "wajib diisi (unggah berkas PDF)" })
    .regex(
      patterns.documentFile,
      'harus berkas PDF di content/documents, mis. "/content/documents/ad-art.pdf"; simpan dokumennya sebagai PDF (di Word: Simpan sebagai › PDF), lalu unggah lagi',
    )
    .transform((file) => file.slice(file.lastIndexOf("/") + 1)),
});

export const ruleSectionSchema = z.object({
  /** Anchor on /aturan (/aturan#iuran-anggota): the title written as a slug. */
  id: slugSchema,
  title: text,
  scope: z.enum(["nasional", "cabang"]),
  items: z.array(text).min(1),
});

export const sanctionTierSchema = z.object({
  level: z.enum(["ringan", "sedang", "berat"]),
  title: text,
  violations: z.array(text).min(1),
  sanctions: z.array(text).min(1),
});

/** rules.json: the key facts, rule sections and sanction tiers, lightest first. */
export const rulesSchema = z.object({
  /** What a member most needs to know, first on /aturan: "Rp25.000" — "Iuran per semester". */
  keyFacts: z.array(z.object({ value: text, label: text })).min(1),
  sections: z.array(ruleSectionSchema).min(1),
  sanctionTiers: z.array(sanctionTierSchema).min(1),
});

/**
 * Facts the site shows that are samples until the branch confirms them
 * (names, numbers, addresses, figures, promises, the photos): one list, so
 * the branch sees in one place what is left before launch. While any is
 * unconfirmed, every page says the site is a preview and the build warns
 * (app/content/to-confirm.ts); it never fails.
 */
export const toConfirmSchema = z.object({
  items: z.array(
    z.object({
      /**
       * For the facts a page says are samples while they are unconfirmed
       * (app/content/to-confirm.ts, sampleFacts): "nomor". Not shown in the admin.
       */
      id: slugSchema.optional(),
      /** The fact, as the branch would check it: "Nama pengurus sekarang". */
      what: text,
      /** Where in the admin it is changed: "Organisasi › Pengurus". */
      where: text,
      confirmed: z.boolean(),
    }),
  ),
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
export type PhotoCredit = z.infer<typeof photoCreditSchema>;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type PhoneContact = z.infer<typeof phoneContactSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type FeaturedProgram = z.infer<typeof featuredProgramSchema>;
export type Home = z.infer<typeof homeSchema>;
export type About = z.infer<typeof aboutSchema>;
export type Person = z.infer<typeof personSchema>;
export type BoardField = z.infer<typeof boardFieldSchema>;
export type Board = z.infer<typeof boardSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type Founding = z.infer<typeof foundingSchema>;
export type EventCategory = z.infer<typeof eventCategorySchema>;
/** An entry of a folder (events/, news/, documents/): its slug is its file's name, its address. */
type Named<T> = T & { slug: string };
export type Event = Named<z.infer<typeof eventSchema>>;
export type Program = z.infer<typeof programSchema>;
export type NewsItem = Named<z.infer<typeof newsItemSchema>>;
export type ArticleBlock = z.infer<typeof articleBlockSchema>;
export type NewsCategory = z.infer<typeof newsCategorySchema>;
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
