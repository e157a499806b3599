import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useToday } from "./use-today";

afterEach(() => vi.useRealTimers());

describe("useToday", () => {
  it("is the visitor's day in Wamena, nine hours ahead of UTC", () => {
    vi.useFakeTimers({ now: new Date("2026-04-05T15:30:00Z") });
    expect(renderHook(() => useToday("2026-03-14")).result.current).toBe("2026-04-06");
  });

  it("is never earlier than the day the page was built as of", () => {
    vi.useFakeTimers({ now: new Date("2020-01-01T00:00:00Z") });
    expect(renderHook(() => useToday("2026-03-14")).result.current).toBe("2026-03-14");
  });

  it("turns over at midnight in Wamena, for a page left open", () => {
    vi.useFakeTimers({ now: new Date("2026-04-05T14:59:00Z") });
    const { result } = renderHook(() => useToday("2026-03-14"));
    expect(result.current).toBe("2026-04-05");
    act(() => vi.advanceTimersByTime(2 * 60 * 1000));
    expect(result.current).toBe("2026-04-06");
  });
});
