// How an outbox is emptied, for email and for web push alike: one pass at a time, after each
// write (here or another instance's), when the next message falls due, and a tidy every hour.

const HOUR = 3_600_000;

export interface PumpParts {
  /** One pass over what is due; `going()` turns false once the pump is stopping. Returns how many went. */
  pass: (going: () => boolean) => Promise<number>;
  /** When the next waiting message is due (ms), or null when none waits. */
  nextDue: () => number | null;
  /** Hourly (and at start) upkeep: old rows pruned, expired sign-ups dropped. */
  tidy: () => void;
  now: () => number;
  failed: (error: unknown) => void;
}

export class OutboxPump {
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;
  private dueTimer: NodeJS.Timeout | null = null;
  private hourly: NodeJS.Timeout | null = null;
  private stopListening: (() => void) | null = null;

  constructor(private readonly parts: PumpParts) {}

  /** One pass at a time: asked for while one runs, another follows it. */
  readonly kick = (): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.parts
      .pass(() => !this.stopped)
      .catch((error) => {
        this.parts.failed(error);
        return 0;
      })
      .finally(() => {
        this.running = null;
        this.wakeAtNextDue();
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  };

  /** Wakes at the next due message (at least a second from now). */
  private wakeAtNextDue(): void {
    if (this.stopped) return;
    if (this.dueTimer) clearTimeout(this.dueTimer);
    this.dueTimer = null;
    const due = this.parts.nextDue();
    if (due === null) return;
    this.dueTimer = setTimeout(this.kick, Math.max(1000, due - this.parts.now()));
    this.dueTimer.unref();
  }

  private tidy(): void {
    try {
      this.parts.tidy();
    } catch (error) {
      this.parts.failed(error);
    }
  }

  /** Sends what is due now, after any pass running (tests); returns how many went. */
  async run(): Promise<number> {
    await this.running;
    this.parts.tidy();
    return this.parts.pass(() => !this.stopped);
  }

  /** Runs after each write (`onWrite`: told here and of other instances' writes) and when a message falls due. */
  start(onWrite: (listener: () => void) => () => void): void {
    this.stopListening = onWrite(this.kick);
    this.hourly = setInterval(() => this.tidy(), HOUR);
    this.hourly.unref();
    this.tidy();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening?.();
    if (this.dueTimer) clearTimeout(this.dueTimer);
    if (this.hourly) clearInterval(this.hourly);
    await this.running;
  }
}
