/**
 * The per-statement profile as a table with a bar per statement (log scale, since counts range
 * over many powers of ten): how each Choose multiplies the branches and each Let / Restrict
 * prunes them.
 */
import { h } from "./dom.js";
import type { ProfileRow } from "./protocol.js";

/**
 * A table: count, bar, statement; the rows in program order.
 *
 * @example
 * ```ts
 * panel.append(profileChart([{ line: 1, statement: "Choose a", count: 1 }]));
 * ```
 */
export function profileChart(rows: ProfileRow[]): HTMLTableElement {
  const max = Math.max(1, ...rows.map((r) => r.count));
  const scale = Math.log10(max + 1);
  const body = h("tbody", {});
  for (const row of rows) {
    const width = scale > 0 ? (100 * Math.log10(row.count + 1)) / scale : 0;
    const kind = row.statement.trim().split(/\s+/)[0]?.toLowerCase() ?? "";
    body.append(
      h(
        "tr",
        {},
        h("td", { class: "num" }, row.count.toLocaleString("en-US")),
        h(
          "td",
          { class: "bar-cell" },
          h("span", {
            class: `bar bar-${kind}`,
            style: `width:${width.toFixed(1)}%`,
            "aria-hidden": "true",
          }),
        ),
        h("td", {}, h("code", {}, row.statement)),
      ),
    );
  }
  return h(
    "table",
    { class: "profile" },
    h("caption", {}, "Times each statement ran (bars on a log scale)"),
    h(
      "thead",
      {},
      h(
        "tr",
        {},
        h("th", { scope: "col" }, "Count"),
        h("th", { scope: "col" }, "Bar"),
        h("th", { scope: "col" }, "Statement"),
      ),
    ),
    body,
  );
}
