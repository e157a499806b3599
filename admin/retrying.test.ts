import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isFinal, retrying } from "./retrying";

const patience = { delays: [1_000, 2_000, 4_000], stallAfter: 10_000 };

describe("retrying: a read over a phone's connection", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends a failed read again after a pause, and answers with the first success", async () => {
    const task = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValueOnce("isi");
    const retries: number[] = [];
    const answer = retrying(task, patience, (attempt) => retries.push(attempt));
    await vi.advanceTimersByTimeAsync(999);
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toBe("isi");
    expect(task).toHaveBeenCalledTimes(2);
    expect(retries).toEqual([2]);
  });

  it("pauses longer each time, then fails with the last error", async () => {
    const task = vi.fn().mockRejectedValue(Object.assign(new Error("busy"), { status: 500 }));
    const answer = retrying(task, patience);
    const failed = expect(answer).rejects.toMatchObject({ status: 500 });
    await vi.advanceTimersByTimeAsync(1_000 + 2_000 + 3_999);
    expect(task).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    await failed;
    expect(task).toHaveBeenCalledTimes(4);
  });

  it("does not ask again what no second try changes (signed out, not there)", async () => {
    const task = vi.fn().mockRejectedValue(Object.assign(new Error("Bad credentials"), { status: 401 }));
    await expect(retrying(task, patience)).rejects.toMatchObject({ status: 401 });
    expect(task).toHaveBeenCalledTimes(1);
    expect(isFinal({ status: 404 })).toBe(true);
    expect(isFinal(new TypeError("Failed to fetch"))).toBe(false);
  });

  it("sends a second read beside a stalled one, and takes whichever answers first", async () => {
    let answerFirst: (value: string) => void = () => undefined;
    const task = vi
      .fn()
      .mockImplementationOnce(() => new Promise<string>((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(() => new Promise<string>(() => undefined));
    const answer = retrying(task, patience);
    await vi.advanceTimersByTimeAsync(10_001);
    expect(task).toHaveBeenCalledTimes(2);
    // The stalled one answers after all (a connection that stalled 10 s and came back).
    answerFirst("isi");
    await expect(answer).resolves.toBe("isi");
  });
});
