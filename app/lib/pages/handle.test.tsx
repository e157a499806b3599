// root.tsx decides from React Router's matches which pages get React's
// scripts. React Router 8 renamed a match's `data` to `loaderData`, and an
// event page with a sign-up silently lost React: here, with the installed
// React Router's own useMatches(), so that a rename fails this test.
import { render, screen } from "@testing-library/react";
import { createRoutesStub, useMatches } from "react-router";
import { describe, expect, it } from "vitest";
import { pageNeedsReact, type PageHandle } from "./handle";

function NeedsReact() {
  return <p>{pageNeedsReact(useMatches()) ? "React" : "tanpa React"}</p>;
}

function renderPage(handle: PageHandle | undefined, data: unknown) {
  const Stub = createRoutesStub([{ id: "page", path: "/", handle, loader: () => data, Component: NeedsReact }]);
  return render(<Stub hydrationData={{ loaderData: { page: data } }} />);
}

describe("pageNeedsReact, on React Router's matches", () => {
  it("reads a route's handle", async () => {
    renderPage({ hydrate: true }, {});
    expect(await screen.findByText("React")).toBeInTheDocument();
  });

  it("gives a handle's function the page's loader data", async () => {
    const handle: PageHandle = { hydrate: (data) => (data as { form?: boolean }).form === true };
    renderPage(handle, { form: true });
    expect(await screen.findByText("React")).toBeInTheDocument();
  });

  it("leaves out a page whose handle says no for its data", async () => {
    renderPage({ hydrate: (data) => (data as { form?: boolean }).form === true }, { form: false });
    expect(await screen.findByText("tanpa React")).toBeInTheDocument();
  });
});
