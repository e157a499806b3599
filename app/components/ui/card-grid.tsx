import { Children, isValidElement, type ReactNode } from "react";
import { cn } from "~/lib/cn";
import { placement } from "~/lib/layout/card-placement";

interface CardGridProps {
  children: ReactNode;
  /** Columns on wide screens; one column on phones, two from 40rem. */
  columns?: 2 | 3;
  /**
   * "fill" (the default) stretches a short last row across the width;
   * "centre" keeps every card the same width and centres the last row,
   * for cards of people, whose faces should not grow.
   */
  lastRow?: "fill" | "centre";
  className?: string;
}

/** Same-width cards; the row's gap is subtracted before dividing. */
const centredItem = {
  2: "sm:basis-[calc((100%-1.25rem)/2)] lg:basis-[calc((100%-1.5rem)/2)]",
  3: "sm:basis-[calc((100%-1.25rem)/2)] lg:basis-[calc((100%-3rem)/3)]",
} as const;

/**
 * Cards side by side as a list, each as tall as its row. A card can tell
 * when it was given a whole row (a container query, `@xl:`) and lay
 * itself out wider.
 */
export function CardGrid({ children, columns = 3, lastRow = "fill", className }: CardGridProps) {
  const items = Children.toArray(children).filter(isValidElement);
  if (lastRow === "centre") {
    return (
      <ul className={cn("flex flex-wrap justify-center gap-5 lg:gap-6", className)}>
        {items.map((item, index) => (
          <li key={item.key ?? index} className={cn("flex w-full flex-col *:flex-1 sm:w-auto", centredItem[columns])}>
            {item}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className={cn("grid gap-5 sm:grid-cols-2 lg:gap-6", columns === 3 && "lg:grid-cols-6", className)}>
      {items.map((item, index) => (
        <li
          key={item.key ?? index}
          className={cn("@container flex flex-col *:flex-1", placement(index, items.length, columns))}
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
