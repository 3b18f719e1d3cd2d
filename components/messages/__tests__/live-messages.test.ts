import { listenLive, type LiveEvent } from "@/components/messages/live-messages";

/**
 * The page's side of a stream the server replaced (the account opened more pages than it keeps streams for):
 * no reconnect that would close another page's stream in turn, until the person looks at this page again.
 * The browser's EventSource, document and window are stand-ins here: the events are the ones a browser fires.
 */
class StandInEventSource extends EventTarget {
  static made: StandInEventSource[] = [];
  closed = false;
  constructor(readonly url: string) {
    super();
    StandInEventSource.made.push(this);
  }
  close() {
    this.closed = true;
  }
  /** The connection opened. */
  opens() {
    this.dispatchEvent(new Event("open"));
  }
  /** The server wrote `event: <type>` with `data`. */
  receives(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const page = { visible: true, focused: true };
const globals = globalThis as Record<string, unknown>;
const doc = new EventTarget();
Object.defineProperty(doc, "visibilityState", { get: () => (page.visible ? "visible" : "hidden") });
Object.assign(doc, { hasFocus: () => page.focused });
const win = new EventTarget();

beforeAll(() => {
  Object.assign(globals, { EventSource: StandInEventSource, document: doc, window: win });
});
afterAll(() => {
  for (const name of ["EventSource", "document", "window"]) delete globals[name];
});

let heard: LiveEvent[] = [];
const stops: Array<() => void> = [];
beforeEach(() => {
  StandInEventSource.made = [];
  heard = [];
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

let count = 0;
/** A page listening on a stream address of its own. */
function listening() {
  count += 1;
  stops.push(listenLive(`/api/conversations/stream?page=${count}`, (event) => heard.push(event)));
  const [source] = StandInEventSource.made;
  source.opens();
  return source;
}

const readEverything: LiveEvent = { type: "message", conversationId: "*" };
const shown = () => {
  page.visible = true;
  doc.dispatchEvent(new Event("visibilitychange"));
};

describe("a page whose stream the server replaced", () => {
  it("waits out of view, and reconnects once it is shown, reading everything again", () => {
    page.visible = false;
    page.focused = false;
    const first = listening();
    first.receives("unread", { unread: 2 });
    first.receives("replaced", {});
    expect(first.closed).toBe(true);
    // Out of view, nothing brings it back: no event of its own, and a focus it cannot have while hidden.
    win.dispatchEvent(new Event("focus"));
    expect(StandInEventSource.made).toHaveLength(1);

    shown();
    expect(StandInEventSource.made).toHaveLength(2);
    const second = StandInEventSource.made[1];
    expect(second.url).toBe(first.url);
    second.opens();
    second.receives("unread", { unread: 3 });
    expect(heard).toEqual([
      readEverything,
      { type: "unread", unread: 2 },
      readEverything,
      { type: "unread", unread: 3 },
    ]);
    // Shown again later: the one stream it has is enough.
    shown();
    expect(StandInEventSource.made).toHaveLength(2);
  });

  it("reconnects at once while in view, but not twice in a row: then it waits to be used", () => {
    page.visible = true;
    page.focused = true;
    const first = listening();
    first.receives("replaced", {});
    expect(StandInEventSource.made).toHaveLength(2);
    const second = StandInEventSource.made[1];
    second.opens();

    // Replaced again straight away (six pages in view): no third stream until the person does something.
    second.receives("replaced", {});
    expect(second.closed).toBe(true);
    expect(StandInEventSource.made).toHaveLength(2);
    win.dispatchEvent(new Event("pointerdown"));
    expect(StandInEventSource.made).toHaveLength(3);
    expect(StandInEventSource.made[2].closed).toBe(false);
  });

  it("opens nothing once the page stops listening while it waits", () => {
    page.visible = false;
    const first = listening();
    first.receives("replaced", {});
    for (const stop of stops.splice(0)) stop();
    shown();
    win.dispatchEvent(new Event("focus"));
    expect(StandInEventSource.made).toHaveLength(1);
  });

  it("leaves any other close (the server's ten-minute limit, a dropped connection) to the browser's own reconnect", () => {
    const first = listening();
    first.dispatchEvent(new Event("error"));
    expect(first.closed).toBe(false);
    expect(StandInEventSource.made).toHaveLength(1);
  });
});
