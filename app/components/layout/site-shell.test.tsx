import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { loadContent } from "~/content/load";
import { siteData } from "~/lib/site-data.server";
import { FIXTURE } from "../../../tests/support/fixture-site.mjs";
import { PageTitle } from "./page-title";
import { SiteShell } from "./site-shell";

/** The shell around a few pages, as root.tsx puts it around every page. */
function renderSite(path = "/") {
  const page = (title: string) =>
    function Page() {
      return <PageTitle>{title}</PageTitle>;
    };
  // As root.tsx's loader gives it at build, here from the fixture's content.
  const rootData = { siteData: siteData(loadContent(FIXTURE.contentDir), FIXTURE.buildDay) };
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => rootData,
      Component: () => (
        <SiteShell>
          <Outlet />
        </SiteShell>
      ),
      children: [
        { path: "/", Component: page("Beranda") },
        { path: "/tentang-bpc", Component: page("Badan Pengurus Cabang") },
        { path: "/kegiatan", Component: page("Kegiatan") },
        { path: "*", Component: page("Lainnya") },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: rootData } }} />);
}

const desktopNav = () => screen.getAllByRole("navigation", { name: "Menu utama" })[0]!;

describe("desktop submenus", () => {
  it("opens by click and lists real links", async () => {
    const user = userEvent.setup();
    renderSite();
    const trigger = within(desktopNav()).getByRole("button", { name: /Tentang/ });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(trigger.getAttribute("aria-controls")!)!;
    expect(list).not.toBeVisible();

    await user.click(trigger);
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(list).toBeVisible();
    expect(within(list).getByRole("link", { name: "Badan Pengurus Cabang" })).toHaveAttribute("href", "/tentang-bpc");
  });

  it("opens by keyboard and closes with Escape, focus back on its trigger", async () => {
    const user = userEvent.setup();
    renderSite();
    const trigger = within(desktopNav()).getByRole("button", { name: /Struktur/ });
    trigger.focus();
    await user.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.tab();
    expect(within(desktopNav()).getByRole("link", { name: "Struktur Organisasi" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveFocus();

    await user.keyboard(" ");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
  });

  it("closes on a click outside", async () => {
    const user = userEvent.setup();
    renderSite();
    const trigger = within(desktopNav()).getByRole("button", { name: /Tentang/ });
    await user.click(trigger);
    await user.click(screen.getByRole("heading", { level: 1 }));
    expect(trigger).toHaveAttribute("aria-expanded", "false");
  });

  it("closes when a link is followed, and marks the page as current", async () => {
    const user = userEvent.setup();
    renderSite();
    const trigger = within(desktopNav()).getByRole("button", { name: /Tentang/ });
    await user.click(trigger);
    await user.click(within(desktopNav()).getByRole("link", { name: "Badan Pengurus Cabang" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Badan Pengurus Cabang" })).toHaveFocus();
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(within(desktopNav()).getByRole("link", { name: "Badan Pengurus Cabang", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

describe("mobile menu", () => {
  const toggle = () => screen.getByRole("button", { name: /navigasi/ });

  it("opens and closes with its toggle", async () => {
    const user = userEvent.setup();
    renderSite();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveAccessibleName("Menu navigasi");

    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    expect(toggle()).toHaveAccessibleName("Tutup navigasi");
    const panel = document.getElementById(toggle().getAttribute("aria-controls")!)!;
    expect(within(panel).getByRole("link", { name: "Kegiatan" })).toBeVisible();

    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  it("makes the page behind inert while open", async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(toggle());
    expect(screen.getByRole("main", { hidden: true })).toHaveAttribute("inert");
    expect(document.querySelector("footer")).toHaveAttribute("inert");
    await user.click(toggle());
    expect(screen.getByRole("main")).not.toHaveAttribute("inert");
  });

  it("closes with Escape and returns focus to the toggle", async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(toggle());
    await user.tab();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
  });

  it("closes on navigation and moves focus to the new page's title", async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(toggle());
    const panel = document.getElementById(toggle().getAttribute("aria-controls")!)!;
    await user.click(within(panel).getByRole("link", { name: "Kegiatan" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Kegiatan" })).toHaveFocus();
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });
});

describe("page frame", () => {
  it("has a skip link to the main landmark", () => {
    renderSite();
    const skip = screen.getByRole("link", { name: "Langsung ke konten utama" });
    expect(skip).toHaveAttribute("href", "#konten");
    expect(screen.getByRole("main")).toHaveAttribute("id", "konten");
  });

  it("shows name and motto in the header, contact and the way to photo credits in the footer", () => {
    renderSite();
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: /GMKI Cabang Wamena\s*Ut Omnes Unum Sint/ })).toHaveAttribute(
      "href",
      "/",
    );
    const footer = screen.getByRole("contentinfo");
    // The inbox first, then the other numbers.
    const phones = within(footer).getAllByRole("link", { name: /^0\d/ });
    expect(phones.map((link) => link.textContent)).toEqual(["0812-0000-0001", "0813-0000-0002"]);
    expect(phones[0]).toHaveAttribute("href", "tel:+6281200000001");
    expect(within(footer).getByRole("link", { name: "uji@contoh.org" })).toHaveAttribute(
      "href",
      "mailto:uji@contoh.org",
    );
    for (const link of within(footer).getAllByRole("link", { name: /membuka tab baru/ })) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer");
    }
    // Photo credits have their own page.
    expect(within(footer).getByRole("link", { name: "Kredit Foto" })).toHaveAttribute("href", "/kredit-foto");
    expect(footer).toHaveTextContent("© 2026");
  });
});
