/**
 * The playground's entry: a navigation bar and hash routes (`#/permutations`, `#/search?...`),
 * mounting one page at a time and cleaning up the previous one (its timers and workers).
 */
import "./style.css";
import { h } from "./dom.js";
import type { Page } from "./page.js";
import { PAGES } from "./pages/index.js";

const nav = document.querySelector<HTMLElement>("#nav")!;
const main = document.querySelector<HTMLElement>("#main")!;
let cleanup: (() => void) | undefined;

const links = new Map<string, HTMLAnchorElement>();
const list = h("ul", {});
for (const page of PAGES) {
  const link = h("a", { href: `#/${page.id}` }, page.title);
  links.set(page.id, link);
  list.append(h("li", {}, link));
}
nav.append(list);

function route(): void {
  const hash = location.hash.replace(/^#\/?/, "");
  const mark = hash.indexOf("?");
  const id = mark < 0 ? hash : hash.slice(0, mark);
  const query = mark < 0 ? "" : hash.slice(mark + 1);
  const page: Page = PAGES.find((p) => p.id === id) ?? PAGES[0];
  cleanup?.();
  main.replaceChildren(h("h2", { id: "page-title", tabindex: -1 }, page.title));
  document.title = `${page.title} · permuta playground`;
  for (const [pid, link] of links) {
    if (pid === page.id) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
  cleanup = page.mount(main, new URLSearchParams(query));
}

// pages update their own query (shareable URLs) with history.replaceState: no hashchange
window.addEventListener("hashchange", () => {
  route();
  document.querySelector<HTMLElement>("#page-title")?.focus();
});
route();
