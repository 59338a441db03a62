import ipaddr from "ipaddr.js";

/**
 * The unit a client is counted in for rate limits and lockouts: an IPv4 address as it is (IPv4-mapped
 * IPv6 included), an IPv6 address by its /64 network. One subscriber or host usually holds a whole /64,
 * so counting single IPv6 addresses would let one visitor rotate through billions of them.
 */
export function clientAddressBucket(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.kind() === "ipv4") return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((part) => part.toString(16)).join(":")}::/64`;
}
