/**
 * React Router's requests for a page's data, as the service worker meets
 * them (app/service-worker.ts). A tap on a link on a page with React asks
 * for the next page's data ("/kontak.data") instead of its HTML. These are
 * React Router's conventions, not documented APIs: data-request.test.ts
 * checks them against the installed React Router's own client, and
 * docs/decisions/0007 says what to do when they change.
 */

/** Whether a same-origin path is a page's data: "/kontak.data", "/_.data" (the home page). */
export const isDataRequest = (pathname: string) => pathname.endsWith(".data");

/** The page a data request is for: "/kontak.data" -> "/kontak", "/_.data" -> "/". */
export const pageOfDataRequest = (pathname: string) => pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "");

/**
 * The answer that makes React Router load `page` as a document instead of
 * moving to it with its data: what a server's `redirectDocument(page)`
 * means to a data request, in the form React Router reads from a data
 * request's response (a 204 with its redirect headers). The service
 * worker gives it when the network fails, and answers the document load
 * from the pages it saved.
 */
export const loadAsDocument = (page: string) =>
  new Response(null, { status: 204, headers: { "X-Remix-Redirect": page, "X-Remix-Reload-Document": "true" } });
