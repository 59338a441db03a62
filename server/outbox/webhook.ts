import { createHmac } from "node:crypto";
import type { Config } from "../env";

/** Signed webhook deliveries, the same for every kind of notification. */

/**
 * `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<raw body>`: the timestamp is signed with the body, so a
 * captured delivery cannot be replayed later under a fresh `X-Timestamp`.
 */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}

const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * Posts one signed webhook event: the JSON body with `timestamp`, `X-Signature` over timestamp and body,
 * `X-Timestamp` and `X-Delivery-Id`; anything but a 2xx answer throws (and is retried by the outbox).
 */
export async function postWebhook(
  target: { url: string; secret: string },
  deliveryId: string,
  payload: (timestamp: number) => unknown,
): Promise<void> {
  const timestamp = Math.floor(Date.now() / 1000);
  const body = JSON.stringify(payload(timestamp));
  const response = await fetch(target.url, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "user-agent": "lead-notifier/1",
      "x-signature": signWebhook(target.secret, timestamp, body),
      "x-timestamp": String(timestamp),
      "x-delivery-id": deliveryId,
    },
    body,
    redirect: "manual",
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel().catch(() => {});
  if (response.status < 200 || response.status >= 300) {
    throw new Error(`webhook answered HTTP ${response.status}`);
  }
}

/** WEBHOOK_URL and WEBHOOK_SECRET when both are set. */
export function webhookTarget(config: Pick<Config, "WEBHOOK_URL" | "WEBHOOK_SECRET">) {
  return config.WEBHOOK_URL && config.WEBHOOK_SECRET
    ? { url: config.WEBHOOK_URL, secret: config.WEBHOOK_SECRET }
    : undefined;
}

/**
 * The webhook channel when WEBHOOK_URL and WEBHOOK_SECRET are set: posts the `payload` of an item as the
 * delivery `<id>:webhook`, the same id at every attempt.
 */
export function webhookSender<T>(
  config: Pick<Config, "WEBHOOK_URL" | "WEBHOOK_SECRET">,
  idOf: (item: T) => string,
  payload: (item: T, timestamp: number) => unknown,
): ((item: T) => Promise<void>) | undefined {
  const target = webhookTarget(config);
  if (!target) return undefined;
  return (item) => postWebhook(target, `${idOf(item)}:webhook`, (timestamp) => payload(item, timestamp));
}
