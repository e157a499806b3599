/** Build settings the admin reads (admin/vite.config.ts). */
interface ImportMetaEnv {
  /** "owner/name" of the GitHub repository the admin edits. */
  readonly CMS_REPO: string;
  /** The OAuth helper's address; empty for Netlify's. */
  readonly CMS_AUTH_URL: string;
  /** Port of the local backend of `npm run admin`. */
  readonly CMS_LOCAL_PORT: string;
  /** The public site's address, for "Lihat di situs". */
  readonly CMS_SITE_URL: string;
}

/** Decap's English phrases, which locale-id.test.ts compares ours with. */
declare module "decap-cms-locales/dist/esm/en/index.js" {
  const en: Record<string, unknown>;
  export default en;
}
