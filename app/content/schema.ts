/**
 * The shape of every piece of content, as zod schemas with Indonesian
 * messages. Content modules import only the *types* from here, so zod never
 * reaches the browser; `validate.ts` runs the schemas at build and in tests.
 */
import { z } from "zod";

z.config(z.locales.id());

const text = z.string({ error: "wajib diisi (teks)" }).trim().min(1, "tidak boleh kosong");

/** kebab-case id that doubles as a URL segment, e.g. "ibadah-natal-2026". */
const slug = z
  .string({ error: "wajib diisi" })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'hanya huruf kecil, angka dan tanda hubung, mis. "ibadah-natal-2026"');

/** A calendar date that exists, written YYYY-MM-DD. */
const isoDate = z.iso.date({
  error: 'harus tanggal yang ada, ditulis TTTT-BB-HH, mis. "2026-12-12"',
});

/** A time of day in WIT, written the Indonesian way: "08.00". */
const time = z
  .string({ error: 'wajib diisi, mis. "08.00"' })
  .regex(/^(?:[01]\d|2[0-3])\.[0-5]\d$/, 'harus jam JJ.MM, mis. "08.00"');

/** Id of a photo registered in photos.ts (checked in validate.ts). */
const photoId = z.string({ error: "wajib diisi (id foto dari photos.ts)" });

const httpsUrl = z.url({
  protocol: /^https$/,
  error: 'harus alamat lengkap yang diawali "https://"',
});

/** Indonesian phone number as shown, e.g. "0812-4800-1985". */
const phone = z
  .string({ error: "wajib diisi" })
  .regex(/^(?:\+62|0)[0-9 -]{8,16}$/, 'harus nomor telepon Indonesia, mis. "0812-4800-1985"');

/** A figure with its label, e.g. 150+ "Anggota Aktif". */
export const statSchema = z.object({
  /** The number as shown, e.g. "150+". */
  value: z.string().regex(/^\d[\d.]*\+?$/, 'harus angka, mis. "150+"'),
  /** What it counts, e.g. "Anggota Aktif". */
  label: text,
});

export const photoSchema = z.object({
  /** Short id used everywhere else, e.g. "bukit-hijau". */
  id: slug,
  /** File name in app/assets/photos/. */
  file: z.string({ error: "wajib diisi" }).regex(/^[a-z0-9-]+\.jpe?g$/, "harus nama berkas .jpg dalam huruf kecil"),
  /** What the photo shows, for people who cannot see it (Indonesian). */
  alt: text,
  /** Id of its maker in photoCredits. */
  credit: slug,
});

export const photoCreditSchema = z.object({
  id: slug,
  /** Photographer or maker, as the licence asks to credit them. */
  author: text,
  /** Licence name, e.g. "CC BY 4.0". */
  license: text,
  /** Where the licence text can be read. */
  licenseUrl: httpsUrl,
});

export const navItemSchema = z.object({
  label: text,
  /** A route path of this site, e.g. "/kegiatan". */
  href: z.string().regex(/^\/[a-z0-9/-]*$/, 'harus alamat halaman, mis. "/kegiatan"'),
});

export const navGroupSchema = z.object({
  label: text,
  /** Submenu links; the first is the page that introduces the group. */
  children: z.array(navItemSchema).min(1, "submenu harus berisi minimal satu tautan"),
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
  name: text.optional(),
  number: phone,
});

export const contactSchema = z.object({
  address: z.object({
    street: text,
    /** e.g. "Wamena". */
    locality: text,
    /** e.g. "Kabupaten Jayawijaya". */
    region: text,
    /** e.g. "Papua Pegunungan". */
    province: text,
    postalCode: z.string().regex(/^\d{5}$/, "harus 5 angka"),
  }),
  /** The secretariat's location on the map. */
  coordinates: z.object({
    latitude: z.number().min(-11).max(6),
    longitude: z.number().min(94).max(142),
  }),
  email: z.email({ error: "harus alamat e-mail yang benar" }),
  phones: z.array(phoneContactSchema).min(1),
  emergencyContacts: z.array(phoneContactSchema).min(1),
  officeHours: z.array(z.object({ days: text, hours: text })).min(1),
  social: z.array(socialLinkSchema),
});

