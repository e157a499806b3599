import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { Event } from "~/content/schema";
import { EventCard as Card } from "./event-card";

const href = "/kegiatan/ibadah-natal-2026";
/** The card with its page's address. */
const EventCard = (props: Omit<Parameters<typeof Card>[0], "href">) => <Card href={href} {...props} />;

const natal: Event = {
  slug: "ibadah-natal-2026",
  title: "Ibadah dan Perayaan Natal GMKI Cabang Wamena",
  date: "2026-12-12",
  startTime: "17.00",
  endTime: "21.00",
  location: "Gedung Gereja Jemaat Wamena Kota",
  participants: 250,
  category: "Kerohanian",
  description: "Ibadah Natal bersama anggota, alumni dan keluarga besar.",
  image: "sinar-dari-awan",
};

describe("EventCard", () => {
  it("shows when, where, who and what, with a machine-readable date", () => {
    render(<EventCard event={natal} />);
    const card = screen.getByRole("article");
    expect(within(card).getByRole("heading", { name: natal.title })).toBeInTheDocument();
    expect(within(card).getByText("Kerohanian")).toBeInTheDocument();
    const time = card.querySelector("time")!;
    expect(time).toHaveTextContent("Sabtu, 12 Desember 2026");
    expect(time).toHaveAttribute("datetime", "2026-12-12T17:00+09:00");
    expect(card).toHaveTextContent("17.00–21.00 WIT");
    expect(card).toHaveTextContent(natal.location);
    expect(card).toHaveTextContent("250 orang");
  });

  it("sets the foreign words the secretary writes in any of its texts in italics, in their language", () => {
    const event = {
      ...natal,
      title: "Ibadah Dies Natalis",
      location: "Sekretariat caretaker",
      description: "Menyambut Dies Natalis GMKI.",
    };
    const { container } = render(<EventCard event={event} />);
    expect([...container.querySelectorAll("i")].map((word) => `${word.textContent}/${word.lang}`)).toEqual([
      "Dies Natalis/la",
      "caretaker/en",
      "Dies Natalis/la",
    ]);
  });

  const links = {
    calendarFile: "/kalender/ibadah-natal-2026.ics",
    googleCalendar: "https://calendar.google.com/calendar/render?action=TEMPLATE",
  };

  it("leads to the event's page: its title, and Daftar for an upcoming one (never a confirmation here)", () => {
    const { rerender } = render(<EventCard event={natal} />);
    expect(screen.getByRole("link", { name: natal.title })).toHaveAttribute("href", href);
    expect(screen.queryByRole("link", { name: /Daftar/ })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();

    rerender(<EventCard event={natal} links={links} />);
    expect(screen.getByRole("link", { name: `Daftar untuk ${natal.title}` })).toHaveAttribute("href", `${href}#daftar`);
    expect(screen.queryByText(/Terdaftar|Berhasil/)).toBeNull();
  });

  it("puts an upcoming event in the visitor's calendar: one action, its two ways each saying what it does", () => {
    const { container } = render(<EventCard event={natal} links={links} />);
    const choice = container.querySelector("details")!;
    expect(choice.querySelector("summary")).toHaveTextContent(`Simpan ke Kalender untuk ${natal.title}`);
    const [file, google] = [...choice.querySelectorAll("a")];
    expect(file).toHaveAttribute("href", links.calendarFile);
    expect(file).toHaveAttribute("download");
    expect(file).toHaveTextContent(
      `Kalender di ponsel atau komputer untuk ${natal.title}Mengunduh berkas kalender (.ics)`,
    );
    expect(google).toHaveAttribute("href", links.googleCalendar);
    expect(google).toHaveAttribute("rel", "noopener noreferrer");
    expect(google).toHaveTextContent(`Google Kalender untuk ${natal.title}Membuka Google Kalender`);
  });

  it("an upcoming card that may pass on the visitor's day carries what a past card shows, for the page's script", () => {
    const { container } = render(<EventCard event={natal} links={links} report="/berita/natal" mayPass />, {});
    expect(screen.getByText("Sekitar 250 orang")).toHaveAttribute("data-past-text", "250 orang");
    expect(container.querySelector("[data-actions]")).toHaveTextContent(/^Daftar/);
    // Rendered by React, a template's elements are its children.
    const past = container.querySelector("template[data-past-links]")!;
    expect(past.textContent).toBe(`Lihat Kegiatan ${natal.title}Baca Laporannya tentang ${natal.title}`);
    expect(screen.queryByRole("link", { name: /^Lihat Kegiatan/ })).toBeNull();
  });
});
