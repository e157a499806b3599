import type { Contact } from "./schema";

/**
 * How to reach the branch. Every value here must be confirmed by the branch
 * before launch (docs/PANDUAN-KONTEN.md, "perlu dikonfirmasi"): the address,
 * coordinates, numbers, e-mail and accounts below are placeholders.
 */
export const contact = {
  address: {
    street: "Jl. Trikora, Sekretariat GMKI Cabang Wamena",
    locality: "Wamena",
    region: "Kabupaten Jayawijaya",
    province: "Papua Pegunungan",
    postalCode: "99511",
  },
  coordinates: { latitude: -4.0967, longitude: 138.9452 },
  email: "sekretariat@gmkiwamena.org",
  phones: [
    { label: "Sekretariat", number: "0812-4800-1985" },
    { label: "Ketua Cabang", name: "Yulianus Wenda", number: "0813-4400-1950" },
  ],
  emergencyContacts: [
    { label: "Sekretaris Cabang", name: "Elisabeth Kossay", number: "0821-4700-2025" },
    { label: "Bidang Aksi dan Pelayanan", name: "Petrus Hilapok", number: "0852-4400-3107" },
  ],
  officeHours: [
    { days: "Senin–Jumat", hours: "08.00–17.00 WIT" },
    { days: "Sabtu", hours: "08.00–12.00 WIT" },
  ],
  social: [
    { label: "Instagram", handle: "@gmkiwamena", url: "https://www.instagram.com/gmkiwamena" },
    { label: "Facebook", handle: "GMKI Cabang Wamena", url: "https://www.facebook.com/gmkiwamena" },
    { label: "YouTube", handle: "@gmkiwamena", url: "https://www.youtube.com/@gmkiwamena" },
  ],
} as const satisfies Contact;
