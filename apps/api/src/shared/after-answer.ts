import { AsyncLocalStorage } from 'node:async_hooks';

/** What a request left for after its answer, and whether the answer was sent. */
interface RequestSteps {
  steps: Array<() => void>;
  answered: boolean;
  latest?: NodeJS.Timeout;
}

const requestSteps = new AsyncLocalStorage<RequestSteps>();

/** Steps an answer did not release after a while run anyway (an aborted request sends no answer). */
const LATEST_MS = 5_000;

function release(request: RequestSteps): void {
  request.answered = true;
  if (request.latest) clearTimeout(request.latest);
  for (const step of request.steps.splice(0)) step();
}

/**
 * Runs `step` once the answer of the request it is called in has been sent (the route builder releases
 * the request's steps then), or on the next turn of the event loop outside a request (a job) or after
 * the answer. The e-mail a request queued in its transaction is delivered after the answer: by then
 * that transaction has committed, and the answer did not wait for the delivery.
 */
export function afterAnswer(step: () => void): void {
  const request = requestSteps.getStore();
  if (!request || request.answered) {
    setImmediate(step);
    return;
  }
  request.steps.push(step);
  request.latest ??= setTimeout(() => release(request), LATEST_MS).unref();
}

const stepsOf = new WeakMap<object, RequestSteps>();

/** Runs `handle` for `request`: its after-answer steps wait for `answered(request)`. */
export function runAnswering<T>(request: object, handle: () => Promise<T>): Promise<T> {
  const steps: RequestSteps = { steps: [], answered: false };
  stepsOf.set(request, steps);
  return requestSteps.run(steps, handle);
}

/**
 * The request's answer was sent (or the request was aborted): its after-answer steps run on the next
 * turn of the event loop, once whoever waited for the answer has it.
 */
export function answered(request: object): void {
  const steps = stepsOf.get(request);
  if (steps) setImmediate(() => release(steps));
}
