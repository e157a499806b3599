import { fireEvent, screen, within } from "@testing-library/react";
import { renderStatic } from "../../../tests/support/render-static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREPARE_MS, SLIDE_INTERVAL_MS, startCarousel } from "~/lib/browser/carousel";
import type { PhotoData } from "~/lib/media/photo-data";
import { HeroCarousel } from "./hero-carousel";

const photos: PhotoData[] = Array.from({ length: 7 }, (_, index) => ({
  alt: `Foto ${index + 1}`,
  sources: { avif: `/foto-${index + 1}.avif 800w` },
  img: { src: `/foto-${index + 1}.jpg`, w: 800, h: 600 },
  placeholder: "data:image/webp;base64,AAAA",
}));
const captions = Array.from({ length: 7 }, (_, index) => `Tempat ${index + 1}`);
const later = "/foto-beranda.json";

/** Lets the fetched file arrive. */
const settle = async () => {
  for (let tick = 0; tick < 5; tick++) await Promise.resolve();
};

/** The carousel as prerendered (its <template> a real one), then started as the home page's script does. */
async function startedCarousel(file: () => Promise<unknown> = async () => photos.slice(1)) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => ({ ok: true, json: file })),
  );
  renderStatic(
    <HeroCarousel photo={photos[0]!} captions={captions} later={later} label="Foto alam pegunungan">
      <h1>GMKI Cabang Wamena</h1>
      <a href="/tentang">Kenali Kami</a>
    </HeroCarousel>,
  );
  const carousel = screen.getByRole("region", { name: "Foto alam pegunungan" });
  startCarousel(carousel);
  await settle();
  return carousel;
}

/** The slide on show: the one not hidden from assistive technology. */
function shownSlide(carousel: HTMLElement) {
  const shown = within(carousel)
    .getAllByRole("group", { hidden: true })
    .filter((slide) => slide.getAttribute("aria-hidden") === "false");
  expect(shown).toHaveLength(1);
  return shown[0]!.getAttribute("aria-label");
}

