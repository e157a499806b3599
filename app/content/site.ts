/**
 * Who we are, in the words every page uses: header, footer, page titles,
 * search results. Figures come from the branch's own count (spec §9).
 */
export const site = {
  /** Name as shown in the header and in page titles. */
  name: "GMKI Cabang Wamena",
  /** Full name of the organisation and branch. */
  fullName: "Gerakan Mahasiswa Kristen Indonesia Cabang Wamena",
  /** Short name for small screens and the home-screen icon. */
  shortName: "GMKI Wamena",
  motto: "Ut Omnes Unum Sint",
  /** The motto in Indonesian and where it comes from. */
  mottoMeaning: "Supaya mereka semua menjadi satu",
  mottoVerse: "Yohanes 17:21",
  /** One or two sentences about the branch: footer and search results. */
  description:
    "Wadah persekutuan, pembinaan dan pelayanan mahasiswa Kristen di Wamena, Kabupaten Jayawijaya, Papua Pegunungan, sejak 1985.",
  /** GMKI's founding day nationally (spec §9; see the content guide). */
  foundedNational: "1950-02-23",
  /** Year the Wamena branch was founded. */
  foundedBranch: 1985,
  /** Browser bar and home-screen colour: the deep blue of app.css (--color-brand-900). */
  themeColor: "#0a2351",
} as const;
