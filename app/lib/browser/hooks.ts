/**
 * The hook names of the pages' behaviours: the `data-*` attributes a
 * component renders and its script finds, each named once, as GOV.UK
 * Frontend names a component's module once. The component spreads
 * `hook(NAME)` where the attribute goes, the script (lib/browser/, run by
 * app/scripts/) looks for `[${NAME}]`, and a behaviour's own name (the one
 * without a suffix) marks the pages that carry its script (PAGE_SCRIPTS in
 * scripts/build/page-script.mjs). Plain constants, which the page scripts'
 * build writes in place, so they cost a page no byte; the build's own
 * scripts import this module as it is (Node strips its types), so it
 * imports nothing. A stylesheet or a test that looks for one writes it out.
 */

/**
 * The attribute to spread on an element: `<div {...hook(TABS)}>` is
 * `<div data-tabs="">`; with a value of null, no attribute.
 */
export function hook<Name extends string>(
  name: Name,
  value: string | number | null = "",
): Partial<Record<Name, string | number>> {
  return value === null ? {} : ({ [name]: value } as Record<Name, string | number>);
}

// What every page's script does (app/scripts/page.ts).
/** The mobile menu's popover (components/layout/mobile-nav.tsx): the page behind it is inert while it is open. */
export const PAGE_MOBILE_MENU = "data-mobile-menu";
/** The footer (components/layout/site-footer.tsx), behind the mobile menu too. */
export const PAGE_SITE_FOOTER = "data-site-footer";
/** A button that prints the page: an event's "Cetak Poster" (routes/event.tsx). */
export const PAGE_PRINT = "data-print";
/** On <html> while the visitor is offline (app.css shows the 404 page's offline words by it). */
export const PAGE_OFFLINE = "data-offline";
/** On <html> of the offline page the service worker gives when the host cannot be reached. */
export const PAGE_UNREACHABLE = "data-unreachable";
/** On <html> while the phone itself has no connection (not only the host unreachable). */
export const PAGE_NO_CONNECTION = "data-no-connection";

// The home page's carousel (components/home/hero-carousel.tsx, lib/browser/carousel.ts).
/** The section, its value the later drawings' file. */
export const CAROUSEL = "data-carousel";
/** The <template> of a later slide's photo. */
export const CAROUSEL_PHOTO = "data-slide-photo";
/** The controls, hidden until the script shows them (app.css reads it too). */
export const CAROUSEL_CONTROLS = "data-carousel-controls";
export const CAROUSEL_DOTS = "data-dots";
export const CAROUSEL_PREVIOUS = "data-previous";
export const CAROUSEL_NEXT = "data-next";
/** The pause button, and its words while playing and while paused. */
export const CAROUSEL_TOGGLE = "data-toggle";
export const CAROUSEL_WHEN_PLAYING = "data-when-playing";
export const CAROUSEL_WHEN_PAUSED = "data-when-paused";

// The home page's agenda kept to the visitor's day (components/home/agenda-section.tsx, lib/browser/visitors-day.ts).
/** The section, its value the build day. */
export const AGENDA = "data-agenda";
/** How many it shows. */
export const AGENDA_SHOWS = "data-length";
/** Each item's day, YYYY-MM-DD. */
export const AGENDA_DAY = "data-date";
/** The words for none left. */
export const AGENDA_NONE = "data-agenda-none";

// Tabs (components/ui/tabs.tsx, lib/browser/tabs.ts).
export const TABS = "data-tabs";
/** Each tab's name in the address: /kegiatan#telah-berlalu. */
export const TABS_NAME = "data-tab";

