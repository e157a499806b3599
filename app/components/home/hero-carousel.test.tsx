import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PhotoData } from "~/lib/media/photo-data";
import { HeroCarousel, SLIDE_INTERVAL_MS } from "./hero-carousel";

const photos: PhotoData[] = Array.from({ length: 7 }, (_, index) => ({
  alt: `Foto ${index + 1}`,
  sources: { avif: `/foto-${index + 1}.avif 800w` },
  img: { src: `/foto-${index + 1}.jpg`, w: 800, h: 600 },
  placeholder: "data:image/webp;base64,AAAA",
}));

function renderCarousel() {
  render(
    <HeroCarousel photos={photos} label="Foto alam pegunungan">
      <h1>GMKI Cabang Wamena</h1>
      <a href="/tentang">Kenali Kami</a>
    </HeroCarousel>,
  );
  return screen.getByRole("region", { name: "Foto alam pegunungan" });
}

/** The slide on show: the one not hidden from assistive technology. */
function shownSlide(carousel: HTMLElement) {
  const shown = within(carousel)
    .getAllByRole("group", { hidden: true })
    .filter((slide) => slide.getAttribute("aria-hidden") === "false");
  expect(shown).toHaveLength(1);
  return shown[0]!.getAttribute("aria-label");
}

/** Moves the clock on; each slide's timer is set after React renders it. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= SLIDE_INTERVAL_MS) {
    act(() => vi.advanceTimersByTime(Math.min(left, SLIDE_INTERVAL_MS)));
  }
}

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
  it("follows the WAI-ARIA carousel pattern", () => {
    const carousel = renderCarousel();
    expect(carousel).toHaveAttribute("aria-roledescription", "tayangan gambar");
    const slides = within(carousel).getAllByRole("group", { hidden: true });
    expect(slides).toHaveLength(7);
    slides.forEach((slide, index) => {
      expect(slide).toHaveAttribute("aria-roledescription", "gambar");
      expect(slide).toHaveAttribute("aria-label", `${index + 1} dari 7`);
      expect(slide).toHaveAttribute("aria-hidden", String(index !== 0));
    });
  });

  it("turns to the next photo every 5 seconds, and round again", () => {
    const carousel = renderCarousel();
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

  it("loads only the first photo at first, and each next one shortly before its turn", () => {
    const carousel = renderCarousel();
    expect(within(carousel).getAllByRole("img", { hidden: true, name: /^Foto \d$/ })).toHaveLength(1);
    advance(SLIDE_INTERVAL_MS - 1500);
    expect(within(carousel).getAllByRole("img", { hidden: true, name: /^Foto \d$/ })).toHaveLength(2);
    expect(carousel.querySelector('img[src="/foto-3.jpg"]')).toBeNull();
  });

  it("stops with Jeda and turns again with Putar", () => {
    const carousel = renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Jeda" }));
    advance(SLIDE_INTERVAL_MS * 3);
    expect(shownSlide(carousel)).toBe("1 dari 7");

    fireEvent.click(screen.getByRole("button", { name: "Putar" }));
    advance(SLIDE_INTERVAL_MS);
    expect(shownSlide(carousel)).toBe("2 dari 7");
    expect(screen.getByRole("button", { name: "Jeda" })).toBeInTheDocument();
  });

  it("pauses while the pointer is inside", () => {
    const carousel = renderCarousel();
    fireEvent.pointerEnter(carousel, { pointerType: "mouse" });
    advance(SLIDE_INTERVAL_MS * 2);
    expect(shownSlide(carousel)).toBe("1 dari 7");
    fireEvent.pointerLeave(carousel);
    advance(SLIDE_INTERVAL_MS);
    expect(shownSlide(carousel)).toBe("2 dari 7");
  });

  it("pauses while keyboard focus is inside, and announces slides then", () => {
    const carousel = renderCarousel();
    const slides = carousel.querySelector("[aria-live]")!;
    expect(slides).toHaveAttribute("aria-live", "off");
    act(() => screen.getByRole("link", { name: "Kenali Kami" }).focus());
    expect(slides).toHaveAttribute("aria-live", "polite");
    advance(SLIDE_INTERVAL_MS * 2);
    expect(shownSlide(carousel)).toBe("1 dari 7");
    act(() => screen.getByRole("link", { name: "Kenali Kami" }).blur());
    advance(SLIDE_INTERVAL_MS);
    expect(shownSlide(carousel)).toBe("2 dari 7");
  });

  it("goes forward and back by hand", () => {
    const carousel = renderCarousel();
    fireEvent.click(screen.getByRole("button", { name: "Gambar sebelumnya" }));
    expect(shownSlide(carousel)).toBe("7 dari 7");
    fireEvent.click(screen.getByRole("button", { name: "Gambar berikutnya" }));
    expect(shownSlide(carousel)).toBe("1 dari 7");
  });

  it("does not turn by itself when the visitor asks for reduced motion", () => {
    mockReducedMotion(true);
    const carousel = renderCarousel();
    expect(screen.getByRole("button", { name: "Putar" })).toBeInTheDocument();
    advance(SLIDE_INTERVAL_MS * 4);
    expect(shownSlide(carousel)).toBe("1 dari 7");
  });
});

describe("HeroCarousel with its later photos in a file", () => {
  const later = { url: "/foto-beranda.json", count: 6 };
  const renderWithLater = () =>
    render(
      <HeroCarousel photos={photos.slice(0, 1)} later={later} label="Foto alam pegunungan">
        <h1>GMKI Cabang Wamena</h1>
      </HeroCarousel>,
    );

  it("counts them from the start and shows each once fetched", async () => {
    const fetchPhotos = vi.fn(async () => new Response(JSON.stringify(photos.slice(1))));
    vi.stubGlobal("fetch", fetchPhotos);
    renderWithLater();
    const carousel = screen.getByRole("region", { name: "Foto alam pegunungan" });
    expect(within(carousel).getAllByRole("group", { hidden: true })).toHaveLength(7);
    // One mark per photo from the first render: nothing moves when the file arrives.
    expect(carousel.querySelectorAll('p[aria-hidden="true"] > span')).toHaveLength(7);
    await act(async () => {});
    expect(fetchPhotos).toHaveBeenCalledWith("/foto-beranda.json");
    fireEvent.click(screen.getByRole("button", { name: "Gambar berikutnya" }));
    expect(shownSlide(carousel)).toBe("2 dari 7");
    expect(carousel.querySelector('img[src="/foto-2.jpg"]')).not.toBeNull();
  });

  it("stays with the first photo, without controls, when the file cannot be had", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    renderWithLater();
    await act(async () => {});
    const carousel = screen.getByRole("region", { name: "Foto alam pegunungan" });
    expect(within(carousel).getAllByRole("group", { hidden: true })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Gambar berikutnya" })).toBeNull();
  });
});