const advance = (ms: number) => vi.advanceTimersByTime(ms);

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    "matchMedia",
    vi.fn((query: string) => ({
      matches: reduce && query.includes("reduce"),
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("HeroCarousel", () => {
  it("follows the WAI-ARIA carousel pattern", async () => {
    const carousel = await startedCarousel();
    expect(carousel).toHaveAttribute("aria-roledescription", "tayangan gambar");
    const slides = within(carousel).getAllByRole("group", { hidden: true });
    expect(slides).toHaveLength(7);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute("aria-roledescription", "gambar");
      expect(slide).toHaveAttribute("aria-label", `${index + 1} dari 7`);
      expect(slide).toHaveAttribute("aria-hidden", String(index !== 0));
      // Its caption inside it, read with it.
      expect(slide).toHaveTextContent(`Tempat ${index + 1}`);
    });
  });

  it("shows no control before its script runs (as without JavaScript)", () => {
    renderStatic(
      <HeroCarousel photo={photos[0]!} captions={captions} later={later} label="Foto alam pegunungan">
        <h1>GMKI Cabang Wamena</h1>
      </HeroCarousel>,
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.getByRole("img", { name: "Foto 1" })).toBeInTheDocument();
    // The first slide says where it is; the others' words are in the page, hidden with their slides.
    expect(screen.getByRole("group", { name: "1 dari 7" })).toHaveTextContent("Tempat 1");
  });

  it("turns to the next drawing every 5 seconds, and round again", async () => {
    const carousel = await startedCarousel();
    expect(shownSlide(carousel)).toBe("1 dari 7");
    advance(SLIDE_INTERVAL_MS - 1);
    expect(shownSlide(carousel)).toBe("1 dari 7");
    advance(1);
    expect(shownSlide(carousel)).toBe("2 dari 7");
    advance(SLIDE_INTERVAL_MS * 5);
    expect(shownSlide(carousel)).toBe("7 dari 7");
    advance(SLIDE_INTERVAL_MS);
    expect(shownSlide(carousel)).toBe("1 dari 7");
  });

  it("fetches the later drawings' file once, and loads each drawing shortly before its turn", async () => {
    const carousel = await startedCarousel();
    expect(fetch).toHaveBeenCalledExactlyOnceWith("/foto-beranda.json");
    expect(within(carousel).getAllByRole("img", { hidden: true, name: /^Foto \d$/ })).toHaveLength(1);
    advance(SLIDE_INTERVAL_MS - PREPARE_MS);
    expect(within(carousel).getAllByRole("img", { hidden: true, name: /^Foto \d$/ })).toHaveLength(2);
    expect(carousel.querySelector('img[src="/foto-2.jpg"]')).not.toBeNull();
    expect(carousel.querySelector('img[src="/foto-3.jpg"]')).toBeNull();
    // Its markup is the page's template's (components/media/photo.tsx), filled: the AVIF it has, no WebP it lacks.
    const second = carousel.querySelector('[aria-label="2 dari 7"]')!;
    expect(second.querySelector('source[type="image/avif"]')).toHaveAttribute("srcset", "/foto-2.avif 800w");
    expect(second.querySelector('source[type="image/webp"]')).toBeNull();
    expect(second.querySelector("img")).toHaveAttribute("src", "data:image/webp;base64,AAAA");
    expect(second.querySelector("[data-caption]")).toHaveTextContent("Tempat 2");
    // One mark per drawing from the first paint: nothing moves when the file arrives.
    expect(carousel.querySelectorAll('p[aria-hidden="true"] > span')).toHaveLength(7);
  });

  it("stops with Jeda and turns again with Putar", async () => {
    const carousel = await startedCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Jeda" }));
    advance(SLIDE_INTERVAL_MS * 3);
    expect(shownSlide(carousel)).toBe("1 dari 7");

    fireEvent.click(screen.getByRole("button", { name: "Putar" }));
    advance(SLIDE_INTERVAL_MS);
    expect(shownSlide(carousel)).toBe("2 dari 7");
    expect(screen.getByRole("button", { name: "Jeda" })).toBeInTheDocument();
  });

  it("pauses while the pointer is inside", async () => {
    const carousel = await startedCarousel();
    fireEvent.pointerEnter(carousel, { pointerType: "mouse" });
    advance(SLIDE_INTERVAL_MS * 2);
    expect(shownSlide(carousel)).toBe("1 dari 7");
    fireEvent.pointerLeave(carousel);
    advance(SLIDE_INTERVAL_MS);
    expect(shownSlide(carousel)).toBe("2 dari 7");
  });

  it("pauses while keyboard focus is inside, and announces slides then", async () => {
    const carousel = await startedCarousel();
    const slides = carousel.querySelector("[aria-live]")!;
    expect(slides).toHaveAttribute("aria-live", "off");
    screen.getByRole("link", { name: "Kenali Kami" }).focus();
    expect(slides).toHaveAttribute("aria-live", "polite");
    advance(SLIDE_INTERVAL_MS * 2);
    expect(shownSlide(carousel)).toBe("1 dari 7");
    screen.getByRole("link", { name: "Kenali Kami" }).blur();
    advance(SLIDE_INTERVAL_MS);
    expect(shownSlide(carousel)).toBe("2 dari 7");
  });

  it("goes forward and back by hand", async () => {
    const carousel = await startedCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Gambar sebelumnya" }));
    expect(shownSlide(carousel)).toBe("7 dari 7");
    expect(carousel.querySelector('img[src="/foto-7.jpg"]')).not.toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Gambar berikutnya" }));
    expect(shownSlide(carousel)).toBe("1 dari 7");
  });

  it("does not turn by itself when the visitor asks for reduced motion", async () => {
    mockReducedMotion(true);
    const carousel = await startedCarousel();
    expect(screen.getByRole("button", { name: "Putar" })).toBeInTheDocument();
    advance(SLIDE_INTERVAL_MS * 4);
    expect(shownSlide(carousel)).toBe("1 dari 7");
  });

  it("stays with the first drawing, without controls, when the file cannot be had", async () => {
    const carousel = await startedCarousel(async () => Promise.reject(new TypeError("offline")));
    expect(within(carousel).getAllByRole("group", { hidden: true })).toHaveLength(1);
    expect(shownSlide(carousel)).toBe("1 dari 1");
    expect(screen.queryByRole("button", { name: "Gambar berikutnya" })).toBeNull();
  });
});
