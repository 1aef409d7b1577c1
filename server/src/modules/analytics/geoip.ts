import maxmind, { CityResponse, Reader } from 'maxmind';
import { isIP } from 'node:net';

export const UNKNOWN_CITY = 'Inconnue';

/** The city of a visitor's address, looked up in memory; the address is never stored. */
export interface CityLocator {
  cityOf(ip: string | undefined): string;
}

/** No GeoIP database configured: every city is 'Inconnue'. */
export const NO_CITY_LOCATOR: CityLocator = { cityOf: () => UNKNOWN_CITY };

export class GeoIpError extends Error {
  constructor(file: string, cause: unknown) {
    super(`GEOIP_DB : ${file} n’est pas une base GeoIP au format MaxMind lisible (${cause instanceof Error ? cause.message : String(cause)})`);
    this.name = 'GeoIpError';
  }
}

/** Reads a MaxMind-format city database (GeoLite2-City, GeoIP2 City…): French name, else English. */
export class MaxMindCityLocator implements CityLocator {
  constructor(private readonly reader: Reader<CityResponse>) {}

  cityOf(ip: string | undefined): string {
    // Express gives IPv4 clients of a dual-stack socket as ::ffff:a.b.c.d.
    const address = ip?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    if (!address || isIP(address) === 0) return UNKNOWN_CITY;
    try {
      const names = this.reader.get(address)?.city?.names;
      return names?.fr || names?.en || UNKNOWN_CITY;
    } catch {
      return UNKNOWN_CITY; // e.g. an IPv6 address in an IPv4-only database
    }
  }
}

/** The locator for GEOIP_DB: none when unset; a file that is not a MaxMind database stops the start with GeoIpError. */
export async function openCityLocator(file: string | null): Promise<CityLocator> {
  if (!file) return NO_CITY_LOCATOR;
  try {
    return new MaxMindCityLocator(await maxmind.open<CityResponse>(file));
  } catch (error) {
    throw new GeoIpError(file, error);
  }
}