export const personSchema = z.object({
  name: text,
  position: text,
  /** Path of a photo in public/, or null: the card then shows initials. */
  imageUrl: z.string().nullable(),
});

export const fieldMemberSchema = z.object({
  position: text,
  /** Empty while the seat is vacant; the page shows "-". */
  name: z.string({ error: 'wajib diisi (boleh "" bila kosong)' }),
});

export const boardFieldSchema = z.object({
  /** Name of the field, e.g. "Bidang Kerohanian". */
  title: text,
  members: z.array(fieldMemberSchema).min(1),
});

export const boardSchema = z.object({
  /** Term of office, e.g. "2025–2027". */
  period: z.string().regex(/^\d{4}–\d{4}$/, 'harus "TTTT–TTTT", mis. "2025–2027"'),
  /** Leaders shown as person cards: at least chair, secretary, treasurer. */
  leaders: z.array(personSchema).min(3, "minimal Ketua, Sekretaris dan Bendahara"),
  fields: z.array(boardFieldSchema),
});

export const branchSchema = z.object({
  /** URL segment: the page is /struktur/<slug>. */
  slug,
  name: text,
  /** Short name for menus, e.g. "STT Arastamar". */
  shortName: text,
  /** BPC member who accompanies the komisariat. */
  coordinator: text,
  image: photoId,
  summary: text,
  caretakerChair: text,
  caretakerSecretary: text,
  colleges: z.array(text).min(1, "minimal satu perguruan tinggi"),
});

export const timelineEntrySchema = z.object({
  year: z.number().int().min(1900).max(2100),
  title: text,
  description: text,
});

export const eventCategorySchema = z.enum(["Kerohanian", "Pendidikan", "Sosial"]);

export const eventSchema = z.object({
  slug,
  title: text,
  /** Day of the event, YYYY-MM-DD. */
  date: isoDate,
  /** Start, WIT. */
  startTime: time,
  /** End, WIT (optional). */
  endTime: time.optional(),
  location: text,
  /** Expected (upcoming) or actual (past) number of participants. */
  participants: z.number().int().positive(),
  category: eventCategorySchema,
  description: text,
  image: photoId,
});

export const programSchema = z.object({
  title: text,
  /** e.g. "Setiap Jumat, 18.00 WIT". */
  schedule: text,
  location: text,
  description: text,
});

export const newsItemSchema = z.object({
  slug,
  title: text,
  author: text,
  date: isoDate,
  excerpt: text,
  image: photoId,
});

export const ruleSectionSchema = z.object({
  /** Anchor on /aturan (/aturan#iuran-anggota): the title written as a slug. */
  id: slug,
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

export const featuredProgramSchema = z.object({
  title: text,
  description: text,
  /** Icon name from components/ui/icon.tsx. */
  icon: z.enum(["kerohanian", "pendidikan", "sosial"]),
  href: navItemSchema.shape.href,
});

export type Stat = z.infer<typeof statSchema>;
export type Photo = z.infer<typeof photoSchema>;
export type PhotoCredit = z.infer<typeof photoCreditSchema>;
export type NavItem = z.infer<typeof navItemSchema>;
export type NavGroup = z.infer<typeof navGroupSchema>;
export type NavEntry = NavItem | NavGroup;
export type SocialLink = z.infer<typeof socialLinkSchema>;
export type PhoneContact = z.infer<typeof phoneContactSchema>;
export type Contact = z.infer<typeof contactSchema>;
export type Person = z.infer<typeof personSchema>;
export type BoardField = z.infer<typeof boardFieldSchema>;
export type Board = z.infer<typeof boardSchema>;
export type Branch = z.infer<typeof branchSchema>;
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;
export type EventCategory = z.infer<typeof eventCategorySchema>;
export type Event = z.infer<typeof eventSchema>;
export type Program = z.infer<typeof programSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type RuleSection = z.infer<typeof ruleSectionSchema>;
export type SanctionTier = z.infer<typeof sanctionTierSchema>;
export type FeaturedProgram = z.infer<typeof featuredProgramSchema>;
