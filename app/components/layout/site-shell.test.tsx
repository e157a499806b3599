import { render, screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { loadContent } from "~/content/load";
import { siteData } from "~/lib/page-data/site-data.server";
import { FIXTURE } from "../../../tests/support/fixture-site.mjs";
import { PageTitle } from "./page-title";
import { SiteShell } from "./site-shell";

/** The shell around a few pages, as root.tsx puts it around every page. */
function renderSite(path = "/", content = loadContent(FIXTURE.contentDir)) {
  const page = (title: string) =>
    function Page() {
      return <PageTitle>{title}</PageTitle>;
    };
  // As root.tsx's loader gives it at build, here from the fixture's content.
  const rootData = { siteData: siteData(content, FIXTURE.buildDay) };
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

// The menus are native popovers: the browser opens and closes them, so
// their behaviour is tested in a browser (tests/site/navigation.spec.ts);
// here, that the markup wires them up.
describe("desktop submenus", () => {
  it("are popovers of their buttons, listing real links", () => {
    renderSite();
    const trigger = within(desktopNav()).getByRole("button", { name: /Tentang/ });
    const list = document.getElementById(trigger.getAttribute("popovertarget")!)!;
    expect(list).toHaveAttribute("popover", "auto");
    expect(within(list).getByRole("link", { name: "Badan Pengurus Cabang", hidden: true })).toHaveAttribute(
      "href",
      "/tentang-bpc",
    );
  });

  // Every link is a document load: the page is rendered at its own address.
  it("mark the current page and the group that holds it", () => {
    renderSite("/tentang-bpc");
    expect(screen.getByRole("heading", { level: 1, name: "Badan Pengurus Cabang" })).toBeInTheDocument();
    expect(within(desktopNav()).getByRole("link", { name: "Badan Pengurus Cabang", hidden: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(desktopNav()).getByRole("button", { name: /Tentang/ })).toHaveTextContent("(berisi halaman ini)");
  });
});

describe("mobile menu", () => {
  const toggle = () => screen.getByRole("button", { name: /navigasi/ });
  const panel = () => document.getElementById(toggle().getAttribute("popovertarget")!)!;

  it("is a popover of its toggle, the pages first and the groups folded", () => {
    renderSite();
    expect(panel()).toHaveAttribute("popover", "auto");
    expect(panel()).toHaveAttribute("aria-label", "Menu utama");
    const links = within(panel()).getAllByRole("link", { hidden: true });
    expect(links[0]).toHaveAccessibleName("Beranda");
    for (const details of panel().querySelectorAll("details")) expect(details).not.toHaveAttribute("open");
  });

  it("unfolds the group holding the current page", () => {
    renderSite("/tentang-bpc");
    const open = panel().querySelectorAll("details[open]");
    expect(open).toHaveLength(1);
    expect(within(open[0] as HTMLElement).getByText("Tentang")).toBeInTheDocument();
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
    expect(within(footer).getByRole("link", { name: "Sumber Gambar" })).toHaveAttribute("href", "/kredit-foto");
    expect(footer).toHaveTextContent("© 2026");
  });

  it("says the site is a preview while a sample fact is unconfirmed, between header and page", () => {
    renderSite();
    const line = screen.getByRole("complementary", { name: "Pratinjau" });
    expect(line).toHaveTextContent(/^Pratinjau: (sebagian|sebagian besar) isi masih contoh\. Lihat daftarnya$/);
    // The whole list of what is still a sample is a page of its own.
    expect(within(line).getByRole("link", { name: "Lihat daftarnya" })).toHaveAttribute("href", "/pratinjau");
    expect(screen.getByRole("banner").compareDocumentPosition(line)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(line.compareDocumentPosition(screen.getByRole("main"))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    // The footer's numbers are samples in the fixture (its address and e-mail are confirmed): the note says which.
    expect(screen.getByRole("contentinfo")).toHaveTextContent(
      "Nomor ini masih contoh sampai dipastikan pengurus cabang.",
    );
  });

  it("says nothing of a preview once the branch has confirmed every fact", () => {
    const content = loadContent(FIXTURE.contentDir);
    renderSite("/", { ...content, toConfirm: content.toConfirm.map((item) => ({ ...item, confirmed: true })) });
    expect(screen.getByRole("main")).toBeInTheDocument();
    expect(screen.queryByRole("complementary", { name: "Pratinjau" })).toBeNull();
    expect(document.body).not.toHaveTextContent(/Pratinjau|masih contoh/);
  });
});
