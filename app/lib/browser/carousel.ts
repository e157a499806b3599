/**
 * The home page's carousel (components/home/hero-carousel.tsx): the page
 * is prerendered with its first drawing and its controls
 * hidden; this shows the controls, fetches the later drawings' data and
 * turns the slides, on the WAI-ARIA carousel pattern. Run by the home
 * page's inline script (app/scripts/home.ts) as the page is parsed, so no
 * control is ever shown that does not work yet.
 */
import type { PhotoData } from "~/lib/media/photo-data";
import {
  CAROUSEL,
  CAROUSEL_CONTROLS,
  CAROUSEL_DOTS,
  CAROUSEL_NEXT,
  CAROUSEL_PHOTO,
  CAROUSEL_PREVIOUS,
  CAROUSEL_TOGGLE,
  CAROUSEL_WHEN_PAUSED,
  CAROUSEL_WHEN_PLAYING,
} from "./hooks";
import { saveDataWanted } from "./save-data";

/** Time each drawing is shown: five seconds. */
export const SLIDE_INTERVAL_MS = 5000;
/** How long before its turn the next drawing starts loading. */
export const PREPARE_MS = 1500;

/**
 * A later slide's photo: a copy of the carousel's <template> (components/media/photo.tsx's
 * markup, rendered at build) filled with the photo's sources, size and
 * description; a format the photo has no copy in is left out.
 */
function photoElement(template: HTMLTemplateElement, photo: PhotoData): Element {
  const frame = template.content.firstElementChild!.cloneNode(true) as Element;
  const [blur, image] = [...frame.querySelectorAll("img")] as [HTMLImageElement, HTMLImageElement];
  blur.src = photo.placeholder;
  for (const source of frame.querySelectorAll("source")) {
    const srcset = source.type === "image/avif" ? photo.sources.avif : photo.sources.webp;
    if (srcset) source.srcset = srcset;
    else source.remove();
  }
  Object.assign(image, { src: photo.img.src, width: photo.img.w, height: photo.img.h, alt: photo.alt });
  return frame;
}

/**
 * Makes `section` (CAROUSEL, its value the later drawings' file)
 * turn every 5 seconds. A visible button pauses and resumes (WCAG 2.2.2);
 * the turning also pauses while the pointer or keyboard focus is inside,
 * and never starts by itself under reduced motion (an explicit "Putar" wins
 * over the pause that hover and focus give). Each drawing loads shortly
 * before its turn. When the browser asks to save data, or the file cannot
 * be had, the first drawing stays alone, without controls.
 */
export function startCarousel(section: HTMLElement): void {
  const box = section.querySelector<HTMLElement>("[aria-live]");
  let slides = [...section.querySelectorAll<HTMLElement>('[aria-roledescription="gambar"]')];
  const controls = section.querySelector<HTMLElement>(`[${CAROUSEL_CONTROLS}]`);
  const template = section.querySelector<HTMLTemplateElement>(`template[${CAROUSEL_PHOTO}]`);
  if (!box || !controls || !template || slides.length < 2) return;

  const alone = () => {
    for (const slide of slides.slice(1)) slide.remove();
    slides = slides.slice(0, 1);
    slides[0]?.setAttribute("aria-label", "1 dari 1");
    controls.hidden = true;
    index = 0;
    render();
  };

  const url = section.getAttribute(CAROUSEL) ?? undefined;
  /** The drawings after the first, once fetched. */
  let later: readonly PhotoData[] | undefined;
  const prepared = new Set([0]);
  const fill = (slide: number) => {
    const photo = later?.[slide - 1];
    const group = slides[slide];
    if (photo && group && !group.querySelector("img")) group.prepend(photoElement(template, photo));
  };
  const prepare = (slide: number) => {
    prepared.add(slide);
    fill(slide);
  };

  const motion = window.matchMedia?.("(prefers-reduced-motion: reduce)");
  let index = 0;
  let choice: "play" | "pause" | null = null;
  let hovered = false;
  let focused = false;
  const playing = () => (choice === null ? !motion?.matches : choice === "play");
  const rotating = () => playing() && !hovered && !focused && slides.length > 1;

  let timers: ReturnType<typeof setTimeout>[] = [];
  function clear() {
    timers.forEach(clearTimeout);
    timers = [];
  }

  const dots = [...controls.querySelectorAll<HTMLElement>(`[${CAROUSEL_DOTS}] > span`)];
  const [whenPlaying, whenPaused] = [`[${CAROUSEL_WHEN_PLAYING}]`, `[${CAROUSEL_WHEN_PAUSED}]`].map((selector) =>
    controls.querySelectorAll<HTMLElement>(selector),
  );

  /** Shows the state: the slide, its mark, the button's words, and the next turn. */
  function render() {
    slides.forEach((slide, at) => {
      slide.setAttribute("aria-hidden", String(at !== index));
      slide.classList.toggle("opacity-100", at === index);
      slide.classList.toggle("opacity-0", at !== index);
    });
    dots.forEach((dot, at) => {
      for (const name of ["w-6", "bg-accent-400"]) dot.classList.toggle(name, at === index);
      for (const name of ["w-1.5", "bg-white/60"]) dot.classList.toggle(name, at !== index);
    });
    whenPlaying?.forEach((element) => (element.hidden = !playing()));
    whenPaused?.forEach((element) => (element.hidden = playing()));
    box!.setAttribute("aria-live", rotating() ? "off" : "polite");
    clear();
    if (!rotating()) return;
    const next = (index + 1) % slides.length;
    timers.push(setTimeout(() => prepare(next), SLIDE_INTERVAL_MS - PREPARE_MS));
    timers.push(setTimeout(() => show(next), SLIDE_INTERVAL_MS));
  }
  function show(slide: number) {
    index = slide;
    prepare(slide);
    render();
  }
  const set = (change: () => void) => {
    const before = [rotating(), playing()].join();
    change();
    if ([rotating(), playing()].join() !== before) render();
  };

  if (url === undefined || saveDataWanted()) {
    alone();
    return;
  }
  // The later drawings are needed seconds from now: their list is asked for
  // once the page has loaded and painted, so it never delays the first drawing.
  const fetchLater = () =>
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<PhotoData[]>) : Promise.reject()))
      .then((photos) => {
        later = photos;
        prepared.forEach(fill);
      }, alone);
  if (document.readyState === "complete") fetchLater();
  else addEventListener("load", () => requestAnimationFrame(() => setTimeout(fetchLater)), { once: true });

  controls
    .querySelector(`[${CAROUSEL_PREVIOUS}]`)
    ?.addEventListener("click", () => show((index - 1 + slides.length) % slides.length));
  controls.querySelector(`[${CAROUSEL_NEXT}]`)?.addEventListener("click", () => show((index + 1) % slides.length));
  controls.querySelector(`[${CAROUSEL_TOGGLE}]`)?.addEventListener("click", () => {
    if (playing()) return set(() => (choice = "pause"));
    set(() => {
      choice = "play";
      hovered = false;
      focused = false;
    });
  });
  section.addEventListener("pointerenter", (event) => {
    if (event.pointerType === "mouse") set(() => (hovered = true));
  });
  section.addEventListener("pointerleave", () => set(() => (hovered = false)));
  section.addEventListener("focusin", () => set(() => (focused = true)));
  section.addEventListener("focusout", (event) => {
    if (!section.contains(event.relatedTarget as Node | null)) set(() => (focused = false));
  });
  motion?.addEventListener?.("change", () => render());

  controls.hidden = false;
  render();
}
