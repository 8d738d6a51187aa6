// geoip-lite ships no types and its CommonJS exports are only reachable as the default import.
declare module 'geoip-lite' {
  interface GeoipLite {
    /** Country data of an IPv4/IPv6 address, or null when unknown (private, loopback). */
    lookup(ip: string): { readonly country: string } | null;
  }
  const geoip: GeoipLite;
  export default geoip;
}
