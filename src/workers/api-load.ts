// Whether the API's answers need this thread: several answers lately, taking a real share of
// it, and the thread busy. Work that shares the thread with them (the alert senders) gives way
// while so; the server times every answer. All of it, because the thread's busyness alone would
// count the sender's own work (it would give way to itself), a share alone would count a light
// API on an idle thread, and one slow answer (an operator's health check) is not a load.
import { performance } from 'node:perf_hooks';

/** Answers' time fades by e every WINDOW_MS: the share is of about the last quarter second. */
const WINDOW_MS = 250;
/** Answers that take more than this share of the thread are a load, not a trickle. */
const ANSWERING = 0.05;
/** Fewer answers than this in the moment are a few requests, not a load. */
const SEVERAL = 4;
/** The thread's busyness (event-loop utilisation) above which answers wait for it. */
const THREAD_BUSY = 0.5;
/** The thread's busyness is measured over at least this long (ms). */
const THREAD_SAMPLE_MS = 50;

export class ApiLoad {
  private answering = 0;
  private answered = 0;
  private answeredAt: number;
  private loop = performance.eventLoopUtilization();
  private loopAt: number;
  private thread = 0;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.answeredAt = now();
    this.loopAt = now();
  }

  /** Call when a request comes in; call what it returns once it is answered. */
  begin(): () => void {
    const start = this.now();
    return () => this.took(start, this.now());
  }

  /** An answer taken from `start` to `end` (ms on this clock: `performance.now()` by default). */
  took(start: number, end: number): void {
    this.fade(end);
    this.answering += (end - start) / WINDOW_MS;
    this.answered += 1;
  }

  /** The share of the last moments spent answering (above 1 when answers overlap). */
  answers(): number {
    this.fade(this.now());
    return this.answering;
  }

  /** How busy the thread was (0 to 1) since the last look, at least THREAD_SAMPLE_MS ago. */
  threadBusy(): number {
    const at = this.now();
    if (at - this.loopAt >= THREAD_SAMPLE_MS) {
      const loop = performance.eventLoopUtilization();
      this.thread = performance.eventLoopUtilization(loop, this.loop).utilization;
      this.loop = loop;
      this.loopAt = at;
    }
    return this.thread;
  }

  readonly busy = (): boolean => {
    this.fade(this.now());
    return this.answering > ANSWERING && this.answered >= SEVERAL && this.threadBusy() > THREAD_BUSY;
  };

  private fade(at: number): void {
    if (at <= this.answeredAt) return;
    const kept = Math.exp(-(at - this.answeredAt) / WINDOW_MS);
    this.answering *= kept;
    this.answered *= kept;
    this.answeredAt = at;
  }
}
