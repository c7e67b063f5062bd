import { render } from '@testing-library/react';
import L from 'leaflet';
import { MAP_DEFAULT_ZOOM, MAP_POSITION_ZOOM } from '@atrium/classroom-contract';
import CoursePlaceMap from './CoursePlaceMap';

// No tile is ever fetched: jsdom loads no images.
const TILES = '/api/classroom/data/map-tiles/{z}/{x}/{y}';

test('document 003 §9: zoom 5 without a position, 17 on one, and a click places the venue', () => {
  const views: L.Map[] = [];
  L.Map.addInitHook(function (this: L.Map) {
    views.push(this);
  });
  const onPlace = jest.fn();
  const { rerender, getByRole } = render(
    <CoursePlaceMap tileUrl={TILES} attribution={null} label="Map" position={null} onPlace={onPlace} />,
  );
  const map = views.at(-1)!;
  expect(map.getZoom()).toBe(MAP_DEFAULT_ZOOM);
  rerender(
    <CoursePlaceMap tileUrl={TILES} attribution={null} label="Map" position={{ latitude: 59.91, longitude: 10.75 }} onPlace={onPlace} />,
  );
  expect(map.getZoom()).toBe(MAP_POSITION_ZOOM);
  expect(map.getCenter().lat).toBeCloseTo(59.91);
  map.fire('click', { latlng: L.latLng(60.39, 5.32) });
  expect(onPlace).toHaveBeenCalledWith({ latitude: 60.39, longitude: 5.32 });
  expect(getByRole('application', { name: 'Map' })).toBeTruthy();
});
