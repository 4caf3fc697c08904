// Page links under a long list: previous, numbers with gaps, next; the current page is marked for
// screen readers (aria-current) and never a link. Nothing when there is one page.
// <Pagination page={{ page: 2, pages: 9, window: [1, 2, 3, 4, null, 9] }} href={(p) => `?page=${p}`} />
import { Link } from "@remix-run/react";
import type { PageInfo } from "~/domain/customers";

const BOX = "flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold";

export function Pagination({ page, href }: { page: PageInfo; href: (page: number) => string }) {
  if (page.pages <= 1) return null;
  return (
    <nav aria-label="Paginering" className="mt-4">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        {page.page > 1 ? (
          <li>
            <Link
              to={href(page.page - 1)}
              rel="prev"
              className={`${BOX} text-primary-ink underline underline-offset-4`}
            >
              Vorige
            </Link>
          </li>
        ) : null}
        {page.window.map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page.page ? (
                <span aria-current="page" className={`${BOX} bg-primary text-on-primary`}>
                  <span className="sr-only">Pagina </span>
                  {p}
                </span>
              ) : (
                <Link to={href(p)} className={`${BOX} text-primary-ink underline underline-offset-4`}>
                  <span className="sr-only">Pagina </span>
                  {p}
                </Link>
              )}
            </li>
          ),
        )}
        {page.page < page.pages ? (
          <li>
            <Link
              to={href(page.page + 1)}
              rel="next"
              className={`${BOX} text-primary-ink underline underline-offset-4`}
            >
              Volgende
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
