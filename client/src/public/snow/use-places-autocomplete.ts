import { useEffect, useRef, type RefObject } from 'react';
import type { PlaceAddressComponent } from '@shared/snow';

/** The part of the Google Maps Places API this page uses (it is never loaded by this site). */
export interface PlaceResult {
  formatted_address?: string;
  address_components?: PlaceAddressComponent[];
}

export interface PlacesAutocomplete {
  addListener(eventName: 'place_changed', handler: () => void): { remove(): void };
  getPlace(): PlaceResult;
}

export interface PlacesNamespace {
  Autocomplete: new (
    input: HTMLInputElement,
    options: { componentRestrictions: { country: string | string[] }; fields: string[]; types: string[] },
  ) => PlacesAutocomplete;
}

declare global {
  interface Window {
    google?: { maps?: { places?: PlacesNamespace; event?: { clearInstanceListeners(instance: unknown): void } } };
  }
}

/**
 * Attaches Google Places Autocomplete to the address field — only when the page already has
 * `window.google.maps.places` (public-site.md §7: "used if already loaded"; this site never loads
 * it). Suggestions are limited to Canada. Returns whether it is attached.
 */
export function usePlacesAutocomplete(inputRef: RefObject<HTMLInputElement | null>, onPlace: (place: PlaceResult) => void): RefObject<boolean> {
  const attached = useRef(false);
  const onPlaceRef = useRef(onPlace);
  useEffect(() => {
    onPlaceRef.current = onPlace;
  }, [onPlace]);

  useEffect(() => {
    const places = window.google?.maps?.places;
    const input = inputRef.current;
    if (!places || !input) return;
    const autocomplete = new places.Autocomplete(input, {
      componentRestrictions: { country: 'ca' },
      fields: ['address_components', 'formatted_address'],
      types: ['address'],
    });
    const listener = autocomplete.addListener('place_changed', () => onPlaceRef.current(autocomplete.getPlace()));
    attached.current = true;
    return () => {
      attached.current = false;
      listener.remove();
      window.google?.maps?.event?.clearInstanceListeners(autocomplete);
    };
  }, [inputRef]);

  return attached;
}
