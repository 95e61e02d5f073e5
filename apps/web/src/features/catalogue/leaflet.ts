import 'leaflet/dist/leaflet.css';
import L from 'leaflet';

// leaflet.markercluster extends the global `L`; make sure it is there before the plugin loads.
(globalThis as unknown as { L: typeof L }).L = L;

export { L };