// /kegiatan's lists kept to the visitor's day (routes/activities.tsx,
// components/activities/event-card.tsx, lib/browser/events-by-day.ts).
/** The lists' block, its value the build day. */
export const ACTIVITIES = "data-activities";
export const ACTIVITIES_COMING = "data-coming";
export const ACTIVITIES_PASSED = "data-passed";
export const ACTIVITIES_COMING_NONE = "data-coming-none";
export const ACTIVITIES_PASSED_NONE = "data-passed-none";
/** A tab's count, its value the list's name: "coming", "passed". */
export const ACTIVITIES_COUNT = "data-count";
/** On an upcoming card that may pass: what its participants' line says once it has. */
export const ACTIVITIES_PAST_TEXT = "data-past-text";
/** The <template> of a past card's links. */
export const ACTIVITIES_PAST_LINKS = "data-past-links";
/** An upcoming card's actions, which those links replace. */
export const ACTIVITIES_ACTIONS = "data-actions";

// "Salin Tautan" (components/activities/calendar-subscription.tsx, lib/browser/copy-link.ts).
/** The button, its value the address. */
export const COPY_LINK = "data-copy-link";
export const COPY_LINK_LABEL = "data-label";
export const COPY_LINK_STATUS = "data-copy-status";

// The search on /cari (components/search/search-box.tsx, routes/search.tsx, app/scripts/search.ts).
/** The results page's own box: its script runs the search there, with WebAssembly. */
export const SEARCH = "data-search-form";
export const SEARCH_STATUS = "data-search-status";
export const SEARCH_LIST = "data-search-list";
export const SEARCH_MORE = "data-search-more";
/** The <template> of a result, and its parts. */
export const SEARCH_ITEM = "data-search-item";
export const SEARCH_KIND = "data-kind";
export const SEARCH_DATE = "data-date";
export const SEARCH_EXCERPT = "data-excerpt";

// A form whose message goes out through the visitor's own app
// (components/contact/contact-form.tsx, components/activities/sign-up-form.tsx,
// components/contact/hand-off.tsx, components/ui/field.tsx, lib/browser/hand-off.ts).
/** The form, its value its kind: "contact" or "sign-up". */
export const HAND_OFF = "data-hand-off";
export const HAND_OFF_WHATSAPP = "data-whatsapp";
export const HAND_OFF_EMAIL = "data-email";
/** While where it goes is a sample, the note the message carries, for each way. */
export const HAND_OFF_NOTE_WHATSAPP = "data-note-whatsapp";
export const HAND_OFF_NOTE_EMAIL = "data-note-email";
/** A sign-up's event and its day. */
export const HAND_OFF_EVENT = "data-event";
export const HAND_OFF_DATE = "data-date";
/** The confirmation's words, once the visitor says the message went. */
export const HAND_OFF_DONE_TITLE = "data-done-title";
export const HAND_OFF_DONE_TEXT = "data-done-text";
/** "Sudah terkirim?", with its two answers. */
export const HAND_OFF_ASKED = "data-asked";
export const HAND_OFF_YES = "data-yes";
export const HAND_OFF_NO = "data-no";
/** A message too long for a link, to copy. */
export const HAND_OFF_TOO_LONG = "data-too-long";
/** Under a field, where its problem is said; on the field, its words for it missing or wrong. */
export const HAND_OFF_FIELD_ERROR = "data-field-error";
export const HAND_OFF_MISSING = "data-missing";
export const HAND_OFF_WRONG = "data-wrong";

// "Tampilkan Peta" (components/contact/map-embed.tsx, lib/browser/map.ts).
export const MAP = "data-map";
export const MAP_OFFLINE = "data-map-offline";

// /berita's buttons (components/news/news-card.tsx, lib/browser/news.ts).
/** "Bagikan", its value the address, with the title to share. */
export const NEWS_SHARE = "data-share";
export const NEWS_SHARE_TITLE = "data-share-title";
/** While the article is a sample, the preview's note, shared with it. */
export const NEWS_SHARE_TEXT = "data-share-text";
/** A notice to show, with its text. */
export const NEWS_TOAST_TITLE = "data-toast-title";
export const NEWS_TOAST_TEXT = "data-toast-text";

// The toasts' region and its <template> (components/ui/toast-region.tsx, lib/browser/toast.ts).
export const TOASTS = "data-toasts";
export const TOASTS_TITLE = "data-title";
export const TOASTS_DESCRIPTION = "data-description";
export const TOASTS_CLOSE = "data-close";
