/**
 * Reading the repository over a phone's mobile data: a request that fails
 * is sent again after a pause that grows (1, 2, 4, 8, 15 s: half a minute
 * in all), and one that stalls (no answer after `stallAfter`) gets a second
 * one beside it, whichever answers first. Where it must stop, the reason
 * is told as it is (why.ts), not guessed.
 */

export interface Patience {
  /** The pauses before each new attempt; one attempt more than pauses. */
  delays: readonly number[];
  /** After this long without an answer, one more attempt goes beside the first. */
  stallAfter: number;
}

/** For GitHub over Wamena's mobile data, and for a slow local backend. */
export const MOBILE: Patience = { delays: [1_000, 2_000, 4_000, 8_000, 15_000], stallAfter: 20_000 };

/** An error that asking again will not change: signed out, no access, not there. */
export function isFinal(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === "number" && [400, 401, 404, 422].includes(status);
}

/**
 * `task`'s first answer; it is tried again after each failure but a final
 * one (isFinal) until the pauses run out, and then fails with the last error.
 * `onRetry` hears of each new attempt (its number, from 2, and why).
 */
export function retrying<T>(
  task: () => Promise<T>,
  { delays, stallAfter }: Patience = MOBILE,
  onRetry?: (attempt: number, error: unknown) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let attempts = 0;
    let pending = 0;
    let done = false;
    let lastError: unknown;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const finish = () => {
      if (!done && pending === 0 && retry === undefined) {
        done = true;
        reject(lastError);
      }
    };
    const again = (error: unknown, after: number) => {
      if (done || retry !== undefined) return;
      retry = setTimeout(() => {
        retry = undefined;
        if (done) return;
        onRetry?.(attempts + 1, error);
        attempt();
      }, after);
    };
    const attempt = () => {
      attempts++;
      pending++;
      const number = attempts;
      const stall = setTimeout(() => {
        // Still no answer: one more beside it, if this is the latest and pauses remain.
        if (number === attempts && attempts <= delays.length) again(new Error("stalled"), 0);
      }, stallAfter);
      task().then(
        (value) => {
          clearTimeout(stall);
          pending--;
          if (done) return;
          done = true;
          if (retry !== undefined) clearTimeout(retry);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(stall);
          pending--;
          lastError = error;
          if (done) return;
          // Only the latest attempt's failure asks for another.
          if (number === attempts && !isFinal(error) && attempts <= delays.length) {
            again(error, delays[attempts - 1]!);
          } else finish();
        },
      );
    };
    attempt();
  });
}
