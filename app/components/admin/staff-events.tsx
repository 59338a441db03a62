import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { Bell, BellOff } from "lucide-react";
import { createContext, useCallback, useContext, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "#app/components/ui/button";
import { ADMIN_PAGE_PATHS, adminApiPath } from "#schemas/paths";
import { DASHBOARD_KEY, HEALTH_KEY, recordIdOf, SESSION_KEY } from "./api";

/**
 * Live updates in the staff app: one EventSource per tab on /api/admin/events. An event names what
 * changed (leads or applications; new or worked), never who: the screens that show it ask the API again,
 * and the lists update in place. New items since the list was last looked at are counted in the tab's
 * title; a recruiter who asked for it gets a desktop notification of new leads.
 */

export type Topic = "leads" | "applications";
type Connection = "connecting" | "open" | "reconnecting" | "off";

interface ItemsEvent {
  topic: Topic;
  change: "created" | "changed";
  count: number;
  ids?: string[];
}

/** "Reconnecting…" shows only once the stream has been down this long: a short drop says nothing. */
export const RECONNECTING_NOTICE_MS = 4_000;
/** After the server refused the stream (too many tabs, busy, signed out), the next try waits this long. */
export const REFUSED_RETRY_MS = 30_000;
const NOTIFY_PREFERENCE = "staff-notify-new-leads";

interface StaffEventsState {
  unseen: Record<Topic, number>;
  connection: Connection;
  /** The recruiter looked at the list of `topic`: its new items are seen. */
  markSeen(topic: Topic): void;
}

const StaffEventsContext = createContext<StaffEventsState>({
  unseen: { leads: 0, applications: 0 },
  connection: "off",
  markSeen: () => {},
});

export function useStaffEvents(): StaffEventsState {
  return useContext(StaffEventsContext);
}

function readEvent(data: string): ItemsEvent | null {
  try {
    const value = JSON.parse(data) as Partial<ItemsEvent>;
    if (value.topic !== "leads" && value.topic !== "applications") return null;
    if (value.change !== "created" && value.change !== "changed") return null;
    const ids = Array.isArray(value.ids) ? value.ids.filter((id) => typeof id === "string") : undefined;
    return { topic: value.topic, change: value.change, count: Number(value.count) || 0, ids };
  } catch {
    return null;
  }
}

/**
 * The screens showing `topic` ask again (those on screen at once, the others when next shown): its lists,
 * and the records the change names. A record's detail, and what its page reads of it (its e-mails, the
 * person's other records), is not asked again for a change that names nobody (an erasure, a large bulk
 * change): the record may be gone, and its own screen's next refresh says so.
 */
function refetchTopic(client: QueryClient, topic: Topic, ids: readonly string[] = []) {
  const base = adminApiPath(topic);
  void client.invalidateQueries({
    predicate: (query) => {
      if (typeof query.queryKey[0] !== "string" || !query.queryKey[0].startsWith(base)) return false;
      const record = recordIdOf(query.queryKey, base);
      return record === null || ids.includes(record);
    },
  });
  void client.invalidateQueries({ queryKey: DASHBOARD_KEY });
  void client.invalidateQueries({ queryKey: HEALTH_KEY });
}

export function notificationsSupported(): boolean {
  return typeof window !== "undefined" && "Notification" in window;
}

function wantsNotifications(): boolean {
  try {
    return (
      notificationsSupported() &&
      Notification.permission === "granted" &&
      localStorage.getItem(NOTIFY_PREFERENCE) === "on"
    );
  } catch {
    return false;
  }
}

function notifyNewLeads(count: number) {
  if (!wantsNotifications()) return;
  const notification = new Notification(count === 1 ? "New lead" : `${count} new leads`, {
    body: "Open the leads inbox to reply within 20 minutes.",
    tag: "new-leads",
  });
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
}

/** Which list the address shows, if any. */
function listOf(pathname: string): Topic | null {
  if (pathname === ADMIN_PAGE_PATHS.inbox || pathname === `${ADMIN_PAGE_PATHS.inbox}/`) return "leads";
  if (pathname === ADMIN_PAGE_PATHS.applications) return "applications";
  return null;
}

/** The tab's title with the count of new items in front: "(3) Leads inbox | …". */
function titled(title: string, count: number): string {
  const plain = title.replace(/^\(\d+\) /, "");
  return count > 0 ? `(${count}) ${plain}` : plain;
}

/** Holds the stream for the signed-in staff app and gives its state to the screens inside. */
export function StaffEventsProvider({ children }: { children: React.ReactNode }) {
  const client = useQueryClient();
  const { pathname } = useLocation();
  const [unseen, setUnseen] = useState<Record<Topic, number>>({ leads: 0, applications: 0 });
  const [connection, setConnection] = useState<Connection>("connecting");
  const shown = useRef<Topic | null>(listOf(pathname));
  shown.current = listOf(pathname);

  useEffect(() => {
    if (typeof EventSource === "undefined") {
      setConnection("off");
      return;
    }
    let source: EventSource | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let notice: ReturnType<typeof setTimeout> | undefined;
    let opened = false;
    let stopped = false;

    const connect = () => {
      source = new EventSource(adminApiPath("events"));
      source.addEventListener("ready", () => {
        clearTimeout(notice);
        notice = undefined;
        setConnection("open");
        // Back after a drop: what changed meanwhile was not heard, so every screen looks again.
        if (opened) {
          refetchTopic(client, "leads");
          refetchTopic(client, "applications");
        }
        opened = true;
      });
      source.addEventListener("items", (message) => {
        const event = readEvent((message as MessageEvent<string>).data);
        if (!event) return;
        refetchTopic(client, event.topic, event.ids);
        if (event.change !== "created" || event.count <= 0) return;
        setUnseen((current) => ({ ...current, [event.topic]: current[event.topic] + event.count }));
        if (event.topic === "leads") notifyNewLeads(event.count);
      });
      source.addEventListener("error", () => {
        if (stopped || !source) return;
        if (source.readyState === EventSource.CLOSED) {
          // Refused (signed out, too many tabs, busy, a proxy's 502 while the server restarts): try again
          // later. Only a 401 signs the app out; a failed check says nothing and must not replace the screen.
          source.close();
          void fetch(adminApiPath("session"), { credentials: "include" })
            .then(async (answer) => {
              await answer.body?.cancel();
              if (answer.status === 401) void client.invalidateQueries({ queryKey: SESSION_KEY });
            })
            .catch(() => {});
          retry = setTimeout(connect, REFUSED_RETRY_MS);
        }
        notice ??= setTimeout(() => setConnection("reconnecting"), RECONNECTING_NOTICE_MS);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      clearTimeout(notice);
      source?.close();
    };
  }, [client]);

  const markSeen = useCallback((topic: Topic) => {
    setUnseen((current) => (current[topic] === 0 ? current : { ...current, [topic]: 0 }));
  }, []);

  // Looking at a list (a key, a click, a scroll, or coming back to its tab) sees its new items.
  useEffect(() => {
    const topic = listOf(pathname);
    if (!topic) return;
    const seen = () => {
      if (document.visibilityState === "visible") markSeen(topic);
    };
    const events = ["pointerdown", "keydown", "wheel", "touchstart"] as const;
    for (const name of events) window.addEventListener(name, seen, { passive: true });
    document.addEventListener("visibilitychange", seen);
    window.addEventListener("focus", seen);
    return () => {
      for (const name of events) window.removeEventListener(name, seen);
      document.removeEventListener("visibilitychange", seen);
      window.removeEventListener("focus", seen);
    };
  }, [pathname, markSeen]);

  // The title counts what is new on the list this screen shows, or on any list elsewhere.
  const count = shown.current ? unseen[shown.current] : unseen.leads + unseen.applications;
  useEffect(() => {
    document.title = titled(document.title, count);
  });

  return (
    <StaffEventsContext.Provider value={{ unseen, connection, markSeen }}>
      {children}
    </StaffEventsContext.Provider>
  );
}

/** A quiet line while the live updates are down for a while; nothing when they work. */
export function LiveStatus() {
  const { connection } = useStaffEvents();
  return (
    <p role="status" data-live={connection} className="text-xs text-slate-700">
      {connection === "reconnecting" ? "Reconnecting…" : ""}
    </p>
  );
}

/**
 * "Notify me of new leads": asks the browser's permission when pressed (never on load) and remembers the
 * choice in this browser.
 */
export function NotifyButton() {
  const [state, setState] = useState<"unsupported" | "off" | "on" | "denied">("unsupported");
  useEffect(() => {
    if (!notificationsSupported()) return;
    setState(Notification.permission === "denied" ? "denied" : wantsNotifications() ? "on" : "off");
  }, []);
  if (state === "unsupported") return null;
  if (state === "denied") {
    return (
      <p className="inline-flex items-center gap-1 text-xs text-slate-700">
        <BellOff aria-hidden="true" className="size-3.5" />
        Notifications are blocked in this browser
      </p>
    );
  }
  const toggle = async () => {
    if (state === "on") {
      localStorage.setItem(NOTIFY_PREFERENCE, "off");
      setState("off");
      return;
    }
    const permission =
      Notification.permission === "granted" ? "granted" : await Notification.requestPermission();
    if (permission === "granted") {
      localStorage.setItem(NOTIFY_PREFERENCE, "on");
      setState("on");
    } else setState(permission === "denied" ? "denied" : "off");
  };
  return (
    <Button variant="ghost" size="sm" aria-pressed={state === "on"} onClick={() => void toggle()}>
      {state === "on" ? <Bell aria-hidden="true" /> : <BellOff aria-hidden="true" />}
      <span className="sr-only sm:not-sr-only">
        {state === "on" ? "Notifying of new leads" : "Notify me of new leads"}
      </span>
    </Button>
  );
}
