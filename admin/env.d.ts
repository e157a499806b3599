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
}

/** Decap's English phrases, which locale-id.test.ts compares ours with. */
declare module "decap-cms-locales/dist/esm/en/index.js" {
  const en: Record<string, unknown>;
  export default en;
}

/** Decap's own modules the admin reads before a save (admin/cross-check.ts); untyped upstream. */
declare module "decap-cms-core/dist/esm/backend" {
  interface Implementation {
    entriesByFiles(files: { path: string }[]): Promise<unknown[]>;
    entriesByFolder(folder: string, extension: string, depth: number): Promise<unknown[]>;
    allEntriesByFolder?(folder: string, extension: string, depth: number): Promise<unknown[]>;
    getMedia(folder: string): Promise<{ path: string }[]>;
  }
  interface Collection {
    get(key: string): unknown;
  }
  export function currentBackend(config: unknown): {
    implementation: Implementation;
    deleteEntry(state: unknown, collection: Collection, slug: string): Promise<unknown>;
    deleteMedia(config: unknown, path: string): Promise<unknown>;
    persistMedia(config: unknown, asset: { fileObj?: Blob; path: string }): Promise<unknown>;
  };
}
declare module "decap-cms-core/dist/esm/lib/urlHelper" {
  export function sanitizeSlug(text: string, slugConfig: unknown): string;
}
declare module "decap-cms-core/dist/esm/lib/formatters" {
  export function slugFormatter(collection: unknown, data: unknown, slugConfig: unknown): string;
}
declare module "decap-cms-core/dist/esm/redux" {
  export const store: {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Decap's state is Immutable and untyped.
    getState(): { config: { slug: unknown; isFetching?: boolean; backend?: unknown }; collections: any };
    subscribe(listener: () => void): () => void;
  };
}
