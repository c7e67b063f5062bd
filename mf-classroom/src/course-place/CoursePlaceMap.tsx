import { useEffect, useRef } from 'react';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_POSITION_ZOOM } from '@atrium/classroom-contract';

export interface CoursePlaceMapProps {
  tileUrl: string;
  attribution: string | null;
  /** Already translated; names the map for screen readers. */
  label: string;
  position: { latitude: number; longitude: number } | null;
  onPlace: (position: { latitude: number; longitude: number }) => void;
}

// Leaflet's default marker image is found through CSS paths webpack does not keep; a plain circle needs none.
const markerStyle = { radius: 9, color: '#0b5394', fillOpacity: 0.8 };

/** Document 003 §9: zoom 5 over Norway without a position, 17 on it; a click places the marker (decision 0161). */
export default function CoursePlaceMap({ tileUrl, attribution, label, position, onPlace }: CoursePlaceMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.CircleMarker | null>(null);
  const place = useRef(onPlace);
  place.current = onPlace;

  useEffect(() => {
    if (!element.current) return undefined;
    const created = L.map(element.current, { keyboard: true });
    L.tileLayer(tileUrl, { attribution: attribution ?? undefined, maxZoom: 19 }).addTo(created);
    created.on('click', (event: L.LeafletMouseEvent) => place.current({ latitude: event.latlng.lat, longitude: event.latlng.lng }));
    map.current = created;
    return () => {
      created.remove();
      map.current = null;
      marker.current = null;
    };
  }, [tileUrl, attribution]);

  const latitude = position?.latitude ?? null;
  const longitude = position?.longitude ?? null;
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    marker.current?.remove();
    marker.current = null;
    if (latitude !== null && longitude !== null) {
      marker.current = L.circleMarker([latitude, longitude], markerStyle).addTo(current);
      current.setView([latitude, longitude], MAP_POSITION_ZOOM);
    } else {
      current.setView([MAP_DEFAULT_CENTER.latitude, MAP_DEFAULT_CENTER.longitude], MAP_DEFAULT_ZOOM);
    }
  }, [latitude, longitude, tileUrl]);

  return <div ref={element} role="application" aria-label={label} style={{ height: 320, maxWidth: 640 }} />;
}
