/**
 * The title the content check gives its message on GitHub Actions
 * (content-check.mjs), by which the admin finds it (admin/site-status.ts).
 */
export const ANNOTATION_TITLE = "Konten situs belum benar";
