/** Build settings the admin reads (admin/vite.config.ts). */
interface ImportMetaEnv {
  /** "owner/name" of the GitHub repository the admin edits. */
  readonly CMS_REPO: string;
  /** The OAuth helper's address; empty for Netlify's. */
  readonly CMS_AUTH_URL: string;
  /** Port of the local backend of `npm run admin`. */
  readonly CMS_LOCAL_PORT: string;
  /** Whether this admin may use that backend: `npm run admin` and builds with CMS_LOCAL_PORT set (the tests). */
  readonly CMS_LOCAL_BACKEND: boolean;
  /** The public site's address, for "Lihat di situs". */
  readonly CMS_SITE_URL: string;
  /** The site on this computer, for "Lihat di situs" when the admin runs here (relative to the admin's address in a build). */
  readonly CMS_LOCAL_SITE_URL: string;
}

/** Decap's English phrases, which locale-id.test.ts compares ours with. */
declare module "decap-cms-locales/dist/esm/en/index.js" {
  const en: Record<string, unknown>;
  export default en;
}

/**
 * Decap's GitHub and local backends, which backends.ts extends with the
 * check before a deletion; untyped upstream. The methods named are those of
 * Decap's documented backend interface that the admin calls.
 */
declare module "decap-cms-backend-github" {
  export const GitHubBackend: new (config: unknown, options?: unknown) => object;
}
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: new (config: unknown, options?: unknown) => object;
}

/** Decap's slug sanitiser, which slug.test.ts compares slug.ts with (test only). */
declare module "decap-cms-core/dist/esm/lib/urlHelper.js" {
  export function sanitizeSlug(
    text: string,
    options: { encoding: string; clean_accents: boolean; sanitize_replacement: string },
  ): string;
}
