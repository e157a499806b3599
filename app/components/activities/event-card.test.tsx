import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Event } from "~/content/schema";
import * as toast from "~/lib/toast";
import { EventCard } from "./event-card";

afterEach(() => vi.restoreAllMocks());

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
    expect(card).toHaveTextContent("250 peserta");
  });

  const links = {
    calendarFile: "/kalender/ibadah-natal-2026.ics",
    googleCalendar: "https://calendar.google.com/calendar/render?action=TEMPLATE",
    whatsapp: "https://wa.me/6281248001985?text=Shalom",
  };

  it("offers Daftar only for upcoming events, confirming the event by name with a WhatsApp message", async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toast, "showToast");
    const { rerender } = render(<EventCard event={natal} />);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();

    rerender(<EventCard event={natal} links={links} />);
    await user.click(screen.getByRole("button", { name: `Daftar untuk ${natal.title}` }));
    expect(show).toHaveBeenCalledWith({
      title: "Pendaftaran Berhasil!",
      description: `Anda terdaftar untuk kegiatan “${natal.title}”. Tim kami akan segera menghubungi Anda.`,
      action: { label: "Kabari panitia lewat WhatsApp", href: links.whatsapp },
    });
  });

  it("after Daftar says the visitor is signed up, and a second press confirms nothing more", async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(toast, "showToast");
    render(<EventCard event={natal} links={links} />);
    await user.click(screen.getByRole("button", { name: `Daftar untuk ${natal.title}` }));
    const done = screen.getByRole("button", { name: `Terdaftar untuk ${natal.title}` });
    expect(done).toHaveAttribute("aria-disabled", "true");
    expect(done).toHaveFocus();
    await user.click(done);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it("puts an upcoming event in the visitor's calendar: its .ics file, or Google Calendar", () => {
    render(<EventCard event={natal} links={links} />);
    const file = screen.getByRole("link", { name: `Tambah ke Kalender untuk ${natal.title}` });
    expect(file).toHaveAttribute("href", links.calendarFile);
    expect(file).toHaveAttribute("download");
    const google = screen.getByRole("link", { name: new RegExp(`^Google Kalender untuk ${natal.title}`) });
    expect(google).toHaveAttribute("href", links.googleCalendar);
    expect(google).toHaveAttribute("rel", "noopener noreferrer");
  });
});
